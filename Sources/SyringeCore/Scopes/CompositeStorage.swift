/// Combines storages: an instance is found while any of them keeps it, and is given to all.
public final class CompositeStorage: InstanceStorage {
    private let components: [InstanceStorage]

    /// The first instance any component keeps; setting it sets every component.
    public var instance: Any? {
        get { components.lazy.compactMap(\.instance).first }
        set { components.forEach { $0.instance = newValue } }
    }

    /// Creates a storage that combines `components`, asked in order.
    public init(_ components: [InstanceStorage]) {
        self.components = components
    }

    /// Forwards to every component.
    public func graphResolutionCompleted() {
        components.forEach { $0.graphResolutionCompleted() }
    }

    /// The first instance any component keeps for `graph`.
    public func instance(inGraph graph: GraphIdentifier) -> Any? {
        components.lazy.compactMap { $0.instance(inGraph: graph) }.first
    }

    /// Gives `instance` to every component.
    public func setInstance(_ instance: Any?, inGraph graph: GraphIdentifier) {
        components.forEach { $0.setInstance(instance, inGraph: graph) }
    }
}
