import Synchronization

/// The registrations of one service type with one list of runtime argument types, made on one
/// container, oldest first: the part of a ``RegistrationList`` that does not depend on the
/// service type.
///
/// The newest registration with a name serves it, so registering a name again shadows the
/// earlier registration, and removing the newer one makes the earlier one serve again. The
/// diagnostics, verification, removal and reset work through this interface; resolution and
/// registration use the typed list.
///
/// Not thread safe: the container tree's ``ReadMostlyLock`` guards every list of the tree.
@usableFromInline
class AnyRegistrationList: @unchecked Sendable {
    /// The service type and argument types of every registration in the list.
    @usableFromInline let types: TypePair
    /// The locks of the container the registrations were made on, and the container while it
    /// exists.
    @usableFromInline let handle: ContainerHandle
    /// The buffer of the list's ``NameIndex``, once it has one (past ``NameIndex/threshold``
    /// registrations). Published with an atomic store, so that the first named lookup can build
    /// it in a read section; the list frees it.
    @usableFromInline let nameIndexBuffer = Atomic<UnsafeMutablePointer<UInt64>?>(nil)
    /// The position of the newest unnamed registration, or -1: most resolutions ask for no name,
    /// and find it without comparing names.
    @usableFromInline @exclusivity(unchecked) var unnamedPosition = -1
    /// Whether a registration of the list ever kept an instance or a custom storage, so that
    /// tearing down a list that never did skips its registrations.
    @usableFromInline @exclusivity(unchecked) var mayKeepInstances = false
    /// How code that is not specialized for the list's types resolves its registrations; set by
    /// the first registration that knew the types (a forwarded type's list may have none).
    @usableFromInline @exclusivity(unchecked) var specializedResolution: SpecializedResolution?

    @usableFromInline
    init(types: TypePair, handle: ContainerHandle) {
        self.types = types
        self.handle = handle
    }

    deinit {
        nameIndex?.deallocate()
    }

    /// The list's name index, if it has one.
    @inlinable
    var nameIndex: NameIndex? {
        nameIndexBuffer.load(ordering: .acquiring).map(NameIndex.init(buffer:))
    }

    // The typed list implements these.

    /// The number of registrations, shadowed ones included.
    var count: Int { abstract() }

    /// The name of the registration at `position`.
    func name(at position: Int) -> String? { abstract() }

    /// The traits of the registration at `position`.
    func traits(at position: Int) -> EntryTraits { abstract() }

    /// The state of the registration at `position`, if it has one.
    func state(at position: Int) -> EntryState? { abstract() }

    /// The position of the registration `identity`, searched from the newest.
    @usableFromInline
    func position(of identity: UInt64) -> Int? { abstract() }

    /// The position of the newest registration named `name`.
    func newestPosition(named name: String?) -> Int? { abstract() }

    /// The positions of the registrations that serve a name (shadowed ones are skipped), oldest
    /// first.
    func visiblePositions() -> [Int] { abstract() }

    /// Forgets the instances every registration of the list shares, and returns them for the
    /// caller to release once it let go of the write lock.
    func takeAllKeptInstances() -> [Any] { abstract() }

    /// Releases the ``ServiceEntry`` objects the registrations keep: an entry refers to its list,
    /// so a list that its container gives up gives up its entries too, or the two would keep each
    /// other alive. Safe under the write lock: releasing an entry runs no user code, and the caller
    /// still holds the list.
    func releaseEntries() { abstract() }

    /// The ``InstanceStorage`` of the custom-scoped registration `identity`, made now if the
    /// registration never had one (see ``RegistrationList/customStorage(at:lock:)``).
    func customStorage(of identity: UInt64) -> InstanceStorage { abstract() }

    /// A new, empty list of the same types for the container of `handle`.
    func emptyList(for handle: ContainerHandle) -> AnyRegistrationList { abstract() }

    /// Adds an alias named `name` for the registration `identity` of `target`, or, when that is
    /// an alias, for the registration it stands for.
    ///
    /// - Returns: The position of the registration the alias shadows, if any.
    func addAlias(named name: String?, to target: AnyRegistrationList, identity: UInt64) -> Int? { abstract() }

    /// Removes the registrations for which `shouldRemove` returns `true`, making any registration
    /// they shadowed serve again.
    ///
    /// - Returns: The removed registrations, to release once the caller let go of the lock
    ///   (releasing a factory or an instance may run a `deinit` that resolves); `nil` if none.
    func removeRegistrations(where shouldRemove: (EntryTraits, EntryState?) -> Bool) -> AnyObject? { abstract() }

    /// Resolves the registration `reference` as `Any`: the path of aliases and verification,
    /// where the service type is not known statically. `nil` if the registration was removed.
    func resolveErased(
        _ reference: RegistrationReference, _ request: ResolutionRequest, from container: Container,
        in context: ResolutionContext
    ) -> Any? {
        abstract()
    }

    private func abstract() -> Never {
        fatalError("Syringe: AnyRegistrationList is only ever a RegistrationList")
    }
}

extension AnyRegistrationList {
    /// The key the registration at `position` serves.
    func key(at position: Int) -> RegistrationKey {
        RegistrationKey(serviceType: types.serviceType, argumentsType: types.argumentsType, name: name(at: position))
    }

    /// The list and position of the registration that the one at `position` resolves through:
    /// itself, or for an alias the registration it stands for (`nil` once that one is removed).
    func served(at position: Int) -> (list: AnyRegistrationList, position: Int)? {
        guard let alias = state(at: position) as? AliasState else { return (self, position) }
        guard let target = alias.target else { return nil }
        return target.position(of: alias.targetIdentity).map { (target, $0) }
    }

    /// The scope of the registration at `position`.
    func scope(at position: Int) -> ObjectScopeProtocol {
        traits(at: position).sharing.builtInScope ?? state(at: position)!.customScope!
    }

    /// Forgets the instances the registration at `position` shares and returns them, for the
    /// caller to release once it let go of the write lock.
    func takeKeptInstances(at position: Int) -> [Any] {
        switch traits(at: position).sharing {
        case .container, .weak: state(at: position)?.takeKeptInstances() ?? []
        case .transient, .graph, .custom: []
        }
    }

    /// The registration at `position` as ``Container/description`` shows it, e.g.
    /// `Service: Animal, Factory: Resolver -> Animal, ObjectScope: graph`.
    func describe(at position: Int, registeredAs key: RegistrationKey) -> String {
        guard let (list, served) = served(at: position) else {
            return "Service: \(key.serviceType), forwarded to a removed registration"
        }
        let traits = list.traits(at: served)
        var parts = ["Service: \(list.types.serviceType)"]
        if let name = key.name { parts.append("Name: \"\(name)\"") }
        parts.append("Factory: \(Self.factoryDescription(list.types.argumentsType, traits.argumentCount)) -> \(key.serviceType)")
        parts.append("ObjectScope: \(list.scope(at: served))")
        if let count = list.state(at: served)?.initCompletedCount, count > 0 {
            parts.append("InitCompleted: Specified \(count) closures")
        }
        return parts.joined(separator: ", ")
    }

    /// A factory's parameter list as Swinject prints it: `Resolver` or `(Resolver, String, Int)`.
    private static func factoryDescription(_ argumentsType: Any.Type, _ argumentCount: Int) -> String {
        switch argumentCount {
        case 0: "Resolver"
        case 1: "(Resolver, \(argumentsType))"
        default: "(Resolver, \(String(describing: argumentsType).dropFirst())"
        }
    }
}
