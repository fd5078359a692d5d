import Dispatch
import Testing
@testable import SyringeCore

/// A counter that is deliberately not thread safe, to show that synchronized factories run one
/// at a time.
private final class UnsafeCounter: @unchecked Sendable {
    var value = 0
}

/// Where a resolve is written: each takes its own path into the container.
enum CallSite: CaseIterable, Sendable {
    /// A concrete `Container` and service type.
    case concrete
    /// Generic code.
    case generic
    /// A call through the `Resolver` protocol, as a factory's `r.resolve` is.
    case resolverProtocol

    func resolve<Service>(_ type: Service.Type, from container: Container) -> Service? {
        switch self {
        case .concrete: container.resolve(type)
        case .generic: Self.resolveGenerically(container, type)
        case .resolverProtocol: (container as Resolver).resolve(type)
        }
    }

    @inline(never)
    private static func resolveGenerically<Service>(_ resolver: Resolver, _ type: Service.Type) -> Service? {
        resolver.resolve(type)
    }
}

@Suite("Resolving and registering from many threads")
struct ConcurrencyTests {
    init() { LogRecorder.install() }

    @Test("A container-scoped singleton is made once when many threads resolve it first", arguments: CallSite.allCases)
    func singletonMadeOnce(from callSite: CallSite) {
        let calls = CallCounter()
        let container = Container()
        container.register(Customer.self) { _ in
            calls.increment()
            return Customer()
        }.inObjectScope(.container)
        let identities = LockedValue<Set<ObjectIdentifier>>([])
        DispatchQueue.concurrentPerform(iterations: 64) { _ in
            let customer = callSite.resolve(Customer.self, from: container)!
            identities.withLock { _ = $0.insert(ObjectIdentifier(customer)) }
        }
        #expect(calls.count == 1)
        #expect(identities.withLock { $0.count } == 1)
    }

    @Test("A struct singleton and a protocol-typed one are each made once when many threads resolve them first", arguments: CallSite.allCases)
    func valueAndProtocolSingletonsMadeOnce(from callSite: CallSite) {
        let turtles = CallCounter()
        let pets = CallCounter()
        let container = Container()
        container.register(Turtle.self) { _ in
            turtles.increment()
            return Turtle(name: "Shelly \(turtles.count)")
        }.inObjectScope(.container)
        container.register(Animal.self) { _ in
            pets.increment()
            return Dog()
        }.inObjectScope(.container)
        let seen = LockedValue<(names: Set<String>, pets: Set<ObjectIdentifier>)>(([], []))
        DispatchQueue.concurrentPerform(iterations: 64) { _ in
            let name = callSite.resolve(Turtle.self, from: container)!.name
            let pet = callSite.resolve(Animal.self, from: container)!
            seen.withLock {
                $0.names.insert(name)
                $0.pets.insert(ObjectIdentifier(pet))
            }
        }
        #expect(turtles.count == 1)
        #expect(pets.count == 1)
        #expect(seen.withLock { $0.names } == ["Shelly 1"])
        #expect(seen.withLock { $0.pets.count } == 1)
    }

    @Test("Existing container and weak instances resolve while another thread's factory makes a singleton")
    func sharedInstancesDoNotWaitForFactories() {
        let container = Container()
        let factoryStarted = DispatchSemaphore(value: 0)
        let finishFactory = DispatchSemaphore(value: 0)
        container.register(Customer.self) { _ in
            factoryStarted.signal()
            finishFactory.wait()
            return Customer()
        }.inObjectScope(.container)
        container.register(Animal.self) { _ in Cat() }.inObjectScope(.weak)
        container.register(Animal.self, name: "kept") { _ in Dog() }.inObjectScope(.container)
        let owner = container.resolve(Animal.self)!
        let ownerIdentity = ObjectIdentifier(owner)
        let keptIdentity = ObjectIdentifier(container.resolve(Animal.self, name: "kept")!)

        DispatchQueue.global().async { _ = container.resolve(Customer.self) }
        factoryStarted.wait()
        // The other thread holds the lock that makes shared instances until its factory returns.
        expectCompletes(within: 10) {
            #expect(container.resolve(Animal.self).map(ObjectIdentifier.init) == ownerIdentity)
            #expect(container.resolve(Animal.self, name: "kept").map(ObjectIdentifier.init) == keptIdentity)
        }
        finishFactory.signal()
        withExtendedLifetime(owner) {}
    }

    @Test("Graph identity holds per resolve on every thread")
    func graphIdentityPerResolve() {
        let container = Container()
        container.registerPetOwnerGraph()
        let failures = CallCounter()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            var previous: Food?
            for _ in 0..<500 {
                let owner = container.resolve(PetOwner.self)!
                let food = owner.favoriteFood
                if food == nil || food !== (owner.pet as? Cat)?.favoriteFood || food === previous {
                    failures.increment()
                }
                previous = food
            }
        }
        #expect(failures.count == 0)
    }

    @Test("Registering while other threads resolve loses nothing")
    func registerWhileResolving() {
        let container = Container()
        container.register(Animal.self) { _ in Cat() }.inObjectScope(.container)
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for index in 0..<200 {
                if worker % 2 == 0 {
                    container.register(Animal.self, name: "\(worker)-\(index)") { _ in Dog() }
                        .inObjectScope(.container)
                } else {
                    _ = container.resolve(Animal.self)
                    _ = container.resolve(Animal.self, name: "\(worker - 1)-\(index)")
                }
            }
        }
        for worker in stride(from: 0, to: 8, by: 2) {
            for index in 0..<200 {
                #expect(container.resolve(Animal.self, name: "\(worker)-\(index)") is Dog)
            }
        }
    }

    @Test("Nested resolves across parent and child on many threads do not deadlock")
    func nestedAcrossHierarchy() {
        let parent = Container()
        parent.register(Food.self) { _ in Sushi() }.inObjectScope(.container)
        parent.register(Customer.self) { _ in Customer() }.inObjectScope(.container)
        let child = Container(parent: parent)
        child.register(PetOwner.self) { r in
            let owner = PetOwner(pet: r.resolve(Animal.self))
            owner.favoriteFood = parent.resolve(Food.self)
            _ = r.resolve(Customer.self)
            return owner
        }.inObjectScope(.container)
        child.register(Animal.self) { r in
            let cat = Cat()
            cat.favoriteFood = r.resolve(Food.self)
            return cat
        }.inObjectScope(.weak)
        DispatchQueue.concurrentPerform(iterations: 32) { index in
            if index.isMultiple(of: 2) {
                _ = child.resolve(PetOwner.self)
            } else {
                _ = parent.resolve(Food.self)
                _ = child.resolve(Animal.self)
            }
        }
        let owner = child.resolve(PetOwner.self)
        #expect(owner?.favoriteFood === parent.resolve(Food.self))
    }

    @Test("Factories resolved through synchronize() run one at a time")
    func synchronizedFactories() {
        let counter = UnsafeCounter()
        let container = Container()
        container.register(Customer.self) { _ in
            counter.value += 1
            return Customer()
        }.inObjectScope(.transient)
        let resolver = container.synchronize()
        let box = UncheckedBox(resolver)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<250 { _ = box.value.resolve(Customer.self) }
        }
        #expect(counter.value == 2_000)
    }

    @Test("A synchronized resolver resolves like its container")
    func synchronizedResolverResolves() {
        let container = Container()
        container.register(Animal.self) { _ in Cat(name: "Mimi") }.inObjectScope(.container)
        container.register(Animal.self, name: "named") { _, name in Cat(name: name) }
        let resolver = container.synchronize()
        #expect(resolver.resolve(Animal.self) === container.resolve(Animal.self))
        #expect(resolver.resolve(Animal.self, name: "named", argument: "Mew")?.name == "Mew")
        #expect(resolver.resolve(Dog.self) == nil)
    }

    @Test("Resetting scopes while resolving stays consistent")
    func resetWhileResolving() {
        let container = Container()
        container.register(Customer.self) { _ in Customer() }.inObjectScope(.container)
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for _ in 0..<300 {
                if worker == 0 {
                    container.resetObjectScope(.container)
                } else {
                    #expect(container.resolve(Customer.self) != nil)
                }
            }
        }
    }

    @Test("Resetting a custom scope through a child while the parent's registrations are first resolved stays consistent")
    func resetCustomScopeWhileFirstResolving() {
        let session = ObjectScope(storageFactory: PermanentStorage.init, description: "session")
        let parent = Container()
        let child = Container(parent: parent)
        for index in 0..<16 {
            parent.register(Customer.self, name: "\(index)") { _ in Customer() }.inObjectScope(session)
        }
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for round in 0..<200 {
                if worker == 0 {
                    child.resetObjectScope(session)
                } else {
                    #expect(child.resolve(Customer.self, name: "\((round + worker) % 16)") != nil)
                }
            }
        }
        let customer = parent.resolve(Customer.self, name: "0")
        #expect(child.resolve(Customer.self, name: "0") === customer)
        child.resetObjectScope(session)
        #expect(parent.resolve(Customer.self, name: "0") !== customer)
    }
}
