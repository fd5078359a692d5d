import Synchronization

/// The registrations of `Service` with one list of runtime argument types, made on one
/// container, oldest first.
///
/// Registrations are stored inline, so registering appends 48 bytes to an array instead of
/// allocating an object. Resolving finds the newest registration with the requested name: the
/// unnamed one by a remembered position, named ones by scanning from the newest or, past
/// ``NameIndex/threshold`` registrations, through a ``NameIndex``.
///
/// Not thread safe: the container tree's ``ReadMostlyLock`` guards it.
@usableFromInline
final class RegistrationList<Service>: AnyRegistrationList, @unchecked Sendable {
    /// The registrations, oldest first: ``registrationCount`` values at the start of a buffer of
    /// ``capacity``. A buffer owned by hand, so that reading it retains nothing.
    @usableFromInline @exclusivity(unchecked) var storage: UnsafeMutablePointer<Registration<Service>>
    /// The ``EntryTraits`` of each registration, at the same positions: atomic, so that
    /// configuration can change them while resolutions read them.
    @usableFromInline @exclusivity(unchecked) var traitStorage: UnsafeMutablePointer<Atomic<UInt64>>
    @usableFromInline @exclusivity(unchecked) var registrationCount = 0
    @usableFromInline @exclusivity(unchecked) var capacity = 1
    /// Whether a registration of the list ever had a state, which the list releases by hand.
    @usableFromInline @exclusivity(unchecked) var hasStates = false

    @usableFromInline
    override init(types: TypePair, handle: ContainerHandle) {
        storage = .allocate(capacity: capacity)
        traitStorage = .allocate(capacity: capacity)
        super.init(types: types, handle: handle)
    }

    deinit {
        if hasStates {
            for position in 0..<registrationCount { storage[position].state?.release() }
        }
        storage.deinitialize(count: registrationCount)
        storage.deallocate()
        traitStorage.deinitialize(count: registrationCount)
        traitStorage.deallocate()
    }

    /// The registrations, oldest first; under the lock.
    @inlinable
    var registrations: UnsafeMutableBufferPointer<Registration<Service>> {
        UnsafeMutableBufferPointer(start: storage, count: registrationCount)
    }

    /// The position of the newest registration named `name`, under the read lock.
    @inlinable @inline(__always)
    func position(named name: String?) -> Int? {
        guard let name else { return unnamedPosition >= 0 ? unnamedPosition : nil }
        let registrations = UnsafeBufferPointer(registrations)
        guard registrations.count <= NameIndex.threshold else {
            return (nameIndex ?? publishNameIndex()).position(of: name, in: registrations)
        }
        // Equal names of a short list are stored identically, so the newest identical one is the
        // newest equal one; only a name spelled otherwise than registered needs the comparisons
        // of `==`.
        var position = registrations.count
        while position > 0 {
            position -= 1
            if registrations[position].hasName(identicalTo: name) { return position }
        }
        position = registrations.count
        while position > 0 {
            position -= 1
            if registrations[position].name == name { return position }
        }
        return nil
    }

    /// Builds the name index of the registrations as they are and publishes it, unless another
    /// thread published one meanwhile, which it returns instead. Safe in a read section: readers
    /// that race each build one, and all but the first discard theirs.
    @usableFromInline
    func publishNameIndex() -> NameIndex {
        let made = NameIndex(indexing: UnsafeBufferPointer(registrations))
        let (exchanged, published) = nameIndexBuffer.compareExchange(
            expected: nil, desired: made.buffer, ordering: .acquiringAndReleasing)
        guard !exchanged, let published else { return made }
        made.deallocate()
        return NameIndex(buffer: published)
    }

    /// The position of the registration `identity`, under the lock: `hint` if it is still
    /// there, the newest registration's (where configuration usually happens) or a search.
    @inlinable
    func position(of identity: UInt64, hint: Int) -> Int? {
        if hint >= 0, hint < registrationCount, traits(at: hint).identity == identity { return hint }
        var position = registrationCount
        while position > 0 {
            position -= 1
            if traits(at: position).identity == identity { return position }
        }
        return nil
    }

    /// The traits of the registration at `position`, under the lock.
    @inlinable @inline(__always)
    override func traits(at position: Int) -> EntryTraits {
        EntryTraits(bits: traitStorage[position].load(ordering: .relaxed))
    }

    /// Changes the traits of the registration at `position`, under the lock (a read section
    /// suffices: other configuration may change them at the same time).
    @inlinable
    func updateTraits(at position: Int, _ update: (inout EntryTraits) -> Void) {
        var current = traitStorage[position].load(ordering: .relaxed)
        while true {
            var traits = EntryTraits(bits: current)
            update(&traits)
            let (exchanged, original) = traitStorage[position].compareExchange(
                expected: current, desired: traits.bits, ordering: .relaxed)
            if exchanged { return }
            current = original
        }
    }

    /// Appends a registration, the newest of its name now; under the write lock.
    ///
    /// - Returns: The position of the registration it shadows, if any.
    @inlinable
    func add(
        name: String?, traits: EntryTraits, factory: ((Resolver) -> Service)?, state: EntryState? = nil,
        entry: AnyObject? = nil
    ) -> Int? {
        if state != nil { hasStates = true }
        if registrationCount == capacity { grow() }
        (storage + registrationCount).initialize(
            to: Registration(name: name, factory: factory, state: state, entry: entry))
        (traitStorage + registrationCount).initialize(to: Atomic(traits.bits))
        registrationCount += 1
        let position = registrationCount - 1
        guard name != nil else {
            defer { unnamedPosition = position }
            return unnamedPosition >= 0 ? unnamedPosition : nil
        }
        return shadowedPosition(byNewest: position)
    }

    /// The position of the registration that the newest one, at `position`, shadows.
    ///
    /// A short list is scanned, and the newest registration keeps its name as the one it shadows
    /// stores it (see ``position(named:)``). A long list keeps its name index up to date once it
    /// has one; before the first named lookup builds it, the shadowed registration is looked for
    /// only if a registration of the list has a state (only a state keeps instances), as
    /// releasing its instances is all the caller does with it: registering many names at
    /// start-up hashes none of them.
    @inlinable
    func shadowedPosition(byNewest position: Int) -> Int? {
        let registrations = UnsafeBufferPointer(registrations)
        if registrations.count <= NameIndex.threshold {
            var candidate = position
            while candidate > 0 {
                candidate -= 1
                if registrations[candidate].name == registrations[position].name {
                    storage[position].name = storage[candidate].name
                    return candidate
                }
            }
            return nil
        }
        if var index = nameIndex {
            defer { nameIndexBuffer.store(index.buffer, ordering: .releasing) }
            return index.insert(position, of: registrations)
        }
        guard hasStates else { return nil }
        var index = NameIndex(indexing: UnsafeBufferPointer(rebasing: registrations[..<position]))
        defer { nameIndexBuffer.store(index.buffer, ordering: .releasing) }
        return index.insert(position, of: registrations)
    }

    /// The state of the registration at `position`, made if it has none yet; under the write
    /// lock.
    @inlinable
    func ensureState(at position: Int) -> TypedEntryState<Service> {
        hasStates = true
        return storage[position].ensureState()
    }

    /// Adds an `initCompleted` handler to the registration at `position`, checked to run on the
    /// actor its code is isolated to, if any; under the write lock. A registration made with an
    /// async factory takes none: the program stops with a report that says what to do instead.
    @usableFromInline
    func addInitCompletedHandler(_ handler: @escaping (Resolver, Service) -> Void, isolation: FactoryIsolation?, at position: Int) {
        let state = ensureState(at: position)
        if state.asyncFactory != nil { fatalError(ResolutionReport.asyncFactoryWithInitCompleted(key: key(at: position))) }
        if let isolation {
            state.initCompletedActions.append(
                isolation.checkingHandler(handler, name: name(at: position), argumentsType: types.argumentsType))
            // A resolveAsync runs the resolution on that actor, unless the factory has one.
            if state.isolation == nil { state.isolation = isolation }
        } else {
            state.initCompletedActions.append(handler)
        }
        updateTraits(at: position) { $0.hasInitCompletedActions = true }
    }

    /// Gives the registration at `position` a custom scope; under the write lock. A registration
    /// made with an async factory takes none: the program stops with a report that says so.
    @usableFromInline
    func ensureStateForCustomScope(at position: Int) -> EntryState {
        let state = ensureState(at: position)
        if state.asyncFactory != nil { fatalError(ResolutionReport.asyncFactoryInCustomScope(key: key(at: position))) }
        return state
    }

    /// Doubles the buffers; under the write lock.
    @usableFromInline
    func grow() {
        capacity *= 2
        storage = storage.movedToBuffer(count: registrationCount, capacity: capacity)
        traitStorage = traitStorage.movedToBuffer(count: registrationCount, capacity: capacity)
    }

    /// Brings the unnamed position and the names up to date after registrations were removed:
    /// the name index is dropped (the next named lookup builds it again), and equal names of a
    /// list short enough to be scanned are stored identically again.
    @usableFromInline
    func reindex() {
        unnamedPosition = registrations.lastIndex { $0.name == nil } ?? -1
        nameIndexBuffer.exchange(nil, ordering: .acquiringAndReleasing)?.deallocate()
        guard registrationCount <= NameIndex.threshold else { return }
        for position in 0..<registrationCount {
            if let equal = (0..<position).first(where: { storage[$0].name == storage[position].name }) {
                storage[position].name = storage[equal].name
            }
        }
    }

    override var count: Int { registrationCount }

    override func name(at position: Int) -> String? { registrations[position].name }

    override func state(at position: Int) -> EntryState? { registrations[position].state?.takeUnretainedValue() }

    @inlinable
    override func position(of identity: UInt64) -> Int? {
        position(of: identity, hint: registrationCount - 1)
    }

    override func newestPosition(named name: String?) -> Int? {
        position(named: name)
    }

    override func visiblePositions() -> [Int] {
        var seenNames = Set<String?>()
        return registrations.indices.reversed().filter { seenNames.insert(registrations[$0].name).inserted }.reversed()
    }

    override func takeAllKeptInstances() -> [Any] {
        guard mayKeepInstances else { return [] }
        var taken: [Any] = []
        for registration in registrations {
            if let state = registration.state { taken += state.takeUnretainedValue().takeKeptInstances() }
        }
        return taken
    }

    override func customStorage(of identity: UInt64) -> InstanceStorage {
        customStorage(at: RegistrationReference(identity: identity, hint: -1), lock: handle.treeLock)
    }

    override func releaseEntries() {
        for position in 0..<registrationCount { storage[position].entry = nil }
    }

    override func emptyList(for handle: ContainerHandle) -> AnyRegistrationList {
        let list = RegistrationList(types: types, handle: handle)
        list.specializedResolution = specializedResolution
        return list
    }

    override func addAlias(named name: String?, to target: AnyRegistrationList, identity: UInt64) -> Int? {
        // An alias of an alias stands for the registration that one stands for, so that every
        // alias leads to a factory in one step.
        let state = (target.position(of: identity).flatMap { target.state(at: $0) } as? AliasState)
            .map { AliasState(target: $0.target, identity: $0.targetIdentity) }
            ?? AliasState(target: target, identity: identity)
        return add(
            name: name,
            traits: EntryTraits(sharing: .transient, isSynchronized: false, makesObjects: false, isAlias: true),
            factory: nil, state: state)
    }

    override func removeRegistrations(where shouldRemove: (EntryTraits, EntryState?) -> Bool) -> AnyObject? {
        var removed: [Registration<Service>] = []
        var kept = 0
        for position in 0..<registrationCount {
            let registration = storage + position
            let traits = traitStorage + position
            let state = registration.pointee.state?.takeUnretainedValue()
            if shouldRemove(EntryTraits(bits: traits.pointee.load(ordering: .relaxed)), state) {
                removed.append(registration.move())
                traits.deinitialize(count: 1)
            } else {
                if kept != position {
                    (storage + kept).moveInitialize(from: registration, count: 1)
                    (traitStorage + kept).moveInitialize(from: traits, count: 1)
                }
                kept += 1
            }
        }
        registrationCount = kept
        guard !removed.isEmpty else { return nil }
        reindex()
        return RemovedRegistrations(removed)
    }

    override func resolveErased(
        _ reference: RegistrationReference, _ request: ResolutionRequest, from container: Container,
        in context: ResolutionContext
    ) -> Any? {
        let found: (Service?, ServiceRecipe<Service>)? = container.treeLock.read {
            position(of: reference.identity, hint: reference.hint).map { (sharedInstance(at: $0), recipe(at: $0)) }
        }
        guard let (shared, recipe) = found else { return nil }
        return shared ?? instance(for: request, recipe, at: reference, from: container, in: context)
    }
}

/// Registrations taken out of a list, kept until the caller let go of the lock; releasing them
/// releases their factories and states.
private final class RemovedRegistrations<Service> {
    let registrations: [Registration<Service>]

    init(_ registrations: [Registration<Service>]) {
        self.registrations = registrations
    }

    deinit {
        for registration in registrations { registration.state?.release() }
    }
}

/// Where to find a registration again after the read section in which it was found: its
/// identity, and the position it had then.
@usableFromInline
struct RegistrationReference {
    @usableFromInline let identity: UInt64
    @usableFromInline let hint: Int

    @inlinable
    init(identity: UInt64, hint: Int) {
        self.identity = identity
        self.hint = hint
    }
}
