import Foundation
import Syringe

// The services of a small task-board app, shared by the samples of every article.

protocol Clock: Sendable {
    var now: Date { get }
}

struct SystemClock: Clock {
    var now: Date { Date() }
}

struct FixedClock: Clock {
    let now: Date
}

/// Fetches a resource by path.
protocol HTTPClient: AnyObject, Sendable {
    func get(_ path: String) -> String?
}

/// Answers from canned responses and counts the requests it served.
final class StubHTTPClient: HTTPClient, @unchecked Sendable {
    private let lock = NSLock()
    private let responses: [String: String]
    private var requests = 0

    init(responses: [String: String] = StubHTTPClient.launchBoard) {
        self.responses = responses
    }

    static let launchBoard = ["/boards/launch/tasks": "[x] Write the container\n[x] Measure it\n[ ] Ship it"]

    var requestCount: Int {
        lock.withLock { requests }
    }

    func get(_ path: String) -> String? {
        lock.withLock { requests += 1 }
        return responses[path]
    }
}

/// A client that is never connected, for tests and previews.
final class OfflineHTTPClient: HTTPClient {
    func get(_ path: String) -> String? { nil }
}

struct BoardTask: Equatable, Sendable {
    let title: String
    let isDone: Bool
}

/// Loads the tasks of a board through the HTTP client.
final class TaskRepository: Sendable {
    let client: HTTPClient

    init(client: HTTPClient) {
        self.client = client
    }

    func tasks(onBoard board: String) -> [BoardTask] {
        guard let body = client.get("/boards/\(board)/tasks") else { return [] }
        return body.split(separator: "\n").map { line in
            BoardTask(title: String(line.dropFirst(4)), isDone: line.hasPrefix("[x]"))
        }
    }
}

/// Turns tasks into text.
protocol ReportFormatter: Sendable {
    func format(_ tasks: [BoardTask], board: String) -> String
}

struct PlainFormatter: ReportFormatter {
    func format(_ tasks: [BoardTask], board: String) -> String {
        (["Board \(board):"] + tasks.map { "  \($0.isDone ? "done" : "todo")  \($0.title)" })
            .joined(separator: "\n")
    }
}

struct MarkdownFormatter: ReportFormatter {
    func format(_ tasks: [BoardTask], board: String) -> String {
        (["## \(board)"] + tasks.map { "- [\($0.isDone ? "x" : " ")] \($0.title)" })
            .joined(separator: "\n")
    }
}

/// Greets a user by name, made from the name given at resolve time.
struct Greeting: Sendable {
    let user: String
    let clock: Clock

    var text: String { "Hello, \(user)!" }
}

/// Records events; optional in most of the app.
protocol Analytics: AnyObject, Sendable {
    func track(_ event: String)
    var events: [String] { get }
}

final class RecordingAnalytics: Analytics, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    func track(_ event: String) {
        lock.withLock { recorded.append(event) }
    }

    var events: [String] {
        lock.withLock { recorded }
    }
}
