import Testing
import Syringe
@testable import SyringeCore

private struct Pair {
    let first: Food
    let second: Animal
}

@Suite("The ~> operators")
struct ResolutionOperatorTests {
    private let container = Container {
        $0.register(Food.self) { _ in Sushi() }
        $0.register(Food.self, name: "pizza") { _ in Pizza() }
        $0.register(Animal.self) { _, name in Dog(name: name) }
        $0.register(Animal.self) { (_, name: String, age: Int) in Dog(name: "\(name)-\(age)") }
        $0.register(Animal.self, name: "named") { _, name in Cat(name: name) }
        $0.register(Animal.self, name: "named") { (_, name: String, age: Int) in Cat(name: "\(name)+\(age)") }
    }

    @Test("Every form resolves, on a container and on a factory's resolver")
    func forms() {
        #expect((container ~> Food.self) is Sushi)
        #expect((container ~> (Food.self, name: "pizza")) is Pizza)
        #expect((container ~> (Animal.self, argument: "Rex")).name == "Rex")
        #expect((container ~> (Animal.self, arguments: ("Rex", 2))).name == "Rex-2")
        #expect((container ~> (Animal.self, name: "named", argument: "Tom")).name == "Tom")
        #expect((container ~> (Animal.self, name: "named", arguments: ("Tom", 3))).name == "Tom+3")
        let food: Food = container~>
        #expect(food is Sushi)

        container.register(Pair.self) { r in Pair(first: r~>, second: r ~> (Animal.self, argument: "Fido")) }
        #expect((container ~> Pair.self).second.name == "Fido")
        #expect((container.synchronize() ~> Pair.self).first is Sushi)
    }

    @Test("A missing service stops with the expression and the report")
    func missingStops() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = Container()
            container.register(Food.self, name: "pizza") { _ in Pizza() }
            container.register(PetOwner.self) { r in
                let owner = PetOwner()
                owner.favoriteFood = r ~> Food.self
                return owner
            }
            _ = container.resolve(PetOwner.self)
        }.map { result in
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(output.contains("r ~> Food.self requires a service that cannot be resolved"))
            #expect(output.contains("Resolution path: PetOwner → Food"))
            #expect(output.contains("Name: \"pizza\""))
        }
    }
}
