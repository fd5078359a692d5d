/// The registrations made directly on one container: a ``RegistrationList`` per (service type,
/// arguments type) pair.
///
/// An open-addressing hash table of the lists (``RegistryBuckets``), found by the pair, hashed
/// from the two metadata pointers, so a lookup costs the same with ten registrations or ten
/// thousand. The
/// registry owns its lists by hand (retained when added, released by ``deallocate()`` or handed
/// to the caller by ``removeAll()``), so that the resolve path reads them without retaining them.
///
/// A value of plain words stored in its container, which cannot be copied and releases its lists
/// when it ends: reading it follows no pointer and, in a debug build, retains nothing. Not thread safe: its container
/// guards it with the container tree's ``ReadMostlyLock``. The table is in this file, so that a
/// debug build of the library (which inlines its own transparent code only within a file) makes
/// the probe of a lookup without a call.
struct Registry: ~Copyable {
    var buckets = RegistryBuckets(capacityLog2: 4)
    var usedBuckets = 0

    init() {}

    deinit {
        buckets.forEachOccupied { $0.release() }
    }

    /// The list of `types`, if any, not retained: valid while the caller holds the read lock,
    /// which keeps writers out.
    func list(for types: TypePair) -> Unmanaged<RegistrationList>? {
        guard let index = buckets.index(of: types) else { return nil }
        return buckets.base[index].list
    }

    /// The list and position of the registration serving `key` here, if any, under the read lock:
    /// the list is not retained (see ``list(for:)``).
    ///
    /// Transparent, so that a debug build calls it without setting up its locals, and without a
    /// closure of its own: the optimizer can leave a closure in transparent code a call of its own
    /// (41 instructions more a singleton resolve in release, when the name lookup was one).
    @_transparent
    func registration(for key: RegistrationKey) -> (list: Unmanaged<RegistrationList>, position: Int)? {
        // The probe of ``list(for:)`` written out: one call less in a debug build.
        guard let index = buckets.index(of: key.types), let list = buckets.base[index].list,
              let position = RegistrationList.position(named: key.name, in: list)
        else { return nil }
        return (list, position)
    }

    /// The list of `Service` with `types`, made if there is none yet; under the write lock.
    mutating func list(for types: TypePair, handle: ContainerHandle) -> RegistrationList {
        if let list = list(for: types) { return list.takeUnretainedValue() }
        let list = RegistrationList(types: types, handle: handle)
        insert(list)
        return list
    }

    /// The list of the types of `template`, a list of another container, made if there is none
    /// yet; under the write lock.
    mutating func list(like template: RegistrationList, handle: ContainerHandle) -> RegistrationList {
        if let list = list(for: template.types) { return list.takeUnretainedValue() }
        let list = template.emptyList(for: handle)
        insert(list)
        return list
    }

    /// Adds `list`, whose pair has no list yet.
    mutating func insert(_ list: RegistrationList) {
        if (usedBuckets + 1) * 2 > buckets.capacity { grow() }
        let hash = list.types.bucketHash
        buckets.base[buckets.freeIndex(for: hash)] = RegistryBuckets.Bucket(hash: hash, list: Unmanaged.passRetained(list))
        usedBuckets += 1
    }

    /// Calls `body` with every list.
    func forEachList(_ body: (RegistrationList) -> Void) {
        buckets.forEachOccupied { body($0.takeUnretainedValue()) }
    }

    /// Calls `body` with every registration that serves a name (shadowed ones are skipped),
    /// grouped by list, oldest first within a list.
    func forEachVisible(_ body: (RegistrationList, Int) -> Void) {
        forEachList { list in
            for position in list.visiblePositions() { body(list, position) }
        }
    }

    /// Whether the registration `identity` of `list` serves a name here, itself or through an
    /// alias.
    func servesAnyKey(_ list: RegistrationList, identity: UInt64) -> Bool {
        var serves = false
        forEachVisible { candidate, position in
            guard !serves, let (servedList, served) = candidate.served(at: position) else { return }
            serves = servedList === list && servedList.traits(at: served).identity == identity
        }
        return serves
    }

    /// Removes the registrations for which `shouldRemove` returns `true`.
    ///
    /// - Returns: The removed registrations, for the caller to release after letting go of the
    ///   lock.
    func removeRegistrations(
        where shouldRemove: (RegistrationList, EntryTraits, EntryState?) -> Bool
    ) -> [RemovedRegistrations] {
        var removed: [RemovedRegistrations] = []
        forEachList { list in
            if let taken = list.removeRegistrations(where: { shouldRemove(list, $0, $1) }) { removed.append(taken) }
        }
        return removed
    }

    /// Removes every registration.
    ///
    /// - Returns: The former lists, for the caller to release after letting go of the lock.
    mutating func removeAll() -> [RegistrationList] {
        var removed: [RegistrationList] = []
        buckets.forEachOccupied { removed.append($0.takeRetainedValue()) }
        buckets.base.update(repeating: RegistryBuckets.Bucket(), count: buckets.capacity)
        usedBuckets = 0
        return removed
    }

    /// Doubles the table's capacity.
    private mutating func grow() {
        let grown = RegistryBuckets(capacityLog2: UInt.bitWidth - buckets.shift + 1)
        buckets.forEachOccupied { list in
            let hash = list.takeUnretainedValue().types.bucketHash
            grown.base[grown.freeIndex(for: hash)] = RegistryBuckets.Bucket(hash: hash, list: list)
        }
        // The old table goes, freed by its deinit; its lists are the grown table's now.
        buckets = grown
    }
}

/// The hash table of a ``Registry``: one bucket per (service type, arguments type) pair, which
/// holds the pair's list and the pair's ``TypePair/bucketHash``, found by open addressing from
/// that hash. The list knows its pair: a probe compares hashes, and the pair only where they are
/// equal, in the list, which it reads next anyway.
///
/// The memory is managed by hand, and only here: `base` points to `capacity` initialized
/// buckets, a power of two, which the initializer allocates and the deinit frees (the table
/// cannot be copied, so that happens once); the owning registry keeps the table at most half full
/// (so every probe ends at an empty bucket) and releases the lists the buckets hold. A lookup reads the buckets
/// through the pointer, so that it retains nothing and, in a debug build, calls no generic code.
struct RegistryBuckets: ~Copyable {
    /// A bucket: the list of a pair, retained by the registry, and the pair's hash; or empty.
    struct Bucket {
        var hash: UInt = 0
        var list: Unmanaged<RegistrationList>?
    }

    let base: UnsafeMutablePointer<Bucket>
    /// How far a hash is shifted right to give a bucket index: the bits of a word minus
    /// log2(capacity), so that the index comes from the hash's best-mixed high bits.
    let shift: Int
    /// The number of buckets minus one: the bits an index can have.
    let mask: Int

    /// The number of buckets.
    var capacity: Int { mask + 1 }

    /// A table of 2^`capacityLog2` empty buckets.
    init(capacityLog2: Int) {
        let capacity = 1 << capacityLog2
        base = UnsafeMutablePointer<Bucket>.allocate(capacity: capacity)
        base.initialize(repeating: Bucket(), count: capacity)
        shift = UInt.bitWidth - capacityLog2
        mask = capacity - 1
    }

    /// Frees the table; the lists its buckets hold are the owner's to release.
    deinit {
        base.deallocate()
    }

    /// The index of the bucket of `types`, if the table has one.
    @_transparent
    func index(of types: TypePair) -> Int? {
        let hash = types.bucketHash
        var index = Int(truncatingIfNeeded: hash &>> UInt(shift))
        while let candidate = base[index].list {
            // The pair is compared only where the hashes are equal, which spares a probe through a
            // collision the read of another list.
            if base[index].hash == hash, candidate.takeUnretainedValue().types.matches(types) { return index }
            index = (index &+ 1) & mask
        }
        return nil
    }

    /// The index of the empty bucket where a pair whose hash is `hash`, which has none, goes.
    func freeIndex(for hash: UInt) -> Int {
        var index = Int(truncatingIfNeeded: hash &>> UInt(shift))
        while base[index].list != nil { index = (index + 1) & mask }
        return index
    }

    /// Calls `body` with the list of each bucket that holds one.
    ///
    /// A loop over the indices rather than a lazy filter of the buffer: a debug build runs such a
    /// filter's iterator as unspecialized generic code, which cost about 1,500 instructions a
    /// bucket when a registration of a new service type grew the table.
    func forEachOccupied(_ body: (Unmanaged<RegistrationList>) -> Void) {
        var index = 0
        while index <= mask {
            if let list = base[index].list { body(list) }
            index &+= 1
        }
    }
}

/// How the table hashes and compares pairs: by the addresses of the two metadata, with integer
/// operations only.
extension TypePair {
    /// A cheap, well-mixed hash of the two metadata pointers (no `Hasher` on the resolve path).
    @_transparent
    var bucketHash: UInt {
        Self.mix(UInt(bitPattern: ObjectIdentifier(serviceType)), UInt(bitPattern: ObjectIdentifier(argumentsType)))
    }

    /// Fibonacci hashing of two addresses: each is multiplied by an odd constant of the word's
    /// width (from the golden ratio and from xxHash), so that the product's top bits, which an
    /// index is taken from, mix every bit of the address. Literals chosen by the word's width,
    /// so that 32-bit targets (watchOS on arm64_32) compile them, and a debug build multiplies
    /// by a constant rather than calling a conversion.
    @_transparent
    static func mix(_ first: UInt, _ second: UInt) -> UInt {
        #if _pointerBitWidth(_32)
        (first &* 0x9E37_79B9) ^ (second &* 0xC2B2_AE3D)
        #else
        (first &* 0x9E37_79B9_7F4A_7C15) ^ (second &* 0xC2B2_AE3D_27D4_EB4F)
        #endif
    }

    /// Whether `other` is the same pair.
    @_transparent
    func matches(_ other: TypePair) -> Bool {
        // Compared as words: `&&` would be a closure call in a debug build.
        (UInt(bitPattern: ObjectIdentifier(serviceType)) ^ UInt(bitPattern: ObjectIdentifier(other.serviceType)))
            | (UInt(bitPattern: ObjectIdentifier(argumentsType)) ^ UInt(bitPattern: ObjectIdentifier(other.argumentsType))) == 0
    }
}
