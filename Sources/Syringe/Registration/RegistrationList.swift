import Synchronization

/// The registrations of `Service` with one list of runtime argument types, made on one
/// container, oldest first.
///
/// Registrations are stored inline, after their records in the one buffer of the list's base, so
/// registering appends 56 bytes (a record and a registration) instead of allocating an object.
/// Resolving finds the newest registration with the requested name: the unnamed one by a
/// remembered position, named ones by scanning from the newest or, past ``NameIndex/threshold``
/// registrations, through a ``NameIndex``.
///
/// Not thread safe: the container tree's ``ReadMostlyLock`` guards it.
@usableFromInline
final class RegistrationList<Service>: AnyRegistrationList, @unchecked Sendable {
    /// The registrations, oldest first: ``AnyRegistrationList/count`` values in the list's buffer,
    /// after the records and at their positions (see ``AnyRegistrationList/records``).
    @inlinable
    var storage: UnsafeMutablePointer<Registration<Service>> {
        registrationBuffer.assumingMemoryBound(to: Registration<Service>.self)
    }

    /// A list of no registrations yet. Inlinable, so that a registration made in specialized code
    /// does not look up the generic metadata of its registrations.
    @inlinable
    override init(types: TypePair, handle: ContainerHandle) {
        super.init(types: types, handle: handle)
    }

    /// The registrations, oldest first; under the lock.
    @inlinable
    var registrations: UnsafeMutableBufferPointer<Registration<Service>> {
        UnsafeMutableBufferPointer(start: storage, count: count)
    }

    /// Appends a registration, the newest of its name now; under the write lock.
    ///
    /// - Returns: The position of the registration it shadows, if any.
    @inlinable
    func add(
        name: String?, traits: EntryTraits, factory: ((Resolver) -> Service)?, state: EntryState? = nil,
        entry: AnyObject? = nil
    ) -> Int? {
        if count == capacity { grow() }
        (storage + count).initialize(to: Registration(factory: factory, entry: entry))
        appendRecord(name: name, traits: traits, state: state)
        let position = count - 1
        guard name != nil else {
            defer { unnamedPosition = position }
            return unnamedPosition >= 0 ? unnamedPosition : nil
        }
        return shadowedPosition(byNewest: position)
    }

    /// The state of the registration at `position`, made if it has none yet; under the write
    /// lock.
    @inlinable
    func ensureState(at position: Int) -> EntryState {
        if let existing = state(at: position) { return existing }
        let made = EntryState.make(for: Service.self)
        setState(made, at: position)
        return made
    }

    /// The `initCompleted` handlers of the registration at `position`; under the lock.
    @usableFromInline
    func initCompletedActions(at position: Int) -> [(Resolver, Service) -> Void] {
        guard let actions = state(at: position)?.initCompletedActions else { return [] }
        return unsafeDowncast(actions, to: InitCompletedActions<Service>.self).actions
    }

    /// Adds an `initCompleted` handler to the registration at `position`, checked to run on the
    /// actor its code is isolated to, if any; under the write lock. A registration made with an
    /// async factory takes none: the program stops with a report that says what to do instead.
    @usableFromInline
    func addInitCompletedHandler(_ handler: @escaping (Resolver, Service) -> Void, isolation: FactoryIsolation?, at position: Int) {
        let state = ensureState(at: position)
        if state.asyncFactory != nil { fatalError(ResolutionReport.asyncFactoryWithInitCompleted(key: key(at: position))) }
        let actions = state.initCompletedActions.map { unsafeDowncast($0, to: InitCompletedActions<Service>.self) }
            ?? InitCompletedActions<Service>()
        state.initCompletedActions = actions
        state.initCompletedCount += 1
        if let isolation {
            actions.actions.append(
                isolation.checkingHandler(handler, name: name(at: position), argumentsType: types.argumentsType))
            // A resolveAsync runs the resolution on that actor, unless the factory has one.
            if state.isolation == nil { state.isolation = isolation }
        } else {
            actions.actions.append(handler)
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

    override func customStorage(of identity: UInt64) -> InstanceStorage {
        customStorage(at: RegistrationReference(identity: identity, hint: -1), lock: handle.treeLock)
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
        let removedStates = removeRecords(where: shouldRemove) { from, to in
            if let to {
                (storage + to).moveInitialize(from: storage + from, count: 1)
            } else {
                removed.append((storage + from).move())
            }
        }
        guard !removed.isEmpty else { return nil }
        reindexNames()
        return RemovedRegistrations(registrations: removed, states: removedStates)
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
    let states: [EntryState]

    init(registrations: [Registration<Service>], states: [EntryState]) {
        self.registrations = registrations
        self.states = states
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
