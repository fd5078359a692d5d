import Testing
import Syringe
@testable import SyringeCore

private final class Settings: Sendable {}
private final class UserSession: Sendable {
    let settings: Settings
    init(settings: Settings) { self.settings = settings }
}
@MainActor private final class Dashboard {
    let session: UserSession
    init(session: UserSession) {
        MainActor.assertIsolated("Dashboard.init ran off the main actor")
        self.session = session
    }
}

@Suite("Verification of async factories")
struct AsyncVerificationTests {
    init() { LogRecorder.install() }

    @Test("Registrations made by async factories are checked, with their dependencies, and nothing is kept")
    func checksAsyncFactories() async throws {
        let counter = LiveCounter()
        let container = Container()
        container.register(Settings.self) { _ in Settings() }
        container.register(Tracked.self) { _ async in
            try? await Task.sleep(for: .milliseconds(5))   // waits for real, and resumes on the check's thread
            return Tracked(counter)
        }.inObjectScope(.container)
        container.register(UserSession.self) { r async throws in
            _ = try await r.resolveAsync(Tracked.self)
            return UserSession(settings: r ~> Settings.self)
        }
        let report = container.verify()
        #expect(report.isSuccessful, "\(report)")
        #expect(report.verified == ["Settings", "Tracked", "UserSession"])
        #expect(Set(report.dependencyGraph.edges.map { "\($0.from.service)→\($0.to.service)" }) == ["UserSession→Tracked", "UserSession→Settings"])
        #expect(counter.created == 2 && counter.alive == 0)
        let tracked = try await container.resolveAsync(Tracked.self)
        #expect(counter.created == 3)
        withExtendedLifetime(tracked) {}
    }

    @Test("A missing dependency of an async factory is a failure with its path, awaited or not")
    func reportsMissingDependencies() {
        let container = Container()
        container.register(UserSession.self, name: "awaited") { r async throws in
            UserSession(settings: try await r.resolveAsync(Settings.self))
        }
        container.register(UserSession.self, name: "forced") { r async in UserSession(settings: r ~> Settings.self) }
        let report = container.verify()
        #expect(!report.isSuccessful)
        #expect(report.failures.map(\.registration) == ["UserSession(\"awaited\")", "UserSession(\"forced\")"])
        #expect(report.failures.map(\.path) == [["UserSession(\"awaited\")", "Settings"], ["UserSession(\"forced\")", "Settings"]])
        #expect(report.failures.allSatisfy { $0.report.contains("nothing is registered for Settings") })
    }

    @Test("An error an async factory throws is a failure")
    func reportsThrownErrors() {
        struct Offline: Error {}
        let container = Container()
        container.register(Settings.self) { _ async throws -> Settings in throw Offline() }
        let report = container.verify()
        #expect(report.failures.map(\.registration) == ["Settings"])
        #expect(report.failures.first?.report.contains("the factory of Settings threw: Offline()") == true)
    }

    @Test("A synchronous factory that resolves an async registration is a failure: it stops whenever it runs")
    func synchronousResolveOfAsyncRegistrationFails() {
        let container = Container()
        container.register(Settings.self) { _ async in Settings() }
        container.register(UserSession.self) { r in UserSession(settings: r ~> Settings.self) }
        let report = container.verify()
        #expect(report.verified == ["Settings"])
        #expect(report.failures.map(\.registration) == ["UserSession"])
        #expect(report.failures.first?.report.contains("made by an async factory, which a synchronous resolve cannot await") == true)
        #expect(report.uncheckedFactories.isEmpty)
    }

    @Test("An async factory isolated to an actor is left unchecked, also from that actor: its code may resume on the actor's own queue")
    func mainActorAsyncFactory() async {
        let container = Container()
        container.register(Settings.self) { _ in Settings() }
        container.register(UserSession.self) { r in UserSession(settings: r ~> Settings.self) }
        container.register(Dashboard.self) { @MainActor r async in Dashboard(session: try! await r.resolveAsync(UserSession.self)) }
        for report in [await MainActor.run { container.verify() }, container.verify()] {
            #expect(report.verified == ["Settings", "UserSession"])
            #expect(report.uncheckedFactories.map(\.registration) == ["Dashboard"])
            #expect(report.uncheckedFactories.map(\.reason) == ["isolated to MainActor"])
            #expect(container.verify(samples: [.skip(Dashboard.self)]).isSuccessful)
        }
    }
}
