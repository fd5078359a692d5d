import Dispatch
import Testing
import Syringe
@testable import SyringeCore

/// The shared services of the stress tests, each counting how often its factory ran.
private final class Ledger: Sendable {
    let stableCalls = CallCounter()
    private let failures = LockedValue<[String]>([])

    func fail(_ message: String) {
        failures.withLock { $0.append(message) }
    }

    /// The first few failures, enough to tell what went wrong without flooding the log.
    var firstFailures: [String] { failures.withLock { Array($0.prefix(10)) } }
}

/// A container-scoped service that nobody resets, so it must be made exactly once.
private final class StableService: Sendable {}

/// A container-scoped service that the workers reset all the time.
private final class VolatileService: Sendable {}

/// A service made by a synchronized factory that resolves other services.
private final class Coordinator {
    let stable: StableService
    let food: Food
    init(stable: StableService, food: Food) {
        self.stable = stable
        self.food = food
    }
}

private let workerCount = 8

/// Resolves from code the compiler does not specialize for `Service`.
@inline(never)
private func resolveGenerically<Service>(_ type: Service.Type, from container: Container) -> Service? {
    container.resolve(type)
}
private let iterationsPerWorker = 1_500

@Suite("Stress: many threads mixing every operation")
struct StressTests {
    init() { LogRecorder.install() }

    /// Registers the services every worker relies on.
    private func makeContainer(_ ledger: Ledger) -> Container {
        let container = Container()
        container.register(StableService.self) { _ in
            ledger.stableCalls.increment()
            return StableService()
        }.inObjectScope(.container)
        container.register(VolatileService.self) { _ in VolatileService() }.inObjectScope(.container)
        container.registerPetOwnerGraph()
        container.registerSynchronized(Coordinator.self) { r in
            Coordinator(stable: r ~> StableService.self, food: r ~> Food.self)
        }
        return container
    }

    /// One step of a worker: each kind of operation, checking what this worker alone can know.
    private func step(_ iteration: Int, worker: Int, on container: Container, stable: StableService, ledger: Ledger) {
        let name = "w\(worker)-\(iteration)"
        switch iteration % 8 {
        case 0:
            // Register, override, cancel, remove: a key only this worker touches.
            let entry = container.register(Animal.self, name: name) { _ in Dog(name: name) }
            if container.resolve(Animal.self, name: name)?.name != name { ledger.fail("\(name): registered") }
            let override = container.override(Animal.self, name: name, with: Cat(name: "mock"))
            if container.resolve(Animal.self, name: name)?.name != "mock" { ledger.fail("\(name): overridden") }
            override.cancel()
            if container.resolve(Animal.self, name: name)?.name != name { ledger.fail("\(name): override cancelled") }
            if !container.remove(entry) || container.resolve(Animal.self, name: name) != nil {
                ledger.fail("\(name): removed")
            }
        case 1:
            // Graph identity: the owner and its cat share one Food per resolve, never the last one's.
            let owner = container.resolve(PetOwner.self)
            let food = owner?.favoriteFood
            if food == nil || food !== (owner?.pet as? Cat)?.favoriteFood { ledger.fail("\(name): graph identity") }
        case 2:
            container.resetObjectScope(.container, serviceType: VolatileService.self)
        case 3:
            if container.resolve(VolatileService.self) == nil { ledger.fail("\(name): volatile singleton") }
            if container.resolve(StableService.self) !== stable { ledger.fail("\(name): stable singleton") }
        case 4:
            // A scoped override is seen inside only; everyone else keeps seeing Sushi.
            container.withOverrides({ $0.register(Food.self) { _ in Pizza() } }) {
                if !(container.resolve(Food.self) is Pizza) { ledger.fail("\(name): scoped override inside") }
            }
            if !(container.resolve(Food.self) is Sushi) { ledger.fail("\(name): scoped override leaked") }
        case 5:
            // A synchronized factory resolving other services, from a resolve nested in a factory.
            let coordinator = container.resolve(Coordinator.self)
            if coordinator?.stable !== stable || !(coordinator?.food is Sushi) { ledger.fail("\(name): synchronized") }
        case 6:
            container.resetObjectScope(.graph)
            if !(container.synchronize().resolve(Food.self) is Sushi) { ledger.fail("\(name): synchronize()") }
        default:
            if !container.hasAnyRegistration(of: PetOwner.self) { ledger.fail("\(name): lost a registration") }
        }
    }

    @Test("8 threads register, resolve, remove, override and reset one container")
    func oneContainer() {
        let ledger = Ledger()
        let container = makeContainer(ledger)
        expectCompletes(within: 120) {
            let stable = container.resolve(StableService.self)!
            DispatchQueue.concurrentPerform(iterations: workerCount) { worker in
                for iteration in 0..<iterationsPerWorker {
                    step(iteration, worker: worker, on: container, stable: stable, ledger: ledger)
                }
            }
        }
        #expect(ledger.firstFailures == [])
        #expect(ledger.stableCalls.count == 1)
        #expect(container.resolveAll(Animal.self).count == 1, "every worker removed what it registered")
    }

    @Test("8 threads work on a parent and on children made and dropped while they run")
    func parentAndChildren() {
        let ledger = Ledger()
        let parent = makeContainer(ledger)
        let sharedChild = Container(parent: parent)
        sharedChild.register(Customer.self) { _ in Customer() }.inObjectScope(.container)
        let customers = LockedValue<Set<ObjectIdentifier>>([])
        expectCompletes(within: 120) {
            let stable = parent.resolve(StableService.self)!
            DispatchQueue.concurrentPerform(iterations: workerCount) { worker in
                for iteration in 0..<iterationsPerWorker {
                    // Alternate between the parent, a shared child and a child of this iteration.
                    let container: Container
                    switch iteration % 3 {
                    case 0: container = parent
                    case 1: container = sharedChild
                    default: container = Container(parent: sharedChild)
                    }
                    step(iteration, worker: worker, on: container, stable: stable, ledger: ledger)
                    if let customer = container.resolve(Customer.self), container !== parent {
                        customers.withLock { _ = $0.insert(ObjectIdentifier(customer)) }
                    }
                }
            }
        }
        #expect(ledger.firstFailures == [])
        #expect(ledger.stableCalls.count == 1, "the parent's singleton is shared by every child")
        #expect(customers.withLock { $0.count } == 1, "the shared child's singleton, seen from its own children")
    }

    @Test("8 threads read @Injected first on shared objects while the container changes")
    func injectedFirstAccess() {
        let calls = CallCounter()
        let container = Container()
        container.register(Customer.self) { _ in
            calls.increment()
            return Customer()
        }.inObjectScope(.transient)
        final class Holder {
            @Injected var customer: Customer
        }
        let rounds = 200
        expectCompletes(within: 120) {
            for round in 0..<rounds {
                let holder = UncheckedBox(withSpace({ $0.dependenciesContainer = container }) { Holder() })
                let identities = LockedValue<Set<ObjectIdentifier>>([])
                DispatchQueue.concurrentPerform(iterations: workerCount) { worker in
                    if worker == 0 {
                        container.register(Animal.self, name: "\(round)") { _ in Dog() }
                    }
                    let customer = holder.value.customer
                    identities.withLock { _ = $0.insert(ObjectIdentifier(customer)) }
                }
                #expect(identities.withLock { $0.count } == 1)
            }
        }
        #expect(calls.count == rounds, "one instance per @Injected property, however many threads read it first")
    }

    @Test("8 threads resolve a service while one of them keeps changing its scope")
    func scopeChangesWhileResolving() {
        let container = Container()
        let entry = container.register(Customer.self) { _ in Customer() }
        let scopes: [ObjectScope] = [.container, .transient, .graph, .weak, .container]
        let failures = LockedValue<[String]>([])
        expectCompletes(within: 120) {
            DispatchQueue.concurrentPerform(iterations: workerCount) { worker in
                for iteration in 0..<iterationsPerWorker {
                    if worker == 0 {
                        entry.inObjectScope(scopes[iteration % scopes.count])
                    } else if container.resolve(Customer.self) == nil {
                        failures.withLock { $0.append("worker \(worker), iteration \(iteration): nil") }
                    }
                }
            }
        }
        #expect(failures.withLock { $0 } == [])
        // Whatever raced, the scope set last is in effect.
        entry.inObjectScope(.container)
        #expect(container.resolve(Customer.self) === container.resolve(Customer.self))
        entry.inObjectScope(.transient)
        #expect(container.resolve(Customer.self) !== container.resolve(Customer.self))
    }

    @Test("8 threads look up many names of one type while one of them keeps registering and removing names")
    func namedLookupsWhileRegistering() {
        let container = Container()
        let names = (0..<200).map { "name-\($0)" }
        for name in names { container.register(Dog.self, name: name) { _ in Dog(name: name) } }
        let failures = LockedValue<[String]>([])
        expectCompletes(within: 120) {
            DispatchQueue.concurrentPerform(iterations: workerCount) { worker in
                for iteration in 0..<iterationsPerWorker {
                    if worker == 0 {
                        // Adds a name, then takes it away: the registry grows, and is rebuilt
                        // without the removed registration.
                        let entry = container.register(Dog.self, name: "extra-\(iteration)") { _ in Dog(name: "extra") }
                        if iteration.isMultiple(of: 3) { container.remove(entry) }
                    } else {
                        let name = names[(iteration * 7 + worker) % names.count]
                        let dog = container.resolve(Dog.self, name: name)
                        if dog?.name != name { failures.withLock { $0.append("\(name): \(String(describing: dog?.name))") } }
                    }
                }
            }
        }
        #expect(failures.withLock { Array($0.prefix(10)) } == [])
        #expect(container.resolve(Dog.self, name: "extra-1")?.name == "extra")
        #expect(container.resolve(Dog.self, name: "extra-3") == nil)
    }

    @Test("8 threads resolve a singleton while one of them moves its instance between record and state")
    func singletonStorageMovesWhileResolving() {
        let container = Container()
        let entry = LockedValue(container.register(Customer.self) { _ in Customer() }.inObjectScope(.container))
        let failures = LockedValue<[String]>([])
        expectCompletes(within: 120) {
            DispatchQueue.concurrentPerform(iterations: workerCount) { worker in
                for iteration in 0..<iterationsPerWorker {
                    if worker == 0 {
                        // A new registration keeps its first instance in its record; a handler
                        // added afterwards moves it into a state; a reset releases it.
                        switch iteration % 4 {
                        case 0: entry.withLock { $0 = container.register(Customer.self) { _ in Customer() }.inObjectScope(.container) }
                        case 1: _ = container.resolve(Customer.self)
                        case 2: entry.withLock { _ = $0.initCompleted { _, _ in } }
                        default: container.resetObjectScope(.container)
                        }
                        continue
                    }
                    let resolved: [Customer?] = [
                        container.resolve(Customer.self), (container as Resolver).resolve(Customer.self),
                        resolveGenerically(Customer.self, from: container),
                    ]
                    if resolved.contains(where: { $0 == nil }) {
                        failures.withLock { $0.append("worker \(worker), iteration \(iteration): nil") }
                    }
                }
            }
        }
        #expect(failures.withLock { Array($0.prefix(10)) } == [])
        let customer = container.resolve(Customer.self)
        #expect(customer != nil && container.resolve(Customer.self) === customer)
    }
}
