import Testing
import Syringe
@testable import SyringeCore

@Suite("The deprecated ~> forms with separate arguments")
struct DeprecatedResolutionOperatorTests {
    private let container = Container {
        $0.register(Animal.self) { (_, name: String, age: Int) in Dog(name: "\(name)-\(age)") }
        $0.register(Animal.self, name: "named") { (_, name: String, age: Int) in Cat(name: "\(name)+\(age)") }
        $0.register(Animal.self) { (_, name: String, age: Int, asleep: Bool) in Dog(name: "\(name)-\(age)-\(asleep)") }
        $0.register(Animal.self, name: "named") { (_, name: String, age: Int, asleep: Bool) in
            Cat(name: "\(name)+\(age)+\(asleep)", sleeping: asleep)
        }
        $0.register(Animal.self) { (_, age: Int, name: String, asleep: Bool) in Dog(name: "\(age)/\(name)/\(asleep)") }
    }

    // Calls of deprecated API are in deprecated functions, so that they do not warn. The
    // unnamed form of four elements could also take the named calls by reordering their elements
    // (`name:` into an unlabeled place): the results show which registration each call reached.
    @Test("Each form resolves the registration of its name and argument types, with the arguments")
    @available(*, deprecated, message: "calls the deprecated forms")
    func forms() {
        let twoNamed = container ~> (Animal.self, name: "named", arguments: "Tom", 3)
        #expect(twoNamed is Cat)
        #expect(twoNamed.name == "Tom+3")

        let three = container ~> (Animal.self, arguments: "Rex", 2, true)
        #expect(three is Dog)
        #expect(three.name == "Rex-2-true")

        // A String second argument could fill `name:` of the named form of four elements.
        let stringSecond = container ~> (Animal.self, arguments: 4, "Rex", false)
        #expect(stringSecond.name == "4/Rex/false")

        let threeNamed = container ~> (Animal.self, name: "named", arguments: "Tom", 3, false)
        #expect(threeNamed is Cat)
        #expect(threeNamed.name == "Tom+3+false")

        container.register(PetOwner.self) { r in
            PetOwner(pet: r ~> (Animal.self, name: "named", arguments: "Kit", 1, true))
        }
        #expect((container ~> PetOwner.self).pet?.name == "Kit+1+true")
    }
}
