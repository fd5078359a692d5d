import Testing
@testable import SyringeCore

@Suite("Container: registering and resolving")
struct ContainerTests {
    init() { LogRecorder.install() }

    @Test("Resolving an unregistered service returns nil")
    func unregisteredIsNil() {
        let container = Container()
        #expect(container.resolve(Animal.self) == nil)
    }

    @Test("A registration is found by its service type")
    func resolvesRegisteredType() {
        let container = Container()
        container.register(Animal.self) { _ in Cat(name: "Mimi") }
        #expect(container.resolve(Animal.self)?.name == "Mimi")
    }

    @Test("Registrations of one type are told apart by name")
    func resolvesByName() {
        let container = Container()
        container.register(Animal.self, name: "RegMimi") { _ in Cat(name: "Mimi") }
        container.register(Animal.self, name: "RegMew") { _ in Cat(name: "Mew") }
        container.register(Animal.self) { _ in Cat() }

        #expect(container.resolve(Animal.self, name: "RegMimi")?.name == "Mimi")
        #expect(container.resolve(Animal.self, name: "RegMew")?.name == "Mew")
        #expect(container.resolve(Animal.self)?.name == nil)
        #expect(container.resolve(Animal.self) != nil)
        #expect(container.resolve(Animal.self, name: "Unknown") == nil)
    }

    @Test("Registrations of one type are told apart by their argument types")
    func resolvesByArgumentTypes() {
        let container = Container()
        container.register(Animal.self) { _ in Cat() }
        container.register(Animal.self) { _, name in Cat(name: name) }
        container.register(Animal.self) { _, name, sleeping in Cat(name: name, sleeping: sleeping) }

        let noname = container.resolve(Animal.self) as? Cat
        let mimi = container.resolve(Animal.self, argument: "Mimi") as? Cat
        let mew = container.resolve(Animal.self, arguments: "Mew", true) as? Cat
        #expect(noname != nil && noname?.name == nil)
        #expect(mimi?.name == "Mimi")
        #expect(mew?.name == "Mew")
        #expect(mew?.sleeping == true)
        #expect(container.resolve(Animal.self, argument: 42) == nil)
    }

    @Test("A later registration of the same key wins")
    func laterRegistrationWins() {
        let container = Container()
        container.register(Animal.self) { _ in Cat(name: "first") }
        container.register(Animal.self) { _ in Cat(name: "second") }
        #expect(container.resolve(Animal.self)?.name == "second")
    }

    @Test("A factory receives a resolver for its dependencies")
    func initializerInjection() {
        let container = Container()
        container.register(Animal.self) { _ in Cat(name: "Mimi") }
        container.register(Person.self) { r in PetOwner(pet: r.resolve(Animal.self)!) }
        let owner = container.resolve(Person.self) as? PetOwner
        #expect(owner?.pet?.name == "Mimi")
    }

    @Test("A registration may return a subclass of its service class")
    func subclassOfServiceClass() {
        let container = Container()
        container.register(Cat.self) { _ in Siamese(name: "Siam") }
        let siam = container.resolve(Cat.self)
        #expect(siam is Siamese)
        #expect(siam?.name == "Siam")
    }

    @Test("removeAll removes every registration of the container")
    func removeAll() {
        let container = Container()
        container.register(Animal.self, name: "RegMimi") { _ in Cat(name: "Mimi") }
        container.register(Animal.self, name: "RegMew") { _ in Cat(name: "Mew") }
        container.removeAll()
        #expect(container.resolve(Animal.self, name: "RegMimi") == nil)
        #expect(container.resolve(Animal.self, name: "RegMew") == nil)
        container.register(Animal.self) { _ in Cat(name: "again") }
        #expect(container.resolve(Animal.self)?.name == "again")
    }

    @Test("The registering closure of the initialiser registers services")
    func registeringClosure() {
        let container = Container {
            $0.register(Animal.self) { _ in Cat() }
        }
        #expect(container.resolve(Animal.self) is Cat)
    }

    @Test("The default object scope applies to registrations that set none")
    func defaultObjectScope() {
        let container = Container(defaultObjectScope: .container)
        let entry = container.register(Animal.self) { _ in Cat() }
        #expect(entry.objectScope === ObjectScope.container)
        #expect(container.resolve(Animal.self) === container.resolve(Animal.self))
        #expect(Container().register(Animal.self) { _ in Cat() }.objectScope === ObjectScope.graph)
    }

    @Test("hasAnyRegistration looks for a type and name, in the container and its parents")
    func hasAnyRegistration() {
        let parent = Container {
            $0.register(Food.self, name: "Sushi") { _ in Sushi() }
        }
        let container = Container(parent: parent) {
            $0.register(Animal.self) { _ in Cat() }
            $0.register(Animal.self) { _, name in Cat(name: name) }
        }
        #expect(container.hasAnyRegistration(of: Animal.self))
        #expect(!container.hasAnyRegistration(of: PetOwner.self))
        #expect(container.hasAnyRegistration(of: Food.self, name: "Sushi"))
        #expect(!container.hasAnyRegistration(of: Food.self, name: "Pizza"))
        #expect(!container.hasAnyRegistration(of: Food.self))
        #expect(!parent.hasAnyRegistration(of: Animal.self))
    }

    @Test("A value type is copied on every resolve, whatever the scope", arguments: [
        ObjectScope.transient, .graph, .container, .weak,
    ])
    func valueTypes(scope: ObjectScope) {
        let container = Container()
        container.register(Shell.self) { _ in Turtle(name: "Ninja") }.inObjectScope(scope)
        var first = container.resolve(Shell.self)!
        let second = container.resolve(Shell.self)!
        first.name = "Samurai"
        #expect(first.name == "Samurai")
        #expect(second.name == "Ninja")
    }

    @Test("A value type in container scope is made once; in other scopes on every resolve", arguments: [
        (ObjectScope.transient, 2), (.graph, 2), (.container, 1),
    ])
    func valueTypeFactoryCalls(scope: ObjectScope, expectedCalls: Int) {
        let calls = CallCounter()
        let container = Container()
        container.register(Shell.self) { _ in
            calls.increment()
            return Turtle(name: "Ninja")
        }.inObjectScope(scope)
        _ = container.resolve(Shell.self)
        _ = container.resolve(Shell.self)
        #expect(calls.count == expectedCalls)
    }

    @Test("A container can be shared across tasks: it is Sendable")
    func sendable() async {
        let container = Container()
        container.register(Animal.self) { _ in Cat(name: "Mimi") }
        let name = await Task.detached { container.resolve(Animal.self)?.name }.value
        #expect(name == "Mimi")
    }
}
