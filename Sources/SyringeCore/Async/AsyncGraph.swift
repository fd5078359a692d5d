/// The object graph of one async resolution: the graph-scoped instances of its synchronous
/// registrations, in an ``ObjectGraph`` that each synchronous resolve through the resolution
/// resumes, and those of its async registrations, each made once even when tasks of the
/// resolution ask for it at the same time.
///
/// An async graph instance is made in a task of its own, which is cancelled when every task
/// waiting for it is: cancelling the resolution cancels the factories it waits for, and one
/// cancelled `async let` does not take the instance away from the others. A creation that was
/// cancelled is forgotten, so that a later request makes the instance again.
final class AsyncGraph: Sendable {
    let objects = ObjectGraph()

    /// An async graph instance being made or made, and who waits for it.
    private struct Creation {
        let task: Task<InstanceBox, any Error>
        let pending: PendingCreation
        /// The waiters, by number, and those of them that were cancelled.
        var waiters: Set<Int> = []
        var cancelledWaiters: Set<Int> = []
        var nextWaiter = 0
    }

    private let creations = LockedValue<[UInt64: Creation]>([:])

    /// The instance the async registration `identity` made in this graph, made by `make` in
    /// `resolution` (whose path ends with `key`) if the graph has none yet.
    func instance(
        madeBy identity: UInt64, key: RegistrationKey, in resolution: AsyncResolution,
        make: @escaping @Sendable (AsyncResolution) async throws -> InstanceBox
    ) async throws -> InstanceBox {
        let (creation, waiter) = creations.withLock { creations in
            var creation = creations[identity] ?? {
                let pending = PendingCreation(key: key)
                let making = resolution.making(pending)
                return Creation(task: Task { try await make(making) }, pending: pending)
            }()
            let waiter = creation.nextWaiter
            creation.nextWaiter += 1
            creation.waiters.insert(waiter)
            creations[identity] = creation
            return (creation, waiter)
        }
        defer { leave(identity, creation.pending, waiter) }
        do {
            return try await withTaskCancellationHandler {
                try await resolution.awaitCreation(creation.task, of: creation.pending)
            } onCancel: {
                cancel(waiter, of: identity, creation.pending)
            }
        } catch {
            if creation.task.isCancelled { forget(identity, creation.pending) }
            throw error
        }
    }

    /// Notes that `waiter` of the creation `pending` was cancelled, and cancels the creation if
    /// every waiter was.
    private func cancel(_ waiter: Int, of identity: UInt64, _ pending: PendingCreation) {
        let orphaned: Task<InstanceBox, any Error>? = creations.withLock { creations in
            guard var creation = creations[identity], creation.pending === pending,
                  creation.waiters.contains(waiter) else { return nil }
            creation.cancelledWaiters.insert(waiter)
            creations[identity] = creation
            return creation.cancelledWaiters == creation.waiters ? creation.task : nil
        }
        orphaned?.cancel()
    }

    /// `waiter` of the creation `pending` stops waiting.
    private func leave(_ identity: UInt64, _ pending: PendingCreation, _ waiter: Int) {
        creations.withLock { creations in
            guard var creation = creations[identity], creation.pending === pending else { return }
            creation.waiters.remove(waiter)
            creation.cancelledWaiters.remove(waiter)
            creations[identity] = creation
        }
    }

    /// Forgets the cancelled creation `pending`, so that the next request makes the instance again.
    private func forget(_ identity: UInt64, _ pending: PendingCreation) {
        creations.withLock { creations in
            if creations[identity]?.pending === pending { creations[identity] = nil }
        }
    }

    /// Ends the resolution: its graph lets its instances go.
    func end() {
        objects.endResolution()
        let ended = creations.withLock { creations in
            defer { creations = [:] }
            return creations
        }
        withExtendedLifetime(ended) {}
    }
}
