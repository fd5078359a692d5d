/// The parts of a registration that most registrations never need: a custom scope and its
/// storage, `initCompleted` handlers, the factory's isolation, and the instance a `.container`
/// registration shares when it is a value or the registration has a state anyway.
///
/// A registration gets a state the first time it needs one (when configured, or when the first
/// instance of a `.weak` registration or a value singleton is stored), so that the common
/// registration stays small: a class type's singleton keeps its object in its slot
/// (``_ServiceRegistration/slot``). Its fields are guarded by the container tree's lock, like the
/// registration's own.
class EntryState {
    /// The scope, when it is not one of the four built-in ones.
    final var customScope: ObjectScopeProtocol?
    /// A `.weak` registration's ``WeakStorage`` or a custom scope's ``InstanceStorage``, made on
    /// first use.
    final var storage: AnyObject?
    /// The actor the factory's code (or, for a factory without one, an `initCompleted` handler's)
    /// is isolated to, for ``Resolver/resolveAsync(_:name:isolation:)`` to run it there.
    final var isolation: FactoryIsolation?
    /// The async factory, for a registration made with one: its synchronous factory only says to
    /// await it. Set once, before the registration is published.
    final var asyncFactory: AnyAsyncFactory?
    /// The creation of the async factory's shared instance in progress, if any.
    final var asyncCreation: AsyncCreation?
    /// The instance a `.container` registration of a class type with a state shares, once made:
    /// kept as an object, so that code which does not know the service type reads it.
    @exclusivity(unchecked) final var sharedObject: AnyObject? {
        // Views of another instance are not views of this one. (They are not the last references
        // to it: whoever replaces or takes the instance holds it until after the lock.)
        didSet { forwardedViews.removeAll() }
    }
    /// The ``sharedObject``, cast to types forwarded to this registration (`implements`), each
    /// in a ``SharedValue`` box of that type, so that resolving a forwarded type casts once.
    @exclusivity(unchecked) final var forwardedViews: [(type: ObjectIdentifier, view: SharedValue)] = []
    /// The `initCompleted` handlers, an ``InitCompletedActions`` of the service type, once one
    /// was added.
    final var initCompletedActions: AnyObject?
    /// The number of `initCompleted` handlers.
    final var initCompletedCount = 0

    init() {}

    /// Whether the state keeps an instance, or a storage or an async factory that may keep one.
    var keepsInstances: Bool { sharedObject != nil || storage != nil || asyncFactory != nil }

    /// The shared instance as `type`, a type forwarded to the registration, if a resolution cast
    /// it already; under the read lock.
    func forwardedView(as type: Any.Type) -> SharedValue? {
        let wanted = ObjectIdentifier(type)
        for (type, view) in forwardedViews where type == wanted { return view }
        return nil
    }

    /// Keeps `view`, the shared instance as `Service`; under the write lock.
    func addForwardedView<Service>(_ view: TypedSharedValue<Service>, as service: Service.Type) {
        guard forwardedView(as: Service.self) == nil else { return }
        forwardedViews.append((ObjectIdentifier(Service.self), view))
    }

    /// Forgets the instances kept for the registration's scope and returns them, for the caller
    /// to release once it let go of the lock.
    /// A creation in progress finishes for its waiters, but what it makes is not kept.
    func takeKeptInstances() -> [Any] {
        defer { (sharedObject, storage, asyncCreation) = (nil, nil, nil) }
        let kept: [Any?] = [sharedObject, storage]
        return kept.compactMap { $0 }
    }
}

/// The `initCompleted` handlers of a registration of `Service`, in the order they were added.
final class InitCompletedActions<Service> {
    final var actions: [(Resolver, Service) -> Void] = []

    init() {}
}

/// The state of an alias: the registration it stands for, which is never an alias itself.
///
/// The alias keeps that registration, which refers to no registry, so no cycle forms. Once the
/// target is removed, the alias serves nothing.
final class AliasState: EntryState {
    /// The registration the alias stands for.
    let target: _ServiceRegistration

    init(target: _ServiceRegistration) {
        self.target = target
    }
}
