import Synchronization

private let entryIdentities = Atomic<UInt64>(0)

/// A registration of a service, returned by ``Container/register(_:name:factory:)-(_,_,(Resolver)->Service)``
/// to configure it further.
///
/// ```swift
/// container.register(SessionStore.self) { r in SessionStore(api: r.resolve(APIClient.self)!) }
///     .inObjectScope(.container)
///     .initCompleted { r, store in store.analytics = r.resolve(Analytics.self) }
///     .implements(SessionReading.self)
/// ```
///
/// Configuration may happen at any time and from any thread; it is guarded by the container's
/// lock and seen by every resolution that starts afterwards.
public final class ServiceEntry<Service> {
    /// The tuple of the factory's runtime argument types: `Void` for none, the type itself for
    /// one, `(A, B, …)` for several.
    public let argumentsType: Any.Type
    @usableFromInline let factory: ServiceFactory<Service>
    let argumentCount: Int
    /// Whether the factory runs under the container's recursive lock (`registerSynchronized`).
    @usableFromInline let isSynchronized: Bool
    /// The container the entry was registered on, while it exists.
    weak var owner: ContainerHandle?
    /// A number unique to this entry for the life of the process; object graphs record their
    /// instances under it.
    @usableFromInline let identity = entryIdentities.wrappingAdd(1, ordering: .relaxed).newValue

    // Guarded by the container tree's ReadMostlyLock, which makes the runtime's exclusivity
    // checks redundant on the resolve path.
    @usableFromInline @exclusivity(unchecked) var scope: ObjectScopeProtocol
    @usableFromInline @exclusivity(unchecked) var sharing: InstanceSharing
    @usableFromInline @exclusivity(unchecked) var initCompletedActions: [(Resolver, Service) -> Void] = []
    /// What the sharing keeps: a `SharedInstance<Service>` (container), a `WeakStorage` (weak) or
    /// the scope's `InstanceStorage` (custom). `nil` until first needed.
    @usableFromInline @exclusivity(unchecked) var kept: AnyObject?

    init(
        factory: ServiceFactory<Service>,
        argumentsType: Any.Type,
        argumentCount: Int,
        objectScope: ObjectScopeProtocol,
        isSynchronized: Bool,
        container: Container
    ) {
        self.factory = factory
        self.argumentsType = argumentsType
        self.argumentCount = argumentCount
        self.scope = objectScope
        self.sharing = InstanceSharing(objectScope)
        self.isSynchronized = isSynchronized
        self.owner = container.handle
    }

    /// The type the factory returns.
    public var serviceType: Any.Type { Service.self }

    /// The scope that decides how the instances of this registration are shared.
    public var objectScope: ObjectScopeProtocol {
        guarded(write: false) { scope }
    }

    /// Sets the scope that decides how instances are shared.
    ///
    /// Instances shared under the previous scope are discarded.
    ///
    /// - Parameter objectScope: The new scope.
    /// - Returns: `self`, to chain more configuration.
    @discardableResult
    public func inObjectScope(_ objectScope: ObjectScopeProtocol) -> Self {
        guarded(write: true) {
            scope = objectScope
            sharing = InstanceSharing(objectScope)
            kept = nil
        }
        return self
    }

    /// Sets the scope that decides how instances are shared: `.transient`, `.graph`,
    /// `.container`, `.weak` or a custom ``ObjectScope``.
    ///
    /// - Parameter objectScope: The new scope.
    /// - Returns: `self`, to chain more configuration.
    @discardableResult
    public func inObjectScope(_ objectScope: ObjectScope) -> Self {
        inObjectScope(objectScope as ObjectScopeProtocol)
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

    /// Runs `body` under the tree lock of the owning container. Once the container is gone,
    /// nothing resolves the entry any more, so no lock is needed.
    func guarded<Result>(write: Bool, _ body: () -> Result) -> Result {
        guard let lock = owner?.container?.treeLock else { return body() }
        return write ? lock.write(body) : lock.read(stripe: ThreadStripe.current, body)
    }
}

extension ServiceEntry: CustomStringConvertible {
    /// The registration as shown by ``Container/description``, e.g.
    /// `Service: Animal, Factory: Resolver -> Animal, ObjectScope: graph`.
    public var description: String {
        guarded(write: false) {
            describe(registeredAs: RegistrationKey(serviceType: Service.self, argumentsType: argumentsType, name: nil))
        }
    }
}
