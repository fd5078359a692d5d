import Foundation
import Syringe
import SyringeTesting
import Testing
import XCTest

// The samples of the "Testing with Syringe" article.

@Suite(.isolatedContainer { container in
    container.register(HTTPClient.self) { _ in StubHTTPClient() }.inObjectScope(.container)
    container.autoregister(TaskRepository.self, initializer: TaskRepository.init)
    container.register(ReportFormatter.self, name: "markdown") { _ in MarkdownFormatter() }
})
struct ReportPrinterTests {
    @Test func markdownReport() {
        let report = ReportPrinter().report(board: "launch")   // @Injected from this test's container
        #expect(report.hasPrefix("## launch\n- [x] Write the container"))
    }

    @Test func analyticsAreTracked() {
        let analytics = RecordingAnalytics()
        SpaceValues.current.dependenciesContainer.register(Analytics.self) { _ in analytics }   // this test only

        _ = ReportPrinter().report(board: "launch")
        #expect(analytics.events == ["report printed"])
    }

    @Test(.isolatedContainer(inheriting: true) { $0.register(HTTPClient.self) { _ in OfflineHTTPClient() } })
    func offlineBoardIsEmpty() {
        #expect(ReportPrinter().report(board: "launch") == "## launch")
    }

    @Test func everythingResolves() {
        expectResolves(TaskRepository.self)
        expectResolves(ReportFormatter.self, name: "markdown")
    }
}

final class ReportPrinterXCTests: IsolatedContainerTestCase {
    override func registerDependencies(in container: Container) {
        container.register(HTTPClient.self) { _ in StubHTTPClient() }.inObjectScope(.container)
        container.autoregister(TaskRepository.self, initializer: TaskRepository.init)
        container.register(ReportFormatter.self, name: "markdown") { _ in MarkdownFormatter() }
    }

    func testMarkdownReport() {
        XCTAssertTrue(ReportPrinter().report(board: "launch").hasPrefix("## launch"))
    }

    func testOfflineBoardIsEmpty() {
        container.register(HTTPClient.self) { _ in OfflineHTTPClient() }   // this test only
        XCTAssertEqual(ReportPrinter().report(board: "launch"), "## launch")
        XCTAssertResolves(TaskRepository.self)
    }
}

/// Serves the board without a network, for UI tests that select it at launch.
struct OfflineNetworkAssembly: Assembly {
    func assemble(container: Container) {
        container.register(HTTPClient.self, name: "offline") { _ in OfflineHTTPClient() }
            .inObjectScope(.container)
    }
}

/// The app's start-up: its assemblies, then the launch overrides a UI test may have chosen.
func startTaskBoard(assembler: Assembler, container: Container) {
    assembler.apply {
        NetworkAssembly()
        OfflineNetworkAssembly()
    }
    #if DEBUG
    container.applyLaunchOverrides()
    #endif
}

/// Prepares the launch of the app with the offline network selected.
func makeOfflineLaunch(of executable: URL) -> Process {
    let overrides = LaunchOverrides()
        .using("offline", for: HTTPClient.self)

    let app = Process()
    app.executableURL = executable
    app.environment = ProcessInfo.processInfo.environment.merging(overrides.environment) { $1 }
    return app
}

@Suite("Testing with Syringe")
struct TestingSamples {
    @Test("Registering again shadows; removing brings the original back")
    func lastInFirstOut() {
        let container = Container()
        container.register(Clock.self) { _ in SystemClock() }
        let fixed = container.register(Clock.self) { _ in FixedClock(now: .distantPast) }   // shadows SystemClock
        #expect(container.resolve(Clock.self) is FixedClock)

        container.remove(fixed)   // SystemClock again
        #expect(container.resolve(Clock.self) is SystemClock)
    }

    @Test("An override lasts as long as its handle")
    func overrideHandle() {
        let container = Container()
        container.register(HTTPClient.self) { _ in StubHTTPClient() }
        container.autoregister(TaskRepository.self, initializer: TaskRepository.init)

        let offline = container.override(HTTPClient.self, with: OfflineHTTPClient())
        #expect(container.resolve(TaskRepository.self)!.tasks(onBoard: "launch").isEmpty)

        offline.cancel()   // or let `offline` go out of scope
        #expect(container.resolve(TaskRepository.self)!.tasks(onBoard: "launch").count == 3)
        #expect(offline.isCancelled)
    }

    @Test("An override's registration can be configured")
    func overrideRegistration() {
        let container = Container()
        let analytics = container.override(Analytics.self) { _ in RecordingAnalytics() }
        analytics.registration.inObjectScope(.container)
        #expect(container.resolve(Analytics.self)! === container.resolve(Analytics.self)!)
    }

    @Test("Overrides for one operation")
    func scopedOverrides() {
        let container = Container()
        container.register(HTTPClient.self) { _ in StubHTTPClient() }
        container.autoregister(TaskRepository.self, initializer: TaskRepository.init)

        let tasks = container.withOverrides({ $0.register(HTTPClient.self) { _ in OfflineHTTPClient() } }) {
            container.resolve(TaskRepository.self)!.tasks(onBoard: "launch")   // with OfflineHTTPClient
        }
        // tasks.isEmpty; outside withOverrides, the container is unchanged
        #expect(tasks.isEmpty)
        #expect(container.resolve(TaskRepository.self)!.tasks(onBoard: "launch").count == 3)
    }

    @Test("Overrides for asynchronous work, seen only by its tasks")
    func scopedOverridesAsync() async throws {
        let container = Container()
        container.register(HTTPClient.self) { _ in StubHTTPClient() }

        let sent = try await container.withOverrides({ $0.register(HTTPClient.self) { _ in OfflineHTTPClient() } }) {
            try await withSpace({ $0.dependenciesContainer = container }) {
                try await SyncService().run()
            }
        }
        #expect(sent == 0)
        #expect(container.resolve(HTTPClient.self) is StubHTTPClient)
    }

    @Test("The app selects nothing when no test driver asked for it")
    func noLaunchOverrides() {
        let container = Container()
        startTaskBoard(assembler: Assembler(container: container), container: container)
        #expect(container.resolve(HTTPClient.self) is StubHTTPClient)
    }

    @Test("A launch override selects a named registration")
    func launchOverrides() throws {
        let app = makeOfflineLaunch(of: URL(fileURLWithPath: "/usr/local/bin/task-board"))
        let environment = try #require(app.environment)
        #expect(environment[LaunchOverrides.environmentVariable] == #"{"DocumentationSamples.HTTPClient":"offline"}"#)

        let container = Container()
        startTaskBoard(assembler: Assembler(container: container), container: container)
        container.applyLaunchOverrides(from: environment)
        #expect(container.resolve(HTTPClient.self) is OfflineHTTPClient)
        #expect(LaunchOverrides.typeKey(for: HTTPClient.self) == "DocumentationSamples.HTTPClient")
        #expect(try LaunchOverrides(environment: environment).selections == ["DocumentationSamples.HTTPClient": "offline"])
    }
}
