import Synchronization
import Testing
import Syringe
@testable import SyringeCore

private final class HTTPClient: Sendable {}
@MainActor private final class TaskStore {
    let client: HTTPClient
    init(client: HTTPClient) {
        // Main-actor code that asks the runtime where it runs, as UI code does.
        MainActor.assertIsolated("TaskStore.init ran off the main actor")
        self.client = client
    }
}
@MainActor private final class TaskListModel {
    let store: TaskStore
    init(store: TaskStore) { self.store = store }
}

/// An app's assemblies as a module with default main-actor isolation has them: every factory is
/// main-actor code.
@MainActor private func appContainer(withNetwork: Bool = true, counter: LiveCounter? = nil) -> Container {
    let container = Container()
    if withNetwork { container.register(HTTPClient.self) { @MainActor _ in HTTPClient() }.inObjectScope(.container) }
    container.register(TaskStore.self) { @MainActor r in
        counter?.born()
        return TaskStore(client: r.resolve(HTTPClient.self)!)
    }.inObjectScope(.container)
    container.register(TaskListModel.self) { @MainActor r in
        TaskListModel(store: MainActor.assumeIsolated { r ~> TaskStore.self })
    }
    return container
}

/// An actor whose factories a verification called on it checks.
private actor Workshop {
    private var made = 0

    func register(in container: Container) {
        // Isolated to this actor: the closure uses its state.
        container.register(Int.self, name: "workshop") { _ in
            self.made += 1
            return self.made
        }
    }

    func verify(_ container: Container) -> VerificationReport {
        container.verify()
    }
}

@Suite("Verification of actor-isolated factories")
struct VerificationIsolationTests {
    init() { LogRecorder.install() }

    @Test("Called on the main actor, verify() checks main-actor factories, each with its dependencies")
    @MainActor func checksMainActorFactories() {
        let report = appContainer().verify()
        #expect(report.isSuccessful, "\(report)")
        #expect(report.verified == ["HTTPClient", "TaskListModel", "TaskStore"])
        #expect(report.uncheckedFactories.isEmpty)
        #expect(report.dependencyGraph.edges.count == 2)
    }

    @Test("A missing dependency below a main-actor factory is a failure with its path, and the run goes on")
    @MainActor func reportsMissingDependencyBelowMainActorFactory() {
        let report = appContainer(withNetwork: false).verify()
        #expect(!report.isSuccessful)
        #expect(report.failures.map(\.registration) == ["TaskListModel", "TaskStore"])
        #expect(report.failures[0].path == ["TaskListModel", "TaskStore", "HTTPClient"])
        #expect(report.failures[1].report.contains("nothing is registered for HTTPClient"))
        // The main actor is free again: its code runs here, after the checks.
        #expect(appContainer().verify().isSuccessful)
    }

    @Test("A check of a main-actor factory keeps none of the singletons it makes")
    @MainActor func leavesContainerUnchanged() {
        let counter = LiveCounter()
        let container = appContainer(counter: counter)
        #expect(container.verify().isSuccessful)
        #expect(counter.created == 2)   // TaskStore checked itself, and below TaskListModel
        _ = container.resolve(TaskStore.self)
        _ = container.resolve(TaskStore.self)
        #expect(counter.created == 3)
    }

    @Test("Called off the main actor, verify() leaves main-actor factories unchecked and is not successful")
    func nonisolatedCallerLeavesMainActorFactoriesUnchecked() async {
        let container = await appContainer()
        let report = container.verify()
        #expect(!report.isSuccessful)
        #expect(report.verified == ["HTTPClient"] || report.verified.isEmpty)
        #expect(Set(report.uncheckedFactories.map(\.registration)).isSuperset(of: ["TaskListModel", "TaskStore"]))
        #expect(report.description.contains("Call verify() from that actor (for the main actor, in a @MainActor test)"))
    }

    @Test("Called on an actor, verify() checks that actor's factories")
    func checksFactoriesOfTheCallingActor() async {
        let container = Container()
        let workshop = Workshop()
        await workshop.register(in: container)
        let fromOutside = container.verify()
        #expect(fromOutside.uncheckedFactories.map(\.reason) == ["isolated to Workshop"])
        let fromWorkshop = await workshop.verify(container)
        #expect(fromWorkshop.isSuccessful, "\(fromWorkshop)")
        #expect(fromWorkshop.verified == ["Int(\"workshop\")"])
    }

    @Test("Skipped registrations are listed and do not make a report unsuccessful")
    func skipAcceptsUncheckedRegistrations() {
        let container = Container()
        container.register(String.self) { @Sendable _ in "checked" }
        container.register(Int.self) { @MainActor _ in 1 }
        container.register(Double.self, name: "rate") { (_, base: Double) in base }
        let strict = container.verify()
        #expect(!strict.isSuccessful)
        #expect(strict.description.contains("Call verify() from that actor (for the main actor, in a @MainActor test), or accept each with `.skip(Service.self)`."))
        #expect(strict.description.contains("Give each a sample, `.arguments(for: Service.self, …)`, or accept it with `.skip(Service.self)`"))
        let accepting = container.verify(samples: [.skip(Int.self), .skip(Double.self, name: "rate")])
        #expect(accepting.isSuccessful, "\(accepting)")
        #expect(accepting.skipped == ["Double(\"rate\")", "Int"])
        #expect(accepting.verified == ["String"])
        #expect(accepting.description.hasPrefix("Syringe verification: 1 resolved, 0 failed, 0 not checked, 2 skipped."))
    }

    @Test("verify(_:) checks one service with everything below it")
    @MainActor func verifiesOneService() {
        let complete = appContainer().verify(TaskListModel.self)
        #expect(complete.isSuccessful)
        #expect(complete.verified == ["TaskListModel"])
        let incomplete = appContainer(withNetwork: false).verify(TaskListModel.self)
        #expect(incomplete.failures.map(\.path) == [["TaskListModel", "TaskStore", "HTTPClient"]])
        let missing = appContainer().verify(TaskListModel.self, name: "compact")
        #expect(missing.failures.count == 1)
        #expect(missing.failures[0].report.contains("TaskListModel"))
        #expect(missing.dependencyGraph.nodes.map(\.scope) == ["not registered"])
    }
}
