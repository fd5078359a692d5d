/// The instances of one object graph, each found by the ``EntryTraits/identity`` of the
/// registration that made it.
///
/// A plain array searched linearly: a graph rarely holds more than a few dozen instances, and a
/// scan of identities is cheaper than hashing. Each instance is kept as an object, in the form of
/// its registration (see ``SharedForm``): an instance of a class type as it is, any other as the
/// object it is or boxes into. Not thread safe; its owner guards it.
final class GraphRecords {
    struct Record {
        /// Not a reference to the registration: a captured graph can outlive it.
        let entry: UInt64
        let object: AnyObject
        /// Whether the instance is shared beyond this graph (`.container`, `.weak`): the graph
        /// answers for it only while the resolution that made it runs.
        var isPublished: Bool

        @inline(__always)
        init(entry: UInt64, object: AnyObject, isPublished: Bool = false) {
            self.entry = entry
            self.object = object
            self.isPublished = isPublished
        }
    }

    @exclusivity(unchecked) var records: [Record] = []
    /// An empty array whose buffer ``removeAll()`` swaps with the records', so that a graph that
    /// ends keeps its buffer for the next one.
    @exclusivity(unchecked) private var spareRecords: [Record] = []

    init(capacity: Int = 16) {
        records.reserveCapacity(capacity)
        spareRecords.reserveCapacity(capacity)
    }

    /// The number of records.
    var count: Int { records.count }

    /// Notes that the instance `entry` made is now shared beyond this graph.
    func markPublished(madeBy entry: UInt64) {
        if let index = index(of: entry) { records[index].isPublished = true }
    }

    /// Forgets every instance, keeping the buffers for reuse.
    ///
    /// The records are detached before any instance is released: releasing one can run a
    /// `deinit` that resolves, and so uses these records, again.
    func removeAll() {
        guard !records.isEmpty else { return }
        // The records trade places with the spare, empty buffer, which a `deinit` run below finds.
        var detached = spareRecords
        spareRecords = []
        swap(&detached, &records)
        detached.removeAll(keepingCapacity: true)
        // The buffer is kept for the next graph, unless a `deinit` used the spare meanwhile.
        if spareRecords.capacity == 0 { spareRecords = detached }
    }

    /// The bits of a record's key above a registration's 48-bit identity: the salt of the
    /// container graph it belongs to (see ``GraphActivation``).
    static var saltMask: UInt64 { 0xFFFF << 48 }

    /// Moves every record of `other` here; `other` is left empty.
    func take(from other: GraphRecords) {
        for record in other.detachRecords(where: { _ in true }) { append(record) }
    }

    /// Moves the records of `other` whose keys carry `salt` here, keyed by identity alone; the
    /// other records of `other` stay, in their order.
    func take(from other: GraphRecords, salt: UInt64) {
        for record in other.detachRecords(where: { $0 & Self.saltMask == salt }) { append(record) }
    }

    /// Forgets the instances whose keys carry `salt`, keeping the other records in their order.
    /// The records are detached before any instance is released, as in ``removeAll()``.
    func removeAll(salt: UInt64) {
        // Released when `detached` goes, after the records are consistent again.
        let detached = detachRecords { $0 & Self.saltMask == salt }
        withExtendedLifetime(detached) {}
    }

    /// Takes the records whose keys satisfy `isDetached` out, keyed by identity alone, with their
    /// instances.
    private func detachRecords(where isDetached: (UInt64) -> Bool) -> [Record] {
        var detached: [Record] = []
        var kept: [Record] = []
        for record in records {
            guard isDetached(record.entry) else {
                kept.append(record)
                continue
            }
            detached.append(Record(entry: record.entry & ~Self.saltMask, object: record.object, isPublished: record.isPublished))
        }
        // The detached instances stay alive in `detached` while the records change.
        records.removeAll(keepingCapacity: true)
        records.append(contentsOf: kept)
        return detached
    }

    /// Calls `body` with each entry and the object it made, except instances published beyond
    /// the graph.
    func forEachUnpublishedObject(_ body: (UInt64, AnyObject) -> Void) {
        for record in records where !record.isPublished {
            body(record.entry, record.object)
        }
    }
}

/// The records' part of the resolve path.
extension GraphRecords {
    /// The object `entry` made.
    @inline(__always)
    func object(madeBy entry: UInt64) -> AnyObject? {
        guard let index = index(of: entry) else { return nil }
        return records[index].object
    }

    /// Remembers the object `entry` made, unless the records from `start` on hold one for `entry`
    /// (made meanwhile through a circular dependency), which it returns instead.
    @inline(__always)
    func storeUnlessPresent(object: AnyObject, madeBy entry: UInt64, searchingFrom start: Int = 0) -> AnyObject? {
        if let index = index(of: entry, from: start) { return records[index].object }
        append(Record(entry: entry, object: object))
        return nil
    }

    /// The position of the record of `entry`, if any, from `start` on.
    @inline(__always)
    func index(of entry: UInt64, from start: Int = 0) -> Int? {
        var index = start
        let count = records.count
        while index < count {
            if records[index].entry == entry { return index }
            index &+= 1
        }
        return nil
    }

    /// Adds `record` at the end.
    @inline(__always)
    func append(_ record: Record) {
        records.append(record)
    }
}
