/// How an entry makes and shares its instances, beyond the fast paths of
/// ``Container/resolveService(_:name:arguments:isSynchronized:)``: first instances of shared
/// scopes, `.weak` and custom scopes, `initCompleted` handlers, synchronized factories,
/// verification and forwarded types.
///
/// This is still the resolve path, and it is `@inlinable` so that the compiler specializes it for
/// the concrete service type at the call site: generic code that is not specialized pays a
/// runtime metadata lookup for every generic type it touches (`Service?`, tuples, closure
/// arrays), which costs far more than the resolution itself. The work that does not depend on
/// the service type (thread context, frames, graphs, locks) lives in non-generic functions.
///
/// A shared instance is created exactly once, under the tree's creation lock, and published only
/// after its `initCompleted` handlers ran, so no other thread sees it half-initialised; the
/// creating thread finds it in the graph meanwhile, which is what resolves circular dependencies.
extension ServiceEntry {
    /// What making an instance needs to know of the entry, under the read lock.
    @inlinable @inline(__always)
    func recipe() -> ServiceRecipe<Service> {
        ServiceRecipe(factory: factory, traits: traits)
    }

    /// The instance already shared by this entry, under the read lock.
    @inlinable @inline(__always)
    func sharedInstance() -> Service? {
        switch traits.sharing {
        case .container: typedState?.shared
        case .weak: weaklySharedInstance()
        case .transient, .graph, .custom: nil
        }
    }

    /// The instance a `.weak` entry shares while it is alive, under the read lock.
    @usableFromInline
    func weaklySharedInstance() -> Service? {
        (state?.storage as? WeakStorage)?.instance as? Service
    }

    /// The instance that serves `request`, found or made; the forwarded-type path.
    func anyInstance(for request: ResolutionRequest, from container: Container, in context: ResolutionContext) -> Any {
        let (shared, current): (Service?, ServiceRecipe<Service>) = container.treeLock.read(stripe: ThreadStripe.current) {
            (sharedInstance(), recipe())
        }
        return shared ?? Self.instance(for: request, current, of: self, from: container, in: context)
    }

    /// Finds or makes the instance that serves `request`; `entry` is the entry the recipe was
    /// read from, retained by the caller.
    @inlinable
    static func instance(
        for request: ResolutionRequest, _ recipe: ServiceRecipe<Service>, of entry: ServiceEntry,
        from container: Container, in context: ResolutionContext
    ) -> Service {
        switch context.isVerifying ? recipe.traits.sharing.withoutPublishing : recipe.traits.sharing {
        case .transient:
            let instance = recipe.make(request, from: container, in: context)
            recipe.complete(instance, isKept: false, request, of: entry, from: container, in: context)
            return instance
        case .graph:
            if let existing = recipe.instance(in: context) { return existing }
            let instance = recipe.make(request, from: container, in: context)
            // A circular dependency may have made and stored an instance while the factory ran.
            if let existing = recipe.storeUnlessPresent(instance, in: context) { return existing }
            recipe.complete(instance, isKept: true, request, of: entry, from: container, in: context)
            return instance
        case .container, .weak:
            return entry.sharedOrNewInstance(request, recipe, from: container, in: context)
        case .custom:
            return entry.storedInstance(request, recipe, from: container, in: context)
        }
    }

    @inlinable
    func sharedOrNewInstance(
        _ request: ResolutionRequest, _ recipe: ServiceRecipe<Service>,
        from container: Container, in context: ResolutionContext
    ) -> Service {
        if let inProgress = recipe.instance(in: context) { return inProgress }
        return container.creationLock.withLock {
            let lock = container.treeLock
            if let shared = lock.read(stripe: ThreadStripe.current, sharedInstance) { return shared }
            let instance = recipe.make(request, from: container, in: context)
            if let inProgress = recipe.storeUnlessPresent(instance, in: context) { return inProgress }
            recipe.complete(instance, isKept: true, request, of: self, from: container, in: context)
            let replaced = lock.write { keep(instance) }
            withExtendedLifetime(replaced) {}
            context.markPublishedInGraph(madeBy: recipe.identity)
            return instance
        }
    }

    /// Under the write lock: starts sharing `instance`, as the scope in effect now requires.
    /// Returns what it replaced, to release after the lock.
    @usableFromInline
    func keep(_ instance: Service) -> Service? {
        switch traits.sharing {
        case .container:
            let state = unsafeDowncast(ensureState(), to: TypedEntryState<Service>.self)
            defer { state.shared = instance }
            return state.shared
        case .weak:
            let state = ensureState()
            let storage = state.storage.map { unsafeDowncast($0, to: WeakStorage.self) } ?? WeakStorage()
            storage.instance = instance
            state.storage = storage
            return nil
        case .transient, .graph, .custom:
            return nil
        }
    }

    /// The path of custom scopes, through their ``InstanceStorage``; not specialized, as custom
    /// storages work with `Any` anyway.
    @usableFromInline
    func storedInstance(
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
            recipe.complete(instance, isKept: true, request, of: self, from: container, in: context)
            return instance
        }
    }

    /// The storage of a custom scope, made on first use. The scope's factory is user code, so it
    /// runs outside the tree lock; if two threads race, the first storage installed wins.
    /// The scope may change meanwhile (`inObjectScope`); a storage is installed only while the
    /// entry is still in the custom scope it was made for, so that the storage always matches
    /// the scope.
    private func customStorage(lock: ReadMostlyLock) -> InstanceStorage {
        let (existing, scope): (AnyObject?, ObjectScopeProtocol) = lock.read(stripe: ThreadStripe.current) {
            (traits.sharing == .custom ? state?.storage : nil, self.scope)
        }
        if let existing { return existing as! InstanceStorage }
        let made = scope.makeStorage()
        return lock.write {
            guard traits.sharing == .custom, let state, state.customScope === scope else { return made }
            if let raced = state.storage { return raced as! InstanceStorage }
            state.storage = made
            return made
        }
    }

    /// Runs the `initCompleted` handlers on a new instance, as a frame of the resolution path.
    @usableFromInline
    func runInitCompleted(
        on instance: Service, isKept: Bool, _ request: ResolutionRequest, recipe: ServiceRecipe<Service>,
        from container: Container, in context: ResolutionContext
    ) {
        let actions = container.treeLock.read(stripe: ThreadStripe.current) { typedState?.initCompletedActions ?? [] }
        context.enter(recipe.frame(for: request, step: .initCompleted(isKept: isKept)))
        defer { context.leave() }
        let resolver: Resolver =
            recipe.traits.isSynchronized || request.isSynchronized ? SynchronizedResolver(container: container) : container
        for action in actions { action(resolver, instance) }
    }
}
