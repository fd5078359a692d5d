import Testing
@testable import SyringeCore

@Suite("Removing registrations (last in, first out)")
struct RemovalTests {
    init() { LogRecorder.install() }

    @Test("Removing the newer registration makes the one it shadowed serve again")
    func lifo() {
        let container = Container()
        let first = container.register(Animal.self) { _ in Cat(name: "first") }
        let second = container.register(Animal.self) { _ in Cat(name: "second") }
        let third = container.register(Animal.self) { _ in Cat(name: "third") }
        #expect(container.resolve(Animal.self)?.name == "third")
        #expect(container.remove(second))
        #expect(container.resolve(Animal.self)?.name == "third")
        #expect(container.remove(third))
        #expect(container.resolve(Animal.self)?.name == "first")
        #expect(container.remove(first))
        #expect(container.resolve(Animal.self) == nil)
        #expect(!container.remove(first))
    }

    @Test("Removing a registration removes its forwarded types and releases its singleton")
    func removesForwardsAndInstances() {
        let counter = LiveCounter()
        let container = Container()
        let entry = container.register(Tracked.self) { _ in Tracked(counter) }
            .inObjectScope(.container)
            .implements(AnyObject.self)
        _ = container.resolve(Tracked.self)
        #expect(container.resolve(AnyObject.self) != nil)
        container.remove(entry)
        #expect(container.resolve(AnyObject.self) == nil)
        #expect(container.resolve(Tracked.self) == nil)
        #expect(!container.hasAnyRegistration(of: AnyObject.self))
        #expect(container.description == "[\n]")
        withExtendedLifetime(entry) {}
    }

    @Test("Removing a forwarded type's registration brings back what the forward shadowed")
    func removedForwardUnshadows() {
        let container = Container()
        container.register(Animal.self) { _ in Cat(name: "Mimi") }
        let dog = container.register(Dog.self) { _ in Dog(name: "Rex") }.implements(Animal.self)
        #expect((container.resolve(Animal.self) as? Dog)?.name == "Rex")
        container.remove(dog)
        #expect((container.resolve(Animal.self) as? Cat)?.name == "Mimi")
    }

    @Test("Removing a registration releases what its factory captured, once, and the others keep theirs")
    func releasesTheRemovedFactory() {
        let counter = LiveCounter()
        let container = Container()
        // Factories that capture an object: releasing a factory releases it.
        var captured: Tracked? = Tracked(counter)
        var kept: Tracked? = Tracked(counter)
        var removedEntry: ServiceEntry<Int>? = { [captured] in
            container.register(Int.self, name: "removed") { _ in captured.map { _ in 1 } ?? 0 }
        }()
        container.register(Int.self, name: "kept") { [kept] _ in kept.map { _ in 2 } ?? 0 }
        container.register(String.self) { [captured] _ in captured.map { _ in "string" } ?? "" }
        captured = nil
        kept = nil
        #expect(counter.alive == 2)
        #expect(container.remove(removedEntry!))
        // The String factory still holds the first object; the removed Int factory let go of it.
        #expect(counter.alive == 2)
        #expect(container.resolve(Int.self, name: "removed") == nil)
        #expect(container.resolve(Int.self, name: "kept") == 2)
        #expect(container.resolve(String.self) == "string")
        container.removeAll()
        // The entry holds its factory, as Swinject's does, until it goes.
        #expect(counter.alive == 1)
        removedEntry = nil
        #expect(counter.alive == 0)
    }

    @Test("A removed registration's entry configures nothing and reports the transient scope, also after removeAll")
    func removedEntryConfiguresNothing() {
        let container = Container()
        let removed = container.register(Animal.self, name: "removed") { _ in Cat() }.inObjectScope(.container)
        let cleared = container.register(Animal.self, name: "cleared") { _ in Cat() }.inObjectScope(.weak)
        #expect(container.remove(removed))
        #expect(removed.objectScope === ObjectScope.transient)
        #expect(removed.description.hasSuffix("removed from its container"))
        var completed = 0
        removed.inObjectScope(.graph).initCompleted { _, _ in completed += 1 }
        #expect(removed.objectScope === ObjectScope.transient)
        #expect(container.resolve(Animal.self, name: "removed") == nil)
        #expect(!container.remove(removed))

        container.removeAll()
        #expect(cleared.objectScope === ObjectScope.transient)
        // A registration of the same key made afterwards is a registration of its own.
        container.register(Animal.self, name: "removed") { _ in Cat() }
        #expect(container.resolve(Animal.self, name: "removed") is Cat)
        #expect(completed == 0)
        #expect(removed.objectScope === ObjectScope.transient)
    }

    @Test("Removal only affects the container it is called on")
    func removalIsLocal() {
        let parent = Container()
        let entry = parent.register(Food.self) { _ in Sushi() }
        let child = Container(parent: parent)
        #expect(!child.remove(entry))
        #expect(child.resolve(Food.self) != nil)
    }
}

@Suite("Override handles")
struct ServiceOverrideTests {
    @Test("An override serves until it is cancelled, then the original serves again")
    func cancel() {
        let container = Container()
        container.register(Animal.self) { _ in Cat(name: "real") }
        let mock = Dog(name: "mock")
        let override = container.override(Animal.self, with: mock)
        #expect(container.resolve(Animal.self) === mock)
        #expect(container.resolve(Animal.self) === mock)
        #expect(!override.isCancelled)
        override.cancel()
        override.cancel()
        #expect(override.isCancelled)
        #expect(container.resolve(Animal.self)?.name == "real")
    }

    @Test("Releasing the handle removes the override")
    func releaseRemoves() {
        let container = Container()
        container.register(Animal.self) { _ in Cat(name: "real") }
        do {
            let override = container.override(Animal.self) { _ in Dog(name: "factory") }
            #expect(container.resolve(Animal.self)?.name == "factory")
            withExtendedLifetime(override) {}
        }
        #expect(container.resolve(Animal.self)?.name == "real")
    }

    @Test("Overrides stack and can be named; the registration can be configured")
    func stacking() {
        let container = Container()
        container.register(Animal.self, name: "pet") { _ in Cat(name: "real") }
        let outer = container.override(Animal.self, name: "pet") { _ in Dog(name: "outer") }
        let inner = container.override(Animal.self, name: "pet") { _ in Dog(name: "inner") }
        inner.registration.inObjectScope(.container)
        #expect(container.resolve(Animal.self, name: "pet")?.name == "inner")
        #expect(container.resolve(Animal.self, name: "pet") === container.resolve(Animal.self, name: "pet"))
        inner.cancel()
        #expect(container.resolve(Animal.self, name: "pet")?.name == "outer")
        outer.cancel()
        #expect(container.resolve(Animal.self, name: "pet")?.name == "real")
    }

    @Test("A handle outliving its container does nothing when released")
    func outlivesContainer() {
        var container: Container? = Container()
        let override = container!.override(Food.self, with: Sushi())
        container = nil
        override.cancel()
        #expect(override.isCancelled)
    }
}
