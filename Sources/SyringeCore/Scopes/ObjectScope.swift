/// How the instances a ``Container`` makes for a registration are shared.
///
/// Set it with ``AnyServiceEntry/inObjectScope(_:)-(ObjectScope)``; a container's default is
/// ``graph``.
///
/// ```swift
/// container.register(Database.self) { _ in SQLiteDatabase() }
///     .inObjectScope(.container)   // one instance for the container and its children
/// ```
///
/// Scopes apply to reference types. A value type registered in ``container`` scope is made once
/// and copied on every resolve; in ``weak`` scope it is never shared between resolutions.
///
/// Define a custom scope from an ``InstanceStorage`` factory, and discard its instances with
/// ``Container/resetObjectScope(_:)-(ObjectScope)``:
///
/// ```swift
/// extension ObjectScope {
///     static let session = ObjectScope(storageFactory: PermanentStorage.init, description: "session")
/// }
/// container.resetObjectScope(.session)   // on log-out
/// ```
public final class ObjectScope: ObjectScopeProtocol, CustomStringConvertible, @unchecked Sendable {
    /// The name shown in ``Container/description`` and diagnostics.
    public let description: String
    private let storageFactory: () -> InstanceStorage
    private let parent: ObjectScopeProtocol?
    /// How registrations in this scope share their instances: `.custom` but for the four built-in
    /// scopes.
    let sharing: InstanceSharing

    /// Creates a scope whose instances are kept by the storages that `storageFactory` makes.
    ///
    /// - Parameters:
    ///   - storageFactory: Makes the storage of one registration. It may be called on any thread.
    ///   - description: The name shown in descriptions and diagnostics.
    ///   - parent: A scope whose storage is combined with this one through ``CompositeStorage``:
    ///     an instance is found if either storage still keeps it.
    public convenience init(
        storageFactory: @escaping () -> InstanceStorage,
        description: String = "",
        parent: ObjectScopeProtocol? = nil
    ) {
        self.init(storageFactory: storageFactory, description: description, parent: parent, sharing: .custom)
    }

    private init(
        storageFactory: @escaping () -> InstanceStorage, description: String, parent: ObjectScopeProtocol?,
        sharing: InstanceSharing
    ) {
        self.storageFactory = storageFactory
        self.description = description
        self.parent = parent
        self.sharing = sharing
    }

    /// Makes the storage of one registration, combined with the parent scope's storage if any.
    public func makeStorage() -> InstanceStorage {
        guard let parent else { return storageFactory() }
        return CompositeStorage([storageFactory(), parent.makeStorage()])
    }

    /// Every resolution makes a new instance; nothing is shared.
    ///
    /// Circular dependencies cannot be resolved in this scope.
    public static let transient = ObjectScope(
        storageFactory: TransientStorage.init, description: "transient", parent: nil, sharing: .transient)

    /// One instance per object graph: a top-level `resolve` call and everything resolved while
    /// it runs through the same container (the `r` each factory receives) share the instance; the
    /// next top-level call makes a new one. The default scope.
    ///
    /// As in Swinject, each container has its graph: a resolve through another container that
    /// is not resolving at that moment (a ``Container/synchronize()`` view or another container
    /// captured by a factory, a child container used from its parent's factory) begins a graph of
    /// its own. See <doc:ObjectScopes>.
    public static let graph = ObjectScope(
        storageFactory: GraphStorage.init, description: "graph", parent: nil, sharing: .graph)

    /// One instance for the container and its child containers, made on first use and kept
    /// until ``Container/resetObjectScope(_:)-(ObjectScope)`` or until the container is released.
    /// Known elsewhere as a singleton.
    public static let container = ObjectScope(
        storageFactory: PermanentStorage.init, description: "container", parent: nil, sharing: .container)

    /// Shared like ``container`` while anything else holds a strong reference to the instance;
    /// once the last reference goes, the next resolution makes a new instance.
    public static let weak = ObjectScope(
        storageFactory: WeakStorage.init, description: "weak", parent: ObjectScope.graph, sharing: .weak)
}

extension ObjectScope {
    @available(*, unavailable, renamed: "transient")
    public static var none: ObjectScope { transient }

    @available(*, unavailable, renamed: "container")
    public static var hierarchy: ObjectScope { container }
}
