import Synchronization

/// The registrations of one service type with one list of runtime argument types, made on one
/// container, oldest first.
///
/// The newest registration with a name serves it, so registering a name again shadows the
/// earlier registration, and removing the newer one makes the earlier one serve again. Each
/// registration is an object (``_ServiceRegistration``, a ``ServiceEntry`` when it has a factory)
/// that keeps its name, traits and state, so that code which does not know the service type finds
/// a registration, decides how to resolve it and reads an instance it shares as an object (see
/// ``ResolutionPlan``); the diagnostics, verification, removal and reset work through this
/// interface too. Registering, and the general path of a resolution, see the registrations as
/// registrations of the service type they know (`RegistrationList+TypedRegistrations.swift`).
/// The class is not generic: a distinct service type costs no generic class metadata, which the
/// runtime would otherwise build for each one at its first registration.
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
    /// Whether a registration of the list ever filled its slot (a state or a shared object).
    @exclusivity(unchecked) final var hasFilledSlots = false
    /// The registrations, oldest first: ``count`` references in a buffer with room for
    /// ``capacity``. One buffer owned by hand, so that reading it retains nothing.
    @exclusivity(unchecked) final var registrations: UnsafeMutablePointer<_ServiceRegistration>
    /// The number of registrations, shadowed ones included.
    @exclusivity(unchecked) final var count = 0
    /// The number of registrations the buffer has room for.
    @exclusivity(unchecked) final var capacity = 1

    init(types: TypePair, handle: ContainerHandle) {
        self.types = types
        self.handle = handle
        registrations = .allocate(capacity: 1)
    }

    deinit {
        registrations.deinitialize(count: count)
        registrations.deallocate()
        nameIndex?.deallocate()
    }

    /// The list's name index, if it has one.
    var nameIndex: NameIndex? {
        nameIndexBuffer.load(ordering: .acquiring).map(NameIndex.init(buffer:))
    }

    /// Appends `registration`, a registration of the list; under the write lock.
    final func append(_ registration: _ServiceRegistration) {
        if count == capacity { grow() }
        if registration.slot != nil { hasFilledSlots = true }
        (registrations + count).initialize(to: registration)
        count += 1
    }

    /// Doubles the capacity of the buffer, moving the registrations; under the write lock.
    final func grow() {
        capacity *= 2
        registrations = registrations.movedToBuffer(count: count, capacity: capacity)
    }

    /// The object that the registration at `position`, whose traits are `traits`, already
    /// shares, if any, retained once for the caller to take over; under the read lock (see
    /// ``_ServiceRegistration/sharedObject(in:traits:)``).
    final func sharedObject(at position: Int, traits: EntryTraits) -> Unmanaged<AnyObject>? {
        _ServiceRegistration.sharedObject(in: registrations[position].slot, traits: traits)
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

    /// Removes the registrations for which `shouldRemove` returns `true` and moves the others up,
    /// making any registration they shadowed serve again; under the write lock. A removed
    /// registration is marked so (an entry the app keeps then configures nothing).
    ///
    /// - Returns: The removed registrations and what their slots held, to release once the caller
    ///   let go of the lock (releasing a factory or an instance may run a `deinit` that
    ///   resolves); `nil` if none.
    final func removeRegistrations(where shouldRemove: (EntryTraits, EntryState?) -> Bool) -> RemovedRegistrations? {
        var removed = RemovedRegistrations()
        var kept = 0
        for position in 0..<count {
            let registration = registrations[position]
            if shouldRemove(registration.traits, registration.state) {
                if let held = registration.remove() { removed.objects.append(held) }
                removed.objects.append((registrations + position).move())
            } else {
                if kept != position { (registrations + kept).moveInitialize(from: registrations + position, count: 1) }
                kept += 1
            }
        }
        guard kept < count else { return nil }
        count = kept
        reindexNames()
        return removed
    }

    /// Lets go of the registrations for the container, which gives the list up (the container
    /// ends, or `removeAll()` clears it), adding them and the instances they share to `taken`,
    /// for the caller to release once it let go of the write lock; the list is empty then.
    ///
    /// A registration refers to its list, so the list gives its registrations up, or the two
    /// would keep each other alive. An entry the app still holds keeps its configuration, which
    /// it can still change unless `removing` says that its registration was removed
    /// (`removeAll()`); its shared instances go now, with the container.
    final func detachFromContainer(removing: Bool, takingInto taken: inout [Any]) {
        for position in 0..<count {
            let registration = (registrations + position).move()
            if hasFilledSlots { taken += registration.takeInstances() }
            if removing { registration.updateTraits { $0.isRemoved = true } }
            taken.append(registration)
        }
        count = 0
        reindexNames()
    }
}

extension RegistrationList {
    /// The traits of the registration at `position`, under the lock.
    @_transparent
    func traits(at position: Int) -> EntryTraits {
        EntryTraits(bits: registrations[position].traitBits.load(ordering: .relaxed))
    }

    /// The registration at `position`, not retained, for code that does not know the service
    /// type to pass on; under the read lock.
    func unmanagedRegistration(at position: Int) -> Unmanaged<_ServiceRegistration> {
        Unmanaged.passUnretained(registrations[position])
    }

    /// The state of the registration at `position`, if it has one; under the lock.
    func state(at position: Int) -> EntryState? {
        registrations[position].state
    }



    /// The factory of `registration`, a registration of `service` that is no alias (so it is
    /// the ``ServiceEntry`` `register` returned), read through a borrowed reference.
    static func factory<Service>(
        of registration: Unmanaged<_ServiceRegistration>, as service: Service.Type
    ) -> (Resolver) -> Service {
        // Cast without the dynamic check that `unsafeDowncast` makes in a debug build (a lookup of
        // the entry's generic metadata on every resolve): the list's registrations are entries of
        // its service type.
        Unmanaged<ServiceEntry<Service>>.fromOpaque(registration.toOpaque())._withUnsafeGuaranteedRef { $0.factory }
    }

    /// The key the registration at `position` serves.
    func key(at position: Int) -> RegistrationKey {
        RegistrationKey(serviceType: types.serviceType, argumentsType: types.argumentsType, name: name(at: position))
    }

    /// The list and position of the registration that the one at `position` resolves through:
    /// itself, or for an alias the registration it stands for (`nil` once that one is removed).
    func served(at position: Int) -> (list: RegistrationList, position: Int)? {
        guard let alias = state(at: position) as? AliasState else { return (self, position) }
        let target = alias.target
        guard !target.traits.isRemoved else { return nil }
        return target.list.position(of: target.traits.identity).map { (target.list, $0) }
    }

    /// The scope of the registration at `position`.
    func scope(at position: Int) -> ObjectScopeProtocol {
        registrations[position].scope
    }

    /// Forgets the instances the registration at `position` shares and returns them, for the
    /// caller to release once it let go of the write lock.
    func takeKeptInstances(at position: Int) -> [Any] {
        switch traits(at: position).sharing {
        case .container, .weak: takeInstances(keptAt: position)
        case .transient, .graph, .custom: []
        }
    }

    /// Forgets every instance the registration at `position` keeps, in its slot or its state,
    /// whatever its scope, and returns them, for the caller to release once it let go of the
    /// write lock.
    func takeInstances(keptAt position: Int) -> [Any] {
        registrations[position].takeInstances()
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
        return list.registrations[served].describe(registeredAs: key)
    }

    /// A factory's parameter list as Swinject prints it: `Resolver` or `(Resolver, String, Int)`.
    static func factoryDescription(_ argumentsType: Any.Type, _ argumentCount: Int) -> String {
        switch argumentCount {
        case 0: "Resolver"
        case 1: "(Resolver, \(argumentsType))"
        default: "(Resolver, \(String(describing: argumentsType).dropFirst())"
        }
    }
}
