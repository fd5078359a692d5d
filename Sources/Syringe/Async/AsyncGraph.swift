import Synchronization

/// The object graph of one async resolution: the graph-scoped instances of its synchronous
/// registrations, in an ``ObjectGraph`` that each synchronous resolve through the resolution
/// resumes, and those of its async registrations, each made once even when tasks of the
/// resolution ask for it at the same time.
final class AsyncGraph: Sendable {
    let objects = ObjectGraph(takingOver: GraphRecords())
    private let asyncInstances = Mutex<[UInt64: Task<InstanceBox, any Error>]>([:])

    /// The instance the async registration `identity` made in this graph, made by `make` if the
    /// graph has none yet.
    func instance(
        madeBy identity: UInt64, make: @escaping @Sendable () async throws -> InstanceBox
    ) async throws -> InstanceBox {
        let creation = asyncInstances.withLock { instances in
            if let existing = instances[identity] { return existing }
            let started = Task { try await make() }
            instances[identity] = started
            return started
        }
        return try await creation.value
    }

    /// Ends the resolution: its graph lets its instances go.
    func end() {
        objects.endResolution()
    }
}
