/// Making a registration, and configuring it with what the code that knows its service type
/// gives: its state, its `initCompleted` handlers, aliases.
///
/// Not thread safe: the container tree's ``ReadMostlyLock`` guards it.
extension _ServiceRegistration {
    /// A new registration of `service` with `types`, `name` and its factory, on the container of
    /// `handle`: the entry `register` returns.
    ///
    /// Never specialized: code specialized for `Service` names `ServiceEntry<Service>` by its
    /// mangled name, which the runtime demangles the first time each service type is registered,
    /// at a cost larger than the rest of the registration. Generic code finds the
    /// entry's metadata from `Service`'s, with one lookup in the runtime's cache (and, once per
    /// service type, the metadata's instantiation). Not inlining it is not enough: the
    /// optimizer could specialize it for a type the library itself registers.
    @inline(never)
    static func makeEntry<Service>(
        of service: Service.Type, types: TypePair, name: String?, handle: ContainerHandle, traits: EntryTraits,
        state: EntryState?, factory: @escaping (Resolver) -> Service
    ) -> ServiceEntry<Service> {
        ServiceEntry(types: types, name: name, handle: handle, traits: traits, state: state, factory: factory)
    }

    /// A new alias with `types` and `name` on the container of `handle` for `target`, or, when
    /// that is an alias, for the registration it stands for.
    static func makeAlias(
        types: TypePair, name: String?, handle: ContainerHandle, to target: _ServiceRegistration
    ) -> _ServiceRegistration {
        // An alias of an alias stands for the registration that one stands for, so that every
        // alias leads to a factory in one step.
        let state = AliasState(target: (target.state as? AliasState)?.target ?? target)
        // An alias has no factory: a plain registration.
        return _ServiceRegistration(
            types: types, name: name, handle: handle,
            traits: EntryTraits(sharing: .transient, isSynchronized: false, makesObjects: false, isAlias: true),
            state: state)
    }

    /// The state of this registration, made if it has none yet; under the write lock.
    func ensureState() -> EntryState {
        state ?? addState(EntryState())
    }

    /// Gives this registration, which has no state, the state `made`, and returns it; under the
    /// write lock.
    func addState(_ made: EntryState) -> EntryState {
        // An object kept in the slot moves into the state, where a registration with a state
        // keeps it.
        made.sharedObject = takeObjectInRecord()
        setState(made)
        return made
    }

    /// Adds an `initCompleted` handler to this registration of `Service`, checked to run on the
    /// actor its code is isolated to, if any; under the write lock. A registration made with an
    /// async factory takes none: the program stops with a report that says what to do instead.
    func addInitCompletedHandler<Service>(
        _ handler: @escaping (Resolver, Service) -> Void, isolation: FactoryIsolation?
    ) {
        let state = ensureState()
        if state.asyncFactory != nil { fatalError(ResolutionReport.asyncFactoryWithInitCompleted(key: key)) }
        let actions = state.initCompletedActions.map { $0 as! InitCompletedActions<Service> }
            ?? InitCompletedActions<Service>()
        state.initCompletedActions = actions
        state.initCompletedCount += 1
        if let isolation {
            actions.actions.append(isolation.checkingHandler(handler, name: name, argumentsType: types.argumentsType))
            // A resolveAsync runs the resolution on that actor, unless the factory has one.
            if state.isolation == nil { state.isolation = isolation }
        } else {
            actions.actions.append(handler)
        }
        updateTraits { $0.hasInitCompletedActions = true }
    }

    /// Gives this registration of `service` a state for a custom scope; under the write lock. A
    /// registration made with an async factory takes no custom scope: the program stops with a
    /// report that says so.
    func ensureStateForCustomScope<Service>(for service: Service.Type) -> EntryState {
        let state = ensureState()
        if state.asyncFactory != nil { fatalError(ResolutionReport.asyncFactoryInCustomScope(key: key)) }
        return state
    }
}
