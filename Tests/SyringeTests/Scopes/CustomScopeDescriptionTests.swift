import Testing
@testable import SyringeCore

/// A custom scope whose description is made by resolving from a container, as a scope that names
/// itself after a configured value may.
private final class TenantScope: ObjectScopeProtocol, CustomStringConvertible {
    /// Weak: the container keeps its registrations' scopes.
    weak var container: Container?

    init(container: Container) { self.container = container }

    func makeStorage() -> InstanceStorage { PermanentStorage() }

    var description: String { "tenant \(container?.resolve(String.self, name: "tenant") ?? "?")" }
}

@Suite("Descriptions of custom scopes")
struct CustomScopeDescriptionTests {
    @Test("A scope whose description resolves is listed by the container, its entries and failure reports")
    func scopeDescriptionMayResolve() throws {
        let container = Container()
        container.register(String.self, name: "tenant") { _ in "acme" }
        let entry = container.register(Int.self) { _ in 1 }.inObjectScope(TenantScope(container: container))
        #expect(container.description.contains("ObjectScope: tenant acme"))
        #expect(entry.description.contains("ObjectScope: tenant acme"))
        let error = #expect(throws: ResolutionError.self) { try container.require(Int.self, name: "missing") }
        #expect(error?.description.contains("ObjectScope: tenant acme") == true)
        #expect(container.verify().dependencyGraph.nodes.contains { $0.scope == "tenant acme" })
        #expect(container.verify(Int.self).dependencyGraph.nodes.map(\.scope) == ["tenant acme"])
    }
}
