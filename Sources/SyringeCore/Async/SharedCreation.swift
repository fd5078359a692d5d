/// The shared instance of an async `.container` or `.weak` registration, created once.
///
/// The first task to ask starts the creation in a task of its own; every task that asks while it
/// runs waits for the same creation. A creation that throws is not kept: each waiter receives the
/// error and the next request creates again. A waiter that is cancelled stops waiting for no one
/// else: the creation goes on for the others (it inherits the first requester's priority and
/// task-local values, not its cancellation).
final class SharedCreation: Sendable {
    private enum State {
        case empty
        /// A creation runs; the pending creation tells it apart from one started after a reset.
        case creating(Task<InstanceBox, any Error>, PendingCreation)
        case kept(InstanceBox)
        case keptWeakly(WeakInstance)
    }

    /// A `.weak` instance: the object, not retained.
    private struct WeakInstance: @unchecked Sendable {
        weak var object: AnyObject?
    }

    private let state = LockedValue<State>(.empty)

    /// The shared instance, made by `make` in `resolution` (whose path ends with `key`) if there
    /// is none.
    func instance(
        of key: RegistrationKey, keepingWeakly: Bool, in resolution: AsyncResolution,
        make: @escaping @Sendable (AsyncResolution) async throws -> InstanceBox
    ) async throws -> InstanceBox {
        let step = state.withLock { state -> Step in
            func startCreation() -> Step {
                let pending = PendingCreation(key: key)
                let making = resolution.making(pending)
                let task = Task { try await self.create(pending, keepingWeakly: keepingWeakly) { try await make(making) } }
                state = .creating(task, pending)
                return .await(task, pending)
            }
            switch state {
            case .kept(let box):
                return .use(box)
            case .keptWeakly(let weak):
                // Read once: the last strong reference may go at any time.
                if let object = weak.object { return .use(InstanceBox(instance: object)) }
                return startCreation()
            case .empty:
                return startCreation()
            case .creating(let task, let pending):
                return .await(task, pending)
            }
        }
        switch step {
        case .use(let box): return box
        case .await(let task, let pending): return try await resolution.awaitCreation(task, of: pending)
        }
    }

    /// What a request does: use the kept instance, or await a creation, started if none ran.
    private enum Step {
        case use(InstanceBox)
        case await(Task<InstanceBox, any Error>, PendingCreation)
    }

    /// Forgets the instance and returns it, for the caller to release; a creation in progress
    /// finishes for its waiters but is not kept.
    /// The instance kept, if any, without starting a creation.
    func existingInstance() -> InstanceBox? {
        state.withLock { state in
            switch state {
            case .kept(let box): box
            case .keptWeakly(let weak): weak.object.map { InstanceBox(instance: $0) }
            case .empty, .creating: nil
            }
        }
    }

    func discard() -> Any? {
        state.withLock { state in
            defer { state = .empty }
            guard case .kept(let box) = state else { return nil }
            return box.instance
        }
    }

    /// Runs `make` and keeps what it made, unless the creation was discarded meanwhile.
    private func create(
        _ pending: PendingCreation, keepingWeakly: Bool, _ make: @Sendable () async throws -> InstanceBox
    ) async throws -> InstanceBox {
        let made: Result<InstanceBox, any Error>
        do { made = .success(try await make()) } catch { made = .failure(error) }
        state.withLock { state in
            guard case .creating(_, let current) = state, current === pending else { return }
            switch made {
            case .success(let box) where !keepingWeakly:
                state = .kept(box)
            case .success(let box) where type(of: box.instance) is AnyObject.Type:
                state = .keptWeakly(WeakInstance(object: box.instance as AnyObject))
            case .success, .failure:
                // A thrown error is not kept; and only an object can be kept weakly: a value is
                // made again each time, as the synchronous `.weak` scope does.
                state = .empty
            }
        }
        return try made.get()
    }
}
