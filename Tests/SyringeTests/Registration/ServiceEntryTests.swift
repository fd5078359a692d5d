import Testing
@testable import SyringeCore

@Suite("ServiceEntry configuration")
struct ServiceEntryTests {
    @Test("inObjectScope accepts an ObjectScope and any ObjectScopeProtocol")
    func inObjectScope() {
        final class AlwaysNew: ObjectScopeProtocol {
            func makeStorage() -> InstanceStorage { TransientStorage() }
        }
        let container = Container()
        let custom = AlwaysNew()
        let entry = container.register(Animal.self) { _ in Cat() }
        #expect(entry.inObjectScope(.container).objectScope === ObjectScope.container)
        #expect(entry.inObjectScope(custom).objectScope === custom)
        #expect(container.resolve(Animal.self) !== container.resolve(Animal.self))
    }

    @Test("initCompleted handlers run in the order they were added, once per new instance")
    func initCompletedOrder() {
        let container = Container()
        var calls: [String] = []
        container.register(Animal.self) { _ in Cat() }
            .initCompleted { _, _ in calls.append("first") }
            .initCompleted { _, _ in calls.append("second") }
            .initCompleted { _, _ in calls.append("third") }
            .initCompleted { _, _ in calls.append("fourth") }
            .inObjectScope(.container)
        _ = container.resolve(Animal.self)
        _ = container.resolve(Animal.self)
        #expect(calls == ["first", "second", "third", "fourth"])
    }

    @Test("initCompleted injects properties and calls methods")
    func propertyAndMethodInjection() {
        let container = Container()
        container.register(Food.self) { _ in Sushi() }
        container.register(PetOwner.self) { _ in PetOwner() }
            .initCompleted { r, owner in owner.favoriteFood = r.resolve(Food.self) }
        #expect(container.resolve(PetOwner.self)?.favoriteFood is Sushi)
    }

    @Test("An entry describes its service, factory and scope")
    func entryDescription() {
        let container = Container()
        let entry = container.register(Animal.self) { _, name in Cat(name: name) }
            .inObjectScope(.container)
            .initCompleted { _, _ in }
        #expect(entry.description == "Service: Animal, Factory: (Resolver, String) -> Animal, ObjectScope: container, InitCompleted: Specified 1 closures")
        #expect(ObjectIdentifier(entry.serviceType) == ObjectIdentifier(Animal.self))
        #expect(ObjectIdentifier(entry.argumentsType) == ObjectIdentifier(String.self))
    }

    @Test("Entries are equal when they refer to the same registration")
    func entryEquality() {
        let container = Container()
        let cat = container.register(Animal.self) { _ in Cat() }
        let dog = container.register(Animal.self, name: "dog") { _ in Dog() }
        #expect(cat == cat.inObjectScope(.container).initCompleted { _, _ in })
        #expect(cat != dog)
        #expect(Set([cat, cat, dog]).count == 2)

        let replacement = container.register(Animal.self) { _ in Cat() }
        #expect(replacement != cat, "a new registration of the same key is another registration")
    }

    @Test("An entry is an object: configuring returns it, and === compares identity")
    func entryIsAnObject() {
        let container = Container()
        let entry = container.register(Animal.self) { _ in Cat() }
        #expect(entry === entry.inObjectScope(.container))
        #expect(entry === entry.initCompleted { _, _ in }.implements(Carnivore.self))
        #expect(entry !== container.register(Animal.self, name: "other") { _ in Cat() })
        func identity<Entry: AnyObject>(of entry: Entry) -> ObjectIdentifier { ObjectIdentifier(entry) }
        #expect(identity(of: entry) == ObjectIdentifier(entry))
    }

    @Test("The container keeps its entries, as Swinject's does, until it is released or cleared")
    func containerKeepsEntries() {
        weak var kept: ServiceEntry<Animal>?
        weak var afterRemoveAll: ServiceEntry<Animal>?
        weak var afterRelease: ServiceEntry<Animal>?
        var container: Container? = Container()
        kept = container?.register(Animal.self) { _ in Cat() }
        #expect(kept != nil)
        kept?.inObjectScope(.container)
        #expect(container?.resolve(Animal.self) === container?.resolve(Animal.self))

        afterRemoveAll = container?.register(Animal.self, name: "cleared") { _ in Cat() }
        container?.removeAll()
        #expect(afterRemoveAll == nil)

        afterRelease = container?.register(Animal.self, name: "released") { _ in Cat() }
        #expect(afterRelease != nil)
        container = nil
        #expect(afterRelease == nil)
    }

    @Test("An entry held after its container is gone can still be configured, safely")
    func entryOutlivesContainer() {
        var container: Container? = Container()
        let entry = container!.register(Animal.self) { _ in Cat() }
        container = nil
        #expect(entry.inObjectScope(.container).objectScope === ObjectScope.container)
    }
}
