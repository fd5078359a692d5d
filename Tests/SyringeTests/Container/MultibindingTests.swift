import Testing
@testable import SyringeCore

@Suite("Resolving every registration of a type")
struct MultibindingTests {
    @Test("All names, in registration order, ancestors first, shadowed ones once")
    func resolveAll() {
        let parent = Container {
            $0.register(Animal.self, name: "a") { _ in Cat(name: "parent-a") }
            $0.register(Animal.self, name: "b") { _ in Cat(name: "parent-b") }
        }
        let child = Container(parent: parent) {
            $0.register(Animal.self) { _ in Dog(name: "unnamed") }
            $0.register(Animal.self, name: "a") { _ in Dog(name: "child-a") }
            $0.register(Animal.self, name: "c") { _, name in Dog(name: name) }
            $0.register(Animal.self, name: "d") { _ in Dog(name: "child-d") }
        }
        #expect(child.resolveAll(Animal.self).map(\.name) == ["child-a", "parent-b", "unnamed", "child-d"])
        #expect(parent.resolveAll(Animal.self).map(\.name) == ["parent-a", "parent-b"])
        #expect(Container().resolveAll(Animal.self).isEmpty)
    }

    @Test("Each instance follows its registration's scope")
    func scopes() {
        let container = Container {
            $0.register(Animal.self, name: "shared") { _ in Cat() }.inObjectScope(.container)
            $0.register(Animal.self, name: "fresh") { _ in Cat() }.inObjectScope(.transient)
        }
        let first = container.resolveAll(Animal.self)
        let second = container.resolveAll(Animal.self)
        #expect(first[0] === second[0])
        #expect(first[1] !== second[1])
    }
}
