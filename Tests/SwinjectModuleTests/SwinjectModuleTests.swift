import Swinject
import Syringe
import Testing

@Suite("Code that imports Swinject, built against Syringe")
struct SwinjectModuleTests {
    @Test("Swinject's module name stands for Syringe's declarations")
    func namesAreSyringes() {
        #expect(Swinject.Container.self == Syringe.Container.self)
        #expect(String(reflecting: Swinject.Container.self) == "SyringeCore.Container")
        #expect((any Swinject.Resolver).self == (any Syringe.Resolver).self)
        #expect(Swinject.ObjectScope.container === Syringe.ObjectScope.container)
    }

    @Test("Assemblies written for Swinject resolve, with their scopes")
    func assembliesResolve() {
        let resolver = makeAssembler().resolver

        let greeter = resolver.greeter
        #expect(greeter.clock.now == 42)
        #expect(greeter.clock === resolver.resolve(Clock.self))
        #expect(greeter.session === resolver.resolve(Session.self))
        #expect(resolver.greeter !== greeter)
    }

    @Test("A custom scope declared in an extension of Swinject.ObjectScope resets")
    func customScopeResets() {
        let container = Swinject.Container()
        Swinject.Assembler(container: container).apply(assembly: CoreAssembly())
        let session = container.resolve(Session.self)

        container.resetObjectScope(.session)

        #expect(container.resolve(Session.self) !== session)
        #expect(container.resolve(Clock.self) === session?.clock)
    }

    @Test("Swinject's ServiceEntry class and plug-in hooks are Syringe's")
    func entriesAndHooks() {
        let container = Swinject.Container()
        let entry: Swinject.ServiceEntry<Clock> = container.register(Clock.self) { _ in FixedClock(now: 7) }
        #expect(entry === entry.inObjectScope(.container))
        let hook: Swinject._Resolver = container
        let clock: Clock? = hook._resolve(name: nil, option: nil) { (factory: (Swinject.Resolver) -> Any) in
            factory(container)
        }
        #expect(clock?.now == 7)
    }
}
