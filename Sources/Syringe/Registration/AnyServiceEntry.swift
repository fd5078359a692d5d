/// A registration whose service type is not known statically: the part of every
/// ``ServiceEntry`` that does not depend on its service type.
///
/// Containers keep their registrations as `AnyServiceEntry` values; you work with the typed
/// ``ServiceEntry`` that `register` returns.
///
/// Configuration may happen at any time and from any thread: it is guarded by the container's
/// lock and seen by every resolution that starts afterwards.
public class AnyServiceEntry: CustomStringConvertible, @unchecked Sendable {
    /// The name the registration was made under.
    @usableFromInline let name: String?
    /// The identity and the flags the resolve path decides on. Guarded by the container tree's
    /// ReadMostlyLock, which makes the runtime's exclusivity checks redundant.
    @usableFromInline @exclusivity(unchecked) var traits: EntryTraits
    /// The locks of the container the entry was registered on, and the container while it exists.
    @usableFromInline let handle: ContainerHandle
    /// The entry's ``EntryState``, once it needs one. Owned by hand (retained when set, released
    /// in `deinit`) so that the resolve path reads it without retaining it; set once, under the
    /// write lock, and never replaced.
    @usableFromInline @exclusivity(unchecked) var stateReference: Unmanaged<EntryState>?

    @usableFromInline
    init(name: String?, traits: EntryTraits, handle: ContainerHandle, state: EntryState?) {
        self.name = name
        self.traits = traits
        self.handle = handle
        self.stateReference = state.map { Unmanaged.passRetained($0) }
    }

    deinit {
        stateReference?.release()
    }

    /// The type the factory returns.
    public var serviceType: Any.Type {
        fatalError("Syringe: AnyServiceEntry is only ever a ServiceEntry or an alias of one")
    }

    /// The tuple of the factory's runtime argument types: `Void` for none, the type itself for
    /// one, `(A, B, …)` for several.
    public var argumentsType: Any.Type {
        guarded(write: false) { argumentsTypeUnlocked }
    }

    /// The entry this one resolves through: itself, or for an alias the entry it stands for.
    var servedEntry: AnyServiceEntry { self }

    /// The state, under the lock.
    var state: EntryState? {
        stateReference?.takeUnretainedValue()
    }

    /// The state, made if the entry has none yet; under the write lock.
    func ensureState() -> EntryState {
        if let state { return state }
        let made = makeState()
        stateReference = Unmanaged.passRetained(made)
        return made
    }

    /// A new state of the entry's type; overridden by ``ServiceEntry``.
    func makeState() -> EntryState {
        EntryState(argumentsType: Void.self, argumentCount: 0)
    }

    /// The scope that decides how the instances of this registration are shared.
    public var objectScope: ObjectScopeProtocol {
        guarded(write: false) { scope }
    }

    /// The scope, under the read lock.
    var scope: ObjectScopeProtocol {
        traits.sharing.builtInScope ?? state!.customScope!
    }

    /// Sets the scope that decides how instances are shared.
    ///
    /// Instances shared under the previous scope are discarded.
    ///
    /// - Parameter objectScope: The new scope.
    /// - Returns: `self`, to chain more configuration.
    @discardableResult
    public func inObjectScope(_ objectScope: ObjectScopeProtocol) -> Self {
        setScope(objectScope, sharing: InstanceSharing(objectScope))
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
        setScope(objectScope, sharing: objectScope.sharing)
    }

    /// Sets the scope, whose sharing is `sharing`, and discards the instances shared until now.
    private func setScope(_ objectScope: ObjectScopeProtocol, sharing: InstanceSharing) -> Self {
        let discarded = guarded(write: true) {
            traits.sharing = sharing
            if sharing == .custom {
                ensureState().customScope = objectScope
            } else {
                state?.customScope = nil
            }
            return state?.takeKeptInstances() ?? []
        }
        withExtendedLifetime(discarded) {}
        return self
    }

    /// The registration as shown by ``Container/description``, e.g.
    /// `Service: Animal, Factory: Resolver -> Animal, ObjectScope: graph`.
    public var description: String {
        guarded(write: false) {
            describe(registeredAs: RegistrationKey(serviceType: serviceType, argumentsType: argumentsTypeUnlocked, name: nil))
        }
    }

    /// ``argumentsType``, under the lock.
    var argumentsTypeUnlocked: Any.Type {
        servedEntry.state?.argumentsType ?? Void.self
    }

    /// Runs `body` under the tree lock of the container the entry was registered on.
    func guarded<Result>(write: Bool, _ body: () -> Result) -> Result {
        let lock = handle.treeLock
        return write ? lock.write(body) : lock.read(stripe: ThreadStripe.current, body)
    }

    /// The registration's description for ``Container/description``, under the read lock.
    func describe(registeredAs key: RegistrationKey) -> String {
        let served = servedEntry
        var parts = ["Service: \(served.serviceType)"]
        if let name = key.name { parts.append("Name: \"\(name)\"") }
        parts.append("Factory: \(served.factoryDescription) -> \(key.serviceType)")
        parts.append("ObjectScope: \(served.scope)")
        if let count = served.state?.initCompletedCount, count > 0 {
            parts.append("InitCompleted: Specified \(count) closures")
        }
        return parts.joined(separator: ", ")
    }

    /// The factory's parameter list as Swinject prints it: `Resolver` or `(Resolver, String, Int)`.
    private var factoryDescription: String {
        let argumentsType = argumentsTypeUnlocked
        switch state?.argumentCount ?? 0 {
        case 0: return "Resolver"
        case 1: return "(Resolver, \(argumentsType))"
        default: return "(Resolver, \(String(describing: argumentsType).dropFirst())"
        }
    }

    /// Resolves the entry's service as `Any`, for forwarded types; overridden by ``ServiceEntry``.
    @usableFromInline
    func resolveErased(_ request: ResolutionRequest, from container: Container, in context: ResolutionContext) -> Any {
        fatalError("Syringe: AnyServiceEntry is only ever a ServiceEntry or an alias of one")
    }

    /// Discards the instances the entry shares (``Container/resetObjectScope(_:)-(ObjectScopeProtocol)``).
    func discardSharedInstances(lock: ReadMostlyLock, creationLock: Lock) {
        let (storage, discarded): (InstanceStorage?, [Any]) = lock.write {
            switch traits.sharing {
            case .container, .weak: (nil, state?.takeKeptInstances() ?? [])
            case .custom: (state?.storage as? InstanceStorage, [])
            case .transient, .graph: (nil, [])
            }
        }
        withExtendedLifetime(discarded) {}
        if let storage { creationLock.withLock { storage.instance = nil } }
    }
}
