import Synchronization
import Syringe
import Testing

/// A service made by an async factory; each instance numbered.
final class Connection: Sendable {
    let number: Int
    init(number: Int) { self.number = number }
}

/// Counts factory runs across tasks.
final class RunCounter: Sendable {
    private let count = Atomic(0)
    var value: Int { count.load(ordering: .relaxed) }
    func next() -> Int { count.add(1, ordering: .relaxed).newValue }
}

struct ConnectionFailed: Error, Equatable {}

@Suite("Async factories")
struct AsyncFactoryTests {
    @Test("An async factory is awaited by resolveAsync; transient makes one instance per request")
    func transientAsyncFactory() async throws {
        let container = Container()
        let runs = RunCounter()
        container.register(Connection.self) { _ async throws in
            try await Task.sleep(nanoseconds: 1_000)
            return Connection(number: runs.next())
        }.inObjectScope(.transient)
        let first = try await container.resolveAsync(Connection.self)
        let second = try await container.resolveAsync(Connection.self)
        #expect(first.number == 1)
        #expect(second.number == 2)
    }

    @Test("Concurrent first resolves of a .container async service share one creation")
    func containerSingleFlight() async throws {
        let container = Container()
        let runs = RunCounter()
        container.register(Connection.self) { _ async throws in
            let number = runs.next()
            try await Task.sleep(nanoseconds: 20_000_000)
            return Connection(number: number)
        }.inObjectScope(.container)
        let numbers = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<8 { group.addTask { try await container.resolveAsync(Connection.self).number } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(numbers == Array(repeating: 1, count: 8))
        #expect(runs.value == 1)
        #expect(try await container.resolveAsync(Connection.self).number == 1)
    }

    @Test("A thrown error is not kept: the next resolve runs the factory again")
    func errorsAreNotCached() async throws {
        let container = Container()
        let runs = RunCounter()
        container.register(Connection.self) { _ async throws in
            let number = runs.next()
            if number == 1 { throw ConnectionFailed() }
            return Connection(number: number)
        }.inObjectScope(.container)
        await #expect(throws: ConnectionFailed.self) { try await container.resolveAsync(Connection.self) }
        #expect(try await container.resolveAsync(Connection.self).number == 2)
        #expect(try await container.resolveAsync(Connection.self).number == 2)
    }

    @Test("A waiter's cancellation does not cancel the creation for the others")
    func cancellationOfOneWaiter() async throws {
        let container = Container()
        let runs = RunCounter()
        let sawCancellation = Atomic(false)
        container.register(Connection.self) { _ async throws in
            let number = runs.next()
            try? await Task.sleep(nanoseconds: 50_000_000)
            if Task.isCancelled { sawCancellation.store(true, ordering: .relaxed) }
            return Connection(number: number)
        }.inObjectScope(.container)
        let cancelled = Task { try await container.resolveAsync(Connection.self) }
        try await Task.sleep(nanoseconds: 5_000_000)
        cancelled.cancel()
        let other = try await container.resolveAsync(Connection.self)
        #expect(other.number == 1)
        #expect(runs.value == 1)
        let factoryWasCancelled = sawCancellation.load(ordering: .relaxed)
        #expect(!factoryWasCancelled)
        _ = try? await cancelled.value
    }

    @Test("resetObjectScope forgets an async singleton")
    func resetForgetsAsyncSingleton() async throws {
        let container = Container()
        let runs = RunCounter()
        container.register(Connection.self) { _ async in Connection(number: runs.next()) }.inObjectScope(.container)
        #expect(try await container.resolveAsync(Connection.self).number == 1)
        container.resetObjectScope(.container)
        #expect(try await container.resolveAsync(Connection.self).number == 2)
    }

    @Test("Graph-scoped services are shared within one resolveAsync, across awaits")
    func graphAcrossAwaits() async throws {
        let container = Container()
        container.register(Engine.self) { _ in Engine() }
        container.register(Wheel.self) { r in Wheel(engine: r ~> Engine.self) }
        container.register(Car.self) { r async throws in
            let engine = r ~> Engine.self
            try await Task.sleep(nanoseconds: 1_000)
            let wheel = r ~> Wheel.self
            let sameAgain = try await r.resolveAsync(Engine.self)
            return Car(engine: engine, wheel: wheel, other: sameAgain)
        }
        let car = try await container.resolveAsync(Car.self)
        #expect(car.engine === car.wheel.engine)
        #expect(car.engine === car.other)
        let another = try await container.resolveAsync(Car.self)
        #expect(another.engine !== car.engine)
    }

    @Test("A failure inside an async factory reports the path across awaits")
    func failurePathAcrossAwaits() async throws {
        let container = Container()
        container.register(Wheel.self) { r async throws in
            try await Task.sleep(nanoseconds: 1_000)
            return Wheel(engine: try r.require(Engine.self))
        }
        container.register(Car.self) { r async throws in
            let wheel = try await r.resolveAsync(Wheel.self)
            return Car(engine: Engine(), wheel: wheel, other: Engine())
        }
        let error = try await #require(throws: ResolutionError.self) { try await container.resolveAsync(Car.self) }
        #expect(error.code == .notRegistered)
        #expect(error.path == ["Car", "Wheel", "Engine"])
        #expect(error.description.contains("Resolution path: Car → Wheel → Engine"))
    }

    @Test("resolveAsync of a missing service throws notRegistered with the registrations that come close")
    func missingServiceThrows() async throws {
        let container = Container()
        container.register(Engine.self, name: "v8") { _ in Engine() }
        let error = try await #require(throws: ResolutionError.self) { try await container.resolveAsync(Engine.self) }
        #expect(error.code == .notRegistered)
        #expect(!error.closeMatches.isEmpty)
    }

    @Test("Async factories awaiting each other in a cycle throw circularDependency")
    func asyncCycle() async throws {
        let container = Container()
        container.register(Engine.self) { r async throws in _ = try await r.resolveAsync(Wheel.self); return Engine() }
        container.register(Wheel.self) { r async throws in Wheel(engine: try await r.resolveAsync(Engine.self)) }
        let error = try await #require(throws: ResolutionError.self) { try await container.resolveAsync(Engine.self) }
        #expect(error.code == .circularDependency)
        #expect(error.description.contains("Engine → Wheel → Engine"))
    }

    @Test("resolveAsync resolves synchronous registrations too, where it runs")
    func synchronousRegistrations() async throws {
        let container = Container()
        container.register(Engine.self) { @Sendable _ in Engine() }.inObjectScope(.container)
        let resolved = try await container.resolveAsync(Engine.self)
        #expect(resolved === container.resolve(Engine.self))
    }

    @Test("An async factory's resolver resolves with runtime arguments, a plug-in's tuple registration too")
    func runtimeArgumentsInAsyncFactory() async throws {
        let container = Container()
        container.register(Connection.self) { (_, number: Int) in Connection(number: number) }
        container._register(Connection.self, factory: { (arguments: (Resolver, Int, Int)) in
            Connection(number: arguments.1 * arguments.2)
        })
        container.register(String.self) { r async in
            let one = r.resolve(Connection.self, argument: 3)?.number
            let two = r.resolve(Connection.self, arguments: 6, 7)?.number
            let missing = r.resolve(Connection.self, argument: "three")
            return "\(one ?? 0) \(two ?? 0) \(missing == nil)"
        }
        #expect(try await container.resolveAsync(String.self) == "3 42 true")
    }

    @Test("A synchronous resolve inside async code keeps compiling and resolving synchronously")
    func synchronousResolveInAsyncCode() async throws {
        let container = Container()
        container.register(Engine.self) { _ in Engine() }
        try await Task.sleep(nanoseconds: 1_000)
        let engine = container.resolve(Engine.self)
        #expect(engine != nil)
    }

    @Test("A synchronous resolve of an async registration stops and says to await it")
    func synchronousResolveOfAsyncRegistrationStops() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = Container()
            container.register(Connection.self, name: "primary") { _ async in Connection(number: 1) }
            _ = container.resolve(Connection.self, name: "primary")
        }.map { result in
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(output.contains("Connection named \"primary\" is made by an async factory"))
            #expect(output.contains("try await resolver.resolveAsync(Connection.self, name: \"primary\")"))
        }
    }

    @Test("A synchronous resolve of an async singleton that exists stops too: it never depends on what ran first")
    func synchronousResolveOfExistingAsyncSingletonStops() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = Container()
            container.register(Connection.self) { _ async in Connection(number: 1) }.inObjectScope(.container)
            _ = try? await container.resolveAsync(Connection.self)
            _ = container.resolve(Connection.self)
        }.map { result in
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(output.contains("Connection is made by an async factory"))
        }
    }

    @Test("An initCompleted handler on an async registration stops at once and says what to do instead")
    func initCompletedOnAsyncRegistrationStops() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = Container()
            container.register(Connection.self) { _ async in Connection(number: 1) }
                .initCompleted { _, _ in }
        }.map { result in
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(output.contains("Connection is made by an async factory, and `initCompleted` handlers run only"))
            #expect(output.contains("Do the work in the factory"))
        }
    }

    @Test("A custom scope on an async registration stops at once")
    func customScopeOnAsyncRegistrationStops() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = Container()
            container.register(Connection.self) { _ async in Connection(number: 1) }
                .inObjectScope(ObjectScope(storageFactory: PermanentStorage.init, description: "session"))
        }.map { result in
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(output.contains("Connection is made by an async factory in a custom object scope"))
        }
    }

    @Test("An async factory written in main-actor code is main-actor code, like a Task's body")
    @MainActor func asyncFactoryTakesMainActorContext() async throws {
        let container = Container()
        // Calls a @MainActor initializer without `await`: the closure is main-actor code.
        container.register(MainActorGreeter.self) { _ async in MainActorGreeter() }
        let greeter = try await Task.detached { try await container.resolveAsync(MainActorGreeter.self) }.value
        #expect(greeter.greeting == "hello")
    }

    @Test("verify() checks async registrations")
    func verificationOfAsyncRegistrations() {
        let container = Container()
        container.register(Connection.self) { _ async in Connection(number: 1) }
        container.register(Engine.self) { _ in Engine() }
        let report = container.verify()
        #expect(report.isSuccessful, "\(report)")
        #expect(report.verified == ["Connection", "Engine"])
    }
}

final class Engine: @unchecked Sendable {}
final class Wheel: @unchecked Sendable {
    let engine: Engine
    init(engine: Engine) { self.engine = engine }
}
final class Car: @unchecked Sendable {
    let engine: Engine
    let wheel: Wheel
    let other: Engine
    init(engine: Engine, wheel: Wheel, other: Engine) {
        self.engine = engine
        self.wheel = wheel
        self.other = other
    }
}
