import Testing
@testable import Syringe

@Suite("Type forwarding")
struct TypeForwardingTests {
    init() { LogRecorder.install() }

    @Test("forward(_:to:) resolves another type through a registration")
    func forward() {
        let container = Container()
        let dog = container.register(Dog.self) { _ in Dog(name: "Hachi") }
        container.forward(Animal.self, to: dog)
        #expect(container.resolve(Animal.self)?.name == "Hachi")
    }

    @Test("implements forwards one or more types, sharing the scope's instance")
    func implementsSeveral() {
        let container = Container()
        container.register(Dog.self) { _ in Dog() }
            .inObjectScope(.container)
            .implements(Animal.self, Carnivore.self, Domesticated.self)
        let dog = container.resolve(Dog.self)
        #expect(dog != nil)
        #expect(container.resolve(Animal.self) === dog)
        #expect(container.resolve(Carnivore.self) as? Dog === dog)
        #expect(container.resolve(Domesticated.self) as? Dog === dog)
    }

    @Test("A forwarded type can have its own name")
    func forwardedName() {
        let container = Container()
        container.register(Dog.self) { _ in Dog() }.implements(Animal.self, name: "pet")
        #expect(container.resolve(Animal.self, name: "pet") is Dog)
        #expect(container.resolve(Animal.self) == nil)
    }

    @Test("Forwarding keeps the runtime arguments and initCompleted handlers")
    func forwardingKeepsArgumentsAndHandlers() {
        let container = Container()
        var completed = 0
        container.register(Dog.self) { _, name in Dog(name: name) }
            .initCompleted { _, _ in completed += 1 }
            .implements(Animal.self)
        #expect(container.resolve(Animal.self, argument: "Pochi")?.name == "Pochi")
        #expect(completed == 1)
        #expect(container.resolve(Animal.self) == nil)
    }

    @Test("A graph-scoped forwarded type shares the instance within a graph")
    func forwardingInGraph() {
        let container = Container()
        container.register(Dog.self) { _ in Dog() }.implements(Animal.self)
        container.register(PetOwner.self) { r in
            let owner = PetOwner(pet: r.resolve(Animal.self))
            #expect(r.resolve(Dog.self) === owner.pet)
            return owner
        }
        #expect(container.resolve(PetOwner.self)?.pet is Dog)
    }

    @Test("Forwarding to an unrelated type stops with an explanation")
    func forwardingToUnrelatedTypeTraps() async {
        await #expect(processExitsWith: .failure) {
            let container = Container()
            container.register(Dog.self) { _ in Dog() }.implements(Cat.self)
            _ = container.resolve(Cat.self)
        }
    }
}
