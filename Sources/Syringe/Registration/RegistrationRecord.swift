import Synchronization

/// The part of a registration that does not depend on its service type: its ``EntryTraits`` and
/// its ``EntryState``.
///
/// An ``AnyRegistrationList`` keeps these in a buffer of its own, beside its typed list's
/// registrations, so that code which does not know the service type (a call through the
/// `Resolver` protocol, generic code, a debug build) reads everything a resolution decides on,
/// and an existing shared object, without touching generic metadata.
@usableFromInline
struct RegistrationRecord: ~Copyable {
    /// The traits' bits: atomic, so that configuration can change them while resolutions read
    /// them.
    @usableFromInline let traits: Atomic<UInt64>
    /// The state, once the registration needs one. Owned by the list by hand (retained when set,
    /// released when the registration is removed or the list goes), so that the resolve path
    /// reads it without retaining it; set once, under the write lock, and never replaced.
    @usableFromInline var state: Unmanaged<EntryState>?

    @inlinable
    init(traits: EntryTraits, state: EntryState?) {
        self.traits = Atomic(traits.bits)
        self.state = state.map { Unmanaged.passRetained($0) }
    }
}
