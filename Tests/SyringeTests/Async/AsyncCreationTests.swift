@testable import SyringeCore
import Synchronization
import Testing

/// A numbered service, to see which instance a container keeps.
final class Session: Sendable {
    let number: Int
    init(number: Int) { self.number = number }
}

/// An actor that resolves asynchronously from its own isolation.
actor ResolvingActor {
    func resolve(_ container: Container) async throws -> Engine {
        try await container.resolveAsync(Engine.self)
    }
}

@Suite("Shared async creations", .timeLimit(.minutes(1)))
struct AsyncCreationTests {
    @Test("A reset while a singleton is being made: that creation is not kept, the next one is")
    func resetDuringCreation() async throws {
        let container = Container()
        let runs = RunCounter()
        let firstStarted = Signal()
        let finishFirst = Signal()
        container.register(Connection.self) { _ async in
            let number = runs.next()
            if number == 1 {
                await firstStarted.raise()
                await finishFirst.wait()
            }
            return Connection(number: number)
        }.inObjectScope(.container)
        let first = Task { try await container.resolveAsync(Connection.self) }
        await firstStarted.wait()
        container.resetObjectScope(.container)
        let second = try await container.resolveAsync(Connection.self)
        await finishFirst.raise()
        #expect(try await first.value.number == 1)
        #expect(second.number == 2)
        #expect(try await container.resolveAsync(Connection.self).number == 2)
        #expect(runs.value == 2)
    }

    @Test("Singletons that wait for each other from two tasks throw circularDependency, not wait for ever")
    func cycleAcrossTasks() async throws {
        let container = Container()
        registerEngineAndWheelNeedingEachOther(in: container, scope: .container)
        let engine = Task { try await container.resolveAsync(Engine.self) }
        let wheel = Task { try await container.resolveAsync(Wheel.self) }
        let errors = [
            try await #require(throws: ResolutionError.self) { try await engine.value },
            try await #require(throws: ResolutionError.self) { try await wheel.value },
        ]
        #expect(errors.allSatisfy { $0.code == .circularDependency })
        let reports = errors.map(\.description)
        #expect(reports.contains { $0.contains("Engine → Wheel → Engine") || $0.contains("Wheel → Engine → Wheel") })
    }

    @Test("Graph instances that sibling tasks of one resolution make for each other throw circularDependency")
    func cycleAcrossSiblingTasks() async throws {
        let container = Container()
        registerEngineAndWheelNeedingEachOther(in: container, scope: .graph)
        container.register(Car.self) { r async throws in
            async let engine = r.resolveAsync(Engine.self)
            async let wheel = r.resolveAsync(Wheel.self)
            let (madeEngine, madeWheel) = try await (engine, wheel)
            return Car(engine: madeEngine, wheel: madeWheel, other: madeEngine)
        }
        let error = try await #require(throws: ResolutionError.self) { try await container.resolveAsync(Car.self) }
        #expect(error.code == .circularDependency)
    }

    @Test("Cancelling a resolveAsync cancels the graph-scoped async factories it waits for")
    func cancellationReachesGraphFactories() async throws {
        let container = Container()
        let started = Signal()
        container.register(Connection.self) { _ async throws in
            await started.raise()
            try await Task.sleep(nanoseconds: 60_000_000_000)
            return Connection(number: 1)
        }
        let resolving = Task { try await container.resolveAsync(Connection.self) }
        await started.wait()
        resolving.cancel()
        await #expect(throws: CancellationError.self) { try await resolving.value }
    }

    @Test("A graph instance whose only waiter was cancelled is made again for the next request")
    func cancelledGraphInstanceIsMadeAgain() async throws {
        let container = Container()
        let runs = RunCounter()
        container.register(Connection.self, factory: slowConnections(counting: runs, nanoseconds: 50_000_000))
        container.register(Wheel.self) { r async throws in
            do {
                // Never awaited: cancelled when the scope ends, while the connection is being made.
                async let _ = r.resolveAsync(Connection.self)
                try await Task.sleep(nanoseconds: 5_000_000)
            }
            #expect(try await r.resolveAsync(Connection.self).number == 2)
            return Wheel(engine: Engine())
        }
        _ = try await container.resolveAsync(Wheel.self)
    }

    @Test("A cancelled async let does not cancel a graph instance that another task still waits for")
    func cancelledWaiterLeavesGraphInstance() async throws {
        let container = Container()
        let runs = RunCounter()
        container.register(Connection.self, factory: slowConnections(counting: runs, nanoseconds: 200_000_000))
        container.register(Wheel.self) { r async throws in
            async let kept = r.resolveAsync(Connection.self)
            try await Task.sleep(nanoseconds: 10_000_000)
            do {
                async let _ = r.resolveAsync(Connection.self)
                try await Task.sleep(nanoseconds: 10_000_000)
            }
            #expect(try await kept.number == 1)
            return Wheel(engine: Engine())
        }
        _ = try await container.resolveAsync(Wheel.self)
        #expect(runs.value == 1)
    }

    @Test("Singletons that two tasks make at once without a cycle are both made")
    func concurrentCreationsWithoutCycle() async throws {
        let container = Container()
        container.register(Engine.self) { _ async in Engine() }.inObjectScope(.container)
        container.register(Wheel.self) { r async throws in Wheel(engine: try await r.resolveAsync(Engine.self)) }
            .inObjectScope(.container)
        container.register(Car.self) { r async throws in
            let engine = try await r.resolveAsync(Engine.self)
            return Car(engine: engine, wheel: try await r.resolveAsync(Wheel.self), other: engine)
        }.inObjectScope(.container)
        async let car = container.resolveAsync(Car.self)
        async let wheel = container.resolveAsync(Wheel.self)
        let (madeCar, madeWheel) = try await (car, wheel)
        #expect(madeCar.wheel === madeWheel)
        #expect(madeCar.engine === madeWheel.engine)
    }

    @Test("resolveAsync runs a synchronous factory without an actor where it is called, as resolve does")
    @MainActor func synchronousFactoryRunsOnCallersActor() async throws {
        let container = Container()
        let ranOnMainActor = Mutex<Bool?>(nil)
        container.register(Engine.self) { @Sendable _ in
            ranOnMainActor.withLock { $0 = ActorIsolation.isCurrent(MainActor.shared) }
            return Engine()
        }
        _ = try await container.resolveAsync(Engine.self)
        #expect(ranOnMainActor.withLock { $0 } == true)
        _ = try await ResolvingActor().resolve(container)
        #expect(ranOnMainActor.withLock { $0 } == false)
    }

    @Test("A newer registration that shadows an async singleton lets its instance go")
    func shadowingReleasesAsyncSingleton() async throws {
        let container = Container()
        container.register(Session.self) { _ async in Session(number: 1) }.inObjectScope(.container)
        weak let first = try await container.resolveAsync(Session.self)
        #expect(first != nil)
        container.register(Session.self) { _ async in Session(number: 2) }.inObjectScope(.container)
        #expect(first == nil)
        #expect(try await container.resolveAsync(Session.self).number == 2)
    }

    @Test("An async singleton goes with its container, even while something holds its registration's entry")
    func asyncSingletonGoesWithContainer() async throws {
        var container: Container? = Container()
        let entry = container?.register(Session.self) { _ async in Session(number: 1) }.inObjectScope(.container)
        weak let made = try await container?.resolveAsync(Session.self)
        #expect(made != nil)
        container = nil
        #expect(made == nil)
        withExtendedLifetime(entry) {}
    }

    @Test("The sendable form of an async factory's resolver is its container: a task resolves in its own graph")
    func sendableFormOfAsyncResolver() async throws {
        let container = Container()
        let containerIdentity = ObjectIdentifier(container)
        container.register(Engine.self) { _ in Engine() }
        container.register(Car.self) { r async throws in
            let engine = try await r.resolveAsync(Engine.self)
            let resolver = r.sendable
            #expect((resolver as? Container).map(ObjectIdentifier.init) == containerIdentity)
            let other = try await Task { try await resolver.resolveAsync(Engine.self) }.value
            return Car(engine: engine, wheel: Wheel(engine: engine), other: other)
        }
        let car = try await container.resolveAsync(Car.self)
        #expect(car.engine !== car.other)
    }

    /// Registers async factories of `Engine` and `Wheel` that each resolve the other once both
    /// have started, so that two tasks making them at once wait for each other.
    private func registerEngineAndWheelNeedingEachOther(in container: Container, scope: ObjectScope) {
        let engineStarted = Signal()
        let wheelStarted = Signal()
        container.register(Engine.self) { r async throws in
            await engineStarted.raise()
            await wheelStarted.wait()
            _ = try await r.resolveAsync(Wheel.self)
            return Engine()
        }.inObjectScope(scope)
        container.register(Wheel.self) { r async throws in
            await wheelStarted.raise()
            await engineStarted.wait()
            return Wheel(engine: try await r.resolveAsync(Engine.self))
        }.inObjectScope(scope)
    }

    /// An async factory of numbered connections, each taking `nanoseconds` to make.
    private func slowConnections(
        counting runs: RunCounter, nanoseconds: UInt64
    ) -> @Sendable (SendableResolver) async throws -> sending Connection {
        { _ in
            let number = runs.next()
            try await Task.sleep(nanoseconds: nanoseconds)
            return Connection(number: number)
        }
    }
}
