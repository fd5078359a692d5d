import Testing
@testable import SyringeCore

/// A resolver that is not a container, to check the generic path.
private struct FixedResolver: Resolver {
    func resolve<Service>(_ serviceType: Service.Type, name: String?) -> Service? {
        Service.self == Int.self ? 42 as? Service : nil
    }
}

@Suite("require: resolving or throwing")
struct RequireTests {
    @Test("require returns what resolve would, in every form")
    func success() throws {
        let container = Container()
        container.register(Food.self) { _ in Sushi() }
        container.register(Dog.self, name: "named") { _, name in Dog(name: name) }
        container.register(Dog.self) { (_, name: String, age: Int) in Dog(name: "\(name)\(age)") }
        #expect(try container.require(Food.self) is Sushi)
        #expect(try container.require(Dog.self, name: "named", argument: "Rex").name == "Rex")
        #expect(try container.require(Dog.self, arguments: "Rex", 3).name == "Rex3")
        #expect(try container.synchronize().require(Food.self) is Sushi)
        #expect(try FixedResolver().require(Int.self) == 42)
    }

    @Test("A failure throws an error with the code, the key, the path, the close matches and the report")
    func failure() throws {
        let container = Container()
        container.register(Dog.self, name: "other") { _ in Dog() }
        let error = try #require(throws: ResolutionError.self) { try container.require(Dog.self, name: "missing") }
        #expect(error.code == .notRegistered)
        #expect(ObjectIdentifier(error.serviceType) == ObjectIdentifier(Dog.self))
        #expect(error.name == "missing")
        #expect(error.path == ["Dog(\"missing\")"])
        #expect(error.description.contains("Name: \"other\""))
        #expect(error.closeMatches.count == 1)
        #expect(error.closeMatches.first?.contains("same type and arguments, another name") == true)
        #expect(throws: ResolutionError.self) { try FixedResolver().require(String.self) }
    }
}
