/// Identifies one object graph: a top-level resolution and everything resolved within it.
///
/// Resolve it from inside a factory to learn the graph being built, and pass it to
/// ``Container/withObjectGraph(_:closure:)`` to resolve more services in that graph later:
///
/// ```swift
/// var graph: GraphIdentifier?
/// container.register(Session.self) { resolver in
///     graph = resolver.resolve(GraphIdentifier.self)
///     return Session()
/// }
/// let session = container.resolve(Session.self)!
/// container.withObjectGraph(graph!) { container in
///     container.resolve(Session.self)   // the same instance while `session` is alive
/// }
/// ```
///
/// Holding an identifier keeps only weak references to the graph's instances alive.
public struct GraphIdentifier: Hashable, Identifiable, Sendable {
    let graph: ObjectGraph

    /// A number unique to the graph for the life of the process.
    public let id: UInt64

    init(_ graph: ObjectGraph) {
        self.graph = graph
        self.id = graph.number
    }

    /// Whether two identifiers name the same graph.
    public static func == (lhs: GraphIdentifier, rhs: GraphIdentifier) -> Bool {
        lhs.id == rhs.id
    }

    /// Hashes the graph's number.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }
}
