import Testing
@testable import Syringe

/// Code that does not know the service type copies a registration's factory from the typed
/// list's buffer (`ResolutionPlan.make`), and a list releases its registrations' entries and
/// tears them down as registrations of `Void` (`RegistrationList.withErasedRegistrations`):
/// that relies on every registration starting with its factory and on the layout not depending
/// on the service type.
@Suite("Registration layout")
struct RegistrationLayoutTests {
    /// The factory read from the start of `registration`'s memory, as `ResolutionPlan.make`
    /// reads it.
    private func factory<Service>(at registration: Registration<Service>) -> (Resolver) -> Service {
        withUnsafePointer(to: registration) {
            UnsafeRawPointer($0).assumingMemoryBound(to: ((Resolver) -> Service).self).pointee
        }
    }

    @Test("A registration starts with its factory, whatever the service type")
    func factoryFirst() {
        let container = Container()
        let cat = Cat(name: "Mimi")
        #expect(factory(at: Registration<Cat>(factory: { _ in cat }))(container) === cat)
        #expect(factory(at: Registration<Turtle>(factory: { _ in Turtle(name: "Shelly") }))(container).name == "Shelly")
        let triple = factory(at: Registration<(Int, String, Double)>(factory: { _ in (1, "two", 3.0) }))(container)
        #expect(triple.0 == 1 && triple.1 == "two" && triple.2 == 3.0)
    }

    @Test("Registrations of every service type are the same distance apart")
    func sameStride() {
        let stride = MemoryLayout<Registration<Cat>>.stride
        #expect(MemoryLayout<Registration<Turtle>>.stride == stride)
        #expect(MemoryLayout<Registration<any Animal>>.stride == stride)
        #expect(MemoryLayout<Registration<(Int, String, Double)>>.stride == stride)
        #expect(MemoryLayout<Registration<Void>>.stride == stride)
        let entryOffset = MemoryLayout<Registration<Void>>.offset(of: \.entry)
        #expect(MemoryLayout<Registration<Cat>>.offset(of: \.entry) == entryOffset)
        #expect(MemoryLayout<Registration<any Animal>>.offset(of: \.entry) == entryOffset)
        #expect(MemoryLayout<Registration<(Int, String, Double)>>.offset(of: \.entry) == entryOffset)
    }

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
            // Five registrations of one type grow its list's buffer three times.
            for index in 0..<5 {
                container.register(Turtle.self, name: "\(index)", factory: capturing { Turtle(name: "\(index)") })
            }
            let removed = container.register(Turtle.self, name: "removed", factory: capturing { Turtle(name: "gone") })
            #expect(watched.allSatisfy { $0.token != nil } && entry != nil)
            container.remove(removed)
            #expect(watched.last?.token == nil)
            #expect(container.resolve(Turtle.self, name: "4")?.name == "4")
        }
        #expect(watched.allSatisfy { $0.token == nil })
        #expect(entry == nil)
    }

    @Test("A list finds the factory of each registration as it grows, and after removals")
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
