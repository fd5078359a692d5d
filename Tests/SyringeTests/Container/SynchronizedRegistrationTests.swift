import Dispatch
import Testing
import Syringe
@testable import SyringeCore

/// Deliberately not thread safe: the test proves that synchronized factories never overlap.
private final class Unsynchronized: @unchecked Sendable {
    var running = 0
    var overlaps = 0
    var made = 0
}

@Suite("registerSynchronized and resolver-less factories")
struct SynchronizedRegistrationTests {
    @Test("Synchronized factories never run at the same time")
    func factoriesDoNotOverlap() {
        let state = Unsynchronized()
        let container = Container()
        container.registerSynchronized(Customer.self) { _ in
            state.running += 1
            if state.running > 1 { state.overlaps += 1 }
            state.made += 1
            state.running -= 1
            return Customer()
        }.inObjectScope(.transient)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<200 { _ = container.resolve(Customer.self) }
        }
        #expect(state.overlaps == 0)
        #expect(state.made == 1_600)
    }

    @Test("A synchronized factory receives a synchronized resolver and may resolve re-entrantly")
    func reentrant() {
        let container = Container()
        container.registerSynchronized(Food.self) { _ in Sushi() }
        container.registerSynchronized(Animal.self) { r in
            let cat = Cat()
            cat.favoriteFood = r ~> Food.self
            return cat
        }
        container.registerSynchronized(PetOwner.self) { r in
            #expect(String(describing: type(of: r)).contains("SynchronizedResolver"))
            return PetOwner(pet: r ~> Animal.self)
        }
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            #expect((container.resolve(PetOwner.self)?.pet as? Cat)?.favoriteFood is Sushi)
        }
    }

    @Test("A synchronized registration takes runtime arguments")
    func withArguments() {
        let container = Container()
        container.registerSynchronized(Dog.self) { (_, name: String, age: Int) in Dog(name: "\(name), \(age)") }
        #expect(container.resolve(Dog.self, arguments: "Hachi", 3)?.name == "Hachi, 3")
    }

    @Test("A factory may take no resolver")
    func noResolver() {
        let container = Container()
        container.register(Food.self) { Sushi() }
        container.register(Food.self, name: "pizza") { Pizza() }.inObjectScope(.container)
        #expect(container.resolve(Food.self) is Sushi)
        #expect(container.resolve(Food.self, name: "pizza") === container.resolve(Food.self, name: "pizza"))
    }
}
