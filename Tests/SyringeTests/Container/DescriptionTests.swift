import Testing
@testable import SyringeCore

@Suite("Container description")
struct DescriptionTests {
    @Test("An empty container")
    func empty() {
        #expect(Container().description == "[\n]")
    }

    @Test("One registration")
    func one() {
        let container = Container()
        container.register(Animal.self) { _ in Cat() }
        #expect(container.description == "[\n    { Service: Animal, Factory: Resolver -> Animal, ObjectScope: graph }\n]")
    }

    @Test("A name, arguments, a scope and initCompleted handlers")
    func details() {
        let container = Container()
        container.register(Animal.self, name: "My Cat") { _, name, sleeping in Cat(name: name, sleeping: sleeping) }
            .inObjectScope(.container)
            .initCompleted { _, _ in }
        #expect(container.description == """
            [
                { Service: Animal, Name: "My Cat", Factory: (Resolver, String, Bool) -> Animal, ObjectScope: container, InitCompleted: Specified 1 closures }
            ]
            """)
    }

    @Test("Several registrations are sorted; shadowed ones are not listed")
    func several() {
        let container = Container()
        container.register(Animal.self, name: "2") { _ in Cat() }
        container.register(Animal.self, name: "1") { _ in Cat() }
        container.register(Animal.self, name: "1") { _ in Dog() }
        #expect(container.description == """
            [
                { Service: Animal, Name: "1", Factory: Resolver -> Animal, ObjectScope: graph },
                { Service: Animal, Name: "2", Factory: Resolver -> Animal, ObjectScope: graph }
            ]
            """)
    }

    @Test("A forwarded type is described with its registration")
    func forwarded() {
        let container = Container()
        container.register(Dog.self) { _ in Dog() }.implements(Animal.self)
        #expect(container.description.contains("{ Service: Dog, Factory: Resolver -> Animal, ObjectScope: graph }"))
    }
}
