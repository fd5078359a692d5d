/// A registration's async factory, with its instance sharing: the part of an async registration
/// that its synchronous registration record cannot hold.
///
/// An async registration is an ordinary registration whose synchronous factory says to await it
/// (see ``Container/register(_:name:factory:)-owde``); its state
/// holds this object, which ``Resolver/resolveAsync(_:name:isolation:)`` finds.
protocol AnyAsyncFactory: AnyObject, Sendable {
    /// An instance for `resolution`, made or shared as `sharing` says.
    func instance(sharing: InstanceSharing, identity: UInt64, in resolution: AsyncResolution) async throws -> InstanceBox

    /// Forgets the shared instance, as a reset of the registration's scope does, and returns it
    /// for the caller to release.
    func discardSharedInstance() -> Any?

    /// Stops a synchronous resolve of the registration, which cannot await its factory.
    func refuseSynchronousResolve() -> Never
}

/// An async factory of `Service`.
final class AsyncFactory<Service>: AnyAsyncFactory {
    typealias Factory = @isolated(any) @Sendable (SendableResolver) async throws -> sending Service

    private let factory: Factory
    private let key: RegistrationKey
    /// The `.container` or `.weak` instance, made once however many tasks ask at the same time.
    private let shared = SharedCreation()

    init(_ factory: @escaping Factory, key: RegistrationKey) {
        self.factory = factory
        self.key = key
    }

    func instance(sharing: InstanceSharing, identity: UInt64, in resolution: AsyncResolution) async throws -> InstanceBox {
        let context = ResolutionContext.current
        if context.isVerifying { return try await instanceForVerification(sharing: sharing, in: resolution, context) }
        switch sharing {
        case .transient:
            return try await make(in: resolution)
        case .graph:
            return try await resolution.graph.instance(madeBy: identity, key: key, in: resolution, make: make)
        case .container:
            return try await shared.instance(of: key, keepingWeakly: false, in: resolution, make: make)
        case .weak:
            return try await shared.instance(of: key, keepingWeakly: true, in: resolution, make: make)
        case .custom:
            fatalError(ResolutionReport.asyncFactoryInCustomScope(key: key))
        }
    }

    /// The instance a verification check uses: an existing shared one, or one the check makes
    /// itself, in its own task on its own thread, where a failure can end it (see
    /// ``VerificationThread``). Nothing made is kept, and the graph's creations, which run in
    /// tasks of their own, are not used: a graph-scoped service reached twice in one check is
    /// made twice.
    private func instanceForVerification(
        sharing: InstanceSharing, in resolution: AsyncResolution, _ context: ResolutionContext
    ) async throws -> InstanceBox {
        // Code of an actor that waits for something elsewhere resumes on that actor's own
        // executor, which the caller of the verification holds while it waits: only nonisolated
        // async factories, which resume on the check's executor, are run.
        if let actor = factory.isolation { context.endVerification(reachingFactoryIsolatedTo: actor) }
        switch sharing {
        case .container, .weak:
            if let box = shared.existingInstance() { return box }
        case .custom:
            fatalError(ResolutionReport.asyncFactoryInCustomScope(key: key))
        case .transient, .graph:
            break
        }
        return try await make(in: resolution)
    }

    func discardSharedInstance() -> Any? {
        shared.discard()
    }

    func refuseSynchronousResolve() -> Never {
        let context = ResolutionContext.current
        let report = ResolutionReport.asyncFactoryResolvedSynchronously(key: key, path: context.path.dropLast())
        // A check resolves a registration made by an async factory as resolveAsync does: a
        // synchronous resolve of it comes from a synchronous factory, which stops whenever it runs.
        if context.isVerifying { context.endVerification(failure: report, path: context.path) }
        fatalError(report)
    }

    @Sendable private func make(in resolution: AsyncResolution) async throws -> InstanceBox {
        InstanceBox(instance: try await factory(resolution))
    }
}
