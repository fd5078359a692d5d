/// The registrations made directly on one container: a ``RegistrationList`` per (service type,
/// arguments type) pair.
///
/// An open-addressing hash table keyed by the pair (``RegistryBuckets``), hashed from the two
/// metadata pointers, so a lookup costs the same with ten registrations or ten thousand. The
/// registry owns its lists by hand (retained when added, released by ``deallocate()`` or handed
/// to the caller by ``removeAll()``), so that the resolve path reads them without retaining them.
///
/// A value of plain words stored in its container, which deallocates it when it ends: reading it
/// follows no pointer and, in a debug build, retains nothing. Not thread safe: its container
/// guards it with the container tree's ``ReadMostlyLock``.
@usableFromInline
struct Registry {
    @usableFromInline var buckets = RegistryBuckets.make(capacityLog2: 4)
    @usableFromInline var usedBuckets = 0

    @usableFromInline
    init() {}

    /// Releases the lists and frees the table; the registry is not used again.
    func deallocate() {
        buckets.forEachOccupied { _, list in list.release() }
        buckets.deallocate()
    }

    /// The list of `types`, if any, not retained: valid while the caller holds the read lock,
    /// which keeps writers out.
    @inlinable @inline(__always)
    func list(for types: TypePair) -> Unmanaged<RegistrationList>? {
        guard let index = buckets.index(of: types) else { return nil }
        return buckets.base[index].list
    }

    /// The list and position of the registration serving `key` here, if any, under the read lock:
    /// the list is not retained (see ``list(for:)``).
    @inlinable @inline(__always)
    func registration(for key: RegistrationKey) -> (list: Unmanaged<RegistrationList>, position: Int)? {
        // The probe of ``list(for:)`` written out: one call less in a debug build.
        guard let index = buckets.index(of: key.types), let list = buckets.base[index].list,
              let position = list._withUnsafeGuaranteedRef({ $0.position(named: key.name) })
        else { return nil }
        return (list, position)
    }

    /// The list of `Service` with `types`, made if there is none yet; under the write lock.
    @inlinable
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
    @usableFromInline
    mutating func insert(_ list: RegistrationList) {
        if (usedBuckets + 1) * 2 > buckets.capacity { grow() }
        buckets.base[buckets.freeIndex(for: list.types)] = RegistryBuckets.Bucket(
            types: list.types, list: Unmanaged.passRetained(list))
        usedBuckets += 1
    }

    /// Calls `body` with every list.
    func forEachList(_ body: (RegistrationList) -> Void) {
        buckets.forEachOccupied { _, list in body(list.takeUnretainedValue()) }
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
        buckets.forEachOccupied { _, list in removed.append(list.takeRetainedValue()) }
        buckets.base.update(repeating: RegistryBuckets.Bucket(), count: buckets.capacity)
        usedBuckets = 0
        return removed
    }

    /// Doubles the table's capacity.
    private mutating func grow() {
        let old = buckets
        let grown = RegistryBuckets.make(capacityLog2: UInt.bitWidth - old.shift + 1)
        old.forEachOccupied { types, list in
            grown.base[grown.freeIndex(for: types)] = RegistryBuckets.Bucket(types: types, list: list)
        }
        buckets = grown
        old.deallocate()
    }
}
