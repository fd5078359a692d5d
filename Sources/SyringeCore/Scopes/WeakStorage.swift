/// Keeps a reference-type instance weakly: it stays available while something else holds it.
///
/// Value types are not kept. Combined with ``GraphStorage`` it is the storage of
/// ``ObjectScope/weak``.
public final class WeakStorage: InstanceStorage {
    /// The instance as the object it is, if it is still alive.
    private(set) weak var object: AnyObject?

    /// The instance, if it is still alive.
    public var instance: Any? {
        get { object }
        set { object = newValue.flatMap(referenceIfObject) }
    }

    /// Creates an empty storage.
    public init() {}
}

/// `value` as an object reference when it is an instance of a class, otherwise `nil`.
///
/// Bridging a value type to `AnyObject` would make a box that dies at once, so only class
/// instances are referenced.
func referenceIfObject(_ value: Any) -> AnyObject? {
    type(of: value) is AnyObject.Type ? value as AnyObject : nil
}
