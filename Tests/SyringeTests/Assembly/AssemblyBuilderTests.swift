import Testing
@testable import SyringeCore

private struct Registering: Assembly {
    let name: String
    func assemble(container: Container) {
        container.register(Food.self, name: name) { _ in Sushi() }
    }
}

@Suite("Assembler.apply with a result builder")
struct AssemblyBuilderTests {
    @Test("Lists, if, if-else and for")
    func builder() {
        let assembler = Assembler()
        let includeOptional = true
        let useFirst = false
        assembler.apply {
            Registering(name: "a")
            if includeOptional { Registering(name: "optional") }
            if !includeOptional { Registering(name: "never") }
            if useFirst { Registering(name: "first") } else { Registering(name: "second") }
            for index in 0..<3 { Registering(name: "loop-\(index)") }
            [Registering(name: "array")]
        }
        let names = ["a", "optional", "second", "loop-0", "loop-1", "loop-2", "array"]
        for name in names {
            #expect(assembler.resolver.resolve(Food.self, name: name) != nil, "\(name)")
        }
        #expect(assembler.resolver.resolve(Food.self, name: "never") == nil)
        #expect(assembler.resolver.resolve(Food.self, name: "first") == nil)
    }
}
