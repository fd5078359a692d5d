import Testing
@testable import SyringeCore

@Suite("Memory")
struct MemoryTests {
    @Test("Releasing a container releases its singletons")
    func releasingContainerReleasesSingletons() {
        let counter = LiveCounter()
        var container: Container? = Container()
        container!.register(Tracked.self) { _ in Tracked(counter) }.inObjectScope(.container)
        _ = container!.resolve(Tracked.self)
        #expect(counter.alive == 1)
        container = nil
        #expect(counter.alive == 0)
    }

    @Test("Forwarded types and launch overrides do not keep a released container's factories alive")
    func aliasesDoNotLeak() {
        let counter = LiveCounter()
        var captured: Tracked? = Tracked(counter)
        weak var weakContainer: Container?
        do {
            let container = Container()
            let tracked = captured!
            container.register(Animal.self) { _ in _ = tracked; return Cat(name: "real") }
            container.register(Animal.self, name: "mock") { _ in _ = tracked; return Dog(name: "mock") }
                .implements(Animal.self, name: "other")
            container.applyLaunchOverrides(from: LaunchOverrides().using("mock", for: Animal.self).environment)
            #expect(container.resolve(Animal.self)?.name == "mock")
            weakContainer = container
        }
        captured = nil
        #expect(weakContainer == nil)
        #expect(counter.alive == 0, "the factories that captured the object were released")
    }

    @Test("A resolver a factory keeps holds its container alive until it is let go")
    func keptResolverHoldsContainer() {
        final class Keeper {
            let resolver: Resolver
            init(_ resolver: Resolver) { self.resolver = resolver }
        }
        weak var weakContainer: Container?
        var keeper: Keeper?
        do {
            let container = Container()
            container.register(Customer.self) { _ in Customer() }
            container.register(Keeper.self) { r in Keeper(r) }
            keeper = container.resolve(Keeper.self)
            weakContainer = container
        }
        #expect(weakContainer != nil, "the kept resolver is the container")
        #expect(keeper?.resolver.resolve(Customer.self) != nil)
        keeper = nil
        #expect(weakContainer == nil)
    }

    @Test("A singleton that holds a Lazy and a Provider of its container does not keep it alive")
    func wrappersDoNotRetainContainer() {
        final class Holder {
            let lazy: Lazy<Customer>
            let provider: Provider<Customer>
            init(lazy: Lazy<Customer>, provider: Provider<Customer>) {
                self.lazy = lazy
                self.provider = provider
            }
        }
        weak var weakContainer: Container?
        weak var weakHolder: Holder?
        do {
            let container = Container()
            container.register(Customer.self) { _ in Customer() }
            container.register(Holder.self) { r in
                Holder(lazy: r.resolve(Lazy<Customer>.self)!, provider: r.resolve(Provider<Customer>.self)!)
            }.inObjectScope(.container)
            weakHolder = container.resolve(Holder.self)
            _ = weakHolder?.lazy.instance
            weakContainer = container
        }
        #expect(weakContainer == nil)
        #expect(weakHolder == nil)
    }

    @Test("A child container does not keep its parent's graph instances")
    func childKeepsNothing() {
        let counter = LiveCounter()
        let parent = Container()
        parent.register(Tracked.self) { _ in Tracked(counter) }
        let child = Container(parent: parent)
        for _ in 0..<100 { _ = child.resolve(Tracked.self) }
        #expect(counter.alive == 0)
    }

    @Test("Removing registrations releases their singletons")
    func removeAllReleases() {
        let counter = LiveCounter()
        let container = Container()
        container.register(Tracked.self) { _ in Tracked(counter) }.inObjectScope(.container)
        _ = container.resolve(Tracked.self)
        container.removeAll()
        #expect(counter.alive == 0)
    }

    @Test("A weak-scoped instance lives as long as its last owner, and no longer")
    func weakScope() {
        let counter = LiveCounter()
        let container = Container()
        container.register(Tracked.self) { _ in Tracked(counter) }.inObjectScope(.weak)
        var owner = container.resolve(Tracked.self)
        #expect(container.resolve(Tracked.self) === owner)
        #expect(counter.alive == 1)
        owner = nil
        #expect(counter.alive == 0)
        owner = container.resolve(Tracked.self)
        #expect(counter.alive == 1 && counter.created == 2)
        withExtendedLifetime(owner) {}
    }

    @Test("Graph scope keeps nothing after a resolve, circular references through initCompleted included")
    func graphKeepsNothing() {
        final class Parent {
            let tracked: Tracked
            var child: Child?
            init(_ tracked: Tracked) { self.tracked = tracked }
        }
        final class Child {
            let tracked: Tracked
            weak var parent: Parent?
            init(_ tracked: Tracked) { self.tracked = tracked }
        }
        let counter = LiveCounter()
        let container = Container()
        container.register(Tracked.self) { _ in Tracked(counter) }
        container.register(Parent.self) { r in Parent(r.resolve(Tracked.self)!) }
            .initCompleted { r, parent in parent.child = r.resolve(Child.self) }
        container.register(Child.self) { r in Child(r.resolve(Tracked.self)!) }
            .initCompleted { r, child in child.parent = r.resolve(Parent.self) }
        for _ in 0..<1_000 {
            let parent = container.resolve(Parent.self)
            #expect(parent?.child?.parent === parent)
            #expect(parent?.tracked === parent?.child?.tracked)
        }
        #expect(counter.created == 1_000)
        #expect(counter.alive == 0)
    }

    @Test("Lazy and Provider resolved in many graphs leave nothing behind")
    func wrappersKeepNothing() {
        final class Consumer {
            let lazy: Lazy<Tracked>
            let provider: Provider<Tracked>
            init(lazy: Lazy<Tracked>, provider: Provider<Tracked>) {
                self.lazy = lazy
                self.provider = provider
            }
        }
        let counter = LiveCounter()
        let container = Container()
        container.register(Tracked.self) { _ in Tracked(counter) }
        container.register(Consumer.self) { r in
            Consumer(lazy: r.resolve(Lazy<Tracked>.self)!, provider: r.resolve(Provider<Tracked>.self)!)
        }
        for _ in 0..<1_000 {
            let consumer = container.resolve(Consumer.self)!
            #expect(consumer.lazy.instance === consumer.lazy.instance)
            #expect(consumer.provider.instance !== consumer.provider.instance)
        }
        #expect(counter.created == 3_000)
        #expect(counter.alive == 0)
    }

    @Test("Releasing a child releases its own singletons and leaves the parent's")
    func childReleasesOwnSingletons() {
        let parentCounter = LiveCounter()
        let childCounter = LiveCounter()
        let parent = Container()
        parent.register(Tracked.self) { _ in Tracked(parentCounter) }.inObjectScope(.container)
        var child: Container? = Container(parent: parent)
        child!.register(Tracked.self, name: "child") { _ in Tracked(childCounter) }.inObjectScope(.container)
        _ = child!.resolve(Tracked.self)
        _ = child!.resolve(Tracked.self, name: "child")
        #expect(parentCounter.alive == 1 && childCounter.alive == 1)
        child = nil
        #expect(childCounter.alive == 0)
        #expect(parentCounter.alive == 1)
    }

    @Test("An instance you still hold outlives its container, and the container does not")
    func instanceOutlivesContainer() {
        let counter = LiveCounter()
        weak var weakContainer: Container?
        var singleton: Tracked?
        do {
            let container = Container()
            container.register(Tracked.self) { _ in Tracked(counter) }.inObjectScope(.container)
            singleton = container.resolve(Tracked.self)
            weakContainer = container
        }
        #expect(weakContainer == nil)
        #expect(counter.alive == 1 && singleton != nil)
        singleton = nil
        #expect(counter.alive == 0)
    }

    @Test("A released override releases its instance; @Injected lets its container go once resolved")
    func overridesAndInjected() {
        final class Holder {
            @Injected var tracked: Tracked
        }
        let counter = LiveCounter()
        let container = Container()
        var override: ServiceOverride<Tracked>? = container.override(Tracked.self, with: Tracked(counter))
        #expect(container.resolve(Tracked.self) != nil)
        override = nil
        #expect(counter.alive == 0)
        #expect(container.resolve(Tracked.self) == nil)
        withExtendedLifetime(override) {}

        weak var weakScoped: Container?
        let holder: Holder = {
            let scoped = Container { $0.register(Tracked.self) { _ in Tracked(counter) } }
            weakScoped = scoped
            return withSpace({ $0.dependenciesContainer = scoped }) { Holder() }
        }()
        #expect(weakScoped != nil, "the property keeps its container until it resolves")
        _ = holder.tracked
        #expect(weakScoped == nil)
        #expect(counter.alive == 1)
    }
}
