import Syringe
import Testing

// Every declaration here without an isolation of its own is main-actor code, as in an app target
// that Xcode 26 creates.

final class SessionStore {
    let token = "t-1"
    init() { MainActor.assertIsolated("SessionStore.init ran off the main actor") }
}

final class ProfileModel {
    let store: SessionStore
    init(store: SessionStore) { self.store = store }
}

struct AppAssembly: Assembly {
    func assemble(container: Container) {
        container.register(SessionStore.self) { _ in SessionStore() }.inObjectScope(.container)
        container.autoregister(ProfileModel.self, initializer: ProfileModel.init)
        container.register(String.self, name: AppServiceName.greeting) { @Sendable _ in "hello" }
    }
}

enum AppServiceName: String, ServiceName {
    case greeting
}

/// A type that opts out of the default isolation and injects by a name declared in main-actor code.
nonisolated final class GreetingLabel {
    @Injected(AppServiceName.greeting) var greeting: String
}

struct Theme: Sendable {
    var accent: String
}

private enum ThemeKey: SpaceKey {
    static let defaultValue = Theme(accent: "blue")
}

extension SpaceValues {
    nonisolated var theme: Theme {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

final class ThemedView {
    @Space(\.theme) var theme: Theme
}

@Suite("A module with default main-actor isolation")
struct DefaultMainActorChecks {
    func makeContainer() -> Container {
        let container = Container()
        Assembler(container: container).apply(assembly: AppAssembly())
        return container
    }

    @Test("Factories written in the module are main-actor code, resolved synchronously on the main actor")
    func resolvesOnMainActor() {
        let container = makeContainer()
        #expect(container.resolve(ProfileModel.self)?.store.token == "t-1")
    }

    @Test("From another task, resolveAsync runs them on the main actor")
    func resolveAsyncFromAnotherTask() async throws {
        let container = makeContainer()
        let token = try await Task.detached { try await container.resolveAsync(ProfileModel.self).store.token }.value
        #expect(token == "t-1")
    }

    @Test("A synchronous resolve off the main actor stops and says what to do")
    func synchronousResolveOffMainActorStops() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = Container()
            // An exit test's body is not main-actor code: the factory says it is.
            container.register(SessionStore.self) { @MainActor _ in SessionStore() }
            await Task.detached { _ = container.resolve(SessionStore.self) }.value
        }.map { result in
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(output.contains("the factory of SessionStore is isolated to MainActor"))
        }
    }

    @Test("A @Sendable factory runs anywhere, and @Injected by a ServiceName works in a nonisolated type")
    func sendableFactoryAndInjectedName() async {
        let container = makeContainer()
        let greeting = await withSpace({ $0.dependenciesContainer = container }) {
            // A child task runs off the main actor and sees the overrides of withSpace.
            await withTaskGroup(of: String.self) { group in
                group.addTask { GreetingLabel().greeting }
                return await group.next() ?? ""
            }
        }
        #expect(greeting == "hello")
    }

    @Test("A value of one's own in SpaceValues, read with @Space and set with withSpace")
    func customSpaceValue() {
        #expect(ThemedView().theme.accent == "blue")
        let accent = withSpace({ $0.theme.accent = "green" }) { ThemedView().theme.accent }
        #expect(accent == "green")
    }

    @Test("verify() on the main actor checks main-actor factories, which assert their isolation")
    func verificationOfMainActorFactories() {
        let report = makeContainer().verify()
        #expect(report.isSuccessful, "\(report)")
        #expect(report.verified == ["ProfileModel", "SessionStore", "String(\"greeting\")"])
        #expect(report.uncheckedFactories.isEmpty)
    }
}
