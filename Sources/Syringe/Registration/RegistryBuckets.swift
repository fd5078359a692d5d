/// The hash table of a ``Registry``: one bucket per (service type, arguments type) pair, found
/// by open addressing from the pair's ``TypePair/bucketHash``.
///
/// The memory is managed by hand, and only here: `base` points to `capacity` initialized
/// buckets, a power of two, which ``make(capacityLog2:)`` allocates and ``deallocate()`` frees;
/// the owning registry calls each exactly once, keeps the table at most half full (so every probe
/// ends at an empty bucket) and releases the lists the buckets hold. A lookup reads the buckets
/// through the pointer, so that it retains nothing and, in a debug build, calls no generic code.
@usableFromInline
struct RegistryBuckets {
    @usableFromInline
    struct Bucket {
        @usableFromInline var types: TypePair?
        @usableFromInline var list: Unmanaged<RegistrationList>?
    }

    @usableFromInline let base: UnsafeMutablePointer<Bucket>
    /// How far a hash is shifted right to give a bucket index: the bits of a word minus
    /// log2(capacity), so that the index comes from the hash's best-mixed high bits.
    @usableFromInline let shift: Int
    /// The number of buckets minus one: the bits an index can have.
    @usableFromInline let mask: Int

    /// The number of buckets.
    var capacity: Int { mask + 1 }

    /// A table of 2^`capacityLog2` empty buckets.
    static func make(capacityLog2: Int) -> RegistryBuckets {
        let capacity = 1 << capacityLog2
        let base = UnsafeMutablePointer<Bucket>.allocate(capacity: capacity)
        base.initialize(repeating: Bucket(), count: capacity)
        return RegistryBuckets(base: base, shift: UInt.bitWidth - capacityLog2, mask: capacity - 1)
    }

    private init(base: UnsafeMutablePointer<Bucket>, shift: Int, mask: Int) {
        self.base = base
        self.shift = shift
        self.mask = mask
    }

    /// Frees the table; the lists its buckets hold are the owner's to release first.
    func deallocate() {
        base.deinitialize(count: capacity)
        base.deallocate()
    }

    /// The index of the bucket of `types`, if the table has one.
    @usableFromInline @_transparent
    func index(of types: TypePair) -> Int? {
        var index = Int(truncatingIfNeeded: types.bucketHash &>> UInt(shift))
        while let candidate = base[index].types {
            if candidate.matches(types) { return index }
            index = (index &+ 1) & mask
        }
        return nil
    }

    /// The index of the empty bucket where `types`, which has none, goes.
    func freeIndex(for types: TypePair) -> Int {
        var index = Int(truncatingIfNeeded: types.bucketHash &>> UInt(shift))
        while base[index].types != nil { index = (index + 1) & mask }
        return index
    }

    /// Calls `body` with the pair and the list of each bucket that holds a list.
    ///
    /// A loop over the indices rather than a lazy filter of the buffer: a debug build runs such a
    /// filter's iterator as unspecialized generic code, which cost about 1,500 instructions a
    /// bucket when a registration of a new service type grew the table.
    func forEachOccupied(_ body: (TypePair, Unmanaged<RegistrationList>) -> Void) {
        var index = 0
        while index <= mask {
            if let types = base[index].types, let list = base[index].list { body(types, list) }
            index &+= 1
        }
    }
}

/// How the table hashes and compares pairs: by the addresses of the two metadata, with integer
/// operations only, which a debug build inlines as it does the lookup.
extension TypePair {
    /// A cheap, well-mixed hash of the two metadata pointers (no `Hasher` on the resolve path).
    @usableFromInline @_transparent
    var bucketHash: UInt {
        (unsafeBitCast(serviceType, to: UInt.self) &* 0x9E37_79B9_7F4A_7C15)
            ^ (unsafeBitCast(argumentsType, to: UInt.self) &* 0xC2B2_AE3D_27D4_EB4F)
    }

    /// Whether `other` is the same pair.
    @usableFromInline @_transparent
    func matches(_ other: TypePair) -> Bool {
        unsafeBitCast(serviceType, to: UInt.self) == unsafeBitCast(other.serviceType, to: UInt.self)
            && unsafeBitCast(argumentsType, to: UInt.self) == unsafeBitCast(other.argumentsType, to: UInt.self)
    }
}
