/// One task of the board.
struct BoardTask: Sendable {
    let title: String
    let isDone: Bool
}

/// Loads the tasks of a board through the HTTP client.
final class TaskRepository: Sendable {
    private let client: HTTPClient

    init(client: HTTPClient) {
        self.client = client
    }

    /// The tasks of `board`; each line of the response is `[x] title` or `[ ] title`.
    func tasks(onBoard board: String) -> [BoardTask] {
        guard let body = client.get("/boards/\(board)/tasks") else { return [] }
        return body.split(separator: "\n").map { line in
            BoardTask(title: String(line.dropFirst(4)), isDone: line.hasPrefix("[x]"))
        }
    }
}
