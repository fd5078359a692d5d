import Syringe
import Testing

// Fixtures of the Concurrency article.

struct DatabaseConfig: Sendable {
    var path = ":memory:"
}

/// A database that takes a moment to open.
actor Database {
    let path: String
    private init(path: String) { self.path = path }

    static func open(_ config: DatabaseConfig) async throws -> Database {
        try await Task.sleep(nanoseconds: 1_000)
        return Database(path: config.path)
    }
}

/// A cache the database warms up with.
final class QueryCache: Sendable {}

/// A view model: main-actor code, as UI code is.
@MainActor
final class SettingsModel {
    nonisolated let database: Database
    init(database: Database) { self.database = database }
}

@MainActor
final class WelcomeModel {
    let title: String
    init(title: String) { self.title = title }
}

/// Warms a feed up in a task of its own.
actor FeedPrefetcher {
    private(set) var client: HTTPClient?
    func start(with client: HTTPClient) { self.client = client }
}

final class ReportUploader: Sendable {
    private let http = Injected<HTTPClient>()

    func upload() -> String? { http().get("/reports") }
}

@Suite("Concurrency")
struct ConcurrencySamples {
    @Test("@MainActor factories: synchronous on the main actor, awaited from anywhere")
    func mainActorFactories() async throws {
        let container = Container()
        container.register(String.self, name: "title") { @Sendable _ in "Welcome" }
        container.register(WelcomeModel.self) { @MainActor r in WelcomeModel(title: r ~> (String.self, name: "title")) }

        @MainActor func showWelcome() -> String {
            let model = container.resolve(WelcomeModel.self)!   // on the main actor: synchronous
            return model.title
        }

        let model = try await container.resolveAsync(WelcomeModel.self)   // anywhere: hops to the main actor
        let title = await MainActor.run { showWelcome() }
        #expect(title == "Welcome")
        #expect(model.title == "Welcome")
    }

    @Test("Async factories and async singletons")
    func asyncFactories() async throws {
        let container = Container()
        container.register(DatabaseConfig.self) { _ in DatabaseConfig() }
        container.register(Database.self) { r async throws in
            try await Database.open(r ~> DatabaseConfig.self)
        }
        .inObjectScope(.container)

        let database = try await container.resolveAsync(Database.self)
        #expect(database === (try await container.resolveAsync(Database.self)))
    }

    @Test("An async factory that needs other async services")
    func asyncDependencies() async throws {
        let container = Container()
        container.register(DatabaseConfig.self) { _ in DatabaseConfig() }
        container.register(QueryCache.self) { _ in QueryCache() }
        container.register(Database.self) { r async throws in try await Database.open(r ~> DatabaseConfig.self) }
            .inObjectScope(.container)
        container.register(SettingsModel.self) { @MainActor r async throws in
            SettingsModel(database: try await r.resolveAsync(Database.self))
        }

        let model = try await container.resolveAsync(SettingsModel.self)
        #expect(model.database.path == ":memory:")
    }

    @Test("From Task-valued registrations to async factories")
    func migrationFromTaskValues() async throws {
        let before = Container()
        before.register(DatabaseConfig.self) { _ in DatabaseConfig() }
        // Before: a Task that keeps its first outcome forever, even a thrown error.
        before.register(Task<Database, Error>.self) { r in
            let config = r ~> DatabaseConfig.self
            return Task { try await Database.open(config) }
        }
        .inObjectScope(.container)
        let old = try await before.resolve(Task<Database, Error>.self)!.value

        let after = Container()
        after.register(DatabaseConfig.self) { _ in DatabaseConfig() }
        // After: made on first request, once; an error is not kept.
        after.register(Database.self) { r async throws in try await Database.open(r ~> DatabaseConfig.self) }
            .inObjectScope(.container)
        let database = try await after.resolveAsync(Database.self)

        #expect(old.path == database.path)
    }

    @Test("A factory hands its resolver to a task; a Sendable class calls its Injected")
    func sendableCode() async throws {
        let container = Container()
        container.register(HTTPClient.self) { _ in StubHTTPClient() }.inObjectScope(.container)
        container.register(FeedPrefetcher.self) { r in
            let prefetcher = FeedPrefetcher()
            let resolver = r.sendable
            Task { await prefetcher.start(with: try await resolver.resolveAsync(HTTPClient.self)) }
            return prefetcher
        }
        let prefetcher = try #require(container.resolve(FeedPrefetcher.self))
        while await prefetcher.client == nil { await Task.yield() }

        let uploader = withSpace({ $0.dependenciesContainer = container }) { ReportUploader() }
        #expect(uploader.upload() == nil)
    }
}
