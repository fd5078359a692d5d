/// How a registration makes and shares its instances, beyond the fast paths of
/// ``Container/resolveService(_:name:arguments:isSynchronized:)``: first instances of shared
/// scopes, `.weak` and custom scopes, `initCompleted` handlers, synchronized factories, aliases
/// and verification.
///
/// Generic code pays a runtime metadata lookup for every generic type it touches (`Service?`,
/// tuples, closure arrays), so the work that does not depend on the service type (thread context,
/// frames, graphs, locks, a singleton's creation) lives in non-generic functions.
///
/// The caller keeps the registration alive; each section of the lock that reads or changes it
/// checks that it was not removed meanwhile. A shared instance is created exactly once, under the
/// tree's creation lock, and published only after its `initCompleted` handlers ran, so no other
/// thread sees it half-initialised; the creating thread finds it in the graph meanwhile, which is
/// what resolves circular dependencies.
extension _ServiceRegistration {
    /// Finds or makes the instance of this registration that serves `request`.
    func instance<Service>(
        for request: ResolutionRequest, _ recipe: ServiceRecipe<Service>,
        from container: Container, in context: ResolutionContext
    ) -> Service {
        switch context.isVerifying ? recipe.traits.sharing.withoutPublishing : recipe.traits.sharing {
        case .transient:
            let instance = recipe.make(request, from: container, in: context)
            complete(instance, isKept: false, request, recipe, from: container, in: context)
            return instance
        case .graph:
            if let existing = recipe.instance(in: context) { return existing }
            let instance = recipe.make(request, from: container, in: context)
            // A circular dependency may have made and stored an instance while the factory ran.
            if let existing = recipe.storeUnlessPresent(instance, in: context) { return existing }
            complete(instance, isKept: true, request, recipe, from: container, in: context)
            return instance
        case .container, .weak:
            return sharedOrNewInstance(request, recipe, from: container, in: context)
        case .custom:
            return storedInstance(request, recipe, from: container, in: context)
        }
    }

    /// The instance this `.container` or `.weak` registration shares, made from `recipe` for
    /// `request` if it shares none yet: an object through
    /// ``sharedOrNewObject(from:in:making:completing:)``, a value here, by the same rules.
    func sharedOrNewInstance<Service>(
        _ request: ResolutionRequest, _ recipe: ServiceRecipe<Service>,
        from container: Container, in context: ResolutionContext
    ) -> Service {
        if EntryTraits.makesObjects(Service.self) {
            let object = sharedOrNewObject(from: container, in: context) {
                reinterpret(recipe.make(request, from: container, in: context), as: AnyObject.self)
            } completing: { object in
                complete(reinterpret(object, as: Service.self), isKept: true, request, recipe, from: container, in: context)
            }
            return reinterpret(object, as: Service.self)
        }
        if let inProgress = recipe.instance(in: context) { return inProgress }
        return container.creationLock.withLock {
            let lock = container.treeLock
            let shared = lock.read { traits.isRemoved ? nil : sharedInstance(of: Service.self) }
            if let shared { return shared }
            let instance = recipe.make(request, from: container, in: context)
            if let inProgress = recipe.storeUnlessPresent(instance, in: context) { return inProgress }
            complete(instance, isKept: true, request, recipe, from: container, in: context)
            let replaced = lock.write { keep(instance) }
            withExtendedLifetime(replaced) {}
            context.markPublishedInGraph(madeBy: recipe.identity)
            return instance
        }
    }

    /// The object this `.container` or `.weak` registration, whose instances are objects, shares, made by `make` (and handed to `complete`, which runs its `initCompleted`
    /// handlers) if it shares none yet; as one resolution of `context`'s thread.
    ///
    /// Not generic, so that making a singleton looks up no generic metadata: the object is created exactly once, under the tree's
    /// creation lock, and published only after `complete`, so no other thread sees it
    /// half-initialised; the creating thread finds it in the graph meanwhile, which is what
    /// resolves circular dependencies.
    func sharedOrNewObject(
        from container: Container, in context: ResolutionContext,
        making make: () -> AnyObject, completing complete: (AnyObject) -> Void
    ) -> AnyObject {
        if let inProgress = context.graphObject(madeBy: traits.identity) { return inProgress }
        return container.creationLock.withLock {
            let lock = container.treeLock
            // `guard let` rather than `Optional.flatMap`, which a debug build calls as generic code.
            let shared: AnyObject? = lock.read {
                guard !traits.isRemoved else { return nil }
                return Self.sharedObject(in: slot, traits: traits)?.takeRetainedValue()
            }
            if let shared { return shared }
            let object = make()
            if let inProgress = context.storeInGraphUnlessPresent(object: object, madeBy: traits.identity) {
                return inProgress
            }
            complete(object)
            let replaced = lock.write { keep(object: object) }
            withExtendedLifetime(replaced) {}
            context.markPublishedInGraph(madeBy: traits.identity)
            return object
        }
    }

    /// Under the write lock: starts sharing `object`, an instance of this registration, whose
    /// instances are objects, as the scope in effect now requires. Returns
    /// what it replaced, to release after the lock.
    func keep(object: AnyObject) -> AnyObject? {
        guard !traits.isRemoved else { return nil }
        switch traits.sharing {
        case .container:
            // Kept in the slot, unless the registration has a state, which keeps it then.
            guard let state else { return keepInRecord(object) }
            defer { state.sharedObject = object }
            return state.sharedObject
        case .weak:
            keepWeakly(object, in: state ?? addState(EntryState()))
            return nil
        case .transient, .graph, .custom:
            return nil
        }
    }

    /// Under the write lock: starts sharing `instance`, a value (a registration whose instances
    /// are objects keeps them with ``keep(object:at:)``), as the scope in effect now requires.
    /// Returns what it replaced, to release after the lock.
    func keep<Service>(_ instance: Service) -> Service? {
        guard !traits.isRemoved else { return nil }
        switch traits.sharing {
        case .container:
            let typed = unsafeDowncast(ensureState(for: Service.self), to: TypedEntryState<Service>.self)
            defer { typed.sharedValue = instance }
            return typed.sharedValue
        case .weak:
            keepWeakly(instance, in: ensureState(for: Service.self))
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
        _ request: ResolutionRequest, _ recipe: ServiceRecipe<Service>,
        from container: Container, in context: ResolutionContext
    ) -> Service {
        let storage = customStorage(lock: container.treeLock)
        let graph = GraphIdentifier(context.captureGraph())
        return container.creationLock.withLock {
            if let existing = storage.instance(inGraph: graph) as? Service { return existing }
            let instance = recipe.make(request, from: container, in: context)
            if let existing = storage.instance(inGraph: graph) as? Service { return existing }
            storage.setInstance(instance, inGraph: graph)
            context.noteInFlight(storage, guardedBy: container.creationLock)
            complete(instance, isKept: true, request, recipe, from: container, in: context)
            return instance
        }
    }

    /// The storage of a custom scope, made on first use: the first resolution, or a reset of the
    /// scope (an instance may have been put into the storage from outside, as Swinject allows).
    /// The scope's factory is user code, so it runs outside the tree lock; if two threads race,
    /// the first storage installed wins. The scope may change meanwhile (`inObjectScope`); a
    /// storage is installed only while the registration is still in the custom scope it was made
    /// for, so that the storage always matches the scope.
    func customStorage(lock: ReadMostlyLock) -> InstanceStorage {
        let (existing, scope): (AnyObject?, ObjectScopeProtocol?) = lock.read {
            guard !traits.isRemoved else { return (nil, nil) }
            return (traits.sharing == .custom ? state?.storage : nil, self.scope)
        }
        if let existing { return existing as! InstanceStorage }
        // A registration removed meanwhile shares nothing: a throw-away storage serves this request.
        guard let scope else { return TransientStorage() }
        let made = scope.makeStorage()
        return lock.write {
            guard !traits.isRemoved, traits.sharing == .custom, let state, state.customScope === scope
            else { return made }
            if let raced = state.storage { return raced as! InstanceStorage }
            state.storage = made
            return made
        }
    }

    /// Runs the `initCompleted` handlers of this registration on a new instance;
    /// `isKept` tells whether the instance is already stored where a repeated request finds it.
    func complete<Service>(
        _ instance: Service, isKept: Bool, _ request: ResolutionRequest, _ recipe: ServiceRecipe<Service>,
        from container: Container, in context: ResolutionContext
    ) {
        guard recipe.traits.hasInitCompletedActions else { return }
        runInitCompleted(on: instance, isKept: isKept, request, recipe, from: container, in: context)
    }

    /// Runs the `initCompleted` handlers on a new instance, as a frame of the resolution path.
    func runInitCompleted<Service>(
        on instance: Service, isKept: Bool, _ request: ResolutionRequest, _ recipe: ServiceRecipe<Service>,
        from container: Container, in context: ResolutionContext
    ) {
        let actions = container.treeLock.read {
            traits.isRemoved ? [] : initCompletedActions(of: Service.self)
        }
        context.enter(recipe.frame(for: request, step: .initCompleted(isKept: isKept)))
        defer { context.leave() }
        let resolver = (recipe.traits.isSynchronized || request.isSynchronized
            ? container.synchronizedResolverBox : container.resolverBox).unsafelyUnwrapped.takeUnretainedValue().resolver
        for action in actions { action(resolver, instance) }
    }

    /// The instance this registration, of `service`, already shares; under the read lock.
    func sharedInstance<Service>(of service: Service.Type) -> Service? {
        sharedInstance(traits: traits, of: Service.self)
    }

    /// The instance that this registration, of `service`, whose traits are `traits`, already
    /// shares; under the read lock: an object as it is kept, a value from the typed state.
    func sharedInstance<Service>(traits: EntryTraits, of service: Service.Type) -> Service? {
        guard traits.keepsSharedInstance else { return nil }
        if EntryTraits.makesObjects(Service.self) {
            return Self.sharedObject(in: slot, traits: traits).map { reinterpret($0.takeRetainedValue(), as: Service.self) }
        }
        // The slot of a registration whose instances are not plain objects (values, protocol
        // types) holds nothing but its state: only a class type's singleton keeps its object there.
        guard let slot else { return nil }
        let state = unsafeDowncast(slot.takeUnretainedValue(), to: EntryState.self)
        guard traits.sharing == .container else { return Self.weakObject(in: state) as? Service }
        return unsafeDowncast(state, to: TypedEntryState<Service>.self).sharedValue
    }

    /// The `initCompleted` handlers of this registration, of `service`; under the lock.
    func initCompletedActions<Service>(of service: Service.Type) -> [(Resolver, Service) -> Void] {
        guard let actions = state?.initCompletedActions else { return [] }
        return unsafeDowncast(actions, to: InitCompletedActions<Service>.self).actions
    }

    /// What making an instance of this registration, of `service`, needs; under the read lock.
    /// The registration is no alias.
    func recipe<Service>(of service: Service.Type) -> ServiceRecipe<Service> {
        ServiceRecipe(factory: unsafeDowncast(self, to: ServiceEntry<Service>.self).factory, traits: traits)
    }

    /// Resolves this registration as `Any`: the path of aliases and verification, where the
    /// service type is not known statically. `nil` if the registration was removed.
    func resolveErased(_ request: ResolutionRequest, from container: Container, in context: ResolutionContext) -> Any? {
        func resolve<Service>(as service: Service.Type) -> Any? {
            let found: (Service?, ServiceRecipe<Service>)? = container.treeLock.read {
                traits.isRemoved ? nil : (sharedInstance(of: Service.self), recipe(of: Service.self))
            }
            guard let (shared, recipe) = found else { return nil }
            return shared ?? instance(for: request, recipe, from: container, in: context)
        }
        return _openExistential(types.serviceType, do: resolve)
    }
}
