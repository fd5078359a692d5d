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
    @usableFromInline let factory: ServiceFactory<Service>
    /// Guarded by the container tree's ReadMostlyLock.
    @usableFromInline @exclusivity(unchecked) var initCompletedActions: [(Resolver, Service) -> Void] = []

    @inlinable
    init(
        factory: ServiceFactory<Service>,
        argumentsType: Any.Type,
        argumentCount: Int,
        objectScope: ObjectScopeProtocol,
        isSynchronized: Bool,
        container: Container
    ) {
        self.factory = factory
        super.init(
            serviceType: Service.self,
            // A class type, not a class-bound existential: its values are single references.
            makesObjects: Service.self is AnyObject.Type && MemoryLayout<Service>.size == MemoryLayout<AnyObject>.size,
            argumentsType: argumentsType, argumentCount: argumentCount,
            objectScope: objectScope, isSynchronized: isSynchronized, container: container)
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
        guarded(write: true) { initCompletedActions.append(completed) }
        return self
    }

    override var initCompletedCount: Int { initCompletedActions.count }

    override func resolveErased(_ request: ResolutionRequest, from container: Container, in context: ResolutionContext) -> Any {
        anyInstance(for: request, from: container, in: context)
    }
}
