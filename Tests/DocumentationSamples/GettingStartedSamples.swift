import Foundation
import Syringe
import Testing

// The samples of the "Getting started" article.

/// Builds the report of a board from the tasks, in one format, stamped by the clock.
final class ReportBuilder {
    let repository: TaskRepository
    let formatter: ReportFormatter
    let clock: Clock

    init(repository: TaskRepository, formatter: ReportFormatter, clock: Clock) {
        self.repository = repository
        self.formatter = formatter
        self.clock = clock
    }

    func build(board: String) -> String {
        formatter.format(repository.tasks(onBoard: board), board: board)
    }
}

/// A reminder for a task, due at a date.
struct Reminder {
    let title: String
    let due: Date
    let clock: Clock

    var isOverdue: Bool { due < clock.now }
}

enum FormatterName: String, ServiceName {
    case plain, markdown
}

/// Keeps the work of a board; its analytics are set after it is made.
final class BoardSession {
    let repository: TaskRepository
    var analytics: Analytics?

    init(repository: TaskRepository) {
        self.repository = repository
    }
}

/// Makes a container the way the article does, step by step.
private func makeTaskBoardContainer() -> Container {
    let container = Container()
    container.register(Clock.self) { _ in SystemClock() }
    container.register(HTTPClient.self) { _ in StubHTTPClient() }
        .inObjectScope(.container)
    container.register(TaskRepository.self) { r in
        TaskRepository(client: r.resolve(HTTPClient.self)!)
    }

    let repository = container.resolve(TaskRepository.self)!
    _ = repository
    return container
}

@Suite("Getting started")
struct GettingStartedSamples {
    @Test("A container resolves a service with its dependencies")
    func registerAndResolve() {
        let container = makeTaskBoardContainer()
        let repository = container.resolve(TaskRepository.self)!
        #expect(repository.tasks(onBoard: "launch").map(\.title) == ["Write the container", "Measure it", "Ship it"])
        #expect(repository.client === container.resolve(HTTPClient.self)!)
    }

    @Test("Resolving what is not registered returns nil")
    func missing() {
        let container = makeTaskBoardContainer()
        let formatter = container.resolve(ReportFormatter.self)   // nil: nothing is registered
        #expect(formatter == nil)
    }

    @Test("Named registrations tell implementations of one type apart")
    func named() {
        let container = Container()
        container.register(ReportFormatter.self, name: "plain") { _ in PlainFormatter() }
        container.register(ReportFormatter.self, name: "markdown") { _ in MarkdownFormatter() }

        let markdown = container.resolve(ReportFormatter.self, name: "markdown")!
        #expect(markdown is MarkdownFormatter)
        #expect(container.resolve(ReportFormatter.self, name: "plain") is PlainFormatter)
        #expect(container.resolve(ReportFormatter.self) == nil)
    }

    @Test("A ServiceName keeps names out of string literals")
    func serviceName() {
        let container = Container()
        container.register(ReportFormatter.self, name: FormatterName.plain) { _ in PlainFormatter() }
        container.register(ReportFormatter.self, name: FormatterName.markdown) { _ in MarkdownFormatter() }

        let plain = container.resolve(ReportFormatter.self, name: FormatterName.plain)!
        #expect(plain is PlainFormatter)
    }

    @Test("Runtime arguments are passed to the factory")
    func runtimeArguments() {
        let container = Container()
        container.register(Clock.self) { _ in SystemClock() }

        container.register(Greeting.self) { (r, user: String) in
            Greeting(user: user, clock: r.resolve(Clock.self)!)
        }
        let greeting = container.resolve(Greeting.self, argument: "Ada")!

        container.register(Reminder.self) { (r, title: String, due: Date) in
            Reminder(title: title, due: due, clock: r.resolve(Clock.self)!)
        }
        let reminder = container.resolve(Reminder.self, arguments: "Ship it", Date.distantFuture)!

        #expect(greeting.text == "Hello, Ada!")
        #expect(reminder.title == "Ship it" && !reminder.isOverdue)
        // The argument types are part of the key: an Int is not a String.
        #expect(container.resolve(Greeting.self, argument: 42) == nil)
    }

    @Test("A factory that needs no resolver")
    func resolverlessFactory() {
        let container = Container()
        container.register(Clock.self) { SystemClock() }
        container.register(ReportFormatter.self, name: "plain") { PlainFormatter() }
        #expect(container.resolve(Clock.self) is SystemClock)
    }

    @Test("The ~> operators resolve what must exist")
    func operators() {
        let container = makeTaskBoardContainer()
        container.register(ReportFormatter.self, name: "markdown") { _ in MarkdownFormatter() }

        container.register(ReportBuilder.self) { r in
            ReportBuilder(
                repository: r~>,
                formatter: r ~> (ReportFormatter.self, name: "markdown"),
                clock: r ~> Clock.self)
        }

        let report = (container ~> ReportBuilder.self).build(board: "launch")
        #expect(report.hasPrefix("## launch\n- [x] Write the container"))
    }

    @Test("The ~> operators pass runtime arguments")
    func operatorArguments() {
        let container = makeTaskBoardContainer()
        container.register(Greeting.self) { (r, user: String) in Greeting(user: user, clock: r~>) }
        container.register(Reminder.self) { (r, title: String, due: Date) in
            Reminder(title: title, due: due, clock: r~>)
        }

        let greeting = container ~> (Greeting.self, argument: "Ada")
        let reminder = container ~> (Reminder.self, arguments: ("Ship it", Date.distantPast))

        #expect(greeting.text == "Hello, Ada!")
        #expect(reminder.isOverdue)
    }

    @Test("Autoregistration resolves every parameter of an initializer")
    func autoregistration() {
        let container = makeTaskBoardContainer()
        container.autoregister(TaskRepository.self, initializer: TaskRepository.init)
        container.autoregister(Greeting.self, argument: String.self, initializer: Greeting.init)

        let greeting = container.resolve(Greeting.self, argument: "Grace")!
        #expect(greeting.text == "Hello, Grace!")
        #expect(container.resolve(TaskRepository.self)!.client === container.resolve(HTTPClient.self)!)
    }

    @Test("implements makes one registration serve another type")
    func typeForwarding() {
        let container = Container()
        container.register(StubHTTPClient.self) { _ in StubHTTPClient() }
            .inObjectScope(.container)
            .implements(HTTPClient.self)

        let client = container.resolve(HTTPClient.self)!
        #expect(client === container.resolve(StubHTTPClient.self)!)
    }

    @Test("initCompleted injects properties after the factory ran")
    func propertyInjection() {
        let container = makeTaskBoardContainer()
        container.register(Analytics.self) { _ in RecordingAnalytics() }
            .inObjectScope(.container)

        container.register(BoardSession.self) { r in BoardSession(repository: r~>) }
            .initCompleted { r, session in session.analytics = r.resolve(Analytics.self) }

        let session = container.resolve(BoardSession.self)!
        #expect(session.analytics === container.resolve(Analytics.self)!)
    }

    @Test("An optional dependency resolves as T?")
    func optionalDependency() {
        let container = makeTaskBoardContainer()
        container.register(BoardSession.self) { r in
            let session = BoardSession(repository: r~>)
            session.analytics = r.resolve(Analytics?.self) ?? nil   // nil when not registered
            return session
        }

        #expect(container.resolve(BoardSession.self)!.analytics == nil)
        container.register(Analytics.self) { _ in RecordingAnalytics() }
        #expect(container.resolve(BoardSession.self)!.analytics != nil)
    }

    @Test("A child container resolves its own registrations first, then its parent's")
    func childContainers() {
        let appContainer = Container()
        appContainer.register(Clock.self) { _ in SystemClock() }
        appContainer.register(Greeting.self) { (r, user: String) in Greeting(user: user, clock: r~>) }

        let previewContainer = Container(parent: appContainer)
        previewContainer.register(Clock.self) { _ in FixedClock(now: .distantPast) }

        #expect(previewContainer.resolve(Clock.self) is FixedClock)
        #expect(appContainer.resolve(Clock.self) is SystemClock)
        let greeting = previewContainer.resolve(Greeting.self, argument: "Ada")!
        #expect(greeting.clock is FixedClock)   // the parent's factory, resolving from the child
        #expect(appContainer.resolve(Greeting.self, argument: "Ada")!.clock is SystemClock)
    }

    @Test("A parent's singleton is made with the dependencies of the container that resolves it first")
    func sharedAcrossHierarchy() {
        let appContainer = Container()
        appContainer.register(Clock.self) { _ in SystemClock() }
        appContainer.register(Greeting.self) { r in Greeting(user: "Ada", clock: r~>) }
            .inObjectScope(.container)
        let previewContainer = Container(parent: appContainer)
        previewContainer.register(Clock.self) { _ in FixedClock(now: .distantPast) }

        #expect(previewContainer.resolve(Greeting.self)!.clock is FixedClock)
        #expect(appContainer.resolve(Greeting.self)!.clock is FixedClock)
    }

    @Test("require throws a ResolutionError that says what is missing")
    func require() {
        let container = Container()
        container.register(ReportFormatter.self, name: "markdown") { _ in MarkdownFormatter() }
        var logged: [String] = []
        printLaunchReport(from: container) { logged.append($0) }
        #expect(logged.count == 2)
        #expect(logged.first?.contains("nothing is registered for ReportFormatter") == true)
        #expect(logged.last?.contains("ReportFormatter named \"markdown\"") == true)
    }

    @Test("The failure report of require")
    func failureReport() throws {
        let container = Container()
        container.register(ReportFormatter.self, name: "markdown") { _ in MarkdownFormatter() }
        let error = try #require(throws: ResolutionError.self) { try container.require(ReportFormatter.self) }
        #expect(error.description == """
            Syringe: resolution failed: nothing is registered for ReportFormatter.
            Close matches:
              - ReportFormatter named "markdown": same type and arguments, another name.
            Registrations of ReportFormatter:
                { Service: ReportFormatter, Name: "markdown", Factory: Resolver -> ReportFormatter, ObjectScope: graph }
            To fix: register ReportFormatter, e.g. `container.register(ReportFormatter.self) { r in … }`, or resolve one of the close matches.
            """)
    }
}

/// Prints the launch board, or logs why the formatter cannot be resolved.
private func printLaunchReport(from container: Container, log: (String) -> Void) {
    let tasks = [BoardTask(title: "Ship it", isDone: false)]
    do {
        let formatter = try container.require(ReportFormatter.self)
        print(formatter.format(tasks, board: "launch"))
    } catch {
        log("\(error)")   // the full report, as below
        if error.code == .notRegistered, !error.closeMatches.isEmpty {
            log(error.closeMatches.joined(separator: "\n"))
        }
    }
}

/// Sends the reports of failed resolutions to a logger; compiled, not run, because the logging
/// function is global to the process the tests share.
func routeResolutionReports(to log: @escaping @Sendable (String) -> Void) {
    Container.loggingFunction = { message in log(message) }
}

/// Silences the reports of failed resolutions; compiled, not run (see above).
func silenceResolutionReports() {
    Container.loggingFunction = nil
}
