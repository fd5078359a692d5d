/// Keeps one instance per object graph: the storage of ``ObjectScope/graph`` semantics for
/// custom scopes.
///
/// During a resolution the instance is held strongly; afterwards each graph's instance is held
/// weakly, and entries whose instance is gone are dropped as new graphs arrive, so the storage
/// does not grow with the number of resolutions.
public final class GraphStorage: InstanceStorage {
    private var instances: [GraphIdentifier: WeakStorage] = [:]
    private var pruneThreshold = 16

    /// The instance of the resolution in progress; cleared when it completes.
    public var instance: Any?

    /// Creates an empty storage.
    public init() {}

    /// Lets go of the strong reference held during the resolution.
    public func graphResolutionCompleted() {
        instance = nil
    }

    /// The instance made in `graph`, if it is still alive.
    public func instance(inGraph graph: GraphIdentifier) -> Any? {
        instances[graph]?.instance
    }

    /// Keeps `instance` for `graph`: strongly until the resolution completes, weakly afterwards.
    public func setInstance(_ instance: Any?, inGraph graph: GraphIdentifier) {
        self.instance = instance
        let storage = instances[graph] ?? WeakStorage()
        storage.instance = instance
        instances[graph] = storage
        if instances.count >= pruneThreshold {
            instances = instances.filter { $0.value.instance != nil }
            pruneThreshold = max(16, instances.count * 2)
        }
    }
}
