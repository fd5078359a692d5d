import Testing
@testable import SyringeCore

@Suite("Container hierarchy")
struct ContainerHierarchyTests {
    init() { LogRecorder.install() }

    @Test("A child resolves its parent's registrations")
    func childResolvesParent() {
        let parent = Container()
        let child = Container(parent: parent)
        parent.register(Animal.self) { _ in Cat() }
        #expect(child.resolve(Animal.self) != nil)
    }

    @Test("A parent does not resolve its child's registrations")
    func parentDoesNotResolveChild() {
        let parent = Container()
        let child = Container(parent: parent)
        child.register(Animal.self) { _ in Cat() }
        #expect(parent.resolve(Animal.self) == nil)
    }

    @Test("A child's registration shadows its parent's")
    func childShadowsParent() {
        let parent = Container { $0.register(Animal.self) { _ in Cat(name: "parent") } }
        let child = Container(parent: parent) { $0.register(Animal.self) { _ in Cat(name: "child") } }
        #expect(child.resolve(Animal.self)?.name == "child")
        #expect(parent.resolve(Animal.self)?.name == "parent")
    }

    @Test("A parent's factory resolves its dependencies through the child that asked")
    func factoriesResolveThroughRequestingContainer() {
        let parent = Container {
            $0.register(Person.self) { r in PetOwner(pet: r.resolve(Animal.self)) }
        }
        let child = Container(parent: parent) { $0.register(Animal.self) { _ in Dog(name: "child's") } }
        let owner = child.resolve(Person.self) as? PetOwner
        #expect(owner?.pet?.name == "child's")
        #expect((parent.resolve(Person.self) as? PetOwner)?.pet == nil)
    }

    @Test("Container-scoped instances of the parent are shared with the child, whichever resolves first")
    func sharesContainerScope() {
        let parent = Container()
        parent.register(Animal.self) { _ in Cat() }.inObjectScope(.container)
        parent.register(Animal.self, name: "dog") { _ in Dog() }.inObjectScope(.container)
        let child = Container(parent: parent)

        #expect(parent.resolve(Animal.self) === child.resolve(Animal.self))
        let dog = child.resolve(Animal.self, name: "dog")
        #expect(dog != nil)
        #expect(dog === parent.resolve(Animal.self, name: "dog"))
    }

    @Test("A graph resolved in the child shares the parent's container-scoped instance")
    func graphInChildUsesParentSingleton() {
        let parent = Container()
        parent.register(Food.self) { _ in Sushi() }.inObjectScope(.container)
        let child = Container(parent: parent)
        child.register(Animal.self) { r in
            let cat = Cat()
            cat.favoriteFood = r.resolve(Food.self)
            return cat
        }
        child.register(Person.self) { r in
            let owner = PetOwner(pet: r.resolve(Animal.self)!)
            owner.favoriteFood = r.resolve(Food.self)
            return owner
        }
        let owner = child.resolve(Person.self) as? PetOwner
        let catsFood = (owner?.pet as? Cat)?.favoriteFood
        #expect(owner?.favoriteFood != nil)
        #expect(owner?.favoriteFood === catsFood)
    }

    @Test("Resolving a parent's graph-scoped service through a child keeps no instance alive")
    func noZombies() {
        let parent = Container()
        let child = Container(parent: parent)
        parent.register(Cat.self) { _ in Cat() }
        weak let cat = child.resolve(Cat.self)
        #expect(cat == nil)
    }

    @Test("A factory may resolve from another container while a graph is being built")
    func nestedResolutionAcrossContainers() {
        let parent = Container()
        let child = Container(parent: parent)
        child.register(Animal.self) { _ in Cat() }
        parent.register(Food.self) { _ in Sushi() }
        parent.register(PetOwner.self) { [unowned child] r in
            let owner = PetOwner(pet: child.resolve(Animal.self)!)
            owner.favoriteFood = r.resolve(Food.self)
            return owner
        }
        let owner = parent.resolve(PetOwner.self)
        #expect(owner?.pet is Cat)
        #expect(owner?.favoriteFood is Sushi)
    }
}
