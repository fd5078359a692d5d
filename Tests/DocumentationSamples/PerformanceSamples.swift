import Syringe
import Testing

// The samples of the "Performance" article.

/// Renders many boards; resolves its collaborators once, when it is made.
final class BoardRenderer {
    private let repository: TaskRepository
    private let formatter: ReportFormatter

    init(resolver: Resolver) {
        repository = resolver ~> TaskRepository.self
        formatter = resolver ~> (ReportFormatter.self, name: "markdown")
    }

    func render(boards: [String]) -> [String] {
        boards.map { formatter.format(repository.tasks(onBoard: $0), board: $0) }
    }
}

@Suite("Performance")
struct PerformanceSamples {
    @Test("A service that renders in a loop resolves its collaborators once")
    func resolveOnce() {
        let container = Container()
        container.register(HTTPClient.self) { _ in StubHTTPClient() }
            .inObjectScope(.container)
        container.autoregister(TaskRepository.self, initializer: TaskRepository.init)
            .inObjectScope(.container)
        container.register(ReportFormatter.self, name: "markdown") { _ in MarkdownFormatter() }
            .inObjectScope(.container)
        container.register(BoardRenderer.self) { r in BoardRenderer(resolver: r) }

        let renderer = container.resolve(BoardRenderer.self)!
        let reports = renderer.render(boards: ["launch", "backlog"])
        #expect(reports == ["## launch\n- [x] Write the container\n- [x] Measure it\n- [ ] Ship it", "## backlog"])
    }
}
