import Synchronization
import Syringe
import Testing

/// Starts work in a task from inside its factory.
final class Prefetcher: Sendable {
    let fetched = Mutex<String?>(nil)
}

/// A resolver of another type, which Syringe does not know to be Sendable.
private final class ForwardingResolver: Resolver {
    let container = Container()
}

/// A class checked to be Sendable, holding its injected service in a `let`.
final class ReportUploader: Sendable {
    private let clock = Injected<Engine>()
    private let analytics = OptionalInjected<Connection>()

    func engine() -> Engine { clock() }
    func connection() -> Connection? { analytics() }
}

@Suite("Sendable resolvers and injection")
struct SendableResolverTests {
    @Test("A synchronous factory hands its resolver to a task it starts")
    func factoryStartsTask() async throws {
        let container = Container()
        container.register(String.self, name: "feed") { @Sendable _ in "items" }
        let done = AsyncStream<Void>.makeStream()
        container.register(Prefetcher.self) { r in
            let prefetcher = Prefetcher()
            let resolver = r.sendable
            Task {
                let feed = try await resolver.resolveAsync(String.self, name: "feed")
                prefetcher.fetched.withLock { $0 = feed }
                done.continuation.finish()
            }
            return prefetcher
        }
        let prefetcher = try #require(container.resolve(Prefetcher.self))
        for await _ in done.stream {}
        #expect(prefetcher.fetched.withLock { $0 } == "items")
    }

    @Test("A task started by an async factory and a synchronized resolver resolve through their sendable forms")
    func otherResolvers() async throws {
        let container = Container()
        container.register(Engine.self) { _ in Engine() }.inObjectScope(.container)
        container.register(Car.self) { r async throws in
            let resolver = r.sendable
            let engine = try await Task { try await resolver.resolveAsync(Engine.self) }.value
            return Car(engine: engine, wheel: Wheel(engine: engine), other: engine)
        }
        let car = try await container.resolveAsync(Car.self)
        #expect(car.engine === container.resolve(Engine.self))
        #expect(container.synchronize().sendable.resolve(Engine.self) === car.engine)
    }

    @Test("sendable on a resolver of another type stops and says what to hand over instead")
    func foreignResolverStops() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = ForwardingResolver().sendable
        }.map { result in
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(output.contains("ForwardingResolver is not one of Syringe's resolvers"))
        }
    }

    @Test("Injected and OptionalInjected held in a let of a Sendable class resolve when called")
    func injectedInSendableClass() {
        let container = Container()
        container.register(Engine.self) { _ in Engine() }.inObjectScope(.container)
        let uploader = withSpace({ $0.dependenciesContainer = container }) { ReportUploader() }
        #expect(uploader.engine() === container.resolve(Engine.self))
        #expect(uploader.engine() === uploader.engine())
        #expect(uploader.connection() == nil)
    }
}
