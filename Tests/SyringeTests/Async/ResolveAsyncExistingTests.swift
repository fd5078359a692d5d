import Testing
@testable import SyringeCore

private final class Cache: Sendable {}
private struct Limits: Sendable {
    let count: Int
}
private protocol Unrelated: Sendable {}

@Suite("resolveAsync of instances that exist")
struct ResolveAsyncExistingTests {
    @Test("An existing singleton, an object or a value, is the one resolveAsync returns")
    func existingSingletons() async throws {
        let made = CallCounter()
        let container = Container()
        container.register(Cache.self) { _ in
            made.increment()
            return Cache()
        }.inObjectScope(.container)
        container.register(Limits.self) { _ in Limits(count: made.increment()) }.inObjectScope(.container)
        let cache = try #require(container.resolve(Cache.self))
        let limits = try #require(container.resolve(Limits.self))
        #expect(try await container.resolveAsync(Cache.self) === cache)
        #expect(try await container.resolveAsync(Limits.self).count == limits.count)
        #expect(made.count == 2)
    }

    @Test("An existing singleton of a main-actor factory is returned on any task, without running the factory")
    func existingMainActorSingleton() async throws {
        let container = Container()
        container.register(MainActorGreeter.self) { @MainActor _ in MainActorGreeter() }.inObjectScope(.container)
        let greeter = try await container.resolveAsync(MainActorGreeter.self)
        let again = try await Task.detached { try await container.resolveAsync(MainActorGreeter.self) }.value
        #expect(again === greeter)
    }

    @Test("An async singleton, an object or a value, is kept by its registration and returned to every later resolveAsync")
    func asyncSingletons() async throws {
        let runs = RunCounter()
        let container = Container()
        container.register(Connection.self) { _ async in Connection(number: runs.next()) }.inObjectScope(.container)
        container.register(Limits.self) { _ async in Limits(count: runs.next()) }.inObjectScope(.container)
        let connection = try await container.resolveAsync(Connection.self)
        let limits = try await container.resolveAsync(Limits.self)
        #expect(try await container.resolveAsync(Connection.self) === connection)
        #expect(try await container.resolveAsync(Limits.self).count == limits.count)
        #expect(runs.value == 2)
        let registration = try #require(container.anyRegistration(for: RegistrationKey(
            serviceType: Connection.self, argumentsType: Void.self, name: nil)))
        #expect(container.treeLock.read { registration.state?.sharedObject } === connection)
    }

    @Test("An async singleton resolved again from another async factory's resolver is the kept one")
    func asyncSingletonFromAnotherFactory() async throws {
        let runs = RunCounter()
        let container = Container()
        container.register(Connection.self) { _ async in Connection(number: runs.next()) }.inObjectScope(.container)
        container.register(Limits.self) { r async throws in
            Limits(count: try await r.resolveAsync(Connection.self).number)
        }
        let connection = try await container.resolveAsync(Connection.self)
        // The factory's resolver is no container: it reads the kept instance through the
        // registration's async factory, in a read section.
        let limits = try await container.resolveAsync(Limits.self)
        #expect(limits.count == connection.number)
        #expect(try await container.resolveAsync(Limits.self).count == connection.number)
        #expect(runs.value == 1)
    }

    @Test("An async .weak singleton lives while something holds it, and is made again after")
    func asyncWeakSingleton() async throws {
        let runs = RunCounter()
        let container = Container()
        container.register(Connection.self) { _ async in Connection(number: runs.next()) }.inObjectScope(.weak)
        var held: Connection? = try await container.resolveAsync(Connection.self)
        #expect(try await container.resolveAsync(Connection.self) === held)
        held = nil
        #expect(try await container.resolveAsync(Connection.self).number == 2)
        #expect(runs.value == 2)
    }

    @Test("A type forwarded to an async singleton resolves to the singleton")
    func forwardedAsyncSingleton() async throws {
        let runs = RunCounter()
        let container = Container()
        container.register(Connection.self) { _ async in Connection(number: runs.next()) }
            .inObjectScope(.container)
            .implements(AnyObject.self)
        let connection = try await container.resolveAsync(Connection.self)
        #expect(try await container.resolveAsync(AnyObject.self) === connection)
        #expect(runs.value == 1)
    }

    @Test("An async singleton is released with its container")
    func asyncSingletonGoesWithContainer() async throws {
        let counter = LiveCounter()
        do {
            let container = Container()
            container.register(Tracked.self) { _ async in Tracked(counter) }.inObjectScope(.container)
            let tracked = try await container.resolveAsync(Tracked.self)
            #expect(try await container.resolveAsync(Tracked.self) === tracked)
        }
        #expect(counter.created == 1)
        #expect(counter.alive == 0)
    }

    @Test("resolveAsync of a singleton not made yet keeps nothing once its container is gone")
    func firstResolveKeepsNothing() async throws {
        let counter = LiveCounter()
        weak var entry: ServiceEntry<Tracked>?
        do {
            let container = Container()
            entry = container.register(Tracked.self) { _ in Tracked(counter) }.inObjectScope(.container)
            let tracked = try await container.resolveAsync(Tracked.self)
            #expect(try await container.resolveAsync(Tracked.self) === tracked)
        }
        #expect(counter.created == 1)
        #expect(counter.alive == 0)
        #expect(entry == nil)
    }

    @Test("A forwarded type the existing instance does not have throws the forwarding mismatch")
    func forwardingMismatch() async throws {
        let container = Container()
        let cache = container.register(Cache.self) { _ in Cache() }.inObjectScope(.container)
        container.forward(Unrelated.self, to: cache)
        _ = container.resolve(Cache.self)
        do {
            _ = try await container.resolveAsync(Unrelated.self)
            Issue.record("resolved an instance that is not Unrelated")
        } catch {
            #expect((error as? ResolutionError)?.code == .forwardingMismatch)
        }
    }
}
