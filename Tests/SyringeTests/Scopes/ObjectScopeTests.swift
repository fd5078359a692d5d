import Testing
@testable import SyringeCore

/// Registers an Animal (a Cat eating Food) and a Person (a PetOwner of that Animal, eating Food).
private func registerOwnerCatAndFood(_ container: Container, foodScope: ObjectScope) {
    container.register(Food.self) { _ in Sushi() }.inObjectScope(foodScope)
    container.register(Animal.self) { r in
        let cat = Cat()
        cat.favoriteFood = r.resolve(Food.self)
        return cat
    }
    container.register(Person.self) { r in
        let owner = PetOwner(pet: r.resolve(Animal.self)!)
        owner.favoriteFood = r.resolve(Food.self)
        return owner
    }
}

private func ownersAndCatsFood(_ container: Container) -> (Food?, Food?) {
    let owner = container.resolve(Person.self) as? PetOwner
    return (owner?.favoriteFood, (owner?.pet as? Cat)?.favoriteFood)
}

@Suite("Object scopes")
struct ObjectScopeTests {
    @Test("transient: every resolution makes a new instance, also within a graph")
    func transient() {
        let container = Container()
        container.register(Animal.self) { _ in Cat() }.inObjectScope(.transient)
        #expect(container.resolve(Animal.self) !== container.resolve(Animal.self))

        registerOwnerCatAndFood(container, foodScope: .transient)
        let (owners, cats) = ownersAndCatsFood(container)
        #expect(owners != nil && cats != nil)
        #expect(owners !== cats)
    }

    @Test("graph: one instance within a graph, a new one for each top-level resolve")
    func graph() {
        let container = Container()
        container.register(Animal.self) { _ in Cat() }.inObjectScope(.graph)
        #expect(container.resolve(Animal.self) !== container.resolve(Animal.self))

        registerOwnerCatAndFood(container, foodScope: .graph)
        let (owners, cats) = ownersAndCatsFood(container)
        #expect(owners != nil)
        #expect(owners === cats)
        let (nextOwners, _) = ownersAndCatsFood(container)
        #expect(nextOwners !== owners)
    }

    @Test("container: one instance for the container, made on first use")
    func container() {
        let calls = CallCounter()
        let container = Container()
        container.register(Animal.self) { _ in
            calls.increment()
            return Cat()
        }.inObjectScope(.container)
        #expect(calls.count == 0)
        let first = container.resolve(Animal.self)
        #expect(first === container.resolve(Animal.self))
        #expect(calls.count == 1)
    }

    @Test("weak: shared while something holds the instance, remade after it is gone")
    func weak() {
        let container = Container()
        container.register(Animal.self) { _ in Cat() }.inObjectScope(.weak)
        var held = container.resolve(Animal.self)
        #expect(held != nil)
        #expect(held === container.resolve(Animal.self))
        weak let released = held
        held = nil
        #expect(released == nil)
        weak let unheld = container.resolve(Animal.self)
        #expect(unheld == nil)
    }

    @Test("weak: the root of a graph stays alive while the graph is built")
    func weakRootSurvivesGraph() {
        let container = Container()
        container.register(B.self) { r in BDependingOnC(c: r.resolve(C.self)!) }.inObjectScope(.weak)
        container.register(C.self) { _ in CDependingOnWeakB() }
            .initCompleted { r, c in (c as! CDependingOnWeakB).b = r.resolve(B.self) }
        let b = container.resolve(B.self) as? BDependingOnC
        let c = b?.c as? CDependingOnWeakB
        #expect(c?.b != nil)
        #expect(c?.b === b)
    }

    @Test("A custom scope built from a storage factory shares like its storage")
    func customScope() {
        let custom = ObjectScope(storageFactory: PermanentStorage.init, description: "custom")
        let container = Container()
        container.register(Animal.self) { _ in Cat() }.inObjectScope(custom)
        let first = container.resolve(Animal.self)
        #expect(first != nil)
        #expect(first === container.resolve(Animal.self))
        container.resetObjectScope(custom)
        #expect(container.resolve(Animal.self) !== first)
    }

    @Test("A custom scope runs initCompleted once, on the stored instance, which a circular dependency through it finds, and takes runtime arguments")
    func customScopeCompletesStoredInstance() {
        let custom = ObjectScope(storageFactory: PermanentStorage.init, description: "custom")
        let container = Container()
        var completed = 0
        container.register(PetOwner.self) { _ in PetOwner() }
            .inObjectScope(custom)
            .initCompleted { r, owner in
                completed += 1
                owner.favoriteFood = r.resolve(Food.self)
            }
        container.register(Food.self) { r in
            let food = Sushi()
            #expect(r.resolve(PetOwner.self)?.favoriteFood == nil)
            return food
        }
        container.register(Cat.self) { (_, name: String) in Cat(name: name) }.inObjectScope(custom)
        let owner = container.resolve(PetOwner.self)
        #expect(owner?.favoriteFood is Sushi)
        #expect(container.resolve(PetOwner.self) === owner)
        #expect(completed == 1)
        let cat = container.resolve(Cat.self, argument: "Tama")
        #expect(cat?.name == "Tama")
        #expect(container.resolve(Cat.self, argument: "Mike") === cat)
    }

    @Test("A custom scope with a parent combines both storages")
    func customScopeWithParent() {
        let session = ObjectScope(storageFactory: WeakStorage.init, description: "session", parent: ObjectScope.graph)
        #expect(session.makeStorage() is CompositeStorage)
        let container = Container()
        registerOwnerCatAndFood(container, foodScope: session)
        let (owners, cats) = ownersAndCatsFood(container)
        #expect(owners != nil)
        #expect(owners === cats)
    }

    @Test("A custom storage is asked for the current graph and told when the graph completes")
    func customStorageProtocol() {
        final class SpyStorage: InstanceStorage {
            var instance: Any?
            var gets: [GraphIdentifier] = []
            var sets: [GraphIdentifier] = []
            var completions = 0
            func instance(inGraph graph: GraphIdentifier) -> Any? {
                gets.append(graph)
                return nil
            }
            func setInstance(_ instance: Any?, inGraph graph: GraphIdentifier) { sets.append(graph) }
            func graphResolutionCompleted() { completions += 1 }
        }
        let spy = SpyStorage()
        let container = Container()
        container.register(Dog.self) { _ in Dog() }.inObjectScope(ObjectScope(storageFactory: { spy }))
        _ = container.resolve(Dog.self)
        #expect(spy.gets.count == 2)
        #expect(spy.sets.count == 1)
        #expect(spy.sets.first == spy.gets.first)
        #expect(spy.completions == 1)
    }

    @Test("Built-in scopes describe themselves")
    func descriptions() {
        #expect("\(ObjectScope.transient)" == "transient")
        #expect("\(ObjectScope.graph)" == "graph")
        #expect("\(ObjectScope.container)" == "container")
        #expect("\(ObjectScope.weak)" == "weak")
    }
}
