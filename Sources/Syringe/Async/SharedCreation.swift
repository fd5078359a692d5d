import Synchronization

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
        case creating(Task<InstanceBox, any Error>, generation: UInt64)
        case kept(InstanceBox)
        case keptWeakly(WeakInstance)
    }

    /// A `.weak` instance: the object, not retained.
    private struct WeakInstance: @unchecked Sendable {
        weak var object: AnyObject?
    }

    private let state = Mutex<State>(.empty)
    /// Tells a creation that finishes after a reset not to keep what it made.
    private let generation = Atomic<UInt64>(0)

    /// The shared instance, created by `make` if there is none.
    func instance(
        keepingWeakly: Bool, make: @escaping @Sendable () async throws -> InstanceBox
    ) async throws -> InstanceBox {
        switch nextStep(keepingWeakly: keepingWeakly, make: make) {
        case .use(let box): box
        case .await(let creation): try await creation.value
        }
    }

    /// What a request does: use the kept instance, or await a creation, started if none runs.
    private enum Step {
        case use(InstanceBox)
        case await(Task<InstanceBox, any Error>)
    }

    private func nextStep(keepingWeakly: Bool, make: @escaping @Sendable () async throws -> InstanceBox) -> Step {
        state.withLock { state in
            switch state {
            case .kept(let box):
                return .use(box)
            case .keptWeakly(let weak) where weak.object != nil:
                return .use(InstanceBox(instance: weak.object as Any))
            case .empty, .keptWeakly:
                let current = generation.load(ordering: .relaxed)
                let task = Task { try await self.create(make, keepingWeakly: keepingWeakly, generation: current) }
                state = .creating(task, generation: current)
                return .await(task)
            case .creating(let task, _):
                return .await(task)
            }
        }
    }

    /// Forgets the instance and returns it, for the caller to release; a creation in progress
    /// finishes for its waiters but is not kept.
    func discard() -> Any? {
        generation.add(1, ordering: .relaxed)
        return state.withLock { state in
            defer { state = .empty }
            guard case .kept(let box) = state else { return nil }
            return box.instance
        }
    }

    private func create(
        _ make: @Sendable () async throws -> InstanceBox, keepingWeakly: Bool, generation expected: UInt64
    ) async throws -> InstanceBox {
        do {
            let box = try await make()
            state.withLock { state in
                guard case .creating(_, let generation) = state, generation == expected else { return }
                if !keepingWeakly {
                    state = .kept(box)
                } else if type(of: box.instance) is AnyObject.Type {
                    state = .keptWeakly(WeakInstance(object: box.instance as AnyObject))
                } else {
                    // Only an object can be kept weakly; a value is made again each time, as the
                    // synchronous `.weak` scope does.
                    state = .empty
                }
            }
            return box
        } catch {
            state.withLock { state in
                guard case .creating(_, let generation) = state, generation == expected else { return }
                state = .empty
            }
            throw error
        }
    }
}
