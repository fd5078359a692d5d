/// The instances of one object graph, each found by the ``AnyServiceEntry/identity`` of the entry
/// that made it.
///
/// Instances of class types are kept as plain object references, which read back without a
/// dynamic cast (``AnyServiceEntry/makesObjects``); other instances as `Any`. A plain buffer
/// searched linearly: a graph rarely holds more than a few dozen instances, and a scan of
/// identities is cheaper than hashing. Not thread safe; its owner guards it.
@usableFromInline
struct GraphRecords: ~Copyable {
    private struct Record {
        /// Not a reference to the entry: a captured graph can outlive the entry, and a reference
        /// would keep the entry and its shared instances alive.
        let entry: UInt64
        var object: AnyObject?
        var value: Any?
        /// Whether the instance is shared beyond this graph (`.container`, `.weak`): the graph
        /// answers for it only while the resolution that made it runs.
        var isPublished = false
    }

    private var records: UnsafeMutablePointer<Record>
    private var capacity: Int
    @usableFromInline private(set) var count = 0

    init(capacity: Int = 16) {
        self.capacity = capacity
        records = .allocate(capacity: capacity)
    }

    deinit {
        records.deinitialize(count: count)
        records.deallocate()
    }

    /// The object `entry` made, for entries that make objects.
    func object(madeBy entry: UInt64) -> AnyObject? {
        index(of: entry).flatMap { records[$0].object }
    }

    /// The value `entry` made, for entries that do not make objects.
    func value(madeBy entry: UInt64) -> Any? {
        index(of: entry).flatMap { records[$0].value }
    }

    /// Remembers the object `entry` made, unless the graph already holds one for `entry` (made
    /// meanwhile through a circular dependency), which it returns instead.
    mutating func storeUnlessPresent(object: AnyObject, madeBy entry: UInt64) -> AnyObject? {
        if let index = index(of: entry) { return records[index].object }
        append(Record(entry: entry, object: object, value: nil))
        return nil
    }

    /// Remembers the value `entry` made, unless the graph already holds one for `entry`, which it
    /// returns instead.
    mutating func storeUnlessPresent(value: Any, madeBy entry: UInt64) -> Any? {
        if let index = index(of: entry) { return records[index].value }
        append(Record(entry: entry, object: nil, value: value))
        return nil
    }

    /// Notes that the instance `entry` made is now shared beyond this graph.
    mutating func markPublished(madeBy entry: UInt64) {
        if let index = index(of: entry) { records[index].isPublished = true }
    }

    /// Forgets every instance, keeping the buffer for reuse.
    ///
    /// The records are detached before any is destroyed: destroying an instance can run a
    /// `deinit` that resolves, and so uses these records, again.
    mutating func removeAll() {
        guard count > 0 else { return }
        let detached = count
        withUnsafeTemporaryAllocation(of: Record.self, capacity: detached) { buffer in
            let base = buffer.baseAddress!
            base.moveInitialize(from: records, count: detached)
            count = 0
            // One record at a time rather than `deinitialize(count:)`, which destroys through the
            // runtime's generic array destruction.
            for index in 0..<detached { _ = (base + index).move() }
        }
    }

    /// Moves every record of `other` here; `other` is left empty.
    mutating func take(from other: inout GraphRecords) {
        while capacity < count + other.count { grow() }
        (records + count).moveInitialize(from: other.records, count: other.count)
        count += other.count
        other.count = 0
    }

    /// Calls `body` with each entry and the object it made (or the value, if it is an object),
    /// except instances published beyond the graph.
    func forEachUnpublishedObject(_ body: (UInt64, AnyObject) -> Void) {
        for index in 0..<count where !records[index].isPublished {
            let record = records[index]
            if let object = record.object ?? record.value.flatMap(referenceIfObject) {
                body(record.entry, object)
            }
        }
    }

    private func index(of entry: UInt64) -> Int? {
        var index = 0
        while index < count {
            if records[index].entry == entry { return index }
            index += 1
        }
        return nil
    }

    private mutating func append(_ record: Record) {
        if count == capacity { grow() }
        (records + count).initialize(to: record)
        count += 1
    }

    private mutating func grow() {
        let grown = UnsafeMutablePointer<Record>.allocate(capacity: capacity * 2)
        grown.moveInitialize(from: records, count: count)
        records.deallocate()
        records = grown
        capacity *= 2
    }
}
