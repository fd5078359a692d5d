import Testing
@testable import SyringeCore

@Suite("Dependency graph export")
struct DependencyGraphTests {
    @Test("Nodes carry names, scopes and argument types; edges are the observed dependencies")
    func graph() {
        let container = Container {
            $0.register(Food.self, name: "sushi") { _ in Sushi() }.inObjectScope(.container)
            $0.register(Animal.self) { r in
                let cat = Cat()
                cat.favoriteFood = r.resolve(Food.self, name: "sushi")
                return cat
            }
            $0.register(PetOwner.self) { r in PetOwner(pet: r.resolve(Animal.self)) }
            $0.register(Dog.self) { (_, name: String) in Dog(name: name) }
        }
        let graph = container.verify().dependencyGraph
        #expect(graph.nodes.map(\.service) == ["Animal", "Dog", "Food", "PetOwner"])
        #expect(graph.edges.map { "\($0.from.service)->\($0.to.service)" } == ["Animal->Food", "PetOwner->Animal"])
        let dot = graph.dot
        #expect(dot.hasPrefix("digraph Dependencies {"))
        #expect(dot.contains("\"Food(\\\"sushi\\\")\" [label=\"Food\\nname: sushi\\nscope: container\"];"))
        #expect(dot.contains("\"Dog with String\" [label=\"Dog\\nscope: graph\\narguments: String\"];"))
        #expect(dot.contains("\"PetOwner\" -> \"Animal\";"))
        #expect(dot.contains("\"Animal\" -> \"Food(\\\"sushi\\\")\";"))
    }
}
