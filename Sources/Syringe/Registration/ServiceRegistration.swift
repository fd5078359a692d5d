import Synchronization

/// One registration: its name, its ``EntryTraits``, and its ``EntryState`` or the object it
/// shares; the part of a ``ServiceEntry`` that does not depend on the service type.
///
/// A ``ServiceEntry`` is a registration with a factory: the object `register` returns is the one
/// its container keeps, so a registration costs one object. An alias (``Container/forward(_:name:to:)``,
/// a launch override) is a plain registration, without a factory. A ``RegistrationList`` keeps
/// its registrations in order, so that a resolution finds one by its name and reads everything it
/// decides on, and an existing shared object, without touching generic metadata; only the
/// factory, read from the entry (``RegistrationList/factory(of:as:)``), depends on the service
/// type.
///
/// Public only because ``ServiceEntry``, a public class, derives from it: it has no public
/// members, and code outside Syringe cannot make or subclass it.
///
/// Not thread safe: the container tree's ``ReadMostlyLock`` guards every field, except the traits,
/// which configuration may change in a read section with a compare-and-exchange. Its fields are
/// `final`, so that a debug build reads them directly instead of through accessors.
public class _ServiceRegistration: @unchecked Sendable {
    /// The registrations of the same service type and argument types on the same container,
    /// which this one is in until it is removed or its container gives the list up.
    final let list: RegistrationList
    /// The name. Registrations of a list whose names are equal store bit-for-bit the same string
    /// (see ``RegistrationList/shadowedPosition(byNewest:)``), so that a lookup can compare names
    /// by their bits first.
    @exclusivity(unchecked) final var name: String?
    /// The traits' bits: atomic, so that configuration can change them while resolutions read
    /// them.
    final let traitBits: Atomic<UInt64>
    /// The registration's ``EntryState``, once it needs one; or, while its traits say so
    /// (``EntryTraits/keepsObjectInRecord``), the object a `.container` registration of a class
    /// type shares, kept here so that the common singleton needs no state (an allocation more at
    /// its first resolution, and a pointer more to follow at every one after). Retained by hand
    /// (when set, and released when taken or when the registration goes), so that the resolve
    /// path reads it without retaining it; changed only under the write lock. A state, once set,
    /// is never replaced; a registration that needs one while it keeps its object here moves the
    /// object into it (``RegistrationList/ensureState(of:for:)``).
    @exclusivity(unchecked) final var slot: Unmanaged<AnyObject>?

    init(list: RegistrationList, name: String?, traits: EntryTraits, state: EntryState?) {
        self.list = list
        self.name = name
        self.traitBits = Atomic(traits.bits)
        // `if let` rather than `Optional.map`, which a debug build calls as generic code.
        if let state { slot = Unmanaged<AnyObject>.passRetained(state) } else { slot = nil }
    }

    deinit {
        slot?.release()
    }
}

extension _ServiceRegistration {
    /// The traits, read without ordering: under the lock, or racing only with configuration.
    var traits: EntryTraits {
        EntryTraits(bits: traitBits.load(ordering: .relaxed))
    }

    /// Changes the traits, under the lock (a read section suffices: other configuration may
    /// change them at the same time).
    func updateTraits(_ update: (inout EntryTraits) -> Void) {
        var current = traitBits.load(ordering: .relaxed)
        while true {
            var traits = EntryTraits(bits: current)
            update(&traits)
            let (exchanged, original) = traitBits.compareExchange(expected: current, desired: traits.bits, ordering: .relaxed)
            if exchanged { return }
            current = original
        }
    }

    /// The state, if the registration has one; under the lock.
    var state: EntryState? {
        guard let slot, !traits.keepsObjectInRecord else { return nil }
        return unsafeDowncast(slot.takeUnretainedValue(), to: EntryState.self)
    }

    /// Gives the registration, which has no state, the state `state`; under the write lock.
    func setState(_ state: EntryState) {
        list.hasFilledSlots = true
        slot = Unmanaged.passRetained(state)
    }

    /// Starts keeping `object` as the instance the registration, a `.container` registration of
    /// a class type without a state, shares; under the write lock.
    ///
    /// - Returns: The object it kept until now, if any, to release after the lock.
    func keepInRecord(_ object: AnyObject) -> AnyObject? {
        let replaced = takeObjectInRecord()
        list.hasFilledSlots = true
        slot = Unmanaged.passRetained(object)
        updateTraits { $0.keepsObjectInRecord = true }
        return replaced
    }

    /// Forgets the object the registration keeps in its slot, if any, and returns it, for the
    /// caller to release once it let go of the write lock.
    func takeObjectInRecord() -> AnyObject? {
        guard traits.keepsObjectInRecord, let object = slot else { return nil }
        slot = nil
        updateTraits { $0.keepsObjectInRecord = false }
        return object.takeRetainedValue()
    }

    /// Forgets every instance the registration keeps, in its slot or its state, whatever its
    /// scope, and returns them, for the caller to release once it let go of the write lock.
    func takeInstances() -> [Any] {
        (takeObjectInRecord().map { [$0] } ?? []) + (state?.takeKeptInstances() ?? [])
    }

    /// Marks the registration removed from its list, and takes everything its slot holds (its
    /// state or the object it shares), for the caller to release once it let go of the write
    /// lock. A removed registration resolves nothing and configuring it does nothing.
    func remove() -> AnyObject? {
        updateTraits { $0.isRemoved = true }
        defer { slot = nil }
        return slot?.takeRetainedValue()
    }

    /// The scope; under the lock.
    var scope: ObjectScopeProtocol {
        traits.sharing.builtInScope ?? state!.customScope!
    }

    /// The registration as ``Container/description`` shows it, registered for `key` (itself or
    /// an alias of it), e.g. `Service: Animal, Factory: Resolver -> Animal, ObjectScope: graph`;
    /// under the lock.
    func describe(registeredAs key: RegistrationKey) -> String {
        var parts = ["Service: \(list.types.serviceType)"]
        if let name = key.name { parts.append("Name: \"\(name)\"") }
        let parameters = RegistrationList.factoryDescription(list.types.argumentsType, traits.argumentCount)
        parts.append("Factory: \(parameters) -> \(key.serviceType)")
        parts.append("ObjectScope: \(scope)")
        if let count = state?.initCompletedCount, count > 0 {
            parts.append("InitCompleted: Specified \(count) closures")
        }
        return parts.joined(separator: ", ")
    }
}
