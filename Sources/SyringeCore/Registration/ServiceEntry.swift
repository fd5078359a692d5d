/// A registration of a service, returned by ``Container/register(_:name:factory:)-281fx``
/// to configure it further.
///
/// ```swift
/// container.register(SessionStore.self) { r in SessionStore(api: r.resolve(APIClient.self)!) }
///     .inObjectScope(.container)
///     .initCompleted { r, store in store.analytics = r.resolve(Analytics.self) }
///     .implements(SessionReading.self)
/// ```
///
/// An entry is an object, as in Swinject: the container keeps it while the registration is
/// registered, configuring returns the same object (compare with `===`), and `==` says whether two
/// entries refer to the same registration. Configuration may happen at any time and from any
/// thread: it is guarded by the container's lock and seen by every resolution that starts
/// afterwards. Once the registration is removed (``Container/remove(_:)``), configuring it does
/// nothing.
public final class ServiceEntry<Service>: _ServiceRegistration, AnyServiceEntry, @unchecked Sendable {
    /// Makes an instance; a factory with runtime arguments reads them from the request it serves
    /// (see ``ServiceFactory``). The one part of a registration that depends on its service
    /// type: code that knows the type reads it here (``_ServiceRegistration/factory(of:as:)``).
    let factory: (Resolver) -> Service

    init(
        types: TypePair, name: String?, handle: ContainerHandle, traits: EntryTraits, state: EntryState?,
        factory: @escaping (Resolver) -> Service
    ) {
        self.factory = factory
        super.init(types: types, name: name, handle: handle, traits: traits, state: state)
    }

    /// The registration's ``EntryTraits/identity``.
    var identity: UInt64 { traits.identity }

    /// The type the factory returns.
    public var serviceType: Any.Type { Service.self }

    /// The tuple of the factory's runtime argument types: `Void` for none, the type itself for
    /// one, `(A, B, …)` for several.
    public var argumentsType: Any.Type { types.argumentsType }

    /// The scope that decides how the instances of this registration are shared; `.transient`
    /// once the registration is removed.
    public var objectScope: ObjectScopeProtocol {
        handle.treeLock.read {
            traits.isRemoved ? ObjectScope.transient : scope
        }
    }

    /// Sets the scope that decides how instances are shared: `.transient`, `.graph`,
    /// `.container`, `.weak` or a custom ``ObjectScope``.
    ///
    /// ```swift
    /// container.register(Database.self) { _ in SQLiteDatabase() }
    ///     .inObjectScope(.container)
    /// ```
    ///
    /// Instances shared under the previous scope are discarded.
    ///
    /// - Parameter objectScope: The new scope.
    /// - Returns: `self`, to chain more configuration.
    @discardableResult
    public func inObjectScope(_ objectScope: ObjectScope) -> Self {
        let sharing = objectScope.sharing
        setScope(sharing: sharing, custom: sharing == .custom ? objectScope : nil)
        return self
    }

    /// Sets the scope that decides how instances are shared.
    ///
    /// Instances shared under the previous scope are discarded.
    ///
    /// - Parameter objectScope: The new scope.
    /// - Returns: `self`, to chain more configuration.
    @discardableResult
    public func inObjectScope(_ objectScope: ObjectScopeProtocol) -> Self {
        let sharing = InstanceSharing(objectScope)
        setScope(sharing: sharing, custom: sharing == .custom ? objectScope : nil)
        return self
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
    public func initCompleted(_ completed: @escaping @isolated(any) (Resolver, Service) -> Void) -> Self {
        let isolation = FactoryIsolation(completed.isolation)
        // Called synchronously on its actor, as a factory is.
        let handler = IsolatedCall.synchronous(completed)
        handle.treeLock.write {
            guard !traits.isRemoved else { return }
            addInitCompletedHandler(handler, isolation: isolation)
        }
        return self
    }

    /// The registration as shown by ``Container/description``, e.g.
    /// `Service: Animal, Factory: Resolver -> Animal, ObjectScope: graph`.
    public var description: String {
        let listing: RegistrationListing? = handle.treeLock.read {
            let key = RegistrationKey(serviceType: Service.self, argumentsType: types.argumentsType, name: nil)
            return traits.isRemoved ? nil : RegistrationListing(self, listedAs: key)
        }
        return listing?.text ?? "Service: \(Service.self), removed from its container"
    }

    /// Sets the scope, whose sharing is `sharing` (and which is `custom` when not a built-in one),
    /// and discards the instances shared until now.
    func setScope(sharing: InstanceSharing, custom: ObjectScopeProtocol?) {
        let lock = handle.treeLock
        // A built-in scope on a registration whose slot is empty (no state, no kept
        // object) only changes its traits, which a read section allows; the rest takes the
        // write lock.
        if custom == nil {
            let changed: Bool = lock.read {
                guard !traits.isRemoved else { return true }
                guard slot.object == nil else { return false }
                updateTraits { $0.sharing = sharing }
                return true
            }
            if changed { return }
        }
        let discarded: [Any]? = lock.write {
            guard !traits.isRemoved else { return nil }
            updateTraits { $0.sharing = sharing }
            if custom != nil { _ = ensureStateForCustomScope(for: Service.self) }
            state?.customScope = custom
            return takeInstances()
        }
        withExtendedLifetime(discarded) {}
    }
}

/// Two entries are equal when they refer to the same registration.
///
/// ```swift
/// let entry = container.register(Clock.self) { _ in SystemClock() }
/// entry == entry.inObjectScope(.container)   // true: configuring returns the same registration
/// ```
extension ServiceEntry: Hashable {
    /// Whether `lhs` and `rhs` refer to the same registration.
    public static func == (lhs: ServiceEntry, rhs: ServiceEntry) -> Bool {
        lhs.identity == rhs.identity
    }

    /// Hashes the identity of the registration the entry refers to.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identity)
    }
}
