import Testing
@testable import SyringeCore

/// Services registered only to appear in log messages, with names no other test uses.
private final class LoggedService {}
private final class LoggedDependency {}

@Suite("Logging of failed resolutions", .serialized)
struct LoggingTests {
    init() { LogRecorder.install() }

    @Test("A failed resolve sends the requested key and the registrations of that type")
    func reportsAvailableRegistrations() throws {
        let container = Container()
        container.register(LoggedService.self, name: "primary") { _ in LoggedService() }
        container.register(LoggedService.self) { (_, id: Int) in LoggedService() }
        #expect(container.resolve(LoggedService.self, name: "secondary") == nil)

        let message = try #require(LogRecorder.messages(containing: "LoggedService named \"secondary\"").last)
        #expect(message.contains("resolution failed"))
        #expect(message.contains("{ Service: LoggedService, Name: \"primary\", Factory: Resolver -> LoggedService, ObjectScope: graph }"))
        #expect(message.contains("{ Service: LoggedService, Factory: (Resolver, Int) -> LoggedService, ObjectScope: graph }"))
    }

    @Test("A failure inside a factory names the resolution path")
    func reportsPath() throws {
        let container = Container()
        container.register(LoggedService.self, name: "path") { r in
            _ = r.resolve(LoggedDependency.self, argument: "x")
            return LoggedService()
        }
        _ = container.resolve(LoggedService.self, name: "path")
        let message = try #require(LogRecorder.messages(containing: "LoggedDependency with arguments (String)").last)
        #expect(message.contains("Resolution path: LoggedService(\"path\") → LoggedDependency"))
        #expect(message.contains("No registration of LoggedDependency exists"))
    }

    @Test("Registrations found in a parent are marked as such")
    func parentRegistrations() throws {
        let parent = Container { $0.register(LoggedDependency.self, name: "in-parent") { _ in LoggedDependency() } }
        let child = Container(parent: parent)
        _ = child.resolve(LoggedDependency.self, name: "in-child")
        let message = try #require(LogRecorder.messages(containing: "LoggedDependency named \"in-child\"").last)
        #expect(message.contains("Name: \"in-parent\"") && message.contains("(in a parent container)"))
    }

    @Test("By default reports are printed; setting the logging function to nil silences them")
    func silenced() async {
        // In a child process: the logging function is global, and other tests read their reports.
        await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            _ = Container().resolve(LoggedService.self, name: "printed")
            Container.loggingFunction = nil
            _ = Container().resolve(LoggedService.self, name: "silenced")
        }.map { result in
            let output = String(decoding: result.standardOutputContent, as: UTF8.self)
            #expect(output.contains("nothing is registered for LoggedService named \"printed\""))
            #expect(!output.contains("silenced"))
        }
    }

    @Test("Reading the logging function many times leaves it as it was")
    func readingDoesNotWrap() {
        for _ in 0..<200_000 { _ = Container.loggingFunction }
        Container.loggingFunction?("LoggingTests: still one call deep")
        #expect(LogRecorder.messages(containing: "LoggingTests: still one call deep").count == 1)
    }
}
