import Synchronization

/// What a resolution does after its one read of the registry.
///
/// The read is made by ``Container/resolutionPlan(for:isSynchronized:in:)``, which is not
/// generic: it finds the registration by the key's two metadata pointers and name and reads an
/// instance the registration already shares as an object, so that a resolution looks up no
/// generic metadata for that work. The caller acts on the plan in one `switch`; only its last
/// step depends on the service type.
///
/// A plan that needs the registry after the read carries the read section it was found in, and
/// cannot be copied: whoever acts on it ends the section (after copying what it needs of the
/// registration), and a plan dropped on any other path ends it as it goes.
enum ResolutionPlan: ~Copyable {
    /// The registration already shares this object: it is the instance, retained once for the
    /// caller to take over. `isService` says that the object is of the service type itself (a
    /// class type), so that no cast is needed.
    case shared(Unmanaged<AnyObject>, isService: Bool)
    /// Make an instance with the factory of `registration`, not retained, which the caller copies
    /// before ending `section`: a `.transient` or `.graph` registration with these `traits` that
    /// makes instances directly (see ``EntryTraits/makesInstancesDirectly``).
    case make(_ registration: Unmanaged<_ServiceRegistration>, traits: EntryTraits, section: ReadSection)
    /// Return the object that this registration, retained for the caller, shares, made with its factory alone if it shares none yet (see
    /// ``EntryTraits/makesSharedObjectsDirectly``), found in `section`, which the caller ends
    /// once it copied the factory.
    case makeShared(Unmanaged<_ServiceRegistration>, section: ReadSection)
    /// Resolve this registration, not retained, found in `section`, which the caller ends.
    case registration(Unmanaged<_ServiceRegistration>, section: ReadSection)
    /// Nothing serves the key: resolve a wrapper such as `Lazy` of a registered type, or report
    /// the failure.
    case unregistered
    /// Take the general path from the start: scoped overrides or request recording are active.
    case generic
}
