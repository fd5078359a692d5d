import Testing
@testable import SyringeCore

/// A registry keeps its registrations in a table that grows and is rebuilt by hand, and each
/// registration is the entry, which holds the factory: every factory and entry is found and
/// released, whatever the service type.
@Suite("Registration storage")
struct RegistrationStorageTests {
    @Test("A container that goes releases every factory and entry, after growth and removal, whatever the service type")
    func teardownReleasesRegistrations() {
        var watched: [WatchedToken] = []
        /// A factory that makes `make()` and captures a token watched for its release.
        func capturing<Service>(_ make: @escaping () -> Service) -> (Resolver) -> Service {
            let token = Token()
            watched.append(WatchedToken(token))
            return { _ in withExtendedLifetime(token) { make() } }
        }
        weak var entry: ServiceEntry<Cat>?
        do {
            let container = Container()
            entry = container.register(Cat.self, factory: capturing { Cat(name: "Mimi") })
            container.register((any Animal).self, factory: capturing { Cat(name: "Tom") as any Animal })
            container.register((Int, String).self, factory: capturing { (1, "one") })
            container.register((() -> Int).self, factory: capturing { { 1 } })
            // Five more keys grow the registry's table.
            for index in 0..<5 {
                container.register(Turtle.self, name: "\(index)", factory: capturing { Turtle(name: "\(index)") })
            }
            var removed: ServiceEntry<Turtle>? = container.register(
                Turtle.self, name: "removed", factory: capturing { Turtle(name: "gone") })
            #expect(watched.allSatisfy { $0.token != nil } && entry != nil)
            container.remove(removed!)
            // The entry holds the factory, as Swinject's does: it goes with the last reference.
            #expect(watched.last?.token != nil)
            removed = nil
            #expect(watched.last?.token == nil)
            #expect(container.resolve(Turtle.self, name: "4")?.name == "4")
        }
        #expect(watched.allSatisfy { $0.token == nil })
        #expect(entry == nil)
    }

    @Test("A registry finds the factory of each registration as it grows, and after removals")
    func factorySlots() throws {
        let container = Container()
        for index in 0..<20 {
            container.register(Turtle.self, name: "turtle \(index)") { _ in Turtle(name: "\(index)") }
                .inObjectScope(.transient)
        }
        #expect(container.resolve(Turtle.self, name: "turtle 0")?.name == "0")
        #expect(container.resolve(Turtle.self, name: "turtle 19")?.name == "19")
        let removed = container.register(Turtle.self, name: "turtle 5") { _ in Turtle(name: "shadowing") }
        #expect(container.resolve(Turtle.self, name: "turtle 5")?.name == "shadowing")
        container.remove(removed)
        #expect(container.resolve(Turtle.self, name: "turtle 5")?.name == "5")
        #expect(container.resolve(Turtle.self, name: "turtle 19")?.name == "19")
    }
}

/// An object a factory captures, to see when the factory is released.
private final class Token {}

/// A weak reference to a ``Token``.
private final class WatchedToken {
    weak var token: Token?
    init(_ token: Token) { self.token = token }
}
