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
final class ObjectGraph: @unchecked Sendable {
    private struct WeakRecord {
        let entry: UInt64
        weak var object: AnyObject?
    }

    /// A number unique to this graph for the life of the process.
    let number = graphNumbers.wrappingAdd(1, ordering: .relaxed).newValue
    private let lock = Lock()
    // Guarded by `lock`.
    private let held = GraphRecords()
    private var remembered: [WeakRecord] = []
    private var activeResolutions = 1

    /// Creates the graph of a resolution in progress, taking over the instances it made so far:
    /// the records of `made` keyed with `salt` (see ``GraphActivation``).
    init(takingOver made: GraphRecords, salt: UInt64) {
        held.take(from: made, salt: salt)
    }

    /// Creates an empty graph, for a resolution that has made nothing yet (an async one).
    init() {}

    /// The object `entry` made in this graph, if it is still alive.
    func object(madeBy entry: UInt64) -> AnyObject? {
        lock.withLock { held.object(madeBy: entry) ?? rememberedObject(madeBy: entry) }
    }

    /// Remembers the object `entry` made in this graph, unless the graph already has one for
    /// `entry`, which it returns instead.
    func storeUnlessPresent(object: AnyObject, madeBy entry: UInt64) -> AnyObject? {
        lock.withLock {
            if let present = held.object(madeBy: entry) ?? rememberedObject(madeBy: entry) { return present }
            return held.storeUnlessPresent(object: object, madeBy: entry)
        }
    }

    /// Notes that the instance `entry` made is shared beyond this graph: once no resolution uses
    /// the graph, it no longer answers for it (a reset may have discarded it).
    func markPublished(madeBy entry: UInt64) {
        lock.withLock { held.markPublished(madeBy: entry) }
    }

    /// Notes that a resolution resumes the graph.
    func beginResolution() {
        lock.withLock { activeResolutions += 1 }
    }

    /// Notes that a resolution stopped using the graph; the last one leaves weak references only.
    func endResolution() {
        let released = GraphRecords(capacity: 1)
        lock.withLock {
            activeResolutions -= 1
            guard activeResolutions == 0 else { return }
            remembered.removeAll { $0.object == nil }
            held.forEachUnpublishedObject { entry, object in
                remembered.removeAll { $0.entry == entry }
                remembered.append(WeakRecord(entry: entry, object: object))
            }
            released.take(from: held)
        }
        released.removeAll()
    }

    private func rememberedObject(madeBy entry: UInt64) -> AnyObject? {
        remembered.first { $0.entry == entry }?.object
    }
}
