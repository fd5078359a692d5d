import Synchronization

/// The registrations of a list seen as registrations of the service type the caller knows, which
/// is always the list's (``RegistrationList/types``): adding them, their states and handlers,
/// aliases, and the resolution of a type known only at run time.
///
/// One list class serves every service type; generic methods take the type.
///
/// Not thread safe: the container tree's ``ReadMostlyLock`` guards it.
extension RegistrationList {
    /// Appends `registration`, a registration of the list, the newest of its name now; under the
    /// write lock.
    ///
    /// - Returns: The position of the registration it shadows, if any.
    func add(_ registration: _ServiceRegistration) -> Int? {
        append(registration)
        let position = count - 1
        guard registration.name != nil else {
            defer { unnamedPosition = position }
            return unnamedPosition >= 0 ? unnamedPosition : nil
        }
        return shadowedPosition(byNewest: position)
    }

    /// A new registration of the list, of `service`, with its factory: the entry `register`
    /// returns.
    ///
    /// Never specialized: code specialized for `Service` names `ServiceEntry<Service>` by its
    /// mangled name, which the runtime demangles the first time each service type is registered
    /// (about 4,300 instructions, more than the rest of a registration). Generic code finds the
    /// entry's metadata from `Service`'s, with one lookup in the runtime's cache (and, once per
    /// service type, the metadata's instantiation). Not inlining it is not enough: the
    /// optimizer could specialize it for a type the library itself registers.
    @inline(never) @_semantics("optimize.sil.specialize.generic.never")
    func makeEntry<Service>(
        of service: Service.Type, name: String?, traits: EntryTraits, state: EntryState?,
        factory: @escaping (Resolver) -> Service
    ) -> ServiceEntry<Service> {
        ServiceEntry(list: self, name: name, traits: traits, state: state, factory: factory)
    }

    /// The key `registration`, a registration of the list, serves.
    func key(of registration: _ServiceRegistration) -> RegistrationKey {
        RegistrationKey(serviceType: types.serviceType, argumentsType: types.argumentsType, name: registration.name)
    }

    /// The state of `registration`, a registration of `service`, made if it has none yet; under
    /// the write lock.
    func ensureState<Service>(of registration: _ServiceRegistration, for service: Service.Type) -> EntryState {
        registration.state ?? addState(EntryState.make(for: Service.self), to: registration)
    }

    /// Gives `registration`, which has no state, the state `made`, and returns it; under the
    /// write lock.
    func addState(_ made: EntryState, to registration: _ServiceRegistration) -> EntryState {
        // An object kept in the slot moves into the state, where a registration with a state
        // keeps it.
        made.sharedObject = registration.takeObjectInRecord()
        registration.setState(made)
        return made
    }

    /// The `initCompleted` handlers of the registration at `position`; under the lock.
    func initCompletedActions<Service>(at position: Int, of service: Service.Type) -> [(Resolver, Service) -> Void] {
        guard let actions = state(at: position)?.initCompletedActions else { return [] }
        return unsafeDowncast(actions, to: InitCompletedActions<Service>.self).actions
    }

    /// Adds an `initCompleted` handler to `registration`, checked to run on the actor its code is
    /// isolated to, if any; under the write lock. A registration made with an async factory takes
    /// none: the program stops with a report that says what to do instead.
    func addInitCompletedHandler<Service>(
        _ handler: @escaping (Resolver, Service) -> Void, isolation: FactoryIsolation?,
        to registration: _ServiceRegistration
    ) {
        let state = ensureState(of: registration, for: Service.self)
        if state.asyncFactory != nil { fatalError(ResolutionReport.asyncFactoryWithInitCompleted(key: key(of: registration))) }
        let actions = state.initCompletedActions.map { unsafeDowncast($0, to: InitCompletedActions<Service>.self) }
            ?? InitCompletedActions<Service>()
        state.initCompletedActions = actions
        state.initCompletedCount += 1
        if let isolation {
            actions.actions.append(
                isolation.checkingHandler(handler, name: registration.name, argumentsType: types.argumentsType))
            // A resolveAsync runs the resolution on that actor, unless the factory has one.
            if state.isolation == nil { state.isolation = isolation }
        } else {
            actions.actions.append(handler)
        }
        registration.updateTraits { $0.hasInitCompletedActions = true }
    }

    /// Gives `registration`, a registration of `service`, a state for a custom scope; under the
    /// write lock. A registration made with an async factory takes no custom scope: the program
    /// stops with a report that says so.
    func ensureStateForCustomScope<Service>(of registration: _ServiceRegistration, for service: Service.Type) -> EntryState {
        let state = ensureState(of: registration, for: Service.self)
        if state.asyncFactory != nil { fatalError(ResolutionReport.asyncFactoryInCustomScope(key: key(of: registration))) }
        return state
    }

    /// A new, empty list of the same types for the container of `handle`.
    func emptyList(for handle: ContainerHandle) -> RegistrationList {
        RegistrationList(types: types, handle: handle)
    }

    /// Adds an alias named `name` for `target`, or, when that is an alias, for the registration
    /// it stands for; under the write lock.
    ///
    /// - Returns: The position of the registration the alias shadows, if any.
    func addAlias(named name: String?, to target: _ServiceRegistration) -> Int? {
        // An alias of an alias stands for the registration that one stands for, so that every
        // alias leads to a factory in one step.
        let state = AliasState(target: (target.state as? AliasState)?.target ?? target)
        // An alias has no factory: a plain registration.
        return add(_ServiceRegistration(
            list: self, name: name,
            traits: EntryTraits(sharing: .transient, isSynchronized: false, makesObjects: false, isAlias: true),
            state: state))
    }
}
