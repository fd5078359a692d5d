/// Keeps nothing: the storage of ``ObjectScope/transient``.
public final class TransientStorage: InstanceStorage {
    /// Always `nil`; setting it has no effect.
    public var instance: Any? {
        get { nil }
        set {}  // Nothing is kept by design.
    }

    /// Creates a storage.
    public init() {}
}
