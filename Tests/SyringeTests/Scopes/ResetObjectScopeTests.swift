import Testing
@testable import SyringeCore

@Suite("Resetting object scopes")
struct ResetObjectScopeTests {
    @Test("resetObjectScope discards the instances of that scope only")
    func resetsOneScope() {
        let custom = ObjectScope(storageFactory: PermanentStorage.init)
        let container = Container()
        container.register(Dog.self) { _ in Dog() }.inObjectScope(.container)
        container.register(Cat.self) { _ in Cat() }.inObjectScope(custom)
        let dog = container.resolve(Dog.self)
        let cat = container.resolve(Cat.self)

        container.resetObjectScope(.container)
        #expect(container.resolve(Dog.self) !== dog)
        #expect(container.resolve(Cat.self) === cat)

        container.resetObjectScope(custom as ObjectScopeProtocol)
        #expect(container.resolve(Cat.self) !== cat)
    }

    @Test("resetObjectScope releases the discarded instances")
    func resetReleases() {
        let counter = LiveCounter()
        let container = Container()
        container.register(Tracked.self) { _ in Tracked(counter) }.inObjectScope(.container)
        _ = container.resolve(Tracked.self)
        #expect(counter.alive == 1)
        container.resetObjectScope(.container)
        #expect(counter.alive == 0)
    }

    @Test("resetObjectScope on a child also resets the parent, even while the instance is held",
          arguments: [ObjectScope.container, .weak])
    func resetPropagatesToParent(scope: ObjectScope) {
        let parent = Container()
        parent.register(Dog.self) { _ in Dog() }.inObjectScope(scope)
        let child = Container(parent: parent)
        let dog = child.resolve(Dog.self)
        #expect(parent.resolve(Dog.self) === dog)
        child.resetObjectScope(scope)
        #expect(parent.resolve(Dog.self) !== dog)
        withExtendedLifetime(dog) {}
    }

    @Test("resetObjectScope(_:serviceType:) discards only that service's instances")
    func resetOneServiceType() {
        let container = Container()
        container.register(Dog.self) { _ in Dog() }.inObjectScope(.container)
        container.register(Cat.self) { _ in Cat() }.inObjectScope(.container)
        let dog = container.resolve(Dog.self)
        let cat = container.resolve(Cat.self)
        container.resetObjectScope(.container, serviceType: Dog.self)
        #expect(container.resolve(Dog.self) !== dog)
        #expect(container.resolve(Cat.self) === cat)
    }

    @Test("resetObjectScope(_:serviceType:) reaches the parent only through a child that registers the type")
    func resetServiceTypePropagation() {
        let parent = Container()
        parent.register(Dog.self) { _ in Dog() }.inObjectScope(.container)
        let emptyChild = Container(parent: parent)
        let dog = parent.resolve(Dog.self)
        emptyChild.resetObjectScope(.container, serviceType: Dog.self)
        #expect(parent.resolve(Dog.self) === dog)

        let registeringChild = Container(parent: parent)
        registeringChild.register(Dog.self) { _ in Dog() }.inObjectScope(.transient)
        registeringChild.resetObjectScope(ObjectScope.container as ObjectScopeProtocol, serviceType: Dog.self)
        #expect(parent.resolve(Dog.self) !== dog)
    }

    @Test("resetObjectScope empties the storage of a custom-scoped registration that was never resolved")
    func resetCustomScopeNeverResolved() {
        let storage = PermanentStorage()
        let custom = ObjectScope(storageFactory: { storage })
        let container = Container()
        container.register(Dog.self) { _ in Dog() }.inObjectScope(custom)
        let placed = Dog()
        storage.instance = placed

        container.resetObjectScope(custom)
        #expect(storage.instance == nil)
        let resolved = container.resolve(Dog.self)
        #expect(resolved != nil)
        #expect(resolved !== placed)
    }

    @Test("resetObjectScope on a child empties the custom storages of the parent's registrations")
    func resetCustomScopeThroughChild() {
        let neverResolved = PermanentStorage()
        let custom = ObjectScope(storageFactory: { neverResolved })
        let parent = Container()
        let child = Container(parent: parent)
        parent.register(Int.self) { _ in 0 }.inObjectScope(custom)
        neverResolved.instance = 42

        let session = ObjectScope(storageFactory: PermanentStorage.init)
        parent.register(Dog.self) { _ in Dog() }.inObjectScope(session)
        let dog = child.resolve(Dog.self)

        child.resetObjectScope(custom)
        #expect(neverResolved.instance == nil)
        child.resetObjectScope(session as ObjectScopeProtocol)
        #expect(parent.resolve(Dog.self) !== dog)
    }

    @Test("resetObjectScope(_:serviceType:) empties custom storages never resolved, on the parent too")
    func resetCustomScopeByServiceType() {
        let parentStorage = PermanentStorage()
        let childStorage = PermanentStorage()
        let catStorage = PermanentStorage()
        let parentScope = ObjectScope(storageFactory: { parentStorage })
        let childScope = ObjectScope(storageFactory: { childStorage })
        let parent = Container()
        let child = Container(parent: parent)
        parent.register(Dog.self) { _ in Dog() }.inObjectScope(parentScope)
        child.register(Dog.self) { _ in Dog() }.inObjectScope(childScope)
        child.register(Cat.self) { _ in Cat() }.inObjectScope(ObjectScope(storageFactory: { catStorage }))
        parentStorage.instance = Dog()
        childStorage.instance = Dog()
        catStorage.instance = Cat()

        child.resetObjectScope(childScope, serviceType: Dog.self)
        #expect(childStorage.instance == nil)
        #expect(parentStorage.instance != nil)
        child.resetObjectScope(parentScope, serviceType: Dog.self)
        #expect(parentStorage.instance == nil)
        #expect(catStorage.instance != nil)
    }

    @Test("A reset makes the storage of a registration never resolved once, and resolutions keep using it")
    func resetMakesStorageOnce() {
        let made = CallCounter()
        let custom = ObjectScope(storageFactory: {
            made.increment()
            return PermanentStorage()
        })
        let other = ObjectScope(storageFactory: PermanentStorage.init)
        let container = Container()
        container.register(Dog.self) { _ in Dog() }.inObjectScope(custom)

        container.resetObjectScope(other)
        #expect(made.count == 0)
        container.resetObjectScope(custom)
        #expect(made.count == 1)
        let dog = container.resolve(Dog.self)
        #expect(container.resolve(Dog.self) === dog)
        container.resetObjectScope(custom)
        #expect(container.resolve(Dog.self) !== dog)
        #expect(made.count == 1)
    }

    @Test("resetObjectScope(.graph) on a child keeps the parent's shared instances")
    func resetGraphThroughChild() {
        let parent = Container()
        parent.register(Dog.self) { _ in Dog() }.inObjectScope(.container)
        parent.register(Cat.self) { _ in Cat() }.inObjectScope(.graph)
        let child = Container(parent: parent)
        let dog = child.resolve(Dog.self)
        child.resetObjectScope(.graph)
        child.resetObjectScope(.graph, serviceType: Dog.self)
        #expect(parent.resolve(Dog.self) === dog)
        #expect(child.resolve(Cat.self) != nil)
    }
}
