private let globalSpaceValues = LockedValue(SpaceValues())

/// The values shared by a program: its dependency container and assembler, and any value you add
/// with a ``SpaceKey``.
///
/// Read them with ``Space``. Values come from the innermost ``withSpace(_:operation:)-(_,()->Result)``
/// of the current task, or else from ``global``:
///
/// ```swift
/// SpaceValues.global.dependenciesContainer = appContainer      // for the whole program
///
/// withSpace({ $0.dependenciesContainer = testContainer }) {    // for this operation only
///     let model = FeedViewModel()    // its @Injected properties resolve from testContainer
/// }
/// ```
public struct SpaceValues: Sendable {
    private var storage: [ObjectIdentifier: any Sendable] = [:]
    /// Kept apart from `storage`: every `@Injected` property reads it when it is created.
    var dependenciesContainerValue: Container?

    /// Creates values that all have their defaults.
    public init() {}

    /// The value for `key`, or the key's default when none was set.
    public subscript<Key: SpaceKey>(key: Key.Type) -> Key.Value {
        get { storage[ObjectIdentifier(key)].flatMap { $0 as? Key.Value } ?? Key.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// The values in effect for the current task: those of the innermost `withSpace`, or else
    /// the global ones.
    public static var current: SpaceValues {
        scoped ?? global
    }

    /// The values of the whole program, used wherever no `withSpace` applies. Setting them is
    /// thread safe.
    public static var global: SpaceValues {
        get { globalSpaceValues.withLock { $0 } }
        set { globalSpaceValues.withLock { $0 = newValue } }
    }

    /// The values of the innermost `withSpace` around the current task, if any.
    @TaskLocal static var scoped: SpaceValues?
}
