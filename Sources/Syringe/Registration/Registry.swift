/// The registrations made directly on one container.
///
/// An open-addressing hash table keyed by (service type, arguments type), hashed from the two
/// metadata pointers, so a lookup costs the same with ten registrations or ten thousand. Each
/// bucket keeps the registrations of its type pair in the order they were made; the newest one
/// with the requested name serves it, so registering a key again shadows the earlier registration.
///
/// Not thread safe: its container guards it with the container tree's ``ReadMostlyLock``.
@usableFromInline
final class Registry {
    @usableFromInline
    struct Bucket {
        @usableFromInline var types: TypePair?
        @usableFromInline var registrations: [Registration] = []
        /// Kept once the type pair has more than ``NameIndex/threshold`` registrations.
        @usableFromInline var nameIndex: NameIndex?
        /// The position of the newest unnamed registration, or -1: most resolutions ask for no
        /// name, and find it without comparing names.
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
        if key.name == nil {
            let position = buckets[index].unnamedPosition
            guard position >= 0 else { return nil }
            return buckets[index].registrations.withUnsafeBufferPointer { registrations in
                Unmanaged.passUnretained(registrations[position].entry)
            }
        }
        let nameIndex = buckets[index].nameIndex
        return buckets[index].registrations.withUnsafeBufferPointer { registrations in
            if let nameIndex {
                return nameIndex.position(of: key.name, in: registrations)
                    .map { Unmanaged.passUnretained(registrations[$0].entry) }
            }
            var position = registrations.count
            while position > 0 {
                position -= 1
                if registrations[position].name == key.name {
                    return Unmanaged.passUnretained(registrations[position].entry)
                }
            }
            return nil
        }
    }

    /// All registrations of a type pair, oldest first, including shadowed ones.
    func registrations(of types: TypePair) -> [Registration] {
        bucketIndex(of: types).map { buckets[$0].registrations } ?? []
    }

    /// Adds a registration; it shadows any earlier one with the same key.
    @usableFromInline
    ///
    /// - Returns: The entry that served the key until now, if any, now shadowed.
    @discardableResult
    func add(_ registration: Registration, for types: TypePair) -> AnyServiceEntry? {
        if let index = bucketIndex(of: types) {
            return buckets[index].add(registration)
        }
        if (usedBuckets + 1) * 2 > buckets.count { grow() }
        let index = firstFreeIndex(for: types)
        buckets[index] = Bucket(types: types, registrations: [registration], unnamedPosition: registration.name == nil ? 0 : -1)
        usedBuckets += 1
        return nil
    }

    /// Whether `entry` serves any key here, under any type or name.
    func servesAnyKey(_ entry: AnyServiceEntry) -> Bool {
        buckets.contains { bucket in
            bucket.registrations.indices.contains { position in
                let registration = bucket.registrations[position]
                return registration.entry === entry
                    && !bucket.registrations[(position + 1)...].contains { $0.name == registration.name }
            }
        }
    }

    /// Removes the registrations for which `shouldRemove` returns `true`, making any registration
    /// they shadowed visible again.
    ///
    /// - Returns: The removed registrations, for the caller to release after letting go of the
    ///   lock (releasing an entry can release its instances, whose `deinit` may resolve).
    func removeRegistrations(where shouldRemove: (TypePair, Registration) -> Bool) -> [Registration] {
        var removed: [Registration] = []
        for index in buckets.indices {
            guard let types = buckets[index].types else { continue }
            let countBefore = removed.count
            buckets[index].registrations.removeAll { registration in
                guard shouldRemove(types, registration) else { return false }
                removed.append(registration)
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

    /// Calls `body` with every registration that currently serves its key (shadowed ones are
    /// skipped), grouped by type pair, oldest first within a pair.
    func forEachVisible(_ body: (TypePair, Registration) -> Void) {
        for bucket in buckets {
            guard let types = bucket.types else { continue }
            var seenNames = Set<String?>()
            let visible = bucket.registrations.reversed().filter { seenNames.insert($0.name).inserted }
            for registration in visible.reversed() { body(types, registration) }
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
    /// Appends `registration`, the newest of its name now.
    ///
    /// - Returns: The entry it shadows, if any.
    mutating func add(_ registration: Registration) -> AnyServiceEntry? {
        registrations.append(registration)
        let position = registrations.count - 1
        if registration.name == nil { unnamedPosition = position }
        if nameIndex != nil {
            return nameIndex!.insert(position, of: registrations).map { registrations[$0].entry }
        }
        if registrations.count > NameIndex.threshold { reindex() }
        return registrations[..<position].last { $0.name == registration.name }?.entry
    }

    /// Rebuilds the name index after registrations were removed (or keeps none for few).
    mutating func reindex() {
        unnamedPosition = registrations.lastIndex { $0.name == nil } ?? -1
        nameIndex = registrations.count > NameIndex.threshold ? NameIndex(indexing: registrations) : nil
    }
}
