/// The registrations made directly on one container, found by their key: the service type, the
/// arguments type and the name.
///
/// An open-addressing hash table (``RegistryBuckets``) holds, for each key, the registration that
/// serves it, the newest one: a lookup hashes the key (two metadata pointers, and the name when
/// there is one) and costs the same with ten registrations or ten thousand, with one name or a
/// thousand. A registration that a newer one of the same key shadows waits in ``shadowed``, so
/// that removing the newer one makes it serve again (registrations are last-in, first-out).
///
/// The table owns the registrations it holds and lends them to readers (``LentRegistration``), so
/// that the resolve path reads them without reference counting. Not thread safe: its container
/// guards it with the container tree's ``ReadMostlyLock``.
struct Registry: ~Copyable {
    var buckets = RegistryBuckets(capacityLog2: 4)
    var usedBuckets = 0
    /// The registration each shadowing one shadows, by the shadowing one's object identifier: a
    /// chain from the registration that serves a key to the oldest of the key.
    var shadowed: [ObjectIdentifier: _ServiceRegistration] = [:]

    init() {}

    /// The registration serving `key` here, if any, lent for the read section the caller holds,
    /// which keeps writers out.
    @inline(__always)
    func registration(for key: RegistrationKey) -> LentRegistration? {
        guard let index = buckets.index(of: key) else { return nil }
        return buckets.lent(at: index)
    }

    /// Adds `registration`, which serves its key from now on; under the write lock.
    ///
    /// - Returns: The registration it shadows, if any.
    mutating func add(_ registration: _ServiceRegistration) -> _ServiceRegistration? {
        let key = registration.key
        // Hashed once: a name's hash reads every byte of the name.
        let hash = key.bucketHash
        if let index = buckets.index(of: key, hash: hash) {
            let shadowing = buckets.replace(at: index, with: registration)
            shadowed[ObjectIdentifier(registration)] = shadowing
            return shadowing
        }
        if (usedBuckets + 1) * 2 > buckets.capacity { buckets.grow() }
        buckets.insert(registration, hash: hash)
        usedBuckets += 1
        return nil
    }

    /// Calls `body` with every registration that serves a key, in the order they were made.
    func forEachServing(_ body: (_ServiceRegistration) -> Void) {
        var serving: [_ServiceRegistration] = []
        serving.reserveCapacity(usedBuckets)
        buckets.forEachOccupied { serving.append($0) }
        serving.sort { $0.traits.identity < $1.traits.identity }
        serving.forEach(body)
    }

    /// Calls `body` with every registration, shadowed ones included, in no particular order.
    func forEachRegistration(_ body: (_ServiceRegistration) -> Void) {
        buckets.forEachOccupied(body)
        shadowed.values.forEach(body)
    }

    /// The registrations of each key, newest first: the one that serves it, then those it
    /// shadows.
    func chains() -> [[_ServiceRegistration]] {
        var chains: [[_ServiceRegistration]] = []
        chains.reserveCapacity(usedBuckets)
        buckets.forEachOccupied { head in
            var chain = [head]
            while let older = shadowed[ObjectIdentifier(chain[chain.count - 1])] { chain.append(older) }
            chains.append(chain)
        }
        return chains
    }

    /// Whether `registration` serves a key here, itself or through an alias.
    func servesAnyKey(_ registration: _ServiceRegistration) -> Bool {
        var serves = false
        buckets.forEachOccupied { serving in
            if !serves, serving.served === registration { serves = true }
        }
        return serves
    }

    /// Removes the registrations for which `shouldRemove` returns `true`, making any registration
    /// they shadowed serve again, and marks them removed (an entry the app keeps then configures
    /// nothing); under the write lock.
    ///
    /// - Returns: The removed registrations and what their slots held, for the caller to release
    ///   once it let go of the lock (releasing a factory or an instance may run a `deinit` that
    ///   resolves); empty if none was removed.
    mutating func remove(where shouldRemove: (_ServiceRegistration) -> Bool) -> [AnyObject] {
        let chains = chains()
        var removed: [AnyObject] = []
        let kept = chains.map { chain in
            chain.filter { registration in
                guard shouldRemove(registration) else { return true }
                if let held = registration.remove() { removed.append(held) }
                removed.append(registration)
                return false
            }
        }
        guard !removed.isEmpty else { return [] }
        clear()
        // Each key's registrations added again, oldest first, so that each shadows the one before.
        for chain in kept {
            for registration in chain.reversed() { _ = add(registration) }
        }
        return removed
    }

    /// Removes every registration, and returns them all, shadowed ones included, for the caller
    /// to release once it let go of the lock.
    mutating func removeAll() -> [_ServiceRegistration] {
        var all: [_ServiceRegistration] = []
        all.reserveCapacity(usedBuckets + shadowed.count)
        forEachRegistration { all.append($0) }
        clear()
        return all
    }

    /// Empties the table and the chains.
    private mutating func clear() {
        buckets.removeAll()
        usedBuckets = 0
        shadowed = [:]
    }
}

/// What a registration is found by: the service type, the type of its runtime arguments and a name.
///
/// The arguments type is the tuple of the argument types (`Void` for none, the type itself for
/// one), so a factory `(Resolver, String, Int) -> Dog` is found under `(String, Int)`.
struct RegistrationKey: @unchecked Sendable {
    let serviceType: Any.Type
    let argumentsType: Any.Type
    let name: String?

    @inline(__always)
    init(serviceType: Any.Type, argumentsType: Any.Type, name: String?) {
        self.serviceType = serviceType
        self.argumentsType = argumentsType
        self.name = name
    }

    /// Whether `other` is the same key.
    func matches(_ other: RegistrationKey) -> Bool {
        serviceType == other.serviceType && argumentsType == other.argumentsType && name == other.name
    }

    /// The type pair that selects a bucket of the registry; the name is matched inside it.
    @inline(__always)
    var types: TypePair { TypePair(serviceType: serviceType, argumentsType: argumentsType) }
}

/// A service type together with the type of its runtime arguments.
struct TypePair: @unchecked Sendable {
    let serviceType: Any.Type
    let argumentsType: Any.Type

    @inline(__always)
    init(serviceType: Any.Type, argumentsType: Any.Type) {
        self.serviceType = serviceType
        self.argumentsType = argumentsType
    }
}

/// How the table hashes keys: by the addresses of the two metadata, with integer operations
/// only, and by the name's ``NameHash`` when there is a name.
extension RegistrationKey {
    /// The hash of the key's bucket: the two metadata addresses mixed by Fibonacci hashing, each
    /// multiplied by an odd constant of the word's width (from the golden ratio and from xxHash),
    /// so that the product's top bits, which an index is taken from, mix every bit of the
    /// address; then mixed with the name's hash when there is a name. Literals chosen by the
    /// word's width, so that 32-bit targets (watchOS on arm64_32) compile them.
    @inline(__always)
    var bucketHash: UInt {
        let service = UInt(bitPattern: ObjectIdentifier(serviceType))
        let arguments = UInt(bitPattern: ObjectIdentifier(argumentsType))
        #if _pointerBitWidth(_32)
        let types = (service &* 0x9E37_79B9) ^ (arguments &* 0xC2B2_AE3D)
        #else
        let types = (service &* 0x9E37_79B9_7F4A_7C15) ^ (arguments &* 0xC2B2_AE3D_27D4_EB4F)
        #endif
        guard let name else { return types }
        return types ^ UInt(bitPattern: NameHash.of(name))
    }
}

extension TypePair {
    /// Whether `other` is the same pair.
    @inline(__always)
    func matches(_ other: TypePair) -> Bool {
        // Equal when the two metadata addresses of each pair differ in no bit.
        (UInt(bitPattern: ObjectIdentifier(serviceType)) ^ UInt(bitPattern: ObjectIdentifier(other.serviceType)))
            | (UInt(bitPattern: ObjectIdentifier(argumentsType)) ^ UInt(bitPattern: ObjectIdentifier(other.argumentsType))) == 0
    }
}
