import Syringe
import Testing

// The samples of the "Migrating from Depin" article.

/// The app's entry point in Depin's style, in the Swift 6 language mode.
@MainActor
enum BoardApp {
    @Space(\.dependenciesAssembler) private static var assembler: Assembler

    static func main() {
        assembler.apply(assemblies: [BoardAssembly()])
    }
}

final class BoardAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Clock.self) { SystemClock() }.inObjectScope(.container)
        container.register(HTTPClient.self) { StubHTTPClient() }.inObjectScope(.container)
        container.registerSynchronized(TaskRepository.self) { r in TaskRepository(client: r ~> HTTPClient.self) }
        container.autoregister(Greeting.self, argument: String.self, initializer: Greeting.init)
    }
}

@Suite("Migrating from Depin")
struct MigratingFromDepinSamples {
    @Test("Depin's start-up works, with @MainActor in the Swift 6 mode")
    @MainActor
    func startUp() {
        let container = Container()
        withSpace({ $0.dependenciesContainer = container }) {
            BoardApp.main()
        }
        #expect(container.resolve(TaskRepository.self) != nil)
        #expect(container.resolve(Greeting.self, argument: "Ada")?.text == "Hello, Ada!")
    }

    @Test("@Injected keeps the container it was created with")
    func injectedKeepsItsContainer() {
        let previewContainer = Container()
        previewContainer.register(HTTPClient.self) { _ in OfflineHTTPClient() }
        previewContainer.autoregister(TaskRepository.self, initializer: TaskRepository.init)

        let model = withSpace({ $0.dependenciesContainer = previewContainer }) { BoardModel() }
        // model's @Injected properties resolve from previewContainer, even when first read later
        #expect(model.taskCount == 0)
    }
}
