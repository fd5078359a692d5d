import Testing
@testable import SyringeCore

/// A `.container` registration shares one instance with every call site (concrete, generic,
/// through the `Resolver` protocol) whatever configuration comes after its first resolution, and
/// an instance the registration lets go of (a new scope, a removal, a newer registration of its
/// key, its container's end) is released.
@Suite("The lifecycle of a singleton's object")
struct SharedObjectLifecycleTests {
    @inline(never)
    private func resolveGenerically<Service>(_ resolver: Resolver, _ type: Service.Type) -> Service? {
        resolver.resolve(type)
    }

    /// The one instance every call site of `container` resolves for `Cat`, checked to be one.
    private func sharedCat(in container: Container) throws -> Cat {
        let cat = try #require(container.resolve(Cat.self))
        #expect(resolveGenerically(container, Cat.self) === cat)
        #expect((container as Resolver).resolve(Cat.self) === cat)
        return cat
    }

    @Test("A handler added after the first resolution keeps the instance, runs for the next one only")
    func handlerAddedAfterFirstResolution() throws {
        let container = Container()
        let entry = container.register(Cat.self) { _ in Cat(name: "Mimi") }.inObjectScope(.container)
        let first = try sharedCat(in: container)
        var completed: [ObjectIdentifier] = []
        entry.initCompleted { _, cat in completed.append(ObjectIdentifier(cat)) }
        #expect(try sharedCat(in: container) === first)
        #expect(completed.isEmpty)

        container.resetObjectScope(.container)
        let second = try sharedCat(in: container)
        #expect(second !== first)
        #expect(completed == [ObjectIdentifier(second)])
    }

    @Test("Setting a scope again, another built-in or a custom one, releases the instance")
    func scopeChangesReleaseInstance() throws {
        let container = Container()
        let entry = container.register(Cat.self) { _ in Cat(name: "Mimi") }.inObjectScope(.container)
        let scopes: [ObjectScope] = [.container, .weak, .container, ObjectScope(storageFactory: PermanentStorage.init)]
        weak var previous: Cat?
        for scope in scopes {
            weak var released: Cat?
            do {
                let cat = try sharedCat(in: container)
                #expect(cat !== previous)
                released = cat
                entry.inObjectScope(scope)
            }
            #expect(released == nil, "the instance is released once the scope is set again")
            previous = released
        }
        #expect(try sharedCat(in: container).name == "Mimi")
    }

    @Test("Removing the registration, clearing the container or releasing it releases the instance")
    func removalReleasesInstance() throws {
        weak var removed: Cat?
        weak var cleared: Cat?
        weak var released: Cat?
        var container: Container? = Container()
        let entry = container!.register(Cat.self) { _ in Cat(name: "Mimi") }.inObjectScope(.container)
        removed = try sharedCat(in: container!)
        #expect(removed != nil)
        #expect(container!.remove(entry))
        #expect(removed == nil)
        #expect(container!.resolve(Cat.self) == nil)

        container!.register(Cat.self) { _ in Cat(name: "Tom") }.inObjectScope(.container)
        cleared = try sharedCat(in: container!)
        container!.removeAll()
        #expect(cleared == nil)

        container!.register(Cat.self) { _ in Cat(name: "Felix") }.inObjectScope(.container)
        released = try sharedCat(in: container!)
        #expect(released?.name == "Felix")
        container = nil
        #expect(released == nil)
    }

    @Test("A newer registration of the same key releases the instance of the one it shadows")
    func shadowedRegistrationReleasesInstance() throws {
        let container = Container()
        container.register(Cat.self) { _ in Cat(name: "Mimi") }.inObjectScope(.container)
        weak var shadowed: Cat?
        shadowed = try sharedCat(in: container)
        #expect(shadowed != nil)
        let newer = container.register(Cat.self) { _ in Cat(name: "Tom") }.inObjectScope(.container)
        #expect(shadowed == nil)
        #expect(try sharedCat(in: container).name == "Tom")

        // Once the newer one is removed, the shadowed one serves again, with a new instance.
        container.remove(newer)
        #expect(try sharedCat(in: container).name == "Mimi")
    }

    @MainActor
    @Test("A main-actor factory's singleton (a registration with a state) keeps one instance, released when reset")
    func isolatedFactorySingleton() throws {
        let container = Container()
        container.register(Cat.self) { @MainActor _ in Cat(name: "Mimi") }.inObjectScope(.container)
        weak var first: Cat?
        do {
            let cat = try sharedCat(in: container)
            first = cat
            #expect(try sharedCat(in: container) === cat)
        }
        #expect(first != nil)
        container.resetObjectScope(.container)
        #expect(first == nil)
        #expect(try sharedCat(in: container).name == "Mimi")
    }

    @Test("A type registered under several names keeps one instance per name")
    func instancePerName() throws {
        let container = Container()
        for name in ["a", "b", "c"] {
            container.register(Cat.self, name: name) { _ in Cat(name: name) }.inObjectScope(.container)
        }
        let cats = try ["a", "b", "c"].map { try #require(container.resolve(Cat.self, name: $0)) }
        #expect(cats.map(\.name) == ["a", "b", "c"])
        for (name, cat) in zip(["a", "b", "c"], cats) {
            #expect(container.resolve(Cat.self, name: name) === cat)
        }
    }
}
