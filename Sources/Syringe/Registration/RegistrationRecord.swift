import Synchronization

/// A registration as its list keeps it: its name, its ``EntryTraits``, its ``EntryState`` or the
/// object it shares, and its ``ServiceEntry``, which holds the factory.
///
/// A ``RegistrationList`` keeps these in one buffer, so that a resolution finds a registration
/// by its name, and reads everything it decides on and an existing shared object, without
/// touching generic metadata; only the factory, read from the entry, depends on the service type.
struct RegistrationRecord: ~Copyable {
    /// The name. Records of a list whose names are equal store bit-for-bit the same string
    /// (see ``RegistrationList/shadowedPosition(byNewest:)``), so that a lookup can compare
    /// names by their bits first.
    var name: String?
    /// The traits' bits: atomic, so that configuration can change them while resolutions read
    /// them.
    let traits: Atomic<UInt64>
    /// The registration's ``EntryState``, once it needs one; or, while its traits say so
    /// (``EntryTraits/keepsObjectInRecord``), the object a `.container` registration of a class
    /// type shares, kept here so that the common singleton needs no state (an allocation more
    /// at its first resolution, and a pointer more to follow at every one after). Owned by the
    /// list by hand (retained when set, released when the registration is removed or the list
    /// goes), so that the resolve path reads it without retaining it; changed only under the
    /// write lock. A state, once set, is never replaced; a registration that needs one while it
    /// keeps its object here moves the object into it (``RegistrationList/ensureState(at:of:)``).
    var slot: Unmanaged<AnyObject>?
    /// The ``ServiceEntry`` that `register` returned, kept, as Swinject's container keeps its
    /// entries, while the registration is in its list: `nil` for an alias, which has no factory,
    /// and once the list is detached from its container
    /// (``RegistrationList/detachFromContainer(takingInto:)``). Stored as an object, so that the
    /// list does not depend on the service type; code that knows it reads the factory with
    /// ``RegistrationList/factory(at:of:)``.
    var entry: AnyObject?

    init(name: String?, traits: EntryTraits, state: EntryState?, entry: AnyObject?) {
        self.name = name
        self.entry = entry
        self.traits = Atomic(traits.bits)
        // `if let` rather than `Optional.map`, which a debug build calls as generic code.
        if let state { slot = Unmanaged<AnyObject>.passRetained(state) } else { slot = nil }
    }

    /// The state, if the registration has one, not retained.
    var state: Unmanaged<EntryState>? {
        guard let slot, !EntryTraits(bits: traits.load(ordering: .relaxed)).keepsObjectInRecord else { return nil }
        return Unmanaged.fromOpaque(slot.toOpaque())
    }
}
