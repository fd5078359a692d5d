/// How a registration makes and shares its instances, beyond the fast paths of
/// ``Container/resolveService(_:name:arguments:isSynchronized:)``: each request, and each instance
/// to keep, goes to the registration's scope, which reads, keeps and discards instances in a file
/// of its own (`Scopes/ServiceRegistration+ContainerScope.swift`, `+WeakScope.swift`,
/// `+CustomScope.swift`; a graph-scoped instance lives in the resolution's graph); here too are
/// `initCompleted` handlers, aliases and verification.
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
    /// Runs the `initCompleted` handlers on a new instance, made for `request` with this
    /// registration's `traits`, as a frame of the resolution path.
    func runInitCompleted<Service>(
        on instance: Service, isKept: Bool, _ request: ResolutionRequest, traits: EntryTraits,
        from container: Container, in context: ResolutionContext
    ) {
        let actions = container.treeLock.read {
            self.traits.isRemoved ? [] : initCompletedActions(of: Service.self)
        }
        context.enter(ResolutionFrame(entry: traits.identity, request: request, step: .initCompleted(isKept: isKept)))
        defer { context.leave() }
        let resolver = container.resolverBoxes.resolver(synchronized: traits.isSynchronized || request.isSynchronized)
        for action in actions { action(resolver, instance) }
    }

    /// Under the write lock: starts sharing `object`, a new instance of this registration in the
    /// form of a graph's records (``SharedForm/init(graphOf:)``), as the scope in effect now
    /// requires. Returns what it replaced, to release after the lock.
    func keep(object: AnyObject) -> AnyObject? {
        guard !traits.isRemoved else { return nil }
        switch traits.sharing {
        case .container: return traits.makesObjects ? keepInContainer(object: object) : keepInContainer(box: object)
        case .weak:
            // A `.weak` scope keeps the instance itself, when it is an object.
            let instance: Any = traits.makesObjects ? object : (object as! SharedValue).anyValue
            keepWeakly(instance, in: state ?? addState(EntryState()))
            return nil
        case .transient, .graph, .custom:
            return nil
        }
    }

    /// Forgets the instances the registration shares in its scope and returns them, for the
    /// caller to release once it let go of the write lock.
    func takeKeptInstances() -> [Any] {
        switch traits.sharing {
        case .container, .weak: takeInstances()
        case .transient, .graph, .custom: []
        }
    }

    /// The `initCompleted` handlers of this registration, of `service`; under the lock.
    func initCompletedActions<Service>(of service: Service.Type) -> [(Resolver, Service) -> Void] {
        guard let actions = state?.initCompletedActions else { return [] }
        return (actions as! InitCompletedActions<Service>).actions
    }

    /// The factory of this registration, of `service`, the service type of its key; under the
    /// read lock. The registration is no alias, and so the ``ServiceEntry`` `register` returned.
    @inline(__always)
    func factory<Service>(as service: Service.Type) -> (Resolver) -> Service {
        downcast(self, to: ServiceEntry<Service>.self).factory
    }
}
