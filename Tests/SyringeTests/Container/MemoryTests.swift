import Testing
@testable import Syringe

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
}
