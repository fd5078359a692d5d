import Syringe
import SyringeTesting
import Testing

/// A value that each test overrides differently.
final class Marker: Sendable {
    let value: Int
    init(_ value: Int) { self.value = value }
}

private final class MarkerReader {
    @Injected var marker: Marker
}

@Suite("Tests running in parallel never see each other's registrations", .isolatedContainer)
struct IsolationTests {
    @Test("Each test overrides the same service with its own value", arguments: 0..<24)
    func ownValue(index: Int) async throws {
        let container = SpaceValues.current.dependenciesContainer
        container.register(Marker.self) { _ in Marker(index) }.inObjectScope(.container)
        for _ in 0..<5 {
            await Task.yield()
            #expect(MarkerReader().marker.value == index)
            #expect(try container.require(Marker.self).value == index)
            #expect(SpaceValues.current.dependenciesContainer === container)
        }
    }
}

@Suite("The isolated-container trait")
struct IsolatedContainerTraitTests {
    @Test("A seed registers what the test needs", .isolatedContainer { $0.register(Marker.self) { _ in Marker(7) } })
    func seeded() {
        #expect(MarkerReader().marker.value == 7)
    }

    @Test("An inheriting container sees the outer container's registrations and shadows them")
    func inheriting() async throws {
        let outer = Container { $0.register(Marker.self) { _ in Marker(1) } }
        try await withSpace({ $0.dependenciesContainer = outer }) {
            let trait = IsolatedContainerTrait.isolatedContainer(inheriting: true) { $0.register(Marker.self, name: "extra") { _ in Marker(2) } }
            try await trait.provideScope(for: Test.current!, testCase: nil) {
                #expect(MarkerReader().marker.value == 1)
                let extra = try SpaceValues.current.dependenciesContainer.require(Marker.self, name: "extra")
                #expect(extra.value == 2)
                #expect(SpaceValues.current.dependenciesContainer !== outer)
            }
        }
    }
}

@Suite("Resolution assertions")
struct ResolutionAssertionTests {
    @Test("expectResolves passes for a registered service", .isolatedContainer { $0.register(Marker.self) { _ in Marker(1) } })
    func passes() {
        expectResolves(Marker.self)
    }

    @Test("expectResolves records the resolution report for a missing service")
    func records() {
        withKnownIssue {
            expectResolves(Marker.self, name: "absent", in: Container())
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("nothing is registered for Marker named \"absent\"") }
        }
    }
}

class HTTPClient: @unchecked Sendable {}
@MainActor final class TaskStore {
    let client: HTTPClient
    init(client: HTTPClient) { self.client = client }
}
@MainActor final class TaskListModel {
    let store: TaskStore
    init(store: TaskStore) { self.store = store }
}

/// Assemblies as an app built with default main-actor isolation has them: main-actor code, whose
/// factories are main-actor code too.
@MainActor struct NetworkAssembly: @MainActor Assembly {
    func assemble(container: Container) {
        container.register(HTTPClient.self) { _ in HTTPClient() }.inObjectScope(.container)
    }
}
@MainActor struct TaskAssembly: @MainActor Assembly {
    func assemble(container: Container) {
        container.register(TaskStore.self) { r in TaskStore(client: r.resolve(HTTPClient.self)!) }
        container.register(TaskListModel.self) { r in TaskListModel(store: r ~> TaskStore.self) }
    }
}

/// A stand-in that the suite below registers instead of the app's client.
final class StubHTTPClient: HTTPClient, @unchecked Sendable {}

@Suite("Resolution assertions in a main-actor app")
@MainActor struct MainActorResolutionAssertionTests {
    @Test("expectResolves checks main-actor factories with everything below them")
    func passes() {
        let container = Container()
        _ = Assembler([NetworkAssembly(), TaskAssembly()], container: container)
        expectResolves(TaskListModel.self, in: container)
    }

    @Test("expectResolves records a failure two levels down as an issue, and the test goes on")
    func recordsNestedFailure() {
        let container = Container()
        _ = Assembler([TaskAssembly()], container: container)
        withKnownIssue {
            expectResolves(TaskListModel.self, in: container)
        } matching: { issue in
            issue.comments.contains { comment in
                comment.rawValue.contains("TaskListModel: TaskListModel → TaskStore → HTTPClient")
                    && comment.rawValue.contains("nothing is registered for HTTPClient")
            }
        }
        container.register(HTTPClient.self) { _ in HTTPClient() }
        expectResolves(TaskListModel.self, in: container)
    }

    @Test("expectResolves records, from a test off the main actor, that a main-actor factory was not checked")
    nonisolated func recordsUncheckedFactory() async {
        let container = Container()
        await MainActor.run { _ = Assembler([NetworkAssembly(), TaskAssembly()], container: container) }
        withKnownIssue {
            expectResolves(TaskListModel.self, in: container)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("TaskListModel (isolated to MainActor)") }
        }
    }
}

@Suite("A suite seeded with an app's main-actor assemblies", .isolatedContainer { @MainActor container in
    _ = Assembler([NetworkAssembly(), TaskAssembly()], container: container)
    container.register(HTTPClient.self) { _ in StubHTTPClient() }.inObjectScope(.container)
})
@MainActor struct MainActorSeededSuiteTests {
    @Test("The seed applied the assemblies and replaced one service")
    func seeded() throws {
        let container = SpaceValues.current.dependenciesContainer
        let model = try #require(container.resolve(TaskListModel.self))
        #expect(model.store.client is StubHTTPClient)
        #expect(container.verify().isSuccessful)
    }
}
