import Syringe
import Testing

/// Gives each test a container of its own as ``Syringe/SpaceValues/dependenciesContainer``, so
/// that tests running in parallel never see each other's registrations.
///
/// ```swift
/// @Suite(.isolatedContainer { $0.register(Clock.self) { _ in FixedClock() } })
/// struct CheckoutTests {
///     @Test func receipt() {
///         let model = CheckoutModel()       // its @Injected properties resolve from this test's container
///         …
///     }
/// }
/// ```
///
/// The seed may be main-actor code, so that a test target can apply the assemblies of an app
/// built with default main-actor isolation:
///
/// ```swift
/// @Suite(.isolatedContainer { @MainActor container in
///     _ = Assembler(AppAssemblies.all, container: container)
///     container.register(HTTPClient.self) { _ in StubHTTPClient() }
/// })
/// @MainActor struct TaskListTests { … }
/// ```
///
/// Inside a test, read the container with `@Space(\.dependenciesContainer)` or
/// `SpaceValues.current.dependenciesContainer` to add or override registrations for that test
/// only.
public struct IsolatedContainerTrait: TestTrait, SuiteTrait, TestScoping {
    private let makeContainer: @Sendable () async throws -> Container

    init(makeContainer: @escaping @Sendable () async throws -> Container) {
        self.makeContainer = makeContainer
    }

    /// Applies to every test of a suite it is attached to.
    public var isRecursive: Bool { true }

    /// Runs `function` with a new container in ``Syringe/SpaceValues``.
    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        let container = try await makeContainer()
        try await withSpace({ $0.dependenciesContainer = container }) {
            try await function()
        }
    }
}

extension Trait where Self == IsolatedContainerTrait {
    /// Gives each test an empty container of its own.
    public static var isolatedContainer: Self {
        isolatedContainer { _ in }
    }

    /// Gives each test a container of its own, prepared by `seed`.
    ///
    /// - Parameters:
    ///   - inheriting: Whether the container is a child of the container in effect when the
    ///     test starts (usually the app's), so that the test overrides only what it registers.
    ///     A fresh, parentless container otherwise.
    ///   - seed: Registers what the test needs, e.g. by applying assemblies (usually the app's).
    ///     It runs on its actor, if it has one: write `{ @MainActor container in … }` to apply
    ///     assemblies that are main-actor code.
    public static func isolatedContainer(
        inheriting: Bool = false,
        _ seed: @escaping @isolated(any) @Sendable (Container) throws -> Void
    ) -> Self {
        Self {
            let container = inheriting ? Container(parent: SpaceValues.current.dependenciesContainer) : Container()
            try await seed(container)
            return container
        }
    }
}
