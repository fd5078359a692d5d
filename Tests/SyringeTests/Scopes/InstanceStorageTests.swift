import Testing
@testable import SyringeCore

@Suite("Instance storages")
struct InstanceStorageTests {
    @Test("PermanentStorage keeps its instance until cleared")
    func permanent() {
        let storage = PermanentStorage()
        let dog = Dog()
        storage.instance = dog
        #expect(storage.instance as? Dog === dog)
        storage.instance = nil
        #expect(storage.instance == nil)
    }

    @Test("TransientStorage keeps nothing")
    func transient() {
        let storage = TransientStorage()
        storage.instance = Dog()
        #expect(storage.instance == nil)
    }

    @Test("WeakStorage keeps objects while they are held and ignores values")
    func weak() {
        let storage = WeakStorage()
        var dog: Dog? = Dog()
        storage.instance = dog
        #expect(storage.instance as? Dog === dog)
        dog = nil
        #expect(storage.instance == nil)
        storage.instance = Turtle(name: "Ninja")
        #expect(storage.instance == nil)
    }

    @Test("GraphStorage keeps one instance per graph, weakly once the graph completes")
    func graph() {
        let container = Container()
        var graphs: [GraphIdentifier] = []
        container.register(Dog.self) { r in
            graphs.append(r.resolve(GraphIdentifier.self)!)
            return Dog()
        }
        _ = container.resolve(Dog.self)
        _ = container.resolve(Dog.self)
        #expect(graphs.count == 2)

        let storage = GraphStorage()
        var first: Dog? = Dog()
        let second = Dog()
        storage.setInstance(first, inGraph: graphs[0])
        storage.setInstance(second, inGraph: graphs[1])
        #expect(storage.instance as? Dog === second)
        #expect(storage.instance(inGraph: graphs[0]) as? Dog === first)
        storage.graphResolutionCompleted()
        #expect(storage.instance == nil)
        #expect(storage.instance(inGraph: graphs[1]) as? Dog === second)
        first = nil
        #expect(storage.instance(inGraph: graphs[0]) == nil)
    }

    @Test("CompositeStorage answers with the first component that keeps an instance")
    func composite() {
        let permanent = PermanentStorage()
        let weak = WeakStorage()
        let storage = CompositeStorage([weak, permanent])
        let dog = Dog()
        storage.instance = dog
        #expect(weak.instance as? Dog === dog)
        #expect(permanent.instance as? Dog === dog)
        permanent.instance = nil
        #expect(storage.instance as? Dog === dog)
    }
}
