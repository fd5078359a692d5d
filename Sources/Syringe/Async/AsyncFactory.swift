/// A registration's async factory, with its instance sharing: the part of an async registration
/// that its synchronous registration record cannot hold.
///
/// An async registration is an ordinary registration whose synchronous factory says to await it
/// (see ``Container/register(_:name:factory:)-(_,_,(SendableResolver)->Service)``); its state
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

    func discardSharedInstance() -> Any? {
        shared.discard()
    }

    func refuseSynchronousResolve() -> Never {
        let context = ResolutionContext.current
        let report = ResolutionReport.asyncFactoryResolvedSynchronously(key: key, path: context.path.dropLast())
        if context.isVerifying { context.endVerification(reachingAsyncFactoryOf: key) }
        fatalError(report)
    }

    @Sendable private func make(in resolution: AsyncResolution) async throws -> InstanceBox {
        InstanceBox(instance: try await factory(resolution))
    }
}
