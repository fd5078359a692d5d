import Testing
@testable import SyringeCore

private final class Greeter {
    @Injected var animal: Animal
}

@Suite("Scoped overrides")
struct ScopedOverrideTests {
    private func makeContainer() -> Container {
        Container {
            $0.register(Animal.self) { _ in Cat(name: "real") }
            $0.register(PetOwner.self) { r in PetOwner(pet: r.resolve(Animal.self)) }
        }
    }

    @Test("Overrides apply inside the operation only")
    func sync() {
        let container = makeContainer()
        let name = container.withOverrides({ $0.register(Animal.self) { _ in Dog(name: "override") } }) {
            container.resolve(Animal.self)?.name
        }
        #expect(name == "override")
        #expect(container.resolve(Animal.self)?.name == "real")
    }

    @Test("Dependencies of registrations that are not overridden see the overrides")
    func dependenciesSeeOverrides() {
        let container = makeContainer()
        container.withOverrides({ $0.register(Animal.self) { _ in Dog(name: "override") } }) {
            #expect(container.resolve(PetOwner.self)?.pet?.name == "override")
        }
        #expect(container.resolve(PetOwner.self)?.pet?.name == "real")
    }

    @Test("Overrides nest, and the inner one builds on the outer one")
    func nesting() {
        let container = makeContainer()
        container.withOverrides({ $0.register(Food.self) { _ in Sushi() } }) {
            container.withOverrides({ $0.register(Animal.self) { _ in Dog(name: "inner") } }) {
                #expect(container.resolve(Food.self) is Sushi)
                #expect(container.resolve(Animal.self)?.name == "inner")
            }
            #expect(container.resolve(Animal.self)?.name == "real")
        }
        #expect(container.resolve(Food.self) == nil)
    }

    @Test("Async overrides reach child tasks and never leak into concurrent tasks")
    func asyncIsolation() async {
        let container = makeContainer()
        await withTaskGroup(of: Bool.self) { group in
            for index in 0..<20 {
                group.addTask {
                    await container.withOverrides({ $0.register(Animal.self) { _ in Dog(name: "task-\(index)") } }) {
                        await Task.yield()
                        let child = await Task { container.resolve(Animal.self)?.name }.value
                        return child == "task-\(index)" && container.resolve(Animal.self)?.name == "task-\(index)"
                    }
                }
            }
            for await sawOwnOverride in group { #expect(sawOwnOverride) }
        }
        #expect(container.resolve(Animal.self)?.name == "real")
    }

    @Test("An object created inside keeps the override for @Injected read later")
    func injectedKeepsOverride() {
        let container = makeContainer()
        let greeter = withSpace({ $0.dependenciesContainer = container }) {
            container.withOverrides({ $0.register(Animal.self) { _ in Dog(name: "override") } }) { Greeter() }
        }
        #expect(greeter.animal.name == "override")
        #expect(container.resolve(Animal.self)?.name == "real")
    }

    @Test("Children created with withSpace(from:) inherit their parent's container")
    func propagation() async {
        let base = makeContainer()
        let scoped = Container(parent: base) { $0.register(Animal.self) { _ in Dog(name: "scoped") } }
        let parent = withSpace({ $0.dependenciesContainer = scoped }) { Greeter() }
        let child = withSpace({ $0.dependenciesContainer = base }) {
            withSpace(from: parent) { Greeter() }
        }
        #expect(child.animal.name == "scoped")
        let asyncChild = await withSpace(from: parent) {
            await Task.yield()
            return Greeter()
        }
        #expect(asyncChild.animal.name == "scoped")
        let unrelated = withSpace({ $0.dependenciesContainer = base }) { withSpace(from: PetOwner()) { Greeter() } }
        #expect(unrelated.animal.name == "real")
    }

    @Test("One line builds an object graph against another container")
    func perObjectContext() {
        let preview = Container { $0.register(Animal.self) { _ in Dog(name: "preview") } }
        let greeter = withSpace({ $0.dependenciesContainer = preview }) { Greeter() }
        #expect(greeter.animal.name == "preview")
    }
}
