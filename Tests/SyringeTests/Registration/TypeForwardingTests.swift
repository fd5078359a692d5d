import Testing
import Syringe
@testable import SyringeCore

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

    @Test("A forwarded type of a singleton is cast once, and is the new instance after a reset, a removal or a re-registration")
    func forwardedSingletonAcrossResets() throws {
        let container = Container()
        let entry = container.register(Dog.self) { _ in Dog() }
            .inObjectScope(.container)
            .implements(Animal.self, Carnivore.self)
        let dog = try #require(container.resolve(Dog.self))
        #expect(container.resolve(Animal.self) === dog, "cast, then kept")
        #expect(container.resolve(Animal.self) === dog, "read as kept")
        #expect(container.treeLock.read { entry.state?.forwardedView(as: (any Animal).self) } != nil)
        #expect(container.resolve(Carnivore.self) as? Dog === dog, "each forwarded type apart")

        container.resetObjectScope(.container)
        let next = try #require(container.resolve(Animal.self))
        #expect(next !== dog && container.resolve(Dog.self) === next)
        #expect(container.resolve(Carnivore.self) as? Dog === next)

        container.register(Dog.self) { _ in Dog(name: "Rex") }.inObjectScope(.container).implements(Animal.self)
        #expect(container.resolve(Animal.self)?.name == "Rex", "the new registration's instance")
        container.remove(entry)
        #expect(container.resolve(Animal.self)?.name == "Rex")
    }

    @Test("A kept forwarded view holds no instance longer than the singleton it views")
    func forwardedViewDoesNotOutliveItsInstance() {
        weak var released: Dog?
        let container = Container()
        container.register(Dog.self) { _ in Dog() }.inObjectScope(.container).implements(Animal.self)
        do {
            let dog = container.resolve(Animal.self)
            released = dog as? Dog
            _ = container.resolve(Animal.self)
        }
        #expect(released != nil)
        container.resetObjectScope(.container)
        #expect(released == nil, "a reset releases the instance, its forwarded views with it")
    }

    @Test("A .weak singleton's forwarded type keeps the instance weakly")
    func weakForwardedTypeStaysWeak() {
        weak var released: Dog?
        let container = Container()
        container.register(Dog.self) { _ in Dog() }.inObjectScope(.weak).implements(Animal.self)
        do {
            let dog = container.resolve(Dog.self)
            released = dog
            #expect(container.resolve(Animal.self) === dog)
            #expect(container.resolve(Animal.self) === dog)
        }
        #expect(released == nil)
    }

    @Test("A child's forwarded type of a parent's registration resolves nothing once the parent removes everything, even while the entry is held")
    func forwardToClearedParent() {
        let parent = Container()
        let child = Container(parent: parent)
        let dog = parent.register(Dog.self) { _ in Dog(name: "Hachi") }.inObjectScope(.container)
        child.forward(Animal.self, to: dog)
        #expect(child.resolve(Animal.self)?.name == "Hachi")
        parent.removeAll()
        #expect(child.resolve(Animal.self) == nil)
        #expect(child.resolve(Dog.self) == nil)
        // The entry can still be configured; its registration stays out of resolution.
        #expect(dog.inObjectScope(.transient).objectScope === ObjectScope.transient)
        #expect(child.resolve(Animal.self) == nil)
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

    @Test("A forwarded type of a transient registration is a new instance each time, of a class or a struct")
    func forwardingTransient() {
        let container = Container()
        container.register(Dog.self) { _ in Dog() }.inObjectScope(.transient).implements(Animal.self)
        container.register(Turtle.self) { _ in Turtle(name: "Shelly") }.implements(Shell.self)
        let first = container.resolve(Animal.self)
        let second = container.resolve(Animal.self)
        #expect(first is Dog)
        #expect(second is Dog)
        #expect(first !== second)
        #expect(container.resolve(Shell.self)?.name == "Shelly")
    }

    @Test("A forwarded type of a registration in a custom scope shares the scope's instance")
    func forwardingCustomScope() {
        let container = Container()
        let session = ObjectScope(storageFactory: PermanentStorage.init, description: "session")
        container.register(Dog.self) { _ in Dog() }.inObjectScope(session).implements(Animal.self)
        let animal = container.resolve(Animal.self)
        #expect(animal is Dog)
        #expect(container.resolve(Dog.self) === animal)
        #expect(container.resolve(Animal.self) === animal)
    }

    @Test("A forwarded type whose registration was removed resolves nothing, and says it is not registered")
    func forwardingToRemovedRegistration() throws {
        let container = Container()
        let dog = container.register(Dog.self) { _ in Dog() }.implements(Animal.self)
        #expect(container.resolve(Animal.self) is Dog)
        container.removeAll()
        withExtendedLifetime(dog) {
            let error = #expect(throws: ResolutionError.self) { try container.require(Animal.self) }
            #expect(error?.description.contains("nothing is registered for Animal") == true)
        }
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

    @Test("Forwarding to a type the instance does not have resolves to nil and logs why, as in Swinject")
    func forwardingToUnrelatedTypeIsNil() {
        LogRecorder.install()
        let container = Container()
        let hound = container.register(Hound.self) { _ in Hound() }
        container.forward(Lynx.self, to: hound)
        container.register(Hound.self, name: "named") { (_, name: String) in Hound() }.implements(Lynx.self, name: "named")
        #expect(container.resolve(Lynx.self) == nil)
        #expect(container.resolve(Lynx.self, name: "named", argument: "Rex") == nil)
        #expect(container.resolve(Hound.self) != nil)
        let log = LogRecorder.messages(containing: "cannot forward Lynx to the registration of Hound")
        #expect(log.count == 2)
    }

    @Test("A forwarded type of a singleton that exists is that singleton; one the instance does not have is nil and logged")
    func forwardedSingletonThatExists() {
        LogRecorder.install()
        let container = Container()
        let dog = container.register(Dog.self) { _ in Dog(name: "Laika") }.inObjectScope(.container).implements(Animal.self)
        container.forward(Ocelot.self, to: dog)
        let existing = container.resolve(Dog.self)
        #expect(existing != nil)
        #expect(container.resolve(Animal.self) === existing)
        #expect(container.resolve(Animal.self) === existing)
        #expect(container.resolve(Ocelot.self) == nil)
        #expect(LogRecorder.messages(containing: "cannot forward Ocelot to the registration of Dog").count == 1)
        container.resetObjectScope(.container)
        let made = container.resolve(Animal.self)
        #expect(made != nil && made !== existing)
        #expect(container.resolve(Dog.self) === made)
    }

    @Test("A forwarded type with runtime arguments that the instance does not have runs the factory once")
    func forwardingMismatchWithArgumentsRunsFactoryOnce() {
        LogRecorder.install()
        let runs = CallCounter()
        let container = Container()
        let beagle = container.register(Beagle.self) { (_, name: String) in
            runs.increment()
            return Beagle()
        }.inObjectScope(.transient)
        container.forward(Ocelot.self, to: beagle)
        #expect(container.resolve(Ocelot.self, argument: "Rex") == nil)
        #expect(runs.count == 1)
    }

    @Test("A required forwarded type that the instance does not have fails with the same explanation")
    func requiredForwardingMismatchThrows() {
        let container = Container()
        container.register(Dog.self) { _ in Dog() }.implements(Cat.self)
        #expect {
            try container.require(Cat.self)
        } throws: { error in
            guard let error = error as? ResolutionError else { return false }
            return error.code == .forwardingMismatch
                && error.description.contains("cannot forward Cat to the registration of Dog")
                && error.description.contains("the instance it made, of type Dog, is not a Cat")
        }
    }

    @Test("A required forwarded type that the existing singleton is not fails with the forwarding explanation")
    func requiredForwardingMismatchOfExistingSingletonThrows() {
        let container = Container()
        container.register(Dog.self) { _ in Dog() }.inObjectScope(.container).implements(Cat.self)
        _ = container.resolve(Dog.self)
        #expect {
            try container.require(Cat.self)
        } throws: { error in
            guard let error = error as? ResolutionError else { return false }
            return error.code == .forwardingMismatch
                && error.description.contains("the instance it made, of type Dog, is not a Cat")
        }
    }

    @Test("~> of a forwarded type the instance does not have stops with that explanation")
    func forcedForwardingMismatchTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = Container()
            container.register(Dog.self) { _ in Dog() }.implements(Cat.self)
            let _: Cat = container ~> Cat.self
        }
        let output = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(output.contains("cannot forward Cat to the registration of Dog"))
    }
}

/// Types of their own, so that the log messages about them are only this file's.
private final class Hound {}
private final class Lynx {}
private final class Beagle {}
private final class Ocelot {}
