/// What making an instance of an entry needs, copied out of the entry in one go under the read
/// lock.
///
/// A transient or graph-scoped resolution works from the recipe alone, so it never retains the
/// entry: copying the factory retains its closure context, which a closure that captures nothing
/// does not have. Only scopes that keep their instances in the entry (`.container`, `.weak`,
/// custom) and entries with `initCompleted` handlers hold on to the entry itself.
@usableFromInline
struct ServiceRecipe<Service> {
    @usableFromInline let factory: ServiceFactory<Service>
    @usableFromInline let sharing: InstanceSharing
    /// The entry's ``AnyServiceEntry/identity``: graphs and frames know the entry by it.
    @usableFromInline let identity: UInt64
    @usableFromInline let isSynchronized: Bool
    @usableFromInline let makesObjects: Bool
    /// Whether the entry has `initCompleted` handlers, which are read from the entry when needed.
    @usableFromInline let hasInitCompletedActions: Bool

    @inlinable
    init(
        factory: ServiceFactory<Service>, sharing: InstanceSharing, identity: UInt64,
        isSynchronized: Bool, makesObjects: Bool, hasInitCompletedActions: Bool
    ) {
        self.factory = factory
        self.sharing = sharing
        self.identity = identity
        self.isSynchronized = isSynchronized
        self.makesObjects = makesObjects
        self.hasInitCompletedActions = hasInitCompletedActions
    }

    /// Whether resolving needs the entry itself: to keep instances in it (`.container`, `.weak`,
    /// custom) or to read its `initCompleted` handlers.
    @inlinable
    var needsEntry: Bool {
        switch sharing {
        case .container, .weak, .custom: true
        case .transient, .graph: hasInitCompletedActions
        }
    }
}

/// Making instances from a recipe: the part of the resolve path that needs no entry.
///
/// `@inlinable`, so that it is specialized for the concrete service type at the call site (see
/// ``ServiceEntry``'s resolution extension for why that matters).
extension ServiceRecipe {
    /// A new instance for a `.transient` request.
    @inlinable
    func transientInstance(
        _ request: ResolutionRequest, of entry: ServiceEntry<Service>?, from container: Container, in context: ResolutionContext
    ) -> Service {
        let instance = make(request, from: container, in: context)
        complete(instance, isKept: false, request, of: entry, from: container, in: context)
        return instance
    }

    /// The graph's instance for a `.graph` request, made if the graph has none yet.
    @inlinable
    func graphInstance(
        _ request: ResolutionRequest, of entry: ServiceEntry<Service>?, from container: Container, in context: ResolutionContext
    ) -> Service {
        if let existing = instance(in: context) { return existing }
        let instance = make(request, from: container, in: context)
        // A circular dependency may have made and stored an instance while the factory ran.
        if let existing = storeUnlessPresent(instance, in: context) { return existing }
        complete(instance, isKept: true, request, of: entry, from: container, in: context)
        return instance
    }

    /// The instance this recipe's entry made in the graph of the resolution running on
    /// `context`'s thread, if one is running.
    @inlinable @inline(__always)
    func instance(inProgress context: ResolutionContext) -> Service? {
        context.isResolving ? instance(in: context) : nil
    }

    /// The instance this recipe's entry made in the graph in progress, if any.
    @inlinable @inline(__always)
    func instance(in context: ResolutionContext) -> Service? {
        guard makesObjects else { return context.graphValue(madeBy: identity).map { $0 as! Service } }
        return context.graphObject(madeBy: identity).map { reinterpret($0, as: Service.self) }
    }

    /// Remembers `instance` in the graph in progress, unless the graph already has an instance of
    /// this recipe's entry (made meanwhile through a circular dependency), which it returns
    /// instead.
    @inlinable @inline(__always)
    func storeUnlessPresent(_ instance: Service, in context: ResolutionContext) -> Service? {
        guard makesObjects else {
            return context.storeInGraphUnlessPresent(value: instance, madeBy: identity).map { $0 as! Service }
        }
        return context.storeInGraphUnlessPresent(object: reinterpret(instance, as: AnyObject.self), madeBy: identity)
            .map { reinterpret($0, as: Service.self) }
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

    /// Runs the `initCompleted` handlers of `entry` on a new instance; `isKept` tells whether the
    /// instance is already stored where a repeated request finds it. `entry` is the entry the
    /// recipe was read from; it may be `nil` when the recipe has no handlers.
    @inlinable
    func complete(
        _ instance: Service, isKept: Bool, _ request: ResolutionRequest, of entry: ServiceEntry<Service>?,
        from container: Container, in context: ResolutionContext
    ) {
        guard hasInitCompletedActions, let entry else { return }
        entry.runInitCompleted(on: instance, isKept: isKept, request, recipe: self, from: container, in: context)
    }

    @inlinable
    func frame(for request: ResolutionRequest, step: ResolutionFrame.Step) -> ResolutionFrame {
        ResolutionFrame(entry: identity, request: request, step: step)
    }
}
