/// How an entry makes and shares its instances.
///
/// This is the resolve path, and it is `@inlinable` so that the compiler specializes it for the
/// concrete service type at the call site: generic code that is not specialized pays a runtime
/// metadata lookup for every generic type it touches (`Service?`, tuples, closure arrays), which
/// costs far more than the resolution itself. The work that does not depend on the service type
/// (thread context, frames, graphs, locks) lives in non-generic functions.
///
/// The built-in scopes keep instances without casts where the type is known: container-scoped
/// ones in a typed box, graph-scoped ones in the resolution's ``ObjectGraph``. A shared instance
/// is created exactly once, under the tree's creation lock, and published only after its
/// `initCompleted` handlers ran, so no other thread sees it half-initialised; the creating thread
/// finds it in the graph meanwhile, which is what resolves circular dependencies.
extension ServiceEntry {
    /// What making an instance needs to know of the entry, read in one go under the read lock.
    @usableFromInline
    struct Configuration {
        @usableFromInline let sharing: InstanceSharing
        /// `nil` when there are none, which spares copying an empty array on every resolution.
        @usableFromInline let initCompletedActions: [(Resolver, Service) -> Void]?

        @inlinable
        init(sharing: InstanceSharing, initCompletedActions: [(Resolver, Service) -> Void]?) {
            self.sharing = sharing
            self.initCompletedActions = initCompletedActions
        }
    }

    /// The entry's configuration, under the read lock.
    @inlinable @inline(__always)
    func configuration() -> Configuration {
        Configuration(sharing: sharing, initCompletedActions: initCompletedActions.isEmpty ? nil : initCompletedActions)
    }

    /// The instance already shared by this entry, under the read lock.
    @inlinable @inline(__always)
    func sharedInstance() -> Service? {
        guard let keptReference else { return nil }
        return keptReference._withUnsafeGuaranteedRef { kept in
            switch sharing {
            case .container: unsafeDowncast(kept, to: SharedInstance<Service>.self).value
            case .weak: unsafeDowncast(kept, to: WeakStorage.self).instance as? Service
            case .transient, .graph, .custom: nil
            }
        }
    }

    /// The instance that serves `request`, found or made; the forwarded-type path.
    func anyInstance(for request: ResolutionRequest, from container: Container, in context: ResolutionContext) -> Any {
        let (shared, current): (Service?, Configuration) = container.treeLock.read(stripe: ThreadStripe.current) {
            (sharedInstance(), configuration())
        }
        return shared ?? instance(for: request, current, from: container, in: context)
    }

    /// Finds or makes the instance that serves `request`, given the entry's configuration.
    @inlinable
    func instance(
        for request: ResolutionRequest, _ configuration: Configuration,
        from container: Container, in context: ResolutionContext
    ) -> Service {
        let actions = configuration.initCompletedActions
        switch context.isVerifying ? configuration.sharing.withoutPublishing : configuration.sharing {
        case .transient:
            let instance = make(request, from: container, in: context)
            complete(instance, with: actions, isKept: false, request, from: container, in: context)
            return instance
        case .graph:
            return graphInstance(request, actions, from: container, in: context)
        case .container, .weak:
            return sharedOrNewInstance(request, actions, from: container, in: context)
        case .custom:
            return storedInstance(request, actions, from: container, in: context)
        }
    }

    @inlinable
    func graphInstance(
        _ request: ResolutionRequest, _ actions: [(Resolver, Service) -> Void]?,
        from container: Container, in context: ResolutionContext
    ) -> Service {
        if let existing = graphInstance(in: context) { return existing }
        let instance = make(request, from: container, in: context)
        // A circular dependency may have made and stored an instance while the factory ran.
        if let existing = graphInstance(in: context) { return existing }
        storeInGraph(instance, in: context)
        complete(instance, with: actions, isKept: true, request, from: container, in: context)
        return instance
    }

    @inlinable
    func sharedOrNewInstance(
        _ request: ResolutionRequest, _ actions: [(Resolver, Service) -> Void]?,
        from container: Container, in context: ResolutionContext
    ) -> Service {
        if let inProgress = graphInstance(in: context) { return inProgress }
        return container.creationLock.withLock {
            let lock = container.treeLock
            if let shared = lock.read(stripe: ThreadStripe.current, sharedInstance) { return shared }
            let instance = make(request, from: container, in: context)
            if let inProgress = graphInstance(in: context) { return inProgress }
            storeInGraph(instance, in: context)
            complete(instance, with: actions, isKept: true, request, from: container, in: context)
            let replaced = lock.write { keep(instance) }
            withExtendedLifetime(replaced) {}
            context.markPublishedInGraph(madeBy: identity)
            return instance
        }
    }

    /// The instance this entry made in the graph in progress, if any.
    @inlinable @inline(__always)
    func graphInstance(in context: ResolutionContext) -> Service? {
        guard makesObjects else { return context.graphValue(madeBy: identity).map { $0 as! Service } }
        return context.graphObject(madeBy: identity).map { reinterpret($0, as: Service.self) }
    }

    /// Remembers `instance` in the graph in progress.
    @inlinable @inline(__always)
    func storeInGraph(_ instance: Service, in context: ResolutionContext) {
        guard makesObjects else { return context.storeInGraph(value: instance, madeBy: identity) }
        context.storeInGraph(object: reinterpret(instance, as: AnyObject.self), madeBy: identity)
    }

    /// Under the write lock: starts sharing `instance`, as the scope in effect now requires.
    /// Returns what it replaced, to release after the lock.
    @usableFromInline
    func keep(_ instance: Service) -> AnyObject? {
        switch sharing {
        case .container:
            return exchangeKept(SharedInstance(instance))
        case .weak:
            let storage = kept.map { unsafeDowncast($0, to: WeakStorage.self) } ?? WeakStorage()
            storage.instance = instance
            return exchangeKept(storage)
        case .transient, .graph, .custom:
            return nil
        }
    }

    /// The path of custom scopes, through their ``InstanceStorage``; not specialized, as custom
    /// storages work with `Any` anyway.
    @usableFromInline
    func storedInstance(
        _ request: ResolutionRequest, _ actions: [(Resolver, Service) -> Void]?,
        from container: Container, in context: ResolutionContext
    ) -> Service {
        let storage = customStorage(lock: container.treeLock)
        let graph = GraphIdentifier(context.captureGraph())
        return container.creationLock.withLock {
            if let existing = storage.instance(inGraph: graph) as? Service { return existing }
            let instance = make(request, from: container, in: context)
            if let existing = storage.instance(inGraph: graph) as? Service { return existing }
            storage.setInstance(instance, inGraph: graph)
            context.noteInFlight(storage, guardedBy: container.creationLock)
            complete(instance, with: actions, isKept: true, request, from: container, in: context)
            return instance
        }
    }

    /// The storage of a custom scope, made on first use. The scope's factory is user code, so it
    /// runs outside the tree lock; if two threads race, the first storage installed wins.
    /// The scope may change meanwhile (`inObjectScope`); a storage is installed only while the
    /// entry is still in the custom scope it was made for, so that `kept` always matches `sharing`.
    private func customStorage(lock: ReadMostlyLock) -> InstanceStorage {
        let (existing, scope): (AnyObject?, ObjectScopeProtocol) = lock.read(stripe: ThreadStripe.current) {
            (sharing == .custom ? kept : nil, self.scope)
        }
        if let existing { return existing as! InstanceStorage }
        let made = scope.makeStorage()
        return lock.write {
            guard sharing == .custom, scopeObject === scope else { return made }
            if let raced = kept { return raced as! InstanceStorage }
            _ = exchangeKept(made)
            return made
        }
    }

    /// Runs the factory as a frame of the resolution path.
    @inlinable
    func make(_ request: ResolutionRequest, from container: Container, in context: ResolutionContext) -> Service {
        context.enter(frame(for: request, step: .factory))
        defer { context.leave() }
        guard isSynchronized || request.isSynchronized, !context.isVerifying else {
            return factory.make(container, arguments: request.arguments)
        }
        return container.creationLock.withLock {
            factory.make(SynchronizedResolver(container: container), arguments: request.arguments)
        }
    }

    /// Runs the `initCompleted` handlers on a new instance; `isKept` tells whether the instance
    /// is already stored where a repeated request finds it.
    @inlinable
    func complete(
        _ instance: Service, with actions: [(Resolver, Service) -> Void]?, isKept: Bool,
        _ request: ResolutionRequest, from container: Container, in context: ResolutionContext
    ) {
        guard let actions else { return }
        context.enter(frame(for: request, step: .initCompleted(isKept: isKept)))
        defer { context.leave() }
        let resolver: Resolver =
            isSynchronized || request.isSynchronized ? SynchronizedResolver(container: container) : container
        for action in actions { action(resolver, instance) }
    }

    @inlinable
    func frame(for request: ResolutionRequest, step: ResolutionFrame.Step) -> ResolutionFrame {
        ResolutionFrame(entry: ObjectIdentifier(self), request: request, step: step)
    }
}
