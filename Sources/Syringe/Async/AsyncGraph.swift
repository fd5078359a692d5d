/// The object graph of one async resolution: the graph-scoped instances of its synchronous
/// registrations, in an ``ObjectGraph`` that each synchronous resolve through the resolution
/// resumes, and those of its async registrations, each made once even when tasks of the
/// resolution ask for it at the same time, and cancelled with the resolution.
final class AsyncGraph: Sendable {
    let objects = ObjectGraph(takingOver: GraphRecords())
    private let asyncInstances = LockedValue<[UInt64: (Task<InstanceBox, any Error>, PendingCreation)]>([:])

    /// The instance the async registration `identity` made in this graph, made by `make` in
    /// `resolution` (whose path ends with `key`) if the graph has none yet.
    func instance(
        madeBy identity: UInt64, key: RegistrationKey, in resolution: AsyncResolution,
        make: @escaping @Sendable (AsyncResolution) async throws -> InstanceBox
    ) async throws -> InstanceBox {
        let (creation, pending) = asyncInstances.withLock { instances in
            if let existing = instances[identity] { return existing }
            let pending = PendingCreation(key: key)
            let making = resolution.making(pending)
            let started = (Task { try await make(making) }, pending)
            instances[identity] = started
            return started
        }
        // The instance belongs to this resolution alone: cancelling the resolution cancels it.
        return try await withTaskCancellationHandler {
            try await resolution.awaitCreation(creation, of: pending)
        } onCancel: {
            creation.cancel()
        }
    }

    /// Ends the resolution: its graph lets its instances go.
    func end() {
        objects.endResolution()
        let ended = asyncInstances.withLock { instances in
            defer { instances = [:] }
            return instances
        }
        withExtendedLifetime(ended) {}
    }
}
