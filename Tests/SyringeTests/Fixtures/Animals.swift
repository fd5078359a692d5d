import Syringe

protocol Animal: AnyObject {
    var name: String? { get }
}

protocol Carnivore {}
protocol Domesticated {}

class Cat: Animal {
    let name: String?
    let sleeping: Bool
    var favoriteFood: Food?

    init() {
        name = nil
        sleeping = false
    }

    init(name: String, sleeping: Bool = false) {
        self.name = name
        self.sleeping = sleeping
    }
}

final class Siamese: Cat {}

final class Dog: Animal, Carnivore, Domesticated {
    let name: String?

    init() {
        name = nil
    }

    init(name: String) {
        self.name = name
    }
}

protocol Shell {
    var name: String { get set }
}

struct Turtle: Shell {
    var name: String
}

protocol Food: AnyObject {}
final class Sushi: Food {}
final class Pizza: Food {}

protocol Person: AnyObject {}

final class PetOwner: Person {
    let pet: Animal?
    var favoriteFood: Food?

    init(pet: Animal? = nil) {
        self.pet = pet
    }
}

extension Container {
    /// `PetOwner` → `Animal` (a `Cat`) → `Food` (`Sushi`), the owner and the cat sharing one Food
    /// per resolution: the graph the identity tests check.
    func registerPetOwnerGraph() {
        register(Food.self) { _ in Sushi() }
        register(Animal.self) { r in
            let cat = Cat()
            cat.favoriteFood = r.resolve(Food.self)
            return cat
        }
        register(PetOwner.self) { r in
            let owner = PetOwner(pet: r.resolve(Animal.self))
            owner.favoriteFood = r.resolve(Food.self)
            return owner
        }
    }
}
