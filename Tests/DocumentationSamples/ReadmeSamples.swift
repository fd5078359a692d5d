import Foundation
import Syringe
import Testing

// The samples of README.md that are not part of the TaskBoard app of Scripts/DefaultMainActorApp.

final class Greeter {
    let clock: Clock?
    let name: String?
    init(clock: Clock) { (self.clock, self.name) = (clock, nil) }
    init(name: String) { (self.clock, self.name) = (nil, name) }
}

final class ReceiptPrinter {
    let clock: Clock
    init(clock: Clock) { self.clock = clock }
}

final class LegacyCache {}

final class Checkout {
    @Injected var clock: Clock
}

final class ReceiptModel {
    @Injected var clock: Clock
}

protocol APIClient: AnyObject {}
final class URLSessionAPIClient: APIClient {}
final class SessionStore {
    init(api: APIClient) {}
}
final class AppCoordinator {
    init(store: SessionStore) {}
}
final class Inbox {
    var settings: Settings?
}
final class Settings {
    init(inbox: Inbox) {}
}

/// The container of the failure reports: what it registers, as the README shows it.
private func failingContainer() -> Container {
    let container = Container()
    container.register(URLSessionAPIClient.self) { _ in URLSessionAPIClient() }  // forgot .implements(APIClient.self)
    container.register(APIClient.self, name: "staging") { _ in URLSessionAPIClient() }
    container.register(SessionStore.self) { r in SessionStore(api: r ~> APIClient.self) }
    container.register(AppCoordinator.self) { r in AppCoordinator(store: r ~> SessionStore.self) }
    container.register(Greeter.self) { (_, name: Any) in Greeter(name: "\(name)") }
    container.register(Inbox.self) { r in
        let inbox = Inbox()
        inbox.settings = r.resolve(Settings.self)
        return inbox
    }
    container.register(Settings.self) { r in Settings(inbox: r ~> Inbox.self) }
    return container
}

@Suite("README")
struct ReadmeSamples {
    @Test("Swinject's API")
    func swinjectAPI() {
        let container = Container()
        container.register(Clock.self) { _ in SystemClock() }
            .inObjectScope(.container)                                  // one instance, made on first use
        container.register(Greeter.self) { r in Greeter(clock: r.resolve(Clock.self)!) }
        container.register(Greeter.self, name: "fixed") { (_, date: Date) in
            Greeter(clock: FixedClock(now: date))                       // runtime arguments, any number
        }

        let greeter = container.resolve(Greeter.self)!
        let fixed = container.resolve(Greeter.self, name: "fixed", argument: Date(timeIntervalSince1970: 0))!
        #expect(greeter.clock is SystemClock)
        #expect(fixed.clock?.now == Date(timeIntervalSince1970: 0))

        container.register(Greeter.self, name: "required") { r in Greeter(clock: r~>) }   // `~>`: it must exist
        container.autoregister(ReceiptPrinter.self, initializer: ReceiptPrinter.init)     // every parameter resolved
        container.registerSynchronized(LegacyCache.self) { _ in LegacyCache() }          // factory runs under the lock
        #expect(container.resolve(Greeter.self, name: "required")?.clock is SystemClock)
        #expect(container.resolve(ReceiptPrinter.self)?.clock is SystemClock)
        #expect(container.resolve(LegacyCache.self) != nil)
    }

    @Test("Async factories")
    func asyncFactories() async throws {
        let container = Container()
        container.register(DatabaseConfig.self) { _ in DatabaseConfig() }
        container.register(Database.self) { r async throws in
            try await Database.open(r ~> DatabaseConfig.self)
        }
        .inObjectScope(.container)
        container.register(SettingsModel.self) { @MainActor r async throws in
            SettingsModel(database: try await r.resolveAsync(Database.self))
        }

        let model = try await container.resolveAsync(SettingsModel.self)   // from any task
        #expect(model.database.path == ":memory:")
    }

    @Test("Overrides without a test framework")
    func overrides() async throws {
        let container = Container()
        container.register(Clock.self) { _ in SystemClock() }
        container.register(HTTPClient.self) { _ in StubHTTPClient() }
        let (checkout, syncService) = withSpace({ $0.dependenciesContainer = container }) { (Checkout(), SyncService()) }
        _ = checkout.clock

        // Last in, first out: registering again shadows, removing brings the original back.
        let fake = container.register(Clock.self) { _ in FixedClock(now: .distantPast) }
        container.remove(fake)

        // A handle that removes its override when cancelled or released.
        let mock = container.override(Analytics.self, with: RecordingAnalytics())

        // Overrides for one operation and the tasks it starts; the container is unchanged elsewhere.
        try await container.withOverrides({ $0.register(HTTPClient.self) { _ in OfflineHTTPClient() } }) {
            try await syncService.run()
        }

        // Let a child inherit the container its parent's @Injected properties resolve from.
        let receipt = withSpace(from: checkout) { ReceiptModel() }

        #expect(container.resolve(Clock.self) is SystemClock)
        #expect(container.resolve(Analytics.self) is RecordingAnalytics)
        mock.cancel()
        #expect(container.resolve(Analytics.self) == nil)
        #expect(receipt.clock is SystemClock)
    }

    @Test("When something goes wrong: require, and the verification report")
    func failures() throws {
        let container = failingContainer()
        do {
            let api = try container.require(APIClient.self)
            print(api)
        } catch {
            // error.code == .notRegistered, error.path == ["APIClient"], error.closeMatches.count == 2
        }
        let error = #expect(throws: ResolutionError.self) { try container.require(APIClient.self) }
        #expect(error?.code == .notRegistered && error?.path == ["APIClient"] && error?.closeMatches.count == 2)
        let report = "\(container.verify())"
        print(report)
        #expect(report.hasPrefix("Syringe verification: 2 resolved, 4 failed, 1 not checked."))
        #expect(report.contains("✗ AppCoordinator: AppCoordinator → SessionStore → APIClient"))
        #expect(report.contains("✗ Inbox: Inbox → Settings → Inbox"))
        #expect(report.contains("Not checked, they take runtime arguments: Greeter with arguments (Any)."))
    }
}
