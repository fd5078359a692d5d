import Testing
@testable import SyringeCore

@Suite("Object graphs")
struct GraphIdentifierTests {
    @Test("GraphIdentifier resolves inside a resolution and is nil outside")
    func availability() {
        let container = Container()
        var inside: GraphIdentifier?
        container.register(Dog.self) { r in
            inside = r.resolve(GraphIdentifier.self)
            return Dog()
        }
        #expect(container.resolve(GraphIdentifier.self) == nil)
        _ = container.resolve(Dog.self)
        #expect(inside != nil)
    }

    @Test("One graph per top-level resolve, shared by nested resolves")
    func sameWithinDifferentAcross() {
        let container = Container()
        var graphs: [GraphIdentifier?] = []
        container.register(Dog.self) { r in
            graphs.append(r.resolve(GraphIdentifier.self))
            _ = r.resolve(Cat.self)
            return Dog()
        }
        container.register(Cat.self) { r in
            graphs.append(r.resolve(GraphIdentifier.self))
            return Cat()
        }
        _ = container.resolve(Dog.self)
        _ = container.resolve(Dog.self)
        #expect(graphs.count == 4)
        #expect(graphs[0] == graphs[1])
        #expect(graphs[2] == graphs[3])
        #expect(graphs[0] != graphs[2])
    }

    @Test("withObjectGraph resolves in an earlier graph, reusing its live instances")
    func withObjectGraph() throws {
        let container = Container()
        var graph: GraphIdentifier?
        container.register(Dog.self) { r in
            graph = r.resolve(GraphIdentifier.self)
            return Dog()
        }
        let dog = try #require(container.resolve(Dog.self))
        let (again, andAgain) = container.withObjectGraph(try #require(graph)) { container in
            (container.resolve(Dog.self), container.resolve(Dog.self))
        }
        #expect(again === dog)
        #expect(andAgain === dog)
        #expect(container.resolve(Dog.self) !== dog)
    }

    @Test("A captured graph does not keep its instances alive")
    func capturedGraphIsWeak() throws {
        let counter = LiveCounter()
        let container = Container()
        var graph: GraphIdentifier?
        container.register(Tracked.self) { r in
            graph = r.resolve(GraphIdentifier.self)
            return Tracked(counter)
        }
        _ = container.resolve(Tracked.self)
        #expect(graph != nil)
        #expect(counter.alive == 0)
        let remade = container.withObjectGraph(try #require(graph)) { $0.resolve(Tracked.self) }
        #expect(remade != nil)
        #expect(counter.created == 2)
    }

    @Test("Graph scope keeps nothing once the resolution ends")
    func graphKeepsNothing() {
        let counter = LiveCounter()
        let container = Container()
        container.register(Tracked.self) { _ in Tracked(counter) }
        container.register(PetOwner.self) { r in
            _ = r.resolve(Tracked.self)
            _ = r.resolve(Tracked.self)
            return PetOwner()
        }
        for _ in 0..<1_000 { _ = container.resolve(PetOwner.self) }
        #expect(counter.created == 1_000)
        #expect(counter.alive == 0)
    }
}
