/// Keeps the board's tasks, loaded through the HTTP client.
final class TaskStore {
    let client: HTTPClient
    private(set) var titles: [String] = []

    init(client: HTTPClient) {
        // UI-facing state: main-actor code that says so, as such code often does.
        MainActor.assertIsolated("TaskStore is main-actor state")
        self.client = client
    }

    func load() {
        titles = client.taskTitles()
    }
}
