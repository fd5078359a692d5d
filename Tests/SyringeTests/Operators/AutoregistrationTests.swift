import Testing
import Syringe
@testable import SyringeCore

private final class Kitchen {
    let food: Food
    let owner: PetOwner
    let label: String
    let count: Int

    init(food: Food, owner: PetOwner) {
        (self.food, self.owner, label, count) = (food, owner, "", 0)
    }

    init(label: String, food: Food) {
        (self.food, owner, self.label, count) = (food, PetOwner(), label, 0)
    }

    init(food: Food, count: Int, owner: PetOwner, label: String) {
        (self.food, self.owner, self.label, self.count) = (food, owner, label, count)
    }
}

private final class Wide {
    let values: [String]
    init(_ a: Food, _ b: Food, _ c: Food, _ d: Food, _ e: Food, _ f: Food, _ g: Food, _ h: Food, _ i: Food, _ j: Food, _ k: PetOwner) {
        values = [a, b, c, d, e, f, g, h, i, j].map { "\(type(of: $0))" } + ["\(type(of: k))"]
    }
}

@Suite("Autoregistration")
struct AutoregistrationTests {
    private let container = Container {
        $0.register(Food.self) { _ in Sushi() }
        $0.register(PetOwner.self) { _ in PetOwner() }
    }

    @Test("Every initializer parameter is resolved from the container")
    func resolvesParameters() {
        container.autoregister(Kitchen.self, initializer: Kitchen.init(food:owner:))
        let kitchen = container.resolve(Kitchen.self)
        #expect(kitchen?.food is Sushi)
        #expect(kitchen?.owner != nil)
    }

    @Test("There is no limit on the number of parameters, and a name may be given")
    func manyParameters() {
        container.autoregister(Wide.self, name: "wide", initializer: Wide.init)
        #expect(container.resolve(Wide.self, name: "wide")?.values.count == 11)
        #expect(container.resolve(Wide.self) == nil)
    }

    @Test("A runtime argument goes to the parameter of its type")
    func oneArgument() {
        container.autoregister(Kitchen.self, argument: String.self, initializer: Kitchen.init(label:food:))
        let kitchen = container.resolve(Kitchen.self, argument: "main")
        #expect(kitchen?.label == "main")
        #expect(kitchen?.food is Sushi)
    }

    @Test("Several runtime arguments go to the parameters of their types")
    func severalArguments() {
        container.autoregister(Kitchen.self, arguments: String.self, Int.self, initializer: Kitchen.init(food:count:owner:label:))
        let kitchen = container.resolve(Kitchen.self, arguments: "side", 3)
        #expect(kitchen?.label == "side")
        #expect(kitchen?.count == 3)
        #expect(kitchen?.food is Sushi)
    }

    @Test("A parameter that cannot be resolved stops with its position and type")
    func missingParameter() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            final class NeedsTwo {
                init(food: Food, animal: Animal) {}
            }
            let container = Container { $0.register(Food.self) { _ in Sushi() } }
            container.autoregister(NeedsTwo.self, initializer: NeedsTwo.init)
            _ = container.resolve(NeedsTwo.self)
        }.map { result in
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(output.contains("autoregister(NeedsTwo.self), for parameter 2 of the initializer (Animal)"))
            #expect(output.contains("nothing is registered for Animal"))
        }
    }

    @Test("A runtime argument the initializer cannot take stops at registration")
    func unusedArgument() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            final class TakesFood {
                init(food: Food) {}
            }
            Container().autoregister(TakesFood.self, argument: Int.self, initializer: TakesFood.init)
        }.map { result in
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(output.contains("the runtime argument of type Int has no parameter of that type"))
        }
    }
}
