import Synchronization

/// A dependency-injection container: it stores registrations of services and resolves them with
/// their dependencies injected.
///
/// ```swift
/// let container = Container()
/// container.register(Animal.self) { _ in Cat(name: "Mimi") }
/// container.register(PetOwner.self) { r in PetOwner(pet: r.resolve(Animal.self)!) }
///
/// let owner = container.resolve(PetOwner.self)!
/// ```
///
/// A container is safe to use from any number of threads, for resolving and for registering.
/// Resolving never takes a lock that another resolving thread holds: the registrations are read
/// through a reader–writer lock whose readers do not share memory, and factories of shared
/// (`.container`, `.weak` and custom-scoped) instances run under a recursive lock so that each
/// shared instance is made exactly once.
///
/// A child container (`Container(parent:)`) resolves its own registrations first and then its
/// parent's; the parent never sees the child's. Containers of one hierarchy share their locks.
public final class Container: @unchecked Sendable {
    let parent: Container?
    /// The ancestors, nearest first, by identity: a resolution through this container counts
    /// for them too, so that their object graphs last while it runs (see ``GraphActivation``).
    let ancestry: [ObjectIdentifier]
    let defaultObjectScope: ObjectScope
    /// How registrations share their instances unless they set a scope: `defaultObjectScope`'s.
    let defaultSharing: InstanceSharing
    /// Whether every resolution through this container runs its factories under `creationLock`:
    /// the containers that ``synchronize()`` returns.
    let resolvesSynchronized: Bool
    /// Guards the registries of every container in this hierarchy.
    let treeLock: ReadMostlyLock
    /// Held while shared instances of this hierarchy are made, and by synchronized factories.
    let creationLock: Lock
    /// This container's own registrations, guarded by `treeLock` (which also makes access
    /// exclusive; the runtime's check would cost more than the lookup).
    @exclusivity(unchecked) var registry = Registry()
    /// Stands in for the container wherever a weak reference to it is needed.
    let handle: ContainerHandle
    /// How many `withOverrides` calls and verifications are running on this container, in any
    /// task. While none is, a resolution does not look for scoped overrides or record what it
    /// resolves.
    let activeSpecialModes = Atomic<Int>(0)
    /// Guarded by `treeLock`.
    var behaviors: [Behavior] = []
    /// The container as the resolver its factories receive, and its synchronized view; set at
    /// the end of `init`, never changed (see ``ResolverBoxes``).
    @exclusivity(unchecked) var resolverBoxes = ResolverBoxes()

    /// Creates a container.
    ///
    /// - Parameters:
    ///   - parent: A container whose registrations this one resolves when it has none of its own.
    ///     Instances in `.container` scope registered on the parent are shared with the child.
    ///   - defaultObjectScope: The scope of registrations that do not set one (`.graph` unless
    ///     given).
    ///   - behaviors: Behaviors told about every registration made on this container.
    ///   - registeringClosure: Registers services on the new container.
    public convenience init(
        parent: Container? = nil,
        defaultObjectScope: ObjectScope = .graph,
        behaviors: [Behavior] = [],
        registeringClosure: (Container) -> Void = { _ in }
    ) {
        self.init(parent: parent, defaultObjectScope: defaultObjectScope, resolvesSynchronized: false)
        behaviors.forEach(addBehavior)
        registeringClosure(self)
    }

    /// Creates a container whose resolutions are synchronized or not.
    init(parent: Container?, defaultObjectScope: ObjectScope, resolvesSynchronized: Bool) {
        self.parent = parent
        self.ancestry = parent.map { [ObjectIdentifier($0)] + $0.ancestry } ?? []
        self.resolvesSynchronized = resolvesSynchronized
        self.defaultObjectScope = defaultObjectScope
        self.defaultSharing = defaultObjectScope.sharing
        self.treeLock = parent?.treeLock ?? ReadMostlyLock()
        self.creationLock = parent?.creationLock ?? Lock(recursive: true)
        self.handle = ContainerHandle(treeLock: treeLock)
        handle.container = self
        resolverBoxes = ResolverBoxes.install(for: self)
    }

    deinit {
        handle.container = nil
        // The registrations' shared instances go with the container even where an entry the app
        // keeps still refers to them (which may be how a singleton refers to itself); released
        // outside the lock, as their deinit may resolve. An entry the app keeps keeps its
        // configuration.
        let released = treeLock.write {
            var released: [Any] = []
            registry.forEachRegistration { registration in
                // Most registrations keep nothing: their slot is empty.
                if registration.slot.object != nil { released += registration.takeInstances() }
            }
            return released
        }
        withExtendedLifetime(released) {}
        resolverBoxes.release(for: self)
        // The registry goes after this, and with it the registrations the app does not keep.
    }

    /// Adds a behavior, told about every registration made on this container from now on.
    ///
    /// - Parameter behavior: The behavior to add.
    public func addBehavior(_ behavior: Behavior) {
        treeLock.write { behaviors.append(behavior) }
    }

    /// Returns a container whose factories run one at a time, under the container's recursive
    /// lock.
    ///
    /// A ``Container`` is already safe to resolve from many threads; use a synchronized container
    /// when the *factories* themselves are not thread safe. Shared instances that already exist
    /// are returned without taking the lock.
    ///
    /// As in Swinject, the result is a new child ``Container`` of this one (typed as `Resolver`):
    /// it resolves this container's registrations, and registrations made on it are its own.
    ///
    /// ```swift
    /// let container = Container().synchronize() as! Container
    /// container.register(Cache.self) { _ in Cache() }       // from one thread…
    /// let cache = container.resolve(Cache.self)              // …while others resolve
    /// ```
    ///
    /// - Returns: A synchronized child container.
    public func synchronize() -> Resolver {
        Container(parent: self, defaultObjectScope: defaultObjectScope, resolvesSynchronized: true)
    }

    /// Resolves services in the object graph that `identifier` names, so that graph-scoped
    /// instances made in that graph (and still alive) are reused.
    ///
    /// ```swift
    /// container.withObjectGraph(graph) { container in
    ///     container.resolve(Session.self)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - identifier: The graph, obtained by resolving ``GraphIdentifier`` inside a factory.
    ///   - closure: Resolves services; it receives this container.
    /// - Returns: What `closure` returns.
    public func withObjectGraph<Result>(
        _ identifier: GraphIdentifier, closure: (Container) throws -> Result
    ) rethrows -> Result {
        try ResolutionContext.current.resuming(identifier.graph, through: self) { try closure(self) }
    }

    /// Walks this container and its ancestors, nearest first, under the caller's lock.
    func forEachInHierarchy(_ body: (Container) -> Void) {
        var container: Container? = self
        while let current = container {
            body(current)
            container = current.parent
        }
    }
}

/// Stands in for a container wherever something must refer to it weakly (``ServiceEntry``,
/// `Lazy`, `Provider`, `@Injected`): one weak reference, here, instead of one in each of them.
///
/// Weak, so that reading it while the container is being released on another thread gives `nil`
/// instead of stopping the program (an `unowned` reference traps once the last strong one is
/// gone, before the container's `deinit` can clear it). The container sets the reference when it
/// initialises and clears it first thing in its `deinit`, before its registrations (and the
/// singletons whose `deinit` may come here) go. The lock orders the reads and writes of the
/// reference, which Swift does not make atomic.
/// The handle also keeps the container tree's lock, which guards the configuration of the
/// container's registrations, so that configuring one through its ``ServiceEntry`` does not need
/// the container.
final class ContainerHandle: @unchecked Sendable {
    /// The lock of the container's tree.
    let treeLock: ReadMostlyLock
    private let lock = Lock()
    private weak var reference: Container?

    init(treeLock: ReadMostlyLock) {
        self.treeLock = treeLock
    }

    /// The container, while it exists.
    var container: Container? {
        get { lock.withLock { reference } }
        set { lock.withLock { reference = newValue } }
    }
}
