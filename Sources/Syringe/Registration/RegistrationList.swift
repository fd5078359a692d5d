import Synchronization

/// The registrations of one service type with one list of runtime argument types, made on one
/// container, oldest first.
///
/// The newest registration with a name serves it, so registering a name again shadows the
/// earlier registration, and removing the newer one makes the earlier one serve again. Each
/// registration's name, traits and state are kept here, in a ``RegistrationRecord``, so that
/// code which does not know the service type finds a registration, decides how to resolve it and
/// reads an instance it shares as an object (see ``ResolutionPlan``); the diagnostics,
/// verification, removal and reset work through this interface too. Registering, and the general
/// path of a resolution, see the registrations as registrations of the service type they know
/// (`RegistrationList+TypedRegistrations.swift`). The class is not generic: a distinct service
/// type costs no generic class metadata, which the runtime would otherwise build for each one at
/// its first registration.
///
/// Not thread safe: the container tree's ``ReadMostlyLock`` guards every list of the tree. Its
/// variables are `final`, so that a debug build reads them directly instead of through accessors.
final class RegistrationList: @unchecked Sendable {
    /// The service type and argument types of every registration in the list.
    let types: TypePair
    /// The locks of the container the registrations were made on, and the container while it
    /// exists.
    let handle: ContainerHandle
    /// The buffer of the list's ``NameIndex``, once it has one (past ``NameIndex/threshold``
    /// registrations). Published with an atomic store, so that the first named lookup can build
    /// it in a read section; the list frees it.
    let nameIndexBuffer = Atomic<UnsafeMutablePointer<UInt64>?>(nil)
    /// The position of the newest unnamed registration, or -1: most resolutions ask for no name,
    /// and find it without comparing names.
    @exclusivity(unchecked) final var unnamedPosition = -1
    /// Whether a registration of the list ever filled its record's slot (a state or a shared
    /// object), which the list releases by hand.
    @exclusivity(unchecked) final var hasFilledSlots = false
    /// Whether the list's container gave it up (see ``detachFromContainer(takingInto:)``): its
    /// registrations can still be configured, but they resolve nothing.
    @exclusivity(unchecked) final var isDetached = false
    /// The registrations, oldest first: ``count`` records in a buffer with room for
    /// ``capacity``. One buffer owned by hand, so that reading it retains nothing and a list of
    /// one registration makes one allocation besides itself.
    @exclusivity(unchecked) final var records: UnsafeMutablePointer<RegistrationRecord>
    /// The number of registrations, shadowed ones included.
    @exclusivity(unchecked) final var count = 0
    /// The number of records the buffer has room for.
    @exclusivity(unchecked) final var capacity = 1

    init(types: TypePair, handle: ContainerHandle) {
        self.types = types
        self.handle = handle
        records = .allocate(capacity: 1)
    }

    deinit {
        if hasFilledSlots {
            for position in 0..<count { records[position].slot?.release() }
        }
        records.deinitialize(count: count)
        records.deallocate()
        nameIndex?.deallocate()
    }

    /// The list's name index, if it has one.
    var nameIndex: NameIndex? {
        nameIndexBuffer.load(ordering: .acquiring).map(NameIndex.init(buffer:))
    }

    /// Changes the traits of the registration at `position`, under the lock (a read section
    /// suffices: other configuration may change them at the same time).
    final func updateTraits(at position: Int, _ update: (inout EntryTraits) -> Void) {
        var current = records[position].traits.load(ordering: .relaxed)
        while true {
            var traits = EntryTraits(bits: current)
            update(&traits)
            let (exchanged, original) = records[position].traits.compareExchange(
                expected: current, desired: traits.bits, ordering: .relaxed)
            if exchanged { return }
            current = original
        }
    }

    /// The state of the registration at `position`, whose instances are not plain objects (values,
    /// protocol types), not retained; under the lock. The slot of such a registration's record
    /// holds nothing but its state (only a class type's singleton keeps its object there), so
    /// this reads it without the traits: the resolve path reads such a singleton's typed state
    /// this way.
    final func unmanagedStateOfValues(at position: Int) -> Unmanaged<EntryState>? {
        guard let slot = records[position].slot else { return nil }
        return Unmanaged.fromOpaque(slot.toOpaque())
    }

    /// Whether the record of the registration at `position` holds neither a state nor a kept
    /// object; under the lock.
    final func hasEmptySlot(at position: Int) -> Bool {
        records[position].slot == nil
    }

    /// The state of the registration at `position`, if it has one; under the lock.
    final func state(at position: Int) -> EntryState? {
        records[position].state?.takeUnretainedValue()
    }

    /// Gives the registration at `position`, which has no state, the state `state`; under the
    /// write lock.
    final func setState(_ state: EntryState, at position: Int) {
        hasFilledSlots = true
        records[position].slot = Unmanaged.passRetained(state)
    }

    /// Starts keeping `object` as the instance the registration at `position`, a `.container`
    /// registration of a class type without a state, shares; under the write lock.
    ///
    /// - Returns: The object it kept until now, if any, to release after the lock.
    final func keepInRecord(_ object: AnyObject, at position: Int) -> AnyObject? {
        let replaced = takeObjectInRecord(at: position)
        hasFilledSlots = true
        records[position].slot = Unmanaged.passRetained(object)
        updateTraits(at: position) { $0.keepsObjectInRecord = true }
        return replaced
    }

    /// Forgets the object the registration at `position` keeps in its record, if any, and
    /// returns it, for the caller to release once it let go of the write lock.
    final func takeObjectInRecord(at position: Int) -> AnyObject? {
        guard traits(at: position).keepsObjectInRecord, let object = records[position].slot else { return nil }
        records[position].slot = nil
        updateTraits(at: position) { $0.keepsObjectInRecord = false }
        return object.takeRetainedValue()
    }

    /// The object that the registration at `position`, whose traits are `traits`, already
    /// shares, if any; under the read lock. Code that does not know the service type reads a
    /// shared instance this way: `.container` instances of class types (in the record, or in the
    /// state of a registration that has one) and `.weak` instances are objects.
    ///
    /// The object comes retained once, for the caller to take over: an object kept in the record
    /// is retained where it lies, without the copy and release of a local that a debug build
    /// makes otherwise.
    final func sharedObject(at position: Int, traits: EntryTraits) -> Unmanaged<AnyObject>? {
        guard traits.keepsSharedInstance, let slot = records[position].slot else { return nil }
        // Retained through a borrowed reference: `retain()` copies the reference first in a debug
        // build, one atomic operation pair more.
        if traits.keepsObjectInRecord { return slot._withUnsafeGuaranteedRef { Unmanaged.passRetained($0) } }
        let state = Unmanaged<EntryState>.fromOpaque(slot.toOpaque())
        guard case .container = traits.sharing else {
            guard let object = Self.weakObject(in: state) else { return nil }
            return Unmanaged.passRetained(object)
        }
        return state._withUnsafeGuaranteedRef { state in
            guard let object = state.sharedObject else { return nil }
            return Unmanaged.passRetained(object)
        }
    }

    /// The `.weak` instance kept in `state` if it is still alive, under the read lock; outlined,
    /// so that the `.container` path stays small enough to inline.
    static func weakObject(in state: Unmanaged<EntryState>) -> AnyObject? {
        (state.takeUnretainedValue().storage as? WeakStorage)?.object
    }

    /// The position of the registration `identity`, under the lock: `hint` if it is still
    /// there, the newest registration's (where configuration usually happens) or a search.
    final func position(of identity: UInt64, hint: Int) -> Int? {
        if hint >= 0, hint < count, traits(at: hint).identity == identity { return hint }
        var position = count
        while position > 0 {
            position -= 1
            if traits(at: position).identity == identity { return position }
        }
        return nil
    }

    /// The position of the registration `identity`, searched from the newest.
    final func position(of identity: UInt64) -> Int? {
        position(of: identity, hint: count - 1)
    }

    /// Appends a registration, with its entry (`nil` for an alias); under the write lock.
    final func appendRecord(name: String?, traits: EntryTraits, state: EntryState?, entry: AnyObject?) {
        if count == capacity { grow() }
        if state != nil { hasFilledSlots = true }
        (records + count).initialize(to: RegistrationRecord(name: name, traits: traits, state: state, entry: entry))
        count += 1
    }

    /// Doubles the capacity of the buffer, moving the records; under the write lock.
    final func grow() {
        let grown = UnsafeMutablePointer<RegistrationRecord>.allocate(capacity: capacity * 2)
        grown.moveInitialize(from: records, count: count)
        records.deallocate()
        records = grown
        capacity *= 2
    }

    /// Removes the registrations for which `shouldRemove` returns `true` and moves the others up,
    /// making any registration they shadowed serve again; under the write lock.
    ///
    /// - Returns: The removed registrations, to release once the caller let go of the lock
    ///   (releasing a factory or an instance may run a `deinit` that resolves); `nil` if none.
    final func removeRegistrations(where shouldRemove: (EntryTraits, EntryState?) -> Bool) -> RemovedRegistrations? {
        var removed = RemovedRegistrations()
        var kept = 0
        for position in 0..<count {
            let record = records + position
            if shouldRemove(traits(at: position), record.pointee.state?.takeUnretainedValue()) {
                if let slot = record.pointee.slot { removed.objects.append(slot.takeRetainedValue()) }
                if let entry = record.pointee.entry { removed.objects.append(entry) }
                record.deinitialize(count: 1)
            } else {
                if kept != position { (records + kept).moveInitialize(from: record, count: 1) }
                kept += 1
            }
        }
        guard kept < count else { return nil }
        count = kept
        reindexNames()
        return removed
    }

    /// Lets go of what the list holds for its container, which gives it up (the container ends,
    /// or `removeAll()` clears it): the ``ServiceEntry`` objects the registrations keep, and with
    /// them their factories, and the instances they share, added to `taken` for the caller to
    /// release once it let go of the write lock.
    ///
    /// An entry refers to its list, so the list gives its entries up, or the two would keep each
    /// other alive; and a list outlives its container's registry while the app (or a singleton)
    /// still holds one of those entries, so its instances are taken now rather than when the list
    /// goes. The registrations stay, so that such an entry can still be configured, but resolve
    /// nothing: without its entry a registration has no factory.
    final func detachFromContainer(takingInto taken: inout [Any]) {
        isDetached = true
        for position in 0..<count {
            if let entry = records[position].entry { taken.append(entry) }
            records[position].entry = nil
            if hasFilledSlots { taken += takeInstances(keptAt: position) }
        }
    }
}

extension RegistrationList {
    /// The traits of the registration at `position`, under the lock.
    @_transparent
    func traits(at position: Int) -> EntryTraits {
        EntryTraits(bits: records[position].traits.load(ordering: .relaxed))
    }

    /// The entry of the registration at `position`, not retained, for code that does not know
    /// the service type to pass on; under the read lock. The registration is no alias (an alias
    /// has no entry).
    @_transparent
    func unmanagedEntry(at position: Int) -> Unmanaged<AnyObject> {
        Unmanaged.passUnretained(records[position].entry!)
    }

    /// The factory of the registration at `position`, of `service`, the list's service type;
    /// under the read lock. The registration is no alias (an alias has no factory).
    func factory<Service>(at position: Int, of service: Service.Type) -> (Resolver) -> Service {
        Self.factory(of: unmanagedEntry(at: position), as: Service.self)
    }

    /// The factory of `entry`, the entry of a registration of `service`, read through a
    /// borrowed reference.
    @_transparent
    static func factory<Service>(of entry: Unmanaged<AnyObject>, as service: Service.Type) -> (Resolver) -> Service {
        entry._withUnsafeGuaranteedRef { unsafeDowncast($0, to: ServiceEntry<Service>.self).factory }
    }

    /// The key the registration at `position` serves.
    func key(at position: Int) -> RegistrationKey {
        RegistrationKey(serviceType: types.serviceType, argumentsType: types.argumentsType, name: name(at: position))
    }

    /// The list and position of the registration that the one at `position` resolves through:
    /// itself, or for an alias the registration it stands for (`nil` once that one is removed).
    func served(at position: Int) -> (list: RegistrationList, position: Int)? {
        guard let alias = state(at: position) as? AliasState else { return (self, position) }
        guard let target = alias.target, !target.isDetached else { return nil }
        return target.position(of: alias.targetIdentity).map { (target, $0) }
    }

    /// The scope of the registration at `position`.
    func scope(at position: Int) -> ObjectScopeProtocol {
        traits(at: position).sharing.builtInScope ?? state(at: position)!.customScope!
    }

    /// Forgets the instances the registration at `position` shares and returns them, for the
    /// caller to release once it let go of the write lock.
    func takeKeptInstances(at position: Int) -> [Any] {
        switch traits(at: position).sharing {
        case .container, .weak: takeInstances(keptAt: position)
        case .transient, .graph, .custom: []
        }
    }

    /// Forgets every instance the registration at `position` keeps, in its record or its state,
    /// whatever its scope, and returns them, for the caller to release once it let go of the
    /// write lock.
    func takeInstances(keptAt position: Int) -> [Any] {
        (takeObjectInRecord(at: position).map { [$0] } ?? []) + (state(at: position)?.takeKeptInstances() ?? [])
    }

    /// Whether the registration at `position` keeps an instance, or a storage or an async
    /// factory that may keep one.
    func keepsInstances(at position: Int) -> Bool {
        traits(at: position).keepsObjectInRecord || state(at: position)?.keepsInstances == true
    }

    /// The registration at `position` as ``Container/description`` shows it, e.g.
    /// `Service: Animal, Factory: Resolver -> Animal, ObjectScope: graph`.
    func describe(at position: Int, registeredAs key: RegistrationKey) -> String {
        guard let (list, served) = served(at: position) else {
            return "Service: \(key.serviceType), forwarded to a removed registration"
        }
        let traits = list.traits(at: served)
        var parts = ["Service: \(list.types.serviceType)"]
        if let name = key.name { parts.append("Name: \"\(name)\"") }
        parts.append("Factory: \(Self.factoryDescription(list.types.argumentsType, traits.argumentCount)) -> \(key.serviceType)")
        parts.append("ObjectScope: \(list.scope(at: served))")
        if let count = list.state(at: served)?.initCompletedCount, count > 0 {
            parts.append("InitCompleted: Specified \(count) closures")
        }
        return parts.joined(separator: ", ")
    }

    /// A factory's parameter list as Swinject prints it: `Resolver` or `(Resolver, String, Int)`.
    private static func factoryDescription(_ argumentsType: Any.Type, _ argumentCount: Int) -> String {
        switch argumentCount {
        case 0: "Resolver"
        case 1: "(Resolver, \(argumentsType))"
        default: "(Resolver, \(String(describing: argumentsType).dropFirst())"
        }
    }
}
