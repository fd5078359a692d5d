/// A registration of a service, returned by ``Container/register(_:name:factory:)-(_,_,(Resolver)->Service)``
/// to configure it further.
///
/// ```swift
/// container.register(SessionStore.self) { r in SessionStore(api: r.resolve(APIClient.self)!) }
///     .inObjectScope(.container)
///     .initCompleted { r, store in store.analytics = r.resolve(Analytics.self) }
///     .implements(SessionReading.self)
/// ```
public final class ServiceEntry<Service>: AnyServiceEntry, @unchecked Sendable {
    /// Makes an instance. A factory with runtime arguments reads them from the request it serves
    /// (see ``ServiceFactory``).
    @usableFromInline let factory: (Resolver) -> Service

    @inlinable
    init(name: String?, factory: @escaping (Resolver) -> Service, traits: EntryTraits, handle: ContainerHandle, state: EntryState?) {
        self.factory = factory
        super.init(name: name, traits: traits, handle: handle, state: state)
    }

    /// Whether instances of `Service` are single object references: a class type, not a
    /// class-bound existential.
    @inlinable
    static var makesObjects: Bool {
        Service.self is AnyObject.Type && MemoryLayout<Service>.size == MemoryLayout<AnyObject>.size
    }

    /// The type the factory returns.
    override public var serviceType: Any.Type { Service.self }

    override func makeState() -> EntryState {
        TypedEntryState<Service>(argumentsType: Void.self, argumentCount: 0)
    }

    /// The typed state, if the entry has one; under the lock.
    @inlinable @inline(__always)
    var typedState: TypedEntryState<Service>? {
        stateReference.map { unsafeDowncast($0.takeUnretainedValue(), to: TypedEntryState<Service>.self) }
    }

    /// Adds a handler that runs after the factory made a new instance, before the instance is
    /// handed out.
    ///
    /// Use it for property or method injection, and to break circular dependencies: the instance
    /// is already known to the graph when the handler runs, so resolving a service that depends
    /// back on it returns this instance.
    ///
    /// ```swift
    /// container.register(Child.self) { _ in Child() }
    ///     .initCompleted { r, child in child.parent = r.resolve(Parent.self) }
    /// ```
    ///
    /// Handlers run in the order they were added.
    ///
    /// - Parameter completed: Receives the resolver and the new instance.
    /// - Returns: `self`, to chain more configuration.
    @discardableResult
    public func initCompleted(_ completed: @escaping (Resolver, Service) -> Void) -> Self {
        guarded(write: true) {
            let state = unsafeDowncast(ensureState(), to: TypedEntryState<Service>.self)
            state.initCompletedActions.append(completed)
            traits.hasInitCompletedActions = true
        }
        return self
    }

    override func resolveErased(_ request: ResolutionRequest, from container: Container, in context: ResolutionContext) -> Any {
        anyInstance(for: request, from: container, in: context)
    }
}
