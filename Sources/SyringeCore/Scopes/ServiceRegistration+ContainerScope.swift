/// The `.container` scope: the one instance a registration shares for as long as its container
/// (or the registration, or the scope) lasts.
///
/// An object of a class type is kept in the registration's slot, which the resolve path reads
/// without generic code, until the registration needs a state, which keeps it from then on; a
/// value (of a struct, an enum or a protocol type) is kept in the state, in a ``SharedValue``
/// box, where the resolve path reads it as it reads an object (see ``SharedForm``). The instance
/// is made once, under the tree's creation lock, by ``sharedOrNewObject(from:in:making:completing:)``,
/// in that form, whatever the service type (``Container/makeSharedObject(_:of:_:_:_:isSynchronized:in:)``
/// is its typed front), which makes a `.weak` instance as well; it is discarded by
/// ``takeInstances()``, when the scope is reset, the registration shadowed, removed or
/// reconfigured, or its container ends.
///
/// Not thread safe: the container tree's ``ReadMostlyLock`` guards it.
extension _ServiceRegistration {
    /// The object `state` keeps for a `.container` registration: the instance of a class type, the ``SharedValue`` box of any other; under the
    /// read lock.
    static func containerObject(in state: EntryState) -> AnyObject? {
        state.sharedObject
    }

    /// Starts sharing `object`, a new instance of this `.container` registration of a class type:
    /// in the slot, unless the registration has a state, which keeps it then; under the write lock.
    ///
    /// - Returns: The object it shared until now, if any, to release after the lock.
    func keepInContainer(object: AnyObject) -> AnyObject? {
        guard let state else { return keepInRecord(object) }
        defer { state.sharedObject = object }
        return state.sharedObject
    }

    /// Starts sharing `box`, the ``SharedValue`` box of a new instance of this `.container`
    /// registration of a type that is not a class, in its state; under the write lock.
    ///
    /// - Returns: The box of the value it shared until now, if any, to release after the lock.
    func keepInContainer(box: AnyObject) -> AnyObject? {
        let state = ensureState()
        defer { state.sharedObject = box }
        return state.sharedObject
    }

    /// Starts keeping `object` as the instance the registration, a `.container` registration of
    /// a class type without a state, shares; under the write lock.
    ///
    /// - Returns: The object it kept until now, if any, to release after the lock.
    func keepInRecord(_ object: AnyObject) -> AnyObject? {
        let replaced = takeObjectInRecord()
        slot.object = object
        updateTraits { $0.keepsObjectInRecord = true }
        return replaced
    }

    /// Forgets the object the registration keeps in its slot, if any, and returns it, for the
    /// caller to release once it let go of the write lock.
    func takeObjectInRecord() -> AnyObject? {
        guard traits.keepsObjectInRecord, let object = slot.object else { return nil }
        slot.object = nil
        updateTraits { $0.keepsObjectInRecord = false }
        return object
    }

    /// The object this `.container` or `.weak` registration shares, with the ``SharedForm`` it is
    /// in: the one the registration publishes it in, or that of a graph's records
    /// (``SharedForm/init(graphOf:)``) for an instance found in the graph in progress or made
    /// now by `make` (and handed to `complete`, which runs its `initCompleted` handlers), in
    /// that form, if the registration shares none yet; as one resolution of `context`'s thread.
    ///
    /// Not generic, so that making a singleton looks up no generic metadata: the object is created exactly once, under the tree's
    /// creation lock, and published only after `complete`, so no other thread sees it
    /// half-initialised; the creating thread finds it in the graph meanwhile, which is what
    /// resolves circular dependencies.
    func sharedOrNewObject(
        from container: Container, in context: ResolutionContext,
        making make: () -> AnyObject, completing complete: (AnyObject) -> Void
    ) -> (object: AnyObject, form: SharedForm) {
        let graphForm = SharedForm(graphOf: traits)
        if let inProgress = context.graphObject(madeBy: traits.identity) { return (inProgress, graphForm) }
        return container.creationLock.withLock {
            let lock = container.treeLock
            let shared: (AnyObject, SharedForm)? = lock.read {
                let traits = traits
                guard !traits.isRemoved, let object = Self.sharedObject(in: slot.object, traits: traits) else { return nil }
                return (object, SharedForm(traits))
            }
            if let shared { return shared }
            let object = make()
            if let inProgress = context.storeInGraphUnlessPresent(object: object, madeBy: traits.identity) {
                return (inProgress, graphForm)
            }
            complete(object)
            let replaced = lock.write { keep(object: object) }
            withExtendedLifetime(replaced) {}
            context.markPublishedInGraph(madeBy: traits.identity)
            return (object, graphForm)
        }
    }
}
