import Testing
@testable import SyringeCore

@Suite("Resolving optionals")
struct OptionalResolutionTests {
    @Test("T? resolves through the registration of T")
    func resolvesWrapped() {
        let container = Container()
        container.register(Animal.self) { _ in Cat(name: "Mimi") }
        let resolved: Animal?? = container.resolve(Animal?.self)
        #expect(resolved != nil)
        #expect(resolved??.name == "Mimi")
    }

    @Test("T? of an unregistered T is an optional holding nil")
    func missingWrapped() {
        let container = Container()
        let resolved: Animal?? = container.resolve(Animal?.self)
        #expect(resolved != nil)
        #expect(resolved! == nil)
    }
}
