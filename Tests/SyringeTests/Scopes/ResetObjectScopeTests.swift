import Testing
@testable import Syringe

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

    @Test("resetObjectScope on a child also resets the parent")
    func resetPropagatesToParent() {
        let parent = Container()
        parent.register(Dog.self) { _ in Dog() }.inObjectScope(.container)
        let child = Container(parent: parent)
        let dog = child.resolve(Dog.self)
        child.resetObjectScope(.container)
        #expect(parent.resolve(Dog.self) !== dog)
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
}
