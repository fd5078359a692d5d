/// The hash table of a ``Registry``: one bucket per key, which holds the registration serving the
/// key and the key's ``RegistrationKey/bucketHash``, found by open addressing from that hash. The
/// registration knows its key: a probe compares hashes, and the key only where they are equal, in
/// the registration, which it reads next anyway.
///
/// One of the homes of unsafe code (see the Architecture article). The table owns its memory and
/// its registrations by hand, and nothing else touches either:
/// - `base` points to `capacity` initialized buckets, a power of two, which the initializer
///   allocates and the deinit frees; the table cannot be copied, so that happens once.
/// - A registration in a bucket is retained once, by ``insert(_:hash:)`` or
///   ``replace(at:with:)``, and released once: when ``replace(at:with:)`` hands it to the caller,
///   or by ``removeAll()`` or the deinit. ``grow()`` moves the registrations to the new table
///   without counting them again.
/// - A reader gets a registration lent (``LentRegistration``), not retained: the container tree's
///   read section it holds keeps writers, and so every change above, out until it ends.
///
/// The owning registry keeps the table at most half full, so that every probe ends at an empty
/// bucket.
struct RegistryBuckets: ~Copyable {
    /// A bucket: the registration serving a key, retained by the table, and the key's hash; or
    /// empty.
    struct Bucket {
        var hash: UInt = 0
        var registration: Unmanaged<_ServiceRegistration>?
    }

    private let base: UnsafeMutablePointer<Bucket>
    /// How far a hash is shifted right to give a bucket index: the bits of a word minus
    /// log2(capacity), so that the index comes from the hash's best-mixed high bits.
    private let shift: Int
    /// The number of buckets minus one: the bits an index can have.
    private let mask: Int

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

    /// Releases the registrations the table holds, and frees it.
    deinit {
        removeAll()
        base.deallocate()
    }

    /// The index of the bucket of `key`, if the table has one.
    @inline(__always)
    func index(of key: RegistrationKey) -> Int? {
        index(of: key, hash: key.bucketHash)
    }

    /// The index of the bucket of `key`, whose ``RegistrationKey/bucketHash`` is `hash`, if the
    /// table has one.
    @inline(__always)
    func index(of key: RegistrationKey, hash: UInt) -> Int? {
        var index = Int(truncatingIfNeeded: hash &>> UInt(shift))
        while let candidate = base[index].registration {
            // The key is compared only where the hashes are equal, which spares a probe through a
            // collision the read of another registration.
            if base[index].hash == hash, LentRegistration(candidate).serves(key) { return index }
            index = (index &+ 1) & mask
        }
        return nil
    }

    /// The registration of the occupied bucket `index`, lent for the caller's read section.
    @inline(__always)
    func lent(at index: Int) -> LentRegistration {
        LentRegistration(base[index].registration.unsafelyUnwrapped)
    }

    /// Puts `registration`, whose key's hash is `hash` and which the table does not have, in the
    /// empty bucket where that key goes; under the write lock.
    func insert(_ registration: _ServiceRegistration, hash: UInt) {
        var index = Int(truncatingIfNeeded: hash &>> UInt(shift))
        while base[index].registration != nil { index = (index + 1) & mask }
        base[index] = Bucket(hash: hash, registration: Unmanaged.passRetained(registration))
    }

    /// Puts `registration` in the occupied bucket `index`, of the same key, and returns the
    /// registration that was there, for the caller to own; under the write lock.
    func replace(at index: Int, with registration: _ServiceRegistration) -> _ServiceRegistration {
        let replaced = base[index].registration.unsafelyUnwrapped.takeRetainedValue()
        base[index].registration = Unmanaged.passRetained(registration)
        return replaced
    }

    /// Empties every bucket, releasing its registration; under the write lock.
    func removeAll() {
        for index in 0..<capacity {
            base[index].registration?.release()
            base[index] = Bucket()
        }
    }

    /// Doubles the table's capacity; under the write lock.
    mutating func grow() {
        let grown = RegistryBuckets(capacityLog2: UInt.bitWidth - shift + 1)
        for index in 0..<capacity {
            let bucket = base[index]
            guard bucket.registration != nil else { continue }
            var target = Int(truncatingIfNeeded: bucket.hash &>> UInt(grown.shift))
            while grown.base[target].registration != nil { target = (target + 1) & grown.mask }
            // Moved, not released: the grown table owns the registration now.
            grown.base[target] = bucket
            base[index] = Bucket()
        }
        // The old table, empty now, goes: its deinit frees it.
        self = grown
    }

    /// Calls `body` with the registration of each bucket that holds one; under the lock.
    func forEachOccupied(_ body: (_ServiceRegistration) -> Void) {
        for index in 0..<capacity {
            if let registration = base[index].registration { body(registration.takeUnretainedValue()) }
        }
    }
}

/// A registration that the registry lends to a reader: valid while the read section in which it
/// was found lasts, and read without reference counting (a resolution reads its traits, its
/// shared object and its factory through it).
///
/// Made only by ``RegistryBuckets``; the resolve path keeps one only beside the ``ReadSection`` it
/// was found in (``ResolutionPlan``), and takes ``registration`` (a strong reference) for anything
/// that outlasts the section.
struct LentRegistration {
    private let reference: Unmanaged<_ServiceRegistration>

    @inline(__always)
    fileprivate init(_ reference: Unmanaged<_ServiceRegistration>) {
        self.reference = reference
    }

    /// The registration itself, a strong reference, for work that outlasts the read section.
    var registration: _ServiceRegistration {
        reference.takeUnretainedValue()
    }

    /// The registration's traits.
    @inline(__always)
    var traits: EntryTraits {
        reference._withUnsafeGuaranteedRef { EntryTraits(bits: $0.traitBits.load(ordering: .relaxed)) }
    }

    /// The object the registration, whose traits are `traits`, already shares (see
    /// ``_ServiceRegistration/sharedObject(in:traits:)``).
    @inline(__always)
    func sharedObject(traits: EntryTraits) -> AnyObject? {
        guard traits.keepsSharedInstance else { return nil }
        return reference._withUnsafeGuaranteedRef { $0.slot.sharedObject(traits: traits) }
    }

    /// The factory of the registration, one of `service` that is no alias (so it is the
    /// ``ServiceEntry`` `register` returned).
    @inline(__always)
    func factory<Service>(as service: Service.Type) -> (Resolver) -> Service {
        reference._withUnsafeGuaranteedRef { $0.factory(as: Service.self) }
    }

    /// Whether the registration serves `key`.
    @inline(__always)
    func serves(_ key: RegistrationKey) -> Bool {
        reference._withUnsafeGuaranteedRef { registration in
            guard registration.types.matches(key.types) else { return false }
            guard let wanted = key.name else { return registration.name == nil }
            guard let name = registration.name else { return false }
            return name == wanted
        }
    }
}

extension _ServiceRegistration {
    /// This registration, lent as the table lends its own, for a read section that keeps it
    /// alive by another way: the registration a lent alias stands for, which the alias holds and
    /// which writers alone replace.
    var lent: LentRegistration {
        LentRegistration(.passUnretained(self))
    }
}

/// A registration's slot: its ``EntryState``, or the object a `.container` registration of a class
/// type shares (see ``_ServiceRegistration/slot``).
///
/// The slot owns its reference by hand, retained when set and released when replaced or when the
/// slot goes, so that the resolve path, inside a read section of the registration's
/// ``LentRegistration``, reads the object and the state without retaining either. Writers, who
/// alone change the slot, wait for every read section to end.
struct RegistrationSlot: ~Copyable {
    private var reference: Unmanaged<AnyObject>?

    init(_ object: AnyObject?) {
        reference = object.map { .passRetained($0) }
    }

    deinit {
        reference?.release()
    }

    /// What the slot holds; set under the write lock.
    var object: AnyObject? {
        get { reference?.takeUnretainedValue() }
        set {
            let replaced = reference
            reference = newValue.map { .passRetained($0) }
            replaced?.release()
        }
    }

    /// The object that a registration with `traits`, whose slot this is, already shares (see
    /// ``_ServiceRegistration/sharedObject(in:traits:)``), read in a read section without
    /// retaining the slot's object or state.
    @inline(__always)
    func sharedObject(traits: EntryTraits) -> AnyObject? {
        guard let reference else { return nil }
        if traits.keepsObjectInRecord { return reference.takeUnretainedValue() }
        return reference._withUnsafeGuaranteedRef {
            _ServiceRegistration.sharedObject(inState: downcast($0, to: EntryState.self), traits: traits)
        }
    }
}
