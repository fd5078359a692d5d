import Syringe

/// The HTTP client, shared by everything, and the repository built on it.
struct NetworkAssembly: Assembly {
    func assemble(container: Container) {
        container.registerSynchronized(HTTPClient.self) { _ in
            StubHTTPClient(responses: [
                "/boards/launch/tasks": "[x] Write the container\n[x] Measure it\n[ ] Ship it",
            ])
        }
        .inObjectScope(.container)
        container.autoregister(TaskRepository.self, initializer: TaskRepository.init)
    }

    func loaded(resolver: Resolver) {
        // Fail at start-up rather than on first use if the network layer is incomplete.
        _ = resolver ~> TaskRepository.self
    }
}
