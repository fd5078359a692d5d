/// The instances of one object graph, each found by the ``AnyServiceEntry/identity`` of the entry
/// that made it.
///
/// A plain buffer searched linearly: a graph rarely holds more than a few dozen instances, and
/// a scan of identities is cheaper than hashing. Not thread safe; its owner guards it.
struct GraphRecords: ~Copyable {
    private struct Record {
        /// Not a reference to the entry: a captured graph can outlive the entry, and a reference
        /// would keep the entry and its shared instances alive.
        let entry: UInt64
        var instance: Any?
        weak var object: AnyObject?
    }

    private var records: UnsafeMutablePointer<Record>
    private var capacity: Int
    private var count = 0

    init(capacity: Int = 16) {
        self.capacity = capacity
        records = .allocate(capacity: capacity)
    }

    deinit {
        records.deinitialize(count: count)
        records.deallocate()
    }

    /// The instance `entry` made, if it is still alive.
    func instance(madeBy entry: UInt64) -> Any? {
        guard let index = index(of: entry) else { return nil }
        return records[index].instance ?? records[index].object
    }

    /// Remembers, strongly, the instance `entry` made.
    mutating func store(_ instance: Any, madeBy entry: UInt64) {
        if let index = index(of: entry) {
            records[index].instance = instance
            return
        }
        if count == capacity { grow() }
        (records + count).initialize(to: Record(entry: entry, instance: instance, object: nil))
        count += 1
    }

    /// Forgets every instance, keeping the buffer for reuse.
    mutating func removeAll() {
        records.deinitialize(count: count)
        count = 0
    }

    /// Moves every record of `other` here; `other` is left empty.
    mutating func take(from other: inout GraphRecords) {
        while capacity < count + other.count { grow() }
        (records + count).moveInitialize(from: other.records, count: other.count)
        count += other.count
        other.count = 0
    }

    /// Drops the strong references: objects stay findable while something else holds them;
    /// values and released objects are forgotten.
    mutating func keepWeakReferencesOnly() {
        var kept = 0
        for index in 0..<count {
            var record = (records + index).move()
            if let instance = record.instance {
                record.object = referenceIfObject(instance)
                record.instance = nil
            }
            guard record.object != nil else { continue }
            (records + kept).initialize(to: record)
            kept += 1
        }
        count = kept
    }

    private func index(of entry: UInt64) -> Int? {
        var index = 0
        while index < count {
            if records[index].entry == entry { return index }
            index += 1
        }
        return nil
    }

    private mutating func grow() {
        let grown = UnsafeMutablePointer<Record>.allocate(capacity: capacity * 2)
        grown.moveInitialize(from: records, count: count)
        records.deallocate()
        records = grown
        capacity *= 2
    }
}
