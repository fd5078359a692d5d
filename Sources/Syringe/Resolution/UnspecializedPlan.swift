import Synchronization

/// What a resolution by code that does not know the service type does after its one read of
/// the registry: a call through the `Resolver` protocol (each `r.resolve` in a factory), a call
/// from generic code the compiler did not specialize, every call in a debug build.
///
/// The read is made by ``Container/unspecializedPlan(for:isSynchronized:in:)``, which is not generic: it finds
/// the registration by the key's two metadata pointers and name and reads an instance the
/// registration already shares as an object, so that such calls do not look up generic metadata
/// for that work. The caller acts on the plan; only its last step depends on the service type.
enum UnspecializedPlan {
    /// The registration already shares this object: it is the instance, retained once for the
    /// caller to take over. `isService` says that the object is of the service type itself (a
    /// class type), so that no cast is needed.
    case shared(Unmanaged<AnyObject>, isService: Bool)
    /// Make an instance with the factory at `factory`, a `((Resolver) -> Service)?` to copy
    /// before ending the read section whose counter is `section`: a `.transient` or `.graph`
    /// registration with these `traits` that makes instances directly (see
    /// ``EntryTraits/makesInstancesDirectly``). Made here even when the registration has a
    /// ``SpecializedResolution``: the factory is all it takes.
    case make(factory: UnsafeRawPointer, traits: EntryTraits, section: UnsafeMutablePointer<Atomic<Int>>)
    /// Return the object that the registration at `position` of `list`, retained for the caller,
    /// shares, made with its factory alone if it shares none yet (see
    /// ``EntryTraits/makesSharedObjectsDirectly``), in the read section whose counter is
    /// `section` (handed over for the caller to end once it copied the factory).
    case makeShared(Unmanaged<RegistrationList>, position: Int, section: UnsafeMutablePointer<Atomic<Int>>)
    /// Resolve the registration at `position` of `list`, not retained, in the read section whose
    /// counter is `section` (handed over for the caller to end).
    case registration(Unmanaged<RegistrationList>, position: Int, section: UnsafeMutablePointer<Atomic<Int>>)
    /// Take the generic path: nothing is registered for the key (a wrapper such as `Lazy` may be
    /// resolved, or the failure reported), or overrides or request recording are active.
    case generic
}
