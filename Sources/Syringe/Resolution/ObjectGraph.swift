import Synchronization

private let graphNumbers = Atomic<UInt64>(0)

/// An object graph that outlives the resolution that built it, because a ``GraphIdentifier``, a
/// `Lazy` or a custom storage captured it, so that later resolutions can resume it.
///
/// A graph that nobody captures never becomes an object: its instances stay in the resolving
/// thread's ``ResolutionContext``. A captured graph may be resumed from any thread, so every
/// access takes its lock. While resolutions use it, it holds its instances strongly (so that a
/// `.weak` root cannot vanish half-way); once none does, it keeps weak references only, so that
/// capturing a graph never keeps its instances alive.
@usableFromInline
final class ObjectGraph: @unchecked Sendable {
    /// A number unique to this graph for the life of the process.
    let number = graphNumbers.wrappingAdd(1, ordering: .relaxed).newValue
    private let lock = Lock()
    // Guarded by `lock`.
    @exclusivity(unchecked) private var records: GraphRecords
    @exclusivity(unchecked) private var activeResolutions = 1

    /// Creates the graph of a resolution in progress, taking over the instances it made so far.
    init(takingOver made: inout GraphRecords) {
        records = GraphRecords()
        records.take(from: &made)
    }

    /// The instance `entry` made in this graph, if it is still alive.
    func instance(madeBy entry: UInt64) -> Any? {
        lock.withLock { records.instance(madeBy: entry) }
    }

    /// Remembers the instance `entry` made in this graph.
    func store(_ instance: Any, madeBy entry: UInt64) {
        lock.withLock { records.store(instance, madeBy: entry) }
    }

    /// Notes that a resolution resumes the graph.
    func beginResolution() {
        lock.withLock { activeResolutions += 1 }
    }

    /// Notes that a resolution stopped using the graph; the last one leaves weak references only.
    func endResolution() {
        lock.withLock {
            activeResolutions -= 1
            if activeResolutions == 0 { records.keepWeakReferencesOnly() }
        }
    }
}
