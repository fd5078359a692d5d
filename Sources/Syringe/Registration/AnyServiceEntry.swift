import Synchronization

private let entryIdentities = Atomic<UInt64>(0)

/// A registration whose service type is not known statically: the part of every
/// ``ServiceEntry`` that does not depend on its service type.
///
/// Containers keep their registrations as `AnyServiceEntry` values; you work with the typed
/// ``ServiceEntry`` that `register` returns.
///
/// Configuration may happen at any time and from any thread: it is guarded by the container's
/// lock and seen by every resolution that starts afterwards.
public class AnyServiceEntry: CustomStringConvertible, @unchecked Sendable {
    /// The type the factory returns.
    public let serviceType: Any.Type
    /// The tuple of the factory's runtime argument types: `Void` for none, the type itself for
    /// one, `(A, B, …)` for several.
    public let argumentsType: Any.Type
    /// A number unique to this entry for the life of the process; object graphs record their
    /// instances under it.
    @usableFromInline let identity = entryIdentities.wrappingAdd(1, ordering: .relaxed).newValue
    /// The container the entry was registered on, while it exists.
    weak var owner: ContainerHandle?

    // Guarded by the container tree's ReadMostlyLock, which makes the runtime's exclusivity
    // checks redundant on the resolve path.
    /// The scope, as a plain reference: half the size of an `ObjectScopeProtocol` existential,
    /// and only read where speed does not matter (see ``scope``).
    @usableFromInline @exclusivity(unchecked) var scopeObject: AnyObject
    /// What the sharing keeps: a `SharedInstance<Service>` (container), a `WeakStorage` (weak) or
    /// the scope's `InstanceStorage` (custom). `nil` until first needed.
    ///
    /// Owned by hand (retained when set, released when replaced and in `deinit`) so that the
    /// resolve path can read it inside a read section without retaining it: no writer can
    /// replace it meanwhile. Write it through ``kept``.
    @usableFromInline @exclusivity(unchecked) var keptReference: Unmanaged<AnyObject>?
    @usableFromInline @exclusivity(unchecked) var sharing: InstanceSharing

    let argumentCount: UInt8
    /// Whether the factory runs under the container's recursive lock (`registerSynchronized`).
    @usableFromInline let isSynchronized: Bool
    /// Whether the service type is a class, so that instances can be kept as plain object
    /// references and read back without a dynamic cast.
    @usableFromInline let makesObjects: Bool

    deinit {
        keptReference?.release()
    }

    /// What the sharing keeps, under the read lock.
    var kept: AnyObject? {
        keptReference?.takeUnretainedValue()
    }

    /// Replaces what the sharing keeps, under the write lock. Returns what it replaced, for the
    /// caller to release once the lock is let go: releasing an instance runs its `deinit`, which
    /// may resolve or register and so needs the lock.
    @usableFromInline
    func exchangeKept(_ newValue: AnyObject?) -> AnyObject? {
        let old = keptReference
        keptReference = newValue.map { Unmanaged.passRetained($0) }
        return old?.takeRetainedValue()
    }

    @usableFromInline
    init(
        serviceType: Any.Type, makesObjects: Bool, argumentsType: Any.Type, argumentCount: Int,
        objectScope: ObjectScopeProtocol, isSynchronized: Bool, container: Container
    ) {
        self.serviceType = serviceType
        self.argumentsType = argumentsType
        self.argumentCount = UInt8(clamping: argumentCount)
        self.scopeObject = objectScope
        self.sharing = InstanceSharing(objectScope)
        self.isSynchronized = isSynchronized
        self.makesObjects = makesObjects
        self.owner = container.handle
    }

    /// The scope that decides how the instances of this registration are shared.
    public var objectScope: ObjectScopeProtocol {
        guarded(write: false) { scope }
    }

    /// The scope, under the read lock.
    var scope: ObjectScopeProtocol {
        scopeObject as! ObjectScopeProtocol
    }

    /// Sets the scope that decides how instances are shared.
    ///
    /// Instances shared under the previous scope are discarded.
    ///
    /// - Parameter objectScope: The new scope.
    /// - Returns: `self`, to chain more configuration.
    @discardableResult
    public func inObjectScope(_ objectScope: ObjectScopeProtocol) -> Self {
        let discarded = guarded(write: true) {
            scopeObject = objectScope
            sharing = InstanceSharing(objectScope)
            return exchangeKept(nil)
        }
        withExtendedLifetime(discarded) {}
        return self
    }

    /// Sets the scope that decides how instances are shared: `.transient`, `.graph`,
    /// `.container`, `.weak` or a custom ``ObjectScope``.
    ///
    /// ```swift
    /// container.register(Database.self) { _ in SQLiteDatabase() }
    ///     .inObjectScope(.container)
    /// ```
    ///
    /// - Parameter objectScope: The new scope.
    /// - Returns: `self`, to chain more configuration.
    @discardableResult
    public func inObjectScope(_ objectScope: ObjectScope) -> Self {
        inObjectScope(objectScope as ObjectScopeProtocol)
    }

    /// The registration as shown by ``Container/description``, e.g.
    /// `Service: Animal, Factory: Resolver -> Animal, ObjectScope: graph`.
    public var description: String {
        guarded(write: false) {
            describe(registeredAs: RegistrationKey(serviceType: serviceType, argumentsType: argumentsType, name: nil))
        }
    }

    /// Runs `body` under the tree lock of the owning container. Once the container is gone,
    /// nothing resolves the entry any more, so no lock is needed.
    func guarded<Result>(write: Bool, _ body: () -> Result) -> Result {
        guard let lock = owner?.container?.treeLock else { return body() }
        return write ? lock.write(body) : lock.read(stripe: ThreadStripe.current, body)
    }

    /// The number of `initCompleted` handlers, under the read lock.
    var initCompletedCount: Int { 0 }

    /// The registration's description for ``Container/description``, under the read lock.
    func describe(registeredAs key: RegistrationKey) -> String {
        var parts = ["Service: \(serviceType)"]
        if let name = key.name { parts.append("Name: \"\(name)\"") }
        parts.append("Factory: \(factoryDescription) -> \(key.serviceType)")
        parts.append("ObjectScope: \(scope)")
        if initCompletedCount > 0 {
            parts.append("InitCompleted: Specified \(initCompletedCount) closures")
        }
        return parts.joined(separator: ", ")
    }

    /// The factory's parameter list as Swinject prints it: `Resolver` or `(Resolver, String, Int)`.
    private var factoryDescription: String {
        switch argumentCount {
        case 0: "Resolver"
        case 1: "(Resolver, \(argumentsType))"
        default: "(Resolver, \(String(describing: argumentsType).dropFirst())"
        }
    }

    /// Resolves the entry's service as `Any`, for forwarded types; overridden by ``ServiceEntry``.
    @usableFromInline
    func resolveErased(_ request: ResolutionRequest, from container: Container, in context: ResolutionContext) -> Any {
        fatalError("Syringe: AnyServiceEntry is only ever a ServiceEntry")
    }

    /// Discards the instances the entry shares (``Container/resetObjectScope(_:)-(ObjectScopeProtocol)``).
    func discardSharedInstances(lock: ReadMostlyLock, creationLock: Lock) {
        let (storage, discarded): (InstanceStorage?, AnyObject?) = lock.write {
            switch sharing {
            case .container, .weak: (nil, exchangeKept(nil))
            case .custom: (kept as? InstanceStorage, nil)
            case .transient, .graph: (nil, nil)
            }
        }
        withExtendedLifetime(discarded) {}
        if let storage { creationLock.withLock { storage.instance = nil } }
    }
}
