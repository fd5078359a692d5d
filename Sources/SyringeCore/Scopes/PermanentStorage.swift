/// Keeps an instance until it is explicitly discarded: the storage of ``ObjectScope/container``.
public final class PermanentStorage: InstanceStorage {
    /// The kept instance.
    public var instance: Any?

    /// Creates an empty storage.
    public init() {}
}
