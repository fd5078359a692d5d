import Synchronization

private let graphNumbers = Atomic<UInt64>(0)

/// The instances shared within one object graph: a top-level resolution with everything it
/// resolves, and any later resolution that resumes it (a `Lazy`, ``Container/withObjectGraph(_:closure:)``).
///
/// While a resolution uses the graph, the graph holds its instances strongly, so that a `.weak`
/// root cannot vanish half-way. When the last resolution using it ends, a graph that only its
/// thread can reach is emptied and reused for the next resolution on that thread (no allocation);
/// a graph that a ``GraphIdentifier``, `Lazy` or custom storage has captured keeps weak references
/// only, so capturing a graph never keeps its instances alive.
///
/// Until it is captured a graph is touched by its own thread only and needs no lock; afterwards
/// every access takes the graph's mutex.
@usableFromInline
final class ObjectGraph: @unchecked Sendable {
    private struct Record {
        /// The ``ServiceEntry/identity`` of the entry that made the instance. Not a reference:
        /// a captured graph can outlive the entry, and a reference would keep the entry and its
        /// shared instances alive (or, if unowned, outlive it).
        let entry: UInt64
        var instance: Any?
        weak var object: AnyObject?
    }

    /// A number unique to this graph for the life of the process.
    // Guarded by the owning thread or, once captured, by `mutex`.
    @exclusivity(unchecked) private(set) var number: UInt64
    @exclusivity(unchecked) private var records: [Record] = []
    @exclusivity(unchecked) private var activeResolutions = 0
    @exclusivity(unchecked) private var isCaptured = false
    private let mutex = Lock()

    init() {
        number = graphNumbers.wrappingAdd(1, ordering: .relaxed).newValue
    }

    /// Whether something outside the resolving thread may reach this graph.
    var isShared: Bool { isCaptured }

    /// Marks the graph as reachable from other threads; from now on it is locked and kept weakly.
    /// Called on the resolving thread, before the graph is handed out.
    func capture() {
        guard !isCaptured else { return }
        mutex.withLock { isCaptured = true }
    }

    /// The instance `entry` made in this graph, if it is still alive.
    @usableFromInline
    func instance(madeBy entry: UInt64) -> Any? {
        synchronized {
            guard let record = records.first(where: { $0.entry == entry }) else { return nil }
            return record.instance ?? record.object
        }
    }

    /// Remembers the instance `entry` made in this graph.
    @usableFromInline
    func store(_ instance: Any, madeBy entry: UInt64) {
        synchronized {
            if let index = records.firstIndex(where: { $0.entry == entry }) {
                records[index].instance = instance
            } else {
                records.append(Record(entry: entry, instance: instance, object: nil))
            }
        }
    }

    /// Notes that a resolution starts using the graph.
    func beginResolution() {
        synchronized { activeResolutions += 1 }
    }

    /// Notes that a resolution stopped using the graph. Returns `true` when the graph is free
    /// to be reused: nobody uses it any more and nobody captured it.
    func endResolution() -> Bool {
        synchronized {
            activeResolutions -= 1
            guard activeResolutions == 0 else { return false }
            if isCaptured {
                keepWeakReferencesOnly()
                return false
            }
            records.removeAll(keepingCapacity: true)
            number = graphNumbers.wrappingAdd(1, ordering: .relaxed).newValue
            return true
        }
    }

    private func keepWeakReferencesOnly() {
        for index in records.indices {
            guard let instance = records[index].instance else { continue }
            if type(of: instance) is AnyObject.Type {
                records[index].object = instance as AnyObject
            }
            records[index].instance = nil
        }
        records.removeAll { $0.object == nil }
    }

    @inline(__always)
    private func synchronized<Result>(_ body: () -> Result) -> Result {
        isCaptured ? mutex.withLock(body) : body()
    }
}
