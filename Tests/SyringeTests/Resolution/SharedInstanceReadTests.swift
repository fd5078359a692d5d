import Testing
@testable import SyringeCore

/// A shared instance is read without the service type from every call site (a generic function,
/// the `Resolver` protocol, a concrete one): as an object for class types and `.weak`
/// registrations, from the typed state for other types.
@Suite("Reading shared instances from every call site")
struct SharedInstanceReadTests {
    @inline(never)
    private func resolveGenerically<Service>(_ resolver: Resolver, _ type: Service.Type, name: String? = nil) -> Service? {
        resolver.resolve(type, name: name)
    }

    @Test("A .container class instance is the same from a concrete, a generic and a protocol call site")
    func containerObject() throws {
        let container = Container()
        container.register(Cat.self) { _ in Cat(name: "Mimi") }.inObjectScope(.container)
        let concrete = try #require(container.resolve(Cat.self))
        #expect(resolveGenerically(container, Cat.self) === concrete)
        #expect((container as Resolver).resolve(Cat.self) === concrete)
        container.resetObjectScope(.container)
        let renewed = try #require(resolveGenerically(container, Cat.self))
        #expect(renewed !== concrete)
        #expect(container.resolve(Cat.self) === renewed)
    }

    @Test("Every read of a shared object hands over exactly one reference: nothing keeps it once its container is gone")
    func sharedObjectReadsBalanceReferences() throws {
        weak var shared: Cat?
        weak var sharedAsAnimal: Animal?
        do {
            let container = Container()
            container.register(Cat.self) { _ in Cat(name: "Mimi") }.inObjectScope(.container)
            container.register(Animal.self) { _ in Dog() }.inObjectScope(.container)
            let cat = try #require(resolveGenerically(container, Cat.self))
            let animal = try #require(resolveGenerically(container, Animal.self))
            shared = cat
            sharedAsAnimal = animal
            for _ in 0..<100 {
                #expect(resolveGenerically(container, Cat.self) === cat)
                #expect((container as Resolver).resolve(Animal.self) === animal)
            }
        }
        #expect(shared == nil)
        #expect(sharedAsAnimal == nil)
    }

    @Test("A graph-scoped object found in the graph in progress is the one the resolution made, and goes with it")
    func graphObjectFoundInProgress() throws {
        weak var madeInGraph: Cat?
        do {
            let container = Container()
            container.register(Cat.self) { _ in Cat(name: "Graph") }
            container.register((Cat, Cat).self) { r in (r.resolve(Cat.self)!, r.resolve(Cat.self)!) }
            let pair = try #require(resolveGenerically(container, (Cat, Cat).self))
            #expect(pair.0 === pair.1)
            #expect(try #require(container.resolve((Cat, Cat).self)).0 !== pair.0)
            madeInGraph = pair.0
        }
        #expect(madeInGraph == nil)
    }

    @Test("A singleton first made by a factory's resolve through the protocol is the one every call site shares")
    func singletonFirstMadeThroughProtocol() throws {
        let container = Container()
        var made = 0
        container.register(Cat.self) { _ in
            made += 1
            return Cat(name: "Mimi \(made)")
        }.inObjectScope(.container)
        container.register((Cat, Cat).self) { r in (r.resolve(Cat.self)!, r.resolve(Cat.self)!) }
        let pair = try #require(resolveGenerically(container, (Cat, Cat).self))
        #expect(pair.0 === pair.1)
        #expect(pair.0.name == "Mimi 1")
        #expect(container.resolve(Cat.self) === pair.0)
        #expect(resolveGenerically(container, Cat.self) === pair.0)
        #expect(made == 1)
    }

    @Test("A singleton with an initCompleted handler, first made from generic code, runs the handler once")
    func singletonWithHandlerFirstMadeGenerically() throws {
        let container = Container()
        var completed = 0
        container.register(Cat.self) { _ in Cat(name: "Mimi") }
            .inObjectScope(.container)
            .initCompleted { _, cat in
                completed += 1
                cat.favoriteFood = Sushi()
            }
        let first = try #require(resolveGenerically(container, Cat.self))
        #expect(first.favoriteFood is Sushi)
        #expect((container as Resolver).resolve(Cat.self) === first)
        #expect(completed == 1)
    }

    @Test("A .container instance of a class-bound protocol type is the same from every call site")
    func containerExistential() throws {
        let container = Container()
        container.register(Animal.self, name: "pet") { _ in Dog() }.inObjectScope(.container)
        let concrete = try #require(container.resolve(Animal.self, name: "pet"))
        #expect(resolveGenerically(container, Animal.self, name: "pet") === concrete)
        #expect(resolveGenerically(container, Animal.self) == nil)
    }

    @Test("A .container value is kept once and read from every call site")
    func containerValue() {
        let container = Container()
        var made = 0
        container.register(Turtle.self) { _ in
            made += 1
            return Turtle(name: "Shelly \(made)")
        }.inObjectScope(.container)
        #expect(resolveGenerically(container, Turtle.self)?.name == "Shelly 1")
        #expect(container.resolve(Turtle.self)?.name == "Shelly 1")
        #expect(made == 1)
    }

    @Test("A .container value and a protocol-typed singleton run their initCompleted handlers once, with the instance every call site reads")
    func valueAndProtocolSingletonsWithHandlers() throws {
        let container = Container()
        var completedTurtles: [String] = []
        var completedPets: [ObjectIdentifier] = []
        container.register(Turtle.self) { _ in Turtle(name: "Shelly") }
            .inObjectScope(.container)
            .initCompleted { _, turtle in completedTurtles.append(turtle.name) }
        container.register(Animal.self) { _ in Dog() }
            .inObjectScope(.container)
            .initCompleted { _, pet in completedPets.append(ObjectIdentifier(pet)) }
        #expect(resolveGenerically(container, Turtle.self)?.name == "Shelly")
        #expect(container.resolve(Turtle.self)?.name == "Shelly")
        let pet = try #require(resolveGenerically(container, Animal.self))
        #expect(container.resolve(Animal.self) === pet)
        #expect(completedTurtles == ["Shelly"])
        #expect(completedPets == [ObjectIdentifier(pet)])
    }

    @Test("A .weak instance is shared while it lives, through a protocol type too, and made again after")
    func weakObject() {
        let container = Container()
        var made = 0
        container.register(Food.self) { _ -> Food in
            made += 1
            return Sushi()
        }.inObjectScope(.weak)
        var held = resolveGenerically(container, Food.self)
        #expect(held != nil)
        #expect(container.resolve(Food.self) === held)
        #expect(resolveGenerically(container, Food.self) === held)
        #expect(made == 1)
        held = nil
        #expect(resolveGenerically(container, Food.self) != nil)
        #expect(made == 2)
    }

    @Test("A child container reads its parent's shared instance from every call site")
    func parentObject() throws {
        let parent = Container()
        parent.register(Cat.self) { _ in Cat() }.inObjectScope(.container)
        let child = Container(parent: parent)
        let fromParent = try #require(parent.resolve(Cat.self))
        #expect(resolveGenerically(child, Cat.self) === fromParent)
        #expect(child.resolve(Cat.self) === fromParent)
    }

    @Test("A grandchild finds the nearest ancestor's registration from every call site, and nothing when none has one")
    func nearestAncestor() throws {
        let grandparent = Container()
        grandparent.register(Cat.self) { _ in Cat(name: "Grand") }.inObjectScope(.container)
        grandparent.register(Cat.self, name: "shadowed") { _ in Cat(name: "Grand") }.inObjectScope(.container)
        let parent = Container(parent: grandparent)
        parent.register(Cat.self, name: "shadowed") { _ in Cat(name: "Parent") }.inObjectScope(.container)
        let child = Container(parent: parent)
        let fromGrandparent = try #require(grandparent.resolve(Cat.self))
        #expect(child.resolve(Cat.self) === fromGrandparent)
        #expect(resolveGenerically(child, Cat.self) === fromGrandparent)
        #expect((child as Resolver).resolve(Cat.self) === fromGrandparent)
        #expect(child.resolve(Cat.self, name: "shadowed")?.name == "Parent")
        #expect(resolveGenerically(child, Cat.self, name: "shadowed")?.name == "Parent")
        #expect(child.resolve(Cat.self, name: "missing") == nil)
        #expect(resolveGenerically(child, Cat.self, name: "missing") == nil)
    }
}
