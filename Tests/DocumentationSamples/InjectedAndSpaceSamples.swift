import Foundation
import Syringe
import Testing

// The samples of the "Injected and Space" article.

/// Prints the report of a board; its collaborators are injected on first use.
final class ReportPrinter {
    @Injected private var repository: TaskRepository
    @Injected(FormatterName.markdown) private var formatter: ReportFormatter
    @OptionalInjected private var analytics: Analytics?

    func report(board: String) -> String {
        analytics?.track("report printed")
        return formatter.format(repository.tasks(onBoard: board), board: board)
    }
}

extension Injected {
    nonisolated convenience init(_ name: FormatterName) {
        self.init(name as ServiceName)
    }
}

/// Prints the plain report, with the name written as `.plain`.
final class PlainReportPrinter {
    @Injected(.plain) private var formatter: ReportFormatter
    @Injected private var repository: TaskRepository

    func report(board: String) -> String {
        formatter.format(repository.tasks(onBoard: board), board: board)
    }
}

/// The screen of one board; the reports it opens resolve from its container.
final class BoardModel {
    @Injected private var repository: TaskRepository

    func openReport() -> ReportPrinter {
        withSpace(from: self) { ReportPrinter() }
    }

    var taskCount: Int { repository.tasks(onBoard: "launch").count }
}

/// Sends local changes to the server.
final class SyncService {
    @Injected private var client: HTTPClient

    func run() async throws -> Int {
        try await Task.sleep(nanoseconds: 1_000)
        return client.get("/sync") == nil ? 0 : 1
    }
}

struct FeatureFlags: Sendable {
    var showsArchive: Bool
}

private enum FeatureFlagsKey: SpaceKey {
    static let defaultValue = FeatureFlags(showsArchive: false)
}

extension SpaceValues {
    nonisolated var featureFlags: FeatureFlags {
        get { self[FeatureFlagsKey.self] }
        set { self[FeatureFlagsKey.self] = newValue }
    }
}

final class BoardMenu {
    @Space(\.featureFlags) private var flags: FeatureFlags

    var items: [String] {
        flags.showsArchive ? ["Tasks", "Reports", "Archive"] : ["Tasks", "Reports"]
    }
}

/// Makes `appContainer` the container of the whole program; compiled, not run, because the
/// global values are shared by every test of the process.
func installAppContainer(_ appContainer: Container) {
    SpaceValues.global.dependenciesContainer = appContainer
}

/// The registrations the samples of this article resolve.
private func makeAppContainer() -> Container {
    let container = Container()
    container.register(HTTPClient.self) { _ in StubHTTPClient() }.inObjectScope(.container)
    container.autoregister(TaskRepository.self, initializer: TaskRepository.init)
    container.register(ReportFormatter.self, name: FormatterName.plain) { _ in PlainFormatter() }
    container.register(ReportFormatter.self, name: FormatterName.markdown) { _ in MarkdownFormatter() }
    return container
}

@Suite("Injected and Space")
struct InjectedAndSpaceSamples {
    @Test("@Injected resolves from the container in effect")
    func injected() {
        let appContainer = makeAppContainer()
        let text = withSpace({ $0.dependenciesContainer = appContainer }) {
            ReportPrinter().report(board: "launch")
        }
        #expect(text.hasPrefix("## launch\n- [x] Write the container"))
    }

    @Test("A ServiceName as an initializer of your own")
    func serviceNameInitializer() {
        let appContainer = makeAppContainer()
        let text = withSpace({ $0.dependenciesContainer = appContainer }) {
            PlainReportPrinter().report(board: "launch")
        }
        #expect(text.hasPrefix("Board launch:"))
    }

    @Test("@OptionalInjected is nil when nothing is registered")
    func optionalInjected() {
        let appContainer = makeAppContainer()
        let analytics = RecordingAnalytics()
        appContainer.register(Analytics.self) { _ in analytics }
        withSpace({ $0.dependenciesContainer = appContainer }) {
            _ = ReportPrinter().report(board: "launch")
        }
        #expect(analytics.events == ["report printed"])
    }

    @Test("Objects made inside withSpace keep its container")
    func withSpaceSync() {
        let appContainer = makeAppContainer()
        withSpace({ $0.dependenciesContainer = appContainer }) {
            let previewContainer = Container(parent: SpaceValues.current.dependenciesContainer)
            previewContainer.register(HTTPClient.self) { _ in OfflineHTTPClient() }

            let printer = withSpace({ $0.dependenciesContainer = previewContainer }) {
                ReportPrinter()
            }
            let report = printer.report(board: "launch")   // resolved from previewContainer
            #expect(report == "## launch")
        }
    }

    @Test("withSpace around asynchronous work")
    func withSpaceAsync() async throws {
        let syncContainer = Container()
        syncContainer.register(HTTPClient.self) { _ in OfflineHTTPClient() }

        let sent = try await withSpace({ $0.dependenciesContainer = syncContainer }) {
            try await SyncService().run()
        }
        #expect(sent == 0)
    }

    @Test("Reading the container with @Space")
    func spaceProperty() {
        let appContainer = makeAppContainer()
        withSpace({ $0.dependenciesContainer = appContainer }) {
            @Space(\.dependenciesContainer) var container: Container
            container.register(Analytics.self) { _ in RecordingAnalytics() }
            #expect(container === appContainer)
            #expect(appContainer.resolve(Analytics.self) != nil)
        }
    }

    @Test("A value of your own in SpaceValues")
    func spaceKey() {
        #expect(BoardMenu().items == ["Tasks", "Reports"])
        let items = withSpace({ $0.featureFlags.showsArchive = true }) {
            BoardMenu().items
        }
        #expect(items == ["Tasks", "Reports", "Archive"])
    }

    @Test("withSpace(from:) passes an object's container to the objects it makes")
    func withSpaceFrom() {
        let appContainer = makeAppContainer()
        let model = withSpace({ $0.dependenciesContainer = appContainer }) { BoardModel() }
        #expect(model.taskCount == 3)

        let report = model.openReport().report(board: "launch")
        #expect(report.hasPrefix("## launch"))
    }

    @Test("The assembler and the container of SpaceValues are one")
    func assemblerAndContainer() {
        let container = Container()
        withSpace({ $0.dependenciesContainer = container }) {
            @Space(\.dependenciesAssembler) var assembler: Assembler
            assembler.apply(assemblies: [NetworkAssembly()])
        }
        #expect(container.resolve(TaskRepository.self) != nil)
    }
}
