/// The registrations made directly on one container.
///
/// An open-addressing hash table keyed by (service type, arguments type), hashed from the two
/// metadata pointers, so a lookup costs the same with ten registrations or ten thousand. Each
/// bucket keeps the entries of its type pair in the order they were registered; the newest one
/// with the requested name serves it, so registering a key again shadows the earlier entry.
///
/// Not thread safe: its container guards it with the container tree's ``ReadMostlyLock``.
@usableFromInline
final class Registry {
    @usableFromInline
    struct Bucket {
        @usableFromInline var types: TypePair?
        @usableFromInline var entries: [AnyServiceEntry] = []
        /// Kept once the type pair has more than ``NameIndex/threshold`` entries.
        @usableFromInline var nameIndex: NameIndex?
        /// The position of the newest unnamed entry, or -1: most resolutions ask for no name,
        /// and find it without comparing names.
        @usableFromInline var unnamedPosition = -1
    }

    // Exclusive access is guaranteed by the container's lock; the runtime check would cost more
    // than the lookup itself.
    @usableFromInline @exclusivity(unchecked) var buckets: [Bucket]
    @usableFromInline @exclusivity(unchecked) var shift: Int
    private var usedBuckets = 0

    @usableFromInline
    init() {
        let initialCapacityLog2 = 4
        buckets = Array(repeating: Bucket(), count: 1 << initialCapacityLog2)
        shift = UInt.bitWidth - initialCapacityLog2
    }

    /// Whether nothing is registered.
    var isEmpty: Bool { usedBuckets == 0 }

    /// The entry that serves `key`, if any, not retained: valid while the caller holds the read
    /// lock, which keeps writers (and so removals) out.
    @inlinable @inline(__always)
    func entry(for key: RegistrationKey) -> Unmanaged<AnyServiceEntry>? {
        guard let index = bucketIndex(of: key.types) else { return nil }
        return buckets[index].entry(named: key.name)
    }

    /// All entries of a type pair, oldest first, including shadowed ones.
    func entries(of types: TypePair) -> [AnyServiceEntry] {
        bucketIndex(of: types).map { buckets[$0].entries } ?? []
    }

    /// Adds an entry registered under `types`; it shadows any earlier one with the same name.
    ///
    /// - Returns: The entry that served the key until now, if any, now shadowed.
    @discardableResult
    func add(_ entry: AnyServiceEntry, for types: TypePair) -> AnyServiceEntry? {
        if let index = bucketIndex(of: types) {
            return buckets[index].add(entry)
        }
        if (usedBuckets + 1) * 2 > buckets.count { grow() }
        let index = firstFreeIndex(for: types)
        buckets[index] = Bucket(types: types, entries: [entry], unnamedPosition: entry.name == nil ? 0 : -1)
        usedBuckets += 1
        return nil
    }

    /// Whether `entry` serves any key here, directly or through an alias.
    func servesAnyKey(_ entry: AnyServiceEntry) -> Bool {
        buckets.contains { bucket in
            bucket.entries.indices.contains { position in
                let candidate = bucket.entries[position]
                return candidate.servedEntry === entry
                    && !bucket.entries[(position + 1)...].contains { $0.name == candidate.name }
            }
        }
    }

    /// Removes the entries for which `shouldRemove` returns `true`, making any entry they
    /// shadowed visible again.
    ///
    /// - Returns: The removed entries, for the caller to release after letting go of the lock
    ///   (releasing an entry can release its instances, whose `deinit` may resolve).
    func removeEntries(where shouldRemove: (TypePair, AnyServiceEntry) -> Bool) -> [AnyServiceEntry] {
        var removed: [AnyServiceEntry] = []
        for index in buckets.indices {
            guard let types = buckets[index].types else { continue }
            let countBefore = removed.count
            buckets[index].entries.removeAll { entry in
                guard shouldRemove(types, entry) else { return false }
                removed.append(entry)
                return true
            }
            if removed.count > countBefore { buckets[index].reindex() }
        }
        return removed
    }

    /// Removes every registration.
    ///
    /// - Returns: The former buckets, for the caller to release after letting go of the lock.
    func removeAll() -> [Bucket] {
        let removed = buckets
        buckets = Array(repeating: Bucket(), count: removed.count)
        usedBuckets = 0
        return removed
    }

    /// Calls `body` with every entry that currently serves its key (shadowed ones are skipped),
    /// grouped by type pair, oldest first within a pair.
    func forEachVisible(_ body: (TypePair, AnyServiceEntry) -> Void) {
        for bucket in buckets {
            guard let types = bucket.types else { continue }
            var seenNames = Set<String?>()
            let visible = bucket.entries.reversed().filter { seenNames.insert($0.name).inserted }
            for entry in visible.reversed() { body(types, entry) }
        }
    }

    @inlinable @inline(__always)
    func bucketIndex(of types: TypePair) -> Int? {
        let mask = buckets.count - 1
        var index = Int(truncatingIfNeeded: types.bucketHash >> UInt(shift))
        while let candidate = buckets[index].types {
            if candidate.matches(types) { return index }
            index = (index + 1) & mask
        }
        return nil
    }

    private func firstFreeIndex(for types: TypePair) -> Int {
        let mask = buckets.count - 1
        var index = Int(truncatingIfNeeded: types.bucketHash >> UInt(shift))
        while buckets[index].types != nil { index = (index + 1) & mask }
        return index
    }

    private func grow() {
        let old = buckets
        buckets = Array(repeating: Bucket(), count: old.count * 2)
        shift -= 1
        for bucket in old {
            guard let types = bucket.types else { continue }
            buckets[firstFreeIndex(for: types)] = bucket
        }
    }
}

extension Registry.Bucket {
    /// The newest entry named `name`, not retained.
    @inlinable @inline(__always)
    func entry(named name: String?) -> Unmanaged<AnyServiceEntry>? {
        entries.withUnsafeBufferPointer { entries in
            if name == nil {
                return unnamedPosition >= 0 ? Unmanaged.passUnretained(entries[unnamedPosition]) : nil
            }
            if let nameIndex {
                return nameIndex.position(of: name, in: entries).map { Unmanaged.passUnretained(entries[$0]) }
            }
            var position = entries.count
            while position > 0 {
                position -= 1
                if entries[position].name == name { return Unmanaged.passUnretained(entries[position]) }
            }
            return nil
        }
    }

    /// Appends `entry`, the newest of its name now.
    ///
    /// - Returns: The entry it shadows, if any.
    mutating func add(_ entry: AnyServiceEntry) -> AnyServiceEntry? {
        entries.append(entry)
        let position = entries.count - 1
        if entry.name == nil { unnamedPosition = position }
        if nameIndex != nil {
            return nameIndex!.insert(position, of: entries).map { entries[$0] }
        }
        if entries.count > NameIndex.threshold { reindex() }
        return entries[..<position].last { $0.name == entry.name }
    }

    /// Rebuilds the name index after entries were removed (or keeps none for few).
    mutating func reindex() {
        unnamedPosition = entries.lastIndex { $0.name == nil } ?? -1
        nameIndex = entries.count > NameIndex.threshold ? NameIndex(indexing: entries) : nil
    }
}
