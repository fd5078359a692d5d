import Testing
@testable import Syringe

@Suite("A type registered under many names")
struct ManyNamesTests {
    @Test("Each name resolves its newest registration, past the name index threshold too", arguments: [8, 17, 500])
    func newestPerName(count: Int) {
        let container = Container()
        for index in 0..<count {
            container.register(Dog.self, name: "dog\(index)") { _ in Dog(name: "first \(index)") }
        }
        var newer: [AnyServiceEntry] = []
        for index in stride(from: 0, to: count, by: 3) {
            newer.append(container.register(Dog.self, name: "dog\(index)") { _ in Dog(name: "second \(index)") })
        }
        for index in 0..<count {
            let expected = index.isMultiple(of: 3) ? "second \(index)" : "first \(index)"
            #expect(container.resolve(Dog.self, name: "dog\(index)")?.name == expected)
        }
        #expect(container.resolve(Dog.self, name: "dog\(count)") == nil)
        #expect(container.resolveAll(Dog.self).count == count)

        for entry in newer { #expect(container.remove(entry)) }
        for index in 0..<count {
            #expect(container.resolve(Dog.self, name: "dog\(index)")?.name == "first \(index)")
        }
    }

    @Test("Registering a name again releases the shadowed singleton among many names")
    func shadowedSingletonReleased() {
        let counter = LiveCounter()
        let container = Container()
        for index in 0..<40 {
            container.register(Tracked.self, name: "t\(index)") { _ in Tracked(counter) }.inObjectScope(.container)
            _ = container.resolve(Tracked.self, name: "t\(index)")
        }
        #expect(counter.alive == 40)
        container.register(Tracked.self, name: "t7") { _ in Tracked(counter) }.inObjectScope(.container)
        #expect(counter.alive == 39)
    }
}
