/// The registrations of a container and the dependencies observed between them, for looking at.
///
/// ```swift
/// let dot = container.verify().dependencyGraph.dot
/// try dot.write(toFile: "graph.dot", atomically: true, encoding: .utf8)
/// // dot -Tpng graph.dot -o graph.png
/// ```
///
/// Dependencies are observed while registrations are resolved by ``Container/verify(samples:isolation:)``,
/// so run it before the app resolves its singletons: one that already exists is returned
/// without running its factory, and its own dependencies are not seen.
public struct DependencyGraph: Sendable {
    /// A registration.
    public struct Node: Hashable, Sendable {
        /// The service type's name.
        public let service: String
        /// The registration name.
        public let name: String?
        /// The scope's description.
        public let scope: String
        /// The runtime argument types, or `nil` when the factory takes none.
        public let arguments: String?

        var identifier: String {
            service + (name.map { "(\"\($0)\")" } ?? "") + (arguments.map { " with \($0)" } ?? "")
        }
    }

    /// An observed dependency: resolving `from` requested `to`.
    public struct Edge: Hashable, Sendable {
        /// The registration whose resolution requested the dependency.
        public let from: Node
        /// The registration that served the request.
        public let to: Node
    }

    /// Every registration, in a stable order.
    public let nodes: [Node]
    /// Every observed dependency, in a stable order.
    public let edges: [Edge]

    /// The graph in Graphviz's DOT language.
    public var dot: String {
        var lines = ["digraph Dependencies {", "    rankdir=LR;", "    node [shape=box, fontname=\"Helvetica\"];"]
        for node in nodes {
            var label = [node.service]
            if let name = node.name { label.append("name: \(name)") }
            label.append("scope: \(node.scope)")
            if let arguments = node.arguments { label.append("arguments: \(arguments)") }
            lines.append("    \(quoted(node.identifier)) [label=\(quoted(label.joined(separator: "\n")))];")
        }
        for edge in edges {
            lines.append("    \(quoted(edge.from.identifier)) -> \(quoted(edge.to.identifier));")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    private func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
}
