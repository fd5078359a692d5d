import Testing
@testable import SyringeCore

@Suite("Provider injection")
struct ProviderTests {
    init() { LogRecorder.install() }

    @Test("Provider resolves a new instance on every access")
    func resolvesEachTime() {
        let calls = CallCounter()
        let container = Container()
        container.register(Animal.self) { _ in
            calls.increment()
            return Dog()
        }
        let provider = container.resolve(Provider<Animal>.self)
        #expect(calls.count == 0)
        #expect(provider?.instance is Dog)
        #expect(provider?.instance !== provider?.instance)
        #expect(calls.count == 3)
    }

    @Test("Provider is nil when the wrapped type is not registered")
    func missing() {
        let container = Container()
        container.register(Dog.self, name: "Hachi") { _ in Dog() }
        #expect(container.resolve(Provider<Animal>.self) == nil)
        #expect(container.resolve(Provider<Dog>.self, name: "Hachi") != nil)
        #expect(container.resolve(Provider<Dog>.self, name: "Mimi") == nil)
    }

    @Test("Provider passes runtime arguments and follows forwarded types")
    func argumentsAndForwarding() {
        let container = Container()
        container.register(Dog.self) { (_, name: String, _: Int) in Dog(name: name) }
        container.register(Cat.self) { _ in Cat() }.implements(Animal.self)
        #expect(container.resolve(Provider<Dog>.self, arguments: "Hachi", 42)?.instance.name == "Hachi")
        #expect(container.resolve(Provider<Animal>.self)?.instance is Cat)
    }

    @Test("Provided instances follow the scope of the wrapped service", arguments: [
        (ObjectScope.transient, false), (.graph, false), (.container, true),
    ])
    func scopes(scope: ObjectScope, shared: Bool) throws {
        let container = Container()
        EmploymentAssembly(scope: scope).assemble(container: container)
        let employer = try #require(container.resolve(Employer.self))
        let provided = [employer.providedEmployee.instance, employer.providedEmployee.instance]
        defer { dismantle(container, provided + [employer.employee]) }
        #expect((provided[0] === provided[1]) == shared)
        #expect((employer.employee.providedCustomer.instance === employer.providedCustomer.instance) == shared)
    }

    @Test("Each provided instance is a new graph; dependencies within it are shared")
    func graphs() throws {
        let container = Container()
        EmploymentAssembly(scope: .graph).assemble(container: container)
        let provided = try #require(container.resolve(Provider<Employer>.self)?.instance)
        #expect(provided.employee.employer === provided)
        let employer = try #require(container.resolve(Employer.self))
        let providedEmployee = employer.providedEmployee.instance
        defer { dismantle(container, [provided.employee, employer.employee, providedEmployee]) }
        #expect(providedEmployee.employer !== employer)
    }
}
