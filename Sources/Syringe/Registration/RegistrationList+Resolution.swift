/// How a registration makes and shares its instances, beyond the fast paths of
/// ``Container/resolveService(_:name:arguments:isSynchronized:)``: first instances of shared
/// scopes, `.weak` and custom scopes, `initCompleted` handlers, synchronized factories and
/// verification.
///
/// Generic code pays a runtime metadata lookup for every generic type it touches (`Service?`,
/// tuples, closure arrays), so the work that does not depend on the service type (thread context,
/// frames, graphs, locks, a singleton's creation) lives in non-generic functions.
///
/// The caller keeps the list alive and refers to the registration by a
/// ``RegistrationReference``: outside a read section its position may change. A shared instance
/// is created exactly once, under the tree's creation lock, and published only after its
/// `initCompleted` handlers ran, so no other thread sees it half-initialised; the creating thread
/// finds it in the graph meanwhile, which is what resolves circular dependencies.
extension RegistrationList {
    /// What making an instance of the registration at `position`, of `service`, needs, under
    /// the read lock.
    func recipe<Service>(at position: Int, of service: Service.Type) -> ServiceRecipe<Service> {
        ServiceRecipe(factory: factory(at: position, of: Service.self), traits: traits(at: position))
    }

    /// The instance the registration at `position`, of `service`, already shares, under the read
    /// lock.
    func sharedInstance<Service>(at position: Int, of service: Service.Type) -> Service? {
        Self.sharedInstance(at: position, traits: traits(at: position), in: Unmanaged.passUnretained(self), of: Service.self)
    }

    /// The instance that the registration at `position` of `list`, of `service`, whose traits are
    /// `traits`, already shares; under the read lock: an object as it is kept, a value from the
    /// typed state.
    static func sharedInstance<Service>(
        at position: Int, traits: EntryTraits, in list: Unmanaged<RegistrationList>, of service: Service.Type
    ) -> Service? {
        guard traits.keepsSharedInstance else { return nil }
        let list = list.takeUnretainedValue()
        if EntryTraits.makesObjects(Service.self) {
            return list.sharedObject(at: position, traits: traits).map { reinterpret($0.takeRetainedValue(), as: Service.self) }
        }
        guard let state = list.unmanagedStateOfValues(at: position) else { return nil }
        guard traits.sharing == .container else { return weakInstance(in: state, of: Service.self) }
        return unsafeDowncast(state.takeUnretainedValue(), to: TypedEntryState<Service>.self).sharedValue
    }

    /// The `.weak` instance kept in `state` if it is still alive, as a `Service` that is not a
    /// class type (a protocol a class conforms to); under the read lock.
    static func weakInstance<Service>(in state: Unmanaged<EntryState>, of service: Service.Type) -> Service? {
        RegistrationList.weakObject(in: state) as? Service
    }

    /// Finds or makes the instance of the registration `reference` that serves `request`.
    func instance<Service>(
        for request: ResolutionRequest, _ recipe: ServiceRecipe<Service>, at reference: RegistrationReference,
        from container: Container, in context: ResolutionContext
    ) -> Service {
        switch context.isVerifying ? recipe.traits.sharing.withoutPublishing : recipe.traits.sharing {
        case .transient:
            let instance = recipe.make(request, from: container, in: context)
            complete(instance, isKept: false, request, recipe, at: reference, from: container, in: context)
            return instance
        case .graph:
            if let existing = recipe.instance(in: context) { return existing }
            let instance = recipe.make(request, from: container, in: context)
            // A circular dependency may have made and stored an instance while the factory ran.
            if let existing = recipe.storeUnlessPresent(instance, in: context) { return existing }
            complete(instance, isKept: true, request, recipe, at: reference, from: container, in: context)
            return instance
        case .container, .weak:
            return sharedOrNewInstance(request, recipe, at: reference, from: container, in: context)
        case .custom:
            return storedInstance(request, recipe, at: reference, from: container, in: context)
        }
    }

    /// The instance the `.container` or `.weak` registration `reference` shares, made from
    /// `recipe` for `request` if it shares none yet: an object through
    /// ``sharedOrNewObject(at:from:in:making:completing:)``, a value here, by the same rules.
    func sharedOrNewInstance<Service>(
        _ request: ResolutionRequest, _ recipe: ServiceRecipe<Service>, at reference: RegistrationReference,
        from container: Container, in context: ResolutionContext
    ) -> Service {
        if EntryTraits.makesObjects(Service.self) {
            let object = sharedOrNewObject(at: reference, from: container, in: context) {
                reinterpret(recipe.make(request, from: container, in: context), as: AnyObject.self)
            } completing: { object in
                complete(reinterpret(object, as: Service.self), isKept: true, request, recipe, at: reference, from: container, in: context)
            }
            return reinterpret(object, as: Service.self)
        }
        if let inProgress = recipe.instance(in: context) { return inProgress }
        return container.creationLock.withLock {
            let lock = container.treeLock
            let shared = lock.read {
                position(of: reference.identity, hint: reference.hint).flatMap { sharedInstance(at: $0, of: Service.self) }
            }
            if let shared { return shared }
            let instance = recipe.make(request, from: container, in: context)
            if let inProgress = recipe.storeUnlessPresent(instance, in: context) { return inProgress }
            complete(instance, isKept: true, request, recipe, at: reference, from: container, in: context)
            let replaced = lock.write { keep(instance, at: reference) }
            withExtendedLifetime(replaced) {}
            context.markPublishedInGraph(madeBy: recipe.identity)
            return instance
        }
    }

    /// The object the `.container` or `.weak` registration `reference`, whose instances are
    /// objects, shares, made by `make` (and handed to `complete`, which runs its `initCompleted`
    /// handlers) if it shares none yet; as one resolution of `context`'s thread.
    ///
    /// Not generic, so that making a singleton looks up no generic metadata: the object is created exactly once, under the tree's
    /// creation lock, and published only after `complete`, so no other thread sees it
    /// half-initialised; the creating thread finds it in the graph meanwhile, which is what
    /// resolves circular dependencies.
    func sharedOrNewObject(
        at reference: RegistrationReference, from container: Container, in context: ResolutionContext,
        making make: () -> AnyObject, completing complete: (AnyObject) -> Void
    ) -> AnyObject {
        if let inProgress = context.graphObject(madeBy: reference.identity) { return inProgress }
        return container.creationLock.withLock {
            let lock = container.treeLock
            // `guard let` rather than `Optional.flatMap`, which a debug build calls as generic code.
            let shared: AnyObject? = lock.read {
                guard let position = position(of: reference.identity, hint: reference.hint) else { return nil }
                return sharedObject(at: position, traits: traits(at: position))?.takeRetainedValue()
            }
            if let shared { return shared }
            let object = make()
            if let inProgress = context.storeInGraphUnlessPresent(object: object, madeBy: reference.identity) {
                return inProgress
            }
            complete(object)
            let replaced = lock.write { keep(object: object, at: reference) }
            withExtendedLifetime(replaced) {}
            context.markPublishedInGraph(madeBy: reference.identity)
            return object
        }
    }

    /// Under the write lock: starts sharing `object`, an instance of the registration
    /// `reference`, whose instances are objects, as the scope in effect now requires. Returns
    /// what it replaced, to release after the lock.
    func keep(object: AnyObject, at reference: RegistrationReference) -> AnyObject? {
        guard let position = position(of: reference.identity, hint: reference.hint) else { return nil }
        switch traits(at: position).sharing {
        case .container:
            // Kept in the slot, unless the registration has a state, which keeps it then.
            guard let state = state(at: position) else { return registrations[position].keepInRecord(object) }
            defer { state.sharedObject = object }
            return state.sharedObject
        case .weak:
            keepWeakly(object, in: state(at: position) ?? addState(EntryState(), to: registrations[position]))
            return nil
        case .transient, .graph, .custom:
            return nil
        }
    }

    /// Under the write lock: starts sharing `instance`, a value (a registration whose instances
    /// are objects keeps them with ``keep(object:at:)``), as the scope in effect now requires.
    /// Returns what it replaced, to release after the lock.
    func keep<Service>(_ instance: Service, at reference: RegistrationReference) -> Service? {
        guard let position = position(of: reference.identity, hint: reference.hint) else { return nil }
        switch traits(at: position).sharing {
        case .container:
            let typed = unsafeDowncast(ensureState(of: registrations[position], for: Service.self), to: TypedEntryState<Service>.self)
            defer { typed.sharedValue = instance }
            return typed.sharedValue
        case .weak:
            keepWeakly(instance, in: ensureState(of: registrations[position], for: Service.self))
            return nil
        case .transient, .graph, .custom:
            return nil
        }
    }

    /// Keeps `instance` weakly, as a `.weak` registration whose state is `state` does.
    func keepWeakly(_ instance: Any, in state: EntryState) {
        let storage = state.storage.map { unsafeDowncast($0, to: WeakStorage.self) } ?? WeakStorage()
        storage.instance = instance
        state.storage = storage
    }

    /// The path of custom scopes, through their ``InstanceStorage``; not specialized, as custom
    /// storages work with `Any` anyway.
    func storedInstance<Service>(
        _ request: ResolutionRequest, _ recipe: ServiceRecipe<Service>, at reference: RegistrationReference,
        from container: Container, in context: ResolutionContext
    ) -> Service {
        let storage = customStorage(at: reference, lock: container.treeLock)
        let graph = GraphIdentifier(context.captureGraph())
        return container.creationLock.withLock {
            if let existing = storage.instance(inGraph: graph) as? Service { return existing }
            let instance = recipe.make(request, from: container, in: context)
            if let existing = storage.instance(inGraph: graph) as? Service { return existing }
            storage.setInstance(instance, inGraph: graph)
            context.noteInFlight(storage, guardedBy: container.creationLock)
            complete(instance, isKept: true, request, recipe, at: reference, from: container, in: context)
            return instance
        }
    }

    /// The storage of a custom scope, made on first use: the first resolution, or a reset of the
    /// scope (an instance may have been put into the storage from outside, as Swinject allows).
    /// The scope's factory is user code, so it runs outside the tree lock; if two threads race,
    /// the first storage installed wins. The scope may change meanwhile (`inObjectScope`); a
    /// storage is installed only while the registration is still in the custom scope it was made
    /// for, so that the storage always matches the scope.
    func customStorage(at reference: RegistrationReference, lock: ReadMostlyLock) -> InstanceStorage {
        let (existing, scope): (AnyObject?, ObjectScopeProtocol?) = lock.read {
            guard let position = position(of: reference.identity, hint: reference.hint) else { return (nil, nil) }
            return (traits(at: position).sharing == .custom ? state(at: position)?.storage : nil, self.scope(at: position))
        }
        if let existing { return existing as! InstanceStorage }
        // A registration removed meanwhile shares nothing: a throw-away storage serves this request.
        guard let scope else { return TransientStorage() }
        let made = scope.makeStorage()
        return lock.write {
            guard let position = position(of: reference.identity, hint: reference.hint),
                  traits(at: position).sharing == .custom, let state = state(at: position), state.customScope === scope
            else { return made }
            if let raced = state.storage { return raced as! InstanceStorage }
                state.storage = made
            return made
        }
    }

    /// Runs the `initCompleted` handlers of the registration `reference` on a new instance;
    /// `isKept` tells whether the instance is already stored where a repeated request finds it.
    func complete<Service>(
        _ instance: Service, isKept: Bool, _ request: ResolutionRequest, _ recipe: ServiceRecipe<Service>,
        at reference: RegistrationReference, from container: Container, in context: ResolutionContext
    ) {
        guard recipe.traits.hasInitCompletedActions else { return }
        runInitCompleted(on: instance, isKept: isKept, request, recipe, at: reference, from: container, in: context)
    }

    /// Runs the `initCompleted` handlers on a new instance, as a frame of the resolution path.
    func runInitCompleted<Service>(
        on instance: Service, isKept: Bool, _ request: ResolutionRequest, _ recipe: ServiceRecipe<Service>,
        at reference: RegistrationReference, from container: Container, in context: ResolutionContext
    ) {
        let actions = container.treeLock.read {
            position(of: reference.identity, hint: reference.hint).map { initCompletedActions(at: $0, of: Service.self) } ?? []
        }
        context.enter(recipe.frame(for: request, step: .initCompleted(isKept: isKept)))
        defer { context.leave() }
        let resolver = (recipe.traits.isSynchronized || request.isSynchronized
            ? container.synchronizedResolverBox : container.resolverBox).unsafelyUnwrapped.takeUnretainedValue().resolver
        for action in actions { action(resolver, instance) }
    }
}
