/// Fetches data for the board. A class the tests replace with a stub.
class HTTPClient {
    private(set) var requestCount = 0

    init() {}

    func taskTitles() -> [String] {
        requestCount += 1
        return ["Write the release notes", "Review the migration"]
    }
}
