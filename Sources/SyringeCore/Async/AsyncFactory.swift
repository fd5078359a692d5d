/// A registration's async factory: the part of an async registration that its synchronous
/// registration record cannot hold.
///
/// An async registration is an ordinary registration whose synchronous factory says to await it
/// (see ``Container/register(_:name:factory:)-owde``); its state holds this object, which
/// ``Resolver/resolveAsync(_:name:isolation:)`` finds. The instances it shares live where every
/// registration keeps them (its state), made once by ``AsyncFactory/sharedInstance(of:in:)``.
protocol AnyAsyncFactory: AnyObject, Sendable {
    /// An instance of `registration`, whose factory this is, for `resolution`, made or shared as
    /// `sharing` says.
    func instance(
        of registration: _ServiceRegistration, sharing: InstanceSharing, identity: UInt64,
        in resolution: AsyncResolution
    ) async throws -> InstanceBox

    /// Stops a synchronous resolve of the registration, which cannot await its factory.
    func refuseSynchronousResolve() -> Never
}

/// An async factory of `Service`.
final class AsyncFactory<Service>: AnyAsyncFactory {
    typealias Factory = @isolated(any) @Sendable (SendableResolver) async throws -> sending Service

    private let factory: Factory
    private let key: RegistrationKey

    init(_ factory: @escaping Factory, key: RegistrationKey) {
        self.factory = factory
        self.key = key
    }

    func instance(
        of registration: _ServiceRegistration, sharing: InstanceSharing, identity: UInt64,
        in resolution: AsyncResolution
    ) async throws -> InstanceBox {
        let context = ResolutionContext.current
        if context.isVerifying {
            return try await instanceForVerification(of: registration, sharing: sharing, in: resolution, context)
        }
        switch sharing {
        case .transient:
            return try await make(in: resolution)
        case .graph:
            return try await resolution.graph.instance(madeBy: identity, key: key, in: resolution, make: make)
        case .container, .weak:
            return try await sharedInstance(of: registration, in: resolution)
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
        of registration: _ServiceRegistration, sharing: InstanceSharing, in resolution: AsyncResolution,
        _ context: ResolutionContext
    ) async throws -> InstanceBox {
        // Code of an actor that waits for something elsewhere resumes on that actor's own
        // executor, which the caller of the verification holds while it waits: only nonisolated
        // async factories, which resume on the check's executor, are run.
        if let actor = factory.isolation { context.endVerification(reachingFactoryIsolatedTo: actor) }
        switch sharing {
        case .container, .weak:
            if let box = resolution.container.treeLock.read({ existingInstance(of: registration) }) { return box }
        case .custom:
            fatalError(ResolutionReport.asyncFactoryInCustomScope(key: key))
        case .transient, .graph:
            break
        }
        return try await make(in: resolution)
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
        InstanceBox(instance: try await makeInstance(in: resolution))
    }

    /// Runs the factory in `resolution`: the one place where an async factory runs.
    private func makeInstance(in resolution: AsyncResolution) async throws -> sending Service {
        try await factory(resolution)
    }
}

/// The instances an async `.container` or `.weak` registration shares, kept in the registration's
/// state as a synchronous registration's are (see ``_ServiceRegistration/keep(object:)``), and
/// made once.
///
/// The first task to ask starts the creation in a task of its own, recorded in the state
/// (``AsyncCreation``); every task that asks while it runs waits for the same creation. A
/// creation that throws is not kept: each waiter receives the error and the next request creates
/// again. A waiter that is cancelled stops waiting for no one else: the creation goes on for the
/// others (it inherits the first requester's priority and task-local values, not its
/// cancellation). A reset of the scope forgets the creation in progress, whose instance its
/// waiters receive but the registration does not keep. Everything here is guarded by the
/// container tree's lock, like the rest of the state.
extension AsyncFactory {
    /// The instance `registration` shares, made in `resolution` if it shares none.
    private func sharedInstance(of registration: _ServiceRegistration, in resolution: AsyncResolution) async throws -> InstanceBox {
        let lock = resolution.container.treeLock
        // An instance that exists is read in a read section: the write lock waits for every
        // thread's read sections, so it is taken only to start or join a creation.
        if let existing = lock.read({ existingInstance(of: registration) }) { return existing }
        let step = lock.write { () -> SharingStep in
            if let existing = existingInstance(of: registration) { return .use(existing) }
            let state = registration.ensureState()
            if let creation = state.asyncCreation { return .await(creation) }
            let pending = PendingCreation(key: key)
            let making = resolution.making(pending)
            let task = Task { try await self.create(pending, of: registration, in: making, lock: lock) }
            let creation = AsyncCreation(task: task, pending: pending)
            state.asyncCreation = creation
            return .await(creation)
        }
        switch step {
        case .use(let box): return box
        case .await(let creation): return try await resolution.awaitCreation(creation.task, of: creation.pending)
        }
    }

    /// What a request does: use the kept instance, or await a creation, started if none ran.
    private enum SharingStep {
        case use(InstanceBox)
        case await(AsyncCreation)
    }

    /// The instance `registration` shares, read as an async resolution reads it; under the lock.
    private func existingInstance(of registration: _ServiceRegistration) -> InstanceBox? {
        registration.asyncSharedObject().map { InstanceBox(instance: $0.form.instance(of: $0.object, as: Service.self)) }
    }

    /// Runs the factory in `resolution` and keeps what it made, unless the creation `pending` was
    /// forgotten meanwhile.
    private func create(
        _ pending: PendingCreation, of registration: _ServiceRegistration, in resolution: AsyncResolution,
        lock: ReadMostlyLock
    ) async throws -> InstanceBox {
        let made: Result<Service, any Error>
        do { made = .success(try await makeInstance(in: resolution)) } catch { made = .failure(error) }
        let replaced: AnyObject? = lock.write {
            guard let state = registration.state, state.asyncCreation?.pending === pending else { return nil }
            state.asyncCreation = nil
            // A thrown error is not kept; a `.weak` registration keeps only an object, as the
            // synchronous `.weak` scope does.
            guard case .success(let instance) = made else { return nil }
            return registration.keep(object: SharedForm(graphOf: registration.traits).object(of: instance))
        }
        withExtendedLifetime(replaced) {}
        return InstanceBox(instance: try made.get())
    }
}

/// A creation of an async registration's shared instance in progress: the task that makes it,
/// and the ``PendingCreation`` that tells it apart from one started after a reset.
struct AsyncCreation {
    let task: Task<InstanceBox, any Error>
    let pending: PendingCreation
}
