import Synchronization

/// What a resolution by code that does not know the service type does after its one read of
/// the registry: a call through the `Resolver` protocol (each `r.resolve` in a factory), a call
/// from generic code the compiler did not specialize, every call in a debug build.
///
/// The read is made by ``Container/unspecializedPlan(for:isSynchronized:in:)``, which is not generic: it finds
/// the registration by the key's two metadata pointers and name and reads an instance the
/// registration already shares as an object, so that such calls do not look up generic metadata
/// for that work. The caller acts on the plan; only its last step depends on the service type.
@usableFromInline
enum UnspecializedPlan {
    /// The registration already shares this object: it is the instance, retained once for the
    /// caller to take over. `isService` says that the object is of the service type itself (a
    /// class type), so that no cast is needed.
    case shared(Unmanaged<AnyObject>, isService: Bool)
    /// Make an instance with the factory at `factory`, a `((Resolver) -> Service)?` to copy
    /// before ending the read section whose counter is `section`: a `.transient` or `.graph`
    /// registration with these `traits` that makes instances directly (see
    /// ``EntryTraits/makesInstancesDirectly``), registered by code that was not specialized
    /// either (a debug build), so that there is no faster code to continue in.
    case make(factory: UnsafeRawPointer, traits: EntryTraits, section: UnsafeMutablePointer<Atomic<Int>>)
    /// Resolve the registration at `position` of `list`, not retained, in the read section whose
    /// counter is `section` (handed over for the caller to end).
    case registration(Unmanaged<RegistrationList>, position: Int, section: UnsafeMutablePointer<Atomic<Int>>)
    /// Take the generic path: nothing is registered for the key (a wrapper such as `Lazy` may be
    /// resolved, or the failure reported), or overrides or request recording are active.
    case generic
}

extension Container {
    /// Reads the registry for `key` on the thread whose context is `context`, for a request that
    /// is synchronized or not (a container that resolves synchronized makes every request so),
    /// and says what to do next (see ``UnspecializedPlan``).
    @usableFromInline @inline(__always)
    func unspecializedPlan(
        for key: RegistrationKey, isSynchronized: Bool, in context: Unmanaged<ResolutionContext>
    ) -> UnspecializedPlan {
        guard activeSpecialModes.load(ordering: .relaxed) == 0 else { return .generic }
        let section = treeLock.beginRead(on: context._withUnsafeGuaranteedRef { $0.readerSlot })
        guard let (list, position) = servingRegistration(for: key) else {
            section.end()
            return .generic
        }
        // Read through a borrowed reference: the read section keeps writers, and so removals, out.
        let traits = list._withUnsafeGuaranteedRef { $0.traits(at: position) }
        if let shared = list._withUnsafeGuaranteedRef({ $0.sharedObject(at: position, traits: traits) }) {
            section.end()
            return .shared(shared, isService: traits.makesObjects)
        }
        // Conditions rather than `||`, whose autoclosure retains the container in a debug build.
        guard traits.makesInstancesDirectly, !isSynchronized, !resolvesSynchronized else {
            return .registration(list, position: position, section: section.handOver())
        }
        if case .graph = traits.sharing, context._withUnsafeGuaranteedRef({ $0.isResolving }) {
            // The instance the graph in progress already has; a value is read by the typed path.
            guard traits.makesObjects else { return .registration(list, position: position, section: section.handOver()) }
            if let existing = context._withUnsafeGuaranteedRef({ $0.graphObject(madeBy: traits.identity) }) {
                section.end()
                return .shared(Unmanaged.passRetained(existing), isService: true)
            }
        }
        // Code specialized where the service was registered makes it faster than generic code.
        if list._withUnsafeGuaranteedRef({ $0.specializedResolution != nil }) {
            return .registration(list, position: position, section: section.handOver())
        }
        return .make(
            factory: list._withUnsafeGuaranteedRef { $0.factorySlot(at: position) }, traits: traits,
            section: section.handOver())
    }
}
