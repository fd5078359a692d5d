/// Fetches a resource by path; stands in for a network client.
protocol HTTPClient: AnyObject, Sendable {
    func get(_ path: String) -> String?
    var requestCount: Int { get }
}

/// Answers from canned responses and counts the requests it served.
final class StubHTTPClient: HTTPClient, @unchecked Sendable {
    private let responses: [String: String]
    private(set) var requestCount = 0

    init(responses: [String: String]) {
        self.responses = responses
    }

    func get(_ path: String) -> String? {
        requestCount += 1
        return responses[path]
    }
}
