/// Keeps the instances of one registration for an ``ObjectScope``.
///
/// A container calls a storage only while holding its tree's creation lock, so implementations
/// need no locking of their own. Only ``instance`` is required; the graph-aware methods default
/// to ignoring the graph.
///
/// ```swift
/// final class CountingStorage: InstanceStorage {
///     private(set) var stores = 0
///     var instance: Any? { didSet { if instance != nil { stores += 1 } } }
/// }
/// let counted = ObjectScope(storageFactory: CountingStorage.init, description: "counted")
/// ```
public protocol InstanceStorage: AnyObject {
    /// The instance kept outside of any particular graph, or `nil`.
    var instance: Any? { get set }

    /// Called when the top-level resolution that stored an instance in this storage ends.
    func graphResolutionCompleted()

    /// The instance kept for `graph`, or `nil`.
    func instance(inGraph graph: GraphIdentifier) -> Any?

    /// Keeps `instance`, made while resolving `graph`.
    func setInstance(_ instance: Any?, inGraph graph: GraphIdentifier)
}

extension InstanceStorage {
    /// Does nothing.
    public func graphResolutionCompleted() {}

    /// Returns ``instance``, whatever the graph.
    public func instance(inGraph graph: GraphIdentifier) -> Any? { instance }

    /// Sets ``instance``, whatever the graph.
    public func setInstance(_ instance: Any?, inGraph graph: GraphIdentifier) {
        self.instance = instance
    }
}
