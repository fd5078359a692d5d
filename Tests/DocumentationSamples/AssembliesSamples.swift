import Foundation
import Syringe
import Testing

// The samples of the "Assemblies and start-up" article.

struct CoreAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Clock.self) { _ in SystemClock() }
            .inObjectScope(.container)
        container.register(Greeting.self) { (r, user: String) in Greeting(user: user, clock: r~>) }
    }
}

struct NetworkAssembly: Assembly {
    func assemble(container: Container) {
        container.register(HTTPClient.self) { _ in StubHTTPClient() }
            .inObjectScope(.container)
        container.autoregister(TaskRepository.self, initializer: TaskRepository.init)
    }

    func loaded(resolver: Resolver) {
        // Fail at start-up, not on first use, if the network layer is incomplete.
        _ = resolver ~> TaskRepository.self
    }
}

struct ReportingAssembly: Assembly {
    func assemble(container: Container) {
        container.register(ReportFormatter.self, name: "plain") { _ in PlainFormatter() }
            .inObjectScope(.container)
        container.register(ReportFormatter.self, name: "markdown") { _ in MarkdownFormatter() }
            .inObjectScope(.container)
    }
}

/// Serves canned answers instead of the network, for demos and UI tests.
struct StubNetworkAssembly: Assembly {
    func assemble(container: Container) {
        container.register(HTTPClient.self) { _ in OfflineHTTPClient() }
            .inObjectScope(.container)
        container.autoregister(TaskRepository.self, initializer: TaskRepository.init)
    }
}

/// Turns a board into a file of some format.
protocol BoardExporter {
    var fileExtension: String { get }
}

struct CSVExporter: BoardExporter {
    let fileExtension = "csv"
}

struct MarkdownExporter: BoardExporter {
    let fileExtension = "md"
}

/// A feature that can be switched on, with the registrations it brings.
struct Feature {
    let name: String
    let assembly: Assembly
}

struct CSVExportAssembly: Assembly {
    func assemble(container: Container) {
        container.register(BoardExporter.self, name: "csv") { _ in CSVExporter() }
    }
}

struct MarkdownExportAssembly: Assembly {
    func assemble(container: Container) {
        container.register(BoardExporter.self, name: "markdown") { _ in MarkdownExporter() }
    }
}

struct AppConfiguration {
    var usesStubs: Bool
}

/// Prints the launch board; its collaborators are injected on first use.
final class LaunchReport {
    @Injected private var repository: TaskRepository

    func lines() -> [String] {
        repository.tasks(onBoard: "launch").map(\.title)
    }
}

/// The app's entry point (marked `@main` in an app).
@MainActor
enum TaskBoardApp {
    @Space(\.dependenciesAssembler) private static var assembler: Assembler

    static func main() {
        assembler.apply {
            CoreAssembly()
            NetworkAssembly()
            ReportingAssembly()
        }
        for line in LaunchReport().lines() {
            print(line)
        }
    }
}

/// Tells which types were registered, in order.
final class RegistrationLog: Behavior {
    private(set) var registered: [String] = []

    func container<Type, Service>(
        _ container: Container,
        didRegisterType type: Type.Type,
        toService entry: ServiceEntry<Service>,
        withName name: String?
    ) {
        registered.append(name.map { "\(type) named \($0)" } ?? "\(type)")
    }
}

/// An assembly that forgot a registration, to show the verification report.
struct IncompleteReportingAssembly: Assembly {
    func assemble(container: Container) {
        container.register(ReportBuilder.self) { r in
            ReportBuilder(repository: r~>, formatter: r ~> (ReportFormatter.self, name: "plain"), clock: r~>)
        }
    }
}

@Suite("Assemblies and start-up")
struct AssembliesSamples {
    @Test("An assembler applies assemblies to its container")
    func assembler() {
        let assembler = Assembler([CoreAssembly(), NetworkAssembly(), ReportingAssembly()])
        let repository = assembler.resolver.resolve(TaskRepository.self)!
        #expect(repository.tasks(onBoard: "launch").count == 3)

        assembler.apply(assembly: CSVExportAssembly())   // later, when the feature is first used
        #expect(assembler.resolver.resolve(BoardExporter.self, name: "csv") != nil)
    }

    @Test("The result builder lists assemblies with if and for")
    func builder() {
        let configuration = AppConfiguration(usesStubs: true)
        let enabledFeatures = [
            Feature(name: "csv-export", assembly: CSVExportAssembly()),
            Feature(name: "markdown-export", assembly: MarkdownExportAssembly()),
        ]
        let assembler = Assembler()

        assembler.apply {
            CoreAssembly()
            if configuration.usesStubs {
                StubNetworkAssembly()
            } else {
                NetworkAssembly()
            }
            for feature in enabledFeatures {
                feature.assembly
            }
        }

        #expect(assembler.resolver.resolve(HTTPClient.self) is OfflineHTTPClient)
        #expect(assembler.resolver.resolve(BoardExporter.self, name: "markdown") != nil)
    }

    @Test("Several assemblies contribute implementations of one type")
    func resolveAll() {
        let assembler = Assembler([CSVExportAssembly(), MarkdownExportAssembly()])
        let container = assembler.resolver as! Container

        let exporters = container.resolveAll(BoardExporter.self)
        // exporters.map(\.fileExtension) == ["csv", "md"]
        #expect(exporters.map(\.fileExtension) == ["csv", "md"])
    }

    @Test("The app applies its assemblies once, in main")
    @MainActor
    func startUp() {
        let container = Container()
        withSpace({ $0.dependenciesContainer = container }) {
            TaskBoardApp.main()
        }
        #expect(container.hasAnyRegistration(of: TaskRepository.self))
        #expect(container.resolve(ReportFormatter.self, name: "markdown") != nil)
    }

    @Test("A feature's assembler builds on the app's")
    func parentAssembler() {
        let appAssembler = Assembler([CoreAssembly(), NetworkAssembly()])
        let exportAssembler = Assembler([CSVExportAssembly()], parent: appAssembler)

        #expect(exportAssembler.resolver.resolve(TaskRepository.self) != nil)    // from the app
        #expect(appAssembler.resolver.resolve(BoardExporter.self, name: "csv") == nil)
    }

    @Test("A behavior is told about every registration")
    func behavior() {
        let log = RegistrationLog()
        let container = Container(behaviors: [log])
        container.register(StubHTTPClient.self) { _ in StubHTTPClient() }
            .implements(HTTPClient.self)
        // log.registered == ["StubHTTPClient", "HTTPClient"]
        #expect(log.registered == ["StubHTTPClient", "HTTPClient"])
    }

    @Test @MainActor func assembliesAreComplete() {
        let assembler = Assembler([CoreAssembly(), NetworkAssembly(), ReportingAssembly()])
        let report = assembler.verify(samples: [.arguments(for: Greeting.self, "Ada")])
        #expect(report.isSuccessful, "\(report)")
    }

    @Test("A verification report lists every failure with its path")
    func verificationFailure() throws {
        let assembler = Assembler([CoreAssembly(), IncompleteReportingAssembly()])
        let report = assembler.verify()
        #expect(!report.isSuccessful)
        let failure = try #require(report.failures.first)
        #expect(failure.registration == "ReportBuilder")
        #expect(failure.report.contains("nothing is registered for TaskRepository"))
        #expect(failure.report.contains("Resolution path: ReportBuilder → TaskRepository"))
        #expect(report.unchecked == ["Greeting with arguments (String)"])
        #expect(report.description.hasPrefix("Syringe verification: 1 resolved, 1 failed, 1 not checked.\n✗ ReportBuilder"))
    }

    @Test("The dependency graph, in DOT")
    func dependencyGraph() throws {
        let dotFile = FileManager.default.temporaryDirectory.appendingPathComponent("dependencies-\(UUID()).dot")
        defer { try? FileManager.default.removeItem(at: dotFile) }
        let assembler = Assembler([CoreAssembly(), NetworkAssembly(), ReportingAssembly()])

        let graph = assembler.verify().dependencyGraph
        try graph.dot.write(to: dotFile, atomically: true, encoding: .utf8)
        // then, in a shell: dot -Tpng dependencies.dot -o dependencies.png

        #expect(graph.edges.contains { $0.from.service == "TaskRepository" && $0.to.service == "HTTPClient" })
        #expect(graph.nodes.contains { $0.service == "ReportFormatter" && $0.name == "markdown" && $0.scope == "container" })
        #expect(try String(contentsOf: dotFile, encoding: .utf8).contains("\"TaskRepository\" -> \"HTTPClient\";"))
    }
}
