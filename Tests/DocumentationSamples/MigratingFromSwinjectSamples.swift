import Foundation
import Syringe
import Testing

// The samples of the "Migrating from Swinject" article.

/// Forgets cached responses on request.
protocol CachePurging: AnyObject {
    func purge()
}

/// An HTTP client that keeps the responses it fetched.
final class CachingHTTPClient: HTTPClient, CachePurging, @unchecked Sendable {
    private let lock = NSLock()
    private var cache: [String: String] = [:]

    func get(_ path: String) -> String? {
        lock.withLock { cache[path] }
    }

    func purge() {
        lock.withLock { cache.removeAll() }
    }
}

/// An export of a board's tasks in a date range.
struct ExportJob {
    let board: String
    let format: String
    let range: ClosedRange<Date>
}

/// Resolves from prepared instances only, for previews.
struct PreviewResolver: Resolver {
    let instances: [ObjectIdentifier: Any]

    func resolve<Service>(_ serviceType: Service.Type) -> Service? {
        instances[ObjectIdentifier(serviceType)] as? Service
    }

    func resolve<Service>(_ serviceType: Service.Type, name: String?) -> Service? {
        resolve(serviceType)   // previews ignore names
    }
}

@Suite("Migrating from Swinject")
struct MigratingFromSwinjectSamples {
    @Test("Swinject code compiles and runs as before")
    func swinjectStyle() {
        let container = Container { container in
            container.register(HTTPClient.self) { _ in StubHTTPClient() }
                .inObjectScope(.container)
            container.register(TaskRepository.self) { r in
                TaskRepository(client: r.resolve(HTTPClient.self)!)
            }
        }
        let assembler = Assembler([CoreAssembly()], container: container)

        let repository = assembler.resolver.resolve(TaskRepository.self)!
        #expect(repository.tasks(onBoard: "launch").count == 3)
    }

    @Test("SwinjectAutoregistration's functions of one tuple autoregister as before")
    func tupleAutoregistration() {
        let container = Container()
        container.register(Clock.self) { _ in SystemClock() }

        let makeGreeting: ((String, Clock)) -> Greeting = { Greeting(user: $0.0, clock: $0.1) }
        container.autoregister(Greeting.self, argument: String.self, initializer: makeGreeting)
        let greeting = container ~> (Greeting.self, argument: "Ada")

        #expect(greeting.text == "Hello, Ada!")
    }

    @Test("Any number of runtime arguments")
    func arguments() {
        let container = Container()
        container.register(ExportJob.self) { (_, board: String, format: String, range: ClosedRange<Date>) in
            ExportJob(board: board, format: format, range: range)
        }

        let lastWeek = Date(timeIntervalSinceNow: -7 * 86_400)...Date()
        let job = container.resolve(ExportJob.self, arguments: "launch", "csv", lastWeek)!
        #expect(job.format == "csv")
    }

    @Test("implements takes any number of types")
    func implementsMany() {
        let container = Container()
        container.register(CachingHTTPClient.self) { _ in CachingHTTPClient() }
            .inObjectScope(.container)
            .implements(HTTPClient.self, CachePurging.self)

        let purging = container.resolve(CachePurging.self)!
        #expect(purging === container.resolve(HTTPClient.self)!)
    }

    @Test("A custom Resolver implements one method")
    func customResolver() {
        let resolver = PreviewResolver(instances: [
            ObjectIdentifier(Clock.self): FixedClock(now: .distantPast),
        ])
        let clock = resolver.resolve(Clock.self)   // every familiar form works
        #expect(clock?.now == .distantPast)
        #expect(resolver.resolve(Clock.self, name: "fixed")?.now == .distantPast)
    }

    @Test("synchronize() returns a resolver; graph identifiers are numbers")
    func synchronizeAndGraphs() {
        let container = Container()
        nonisolated(unsafe) var identifier: UInt64 = 0
        container.register(DraftStore.self) { r in
            identifier = r.resolve(GraphIdentifier.self)!.id
            return DraftStore()
        }
        let resolver: Resolver = container.synchronize()
        _ = resolver.resolve(DraftStore.self)
        #expect(identifier > 0)
    }

    @Test("offActorResolution = .logAndRun logs an off-actor resolve and runs the factory, as Swinject did")
    func offActorResolutionWhileMigrating() async {
        await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            Container.offActorResolution = .logAndRun
            let container = Container()
            container.register(Int.self, name: "main actor") { @MainActor _ in 42 }
            let resolved = await Task.detached { container.resolve(Int.self, name: "main actor") }.value
            guard resolved == 42 else { fatalError("the factory did not run") }
        }.map { result in
            let output = String(decoding: result.standardOutputContent, as: UTF8.self)
            #expect(output.contains("the factory of Int named \"main actor\" is isolated to MainActor"))
        }
    }
}
