import Testing
import Syringe
@testable import SyringeCore

// SwinjectAutoregistration declares `autoregister`'s initializers as functions of one tuple,
// `((A, B)) -> Service`, and `(()) -> Service` for no dependencies; libraries built on it pass
// functions of those types on. Every call below must compile: a Swift 6.3 compiler crashed on
// the tuple forms (a signal 11 in SILGen), so this target is where a regression shows.

/// Records the dynamic type of each dependency it receives, in order.
private struct Made {
    let parts: [String]

    init(_ parts: Any...) {
        self.parts = parts.map { "\(type(of: $0))" }
    }
}

/// An initializer per arity, for the ordinary (separate parameters) form.
private struct Plain {
    let made: Made

    init(food: Food) { made = Made(food) }
    init(food: Food, owner: PetOwner) { made = Made(food, owner) }
    init(
        _ a: Food, _ b: PetOwner, _ c: String, _ d: Int, _ e: Food, _ f: PetOwner, _ g: String, _ h: Int,
        _ i: Food, _ j: PetOwner, _ k: String, _ l: Int, _ m: Food, _ n: PetOwner, _ o: String, _ p: Int,
        _ q: Food, _ r: PetOwner, _ s: String, _ t: Int
    ) {
        made = Made(a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, t)
    }
}

/// An initializer without parameters.
private struct Standalone {
    init() {}
}

/// Twenty dependencies in one tuple, as SwinjectAutoregistration's largest form takes them.
private typealias TwentyDependencies = (
    Food, PetOwner, String, Int, Food, PetOwner, String, Int, Food, PetOwner,
    String, Int, Food, PetOwner, String, Int, Food, PetOwner, String, Int
)

/// The types `Made` records for the twenty dependencies.
private let twentyParts = Array(repeating: ["Sushi", "PetOwner", "String", "Int"], count: 5).flatMap { $0 }

@Suite("Autoregistration of functions of one tuple")
struct TupleAutoregistrationTests {
    private let container = Container {
        $0.register(Food.self) { _ in Sushi() }
        $0.register(PetOwner.self) { _ in PetOwner() }
        $0.register(String.self) { _ in "text" }
        $0.register(Int.self) { _ in 7 }
    }

    @Test("Each element of a tuple of two or three is resolved by its type, with or without a name")
    func twoAndThree() {
        let makeTwo: ((Food, PetOwner)) -> Made = { Made($0.0, $0.1) }
        let makeThree: ((Int, Food, String)) -> Made = { Made($0.0, $0.1, $0.2) }
        container.autoregister(Made.self, initializer: makeTwo)
        container.autoregister(Made.self, name: "three", initializer: makeThree)
        #expect(container.resolve(Made.self)?.parts == ["Sushi", "PetOwner"])
        #expect(container.resolve(Made.self, name: "three")?.parts == ["Int", "Sushi", "String"])
    }

    @Test("A tuple of twenty dependencies")
    func twenty() {
        let makeTwenty: (TwentyDependencies) -> Made = { d in
            Made(
                d.0, d.1, d.2, d.3, d.4, d.5, d.6, d.7, d.8, d.9,
                d.10, d.11, d.12, d.13, d.14, d.15, d.16, d.17, d.18, d.19)
        }
        container.autoregister(Made.self, name: "twenty", initializer: makeTwenty)
        #expect(container.resolve(Made.self, name: "twenty")?.parts == twentyParts)
    }

    @Test("A function of the empty tuple has no dependencies: () is not resolved")
    func emptyTuple() {
        let makeNothing: (()) -> Made = { _ in Made() }
        let container = Container()
        container.autoregister(Made.self, initializer: makeNothing)
        container.autoregister(Made.self, name: "named", initializer: makeNothing)
        #expect(container.resolve(Made.self)?.parts == [])
        #expect(container.resolve(Made.self, name: "named")?.parts == [])
    }

    @Test("A closure literal whose one parameter is a tuple is a tuple of dependencies")
    func closureOfOneTuple() {
        container.autoregister(Made.self) { (dependencies: (Food, PetOwner, Int)) in
            Made(dependencies.0, dependencies.1, dependencies.2)
        }
        container.autoregister(Made.self, name: "two") { (dependencies: (Food, PetOwner)) in
            Made(dependencies.0, dependencies.1)
        }
        #expect(container.resolve(Made.self)?.parts == ["Sushi", "PetOwner", "Int"])
        #expect(container.resolve(Made.self, name: "two")?.parts == ["Sushi", "PetOwner"])
    }

    @Test("A runtime argument goes to the tuple element of its type")
    func oneArgument() {
        let make: ((Food, String, PetOwner)) -> Made = { Made($0.0, $0.1, $0.2) }
        container.autoregister(Made.self, argument: String.self, initializer: make)
        container.autoregister(Made.self, name: "named", argument: Int.self) { (dependencies: (Int, Food, Int)) in
            Made(dependencies.0, dependencies.1, dependencies.2)
        }
        #expect(container.resolve(Made.self, argument: "runtime")?.parts == ["Sushi", "String", "PetOwner"])
        #expect(container.resolve(Made.self, name: "named", argument: 1)?.parts == ["Int", "Sushi", "Int"])
    }

    @Test("Several runtime arguments go to the tuple elements of their types")
    func severalArguments() {
        let makeTwo: ((Int, Food, String)) -> Made = { Made($0.0, $0.1, $0.2) }
        let makeThree: ((PetOwner, Int, Food, String)) -> Made = { Made($0.0, $0.1, $0.2, $0.3) }
        container.autoregister(Made.self, arguments: String.self, Int.self, initializer: makeTwo)
        container.autoregister(
            Made.self, name: "three", arguments: String.self, Int.self, PetOwner.self, initializer: makeThree)
        #expect(container.resolve(Made.self, arguments: "runtime", 1)?.parts == ["Int", "Sushi", "String"])
        let three = container.resolve(Made.self, name: "three", arguments: "runtime", 1, PetOwner())
        #expect(three?.parts == ["PetOwner", "Int", "Sushi", "String"])
    }

    @Test("Initializers with separate parameters keep their form: 0, 1, 2 and 20 parameters")
    func separateParameters() {
        container.autoregister(Standalone.self, initializer: Standalone.init)
        container.autoregister(Plain.self, name: "one", initializer: Plain.init(food:))
        container.autoregister(Plain.self, name: "two", initializer: Plain.init(food:owner:))
        container.autoregister(Plain.self, name: "twenty", initializer: Plain.init(_:_:_:_:_:_:_:_:_:_:_:_:_:_:_:_:_:_:_:_:))
        container.autoregister(Plain.self, name: "closure") { (food: Food, owner: PetOwner, count: Int) in
            Plain(food: food, owner: owner)
        }
        #expect(container.resolve(Standalone.self) != nil)
        #expect(container.resolve(Plain.self, name: "one")?.made.parts == ["Sushi"])
        #expect(container.resolve(Plain.self, name: "two")?.made.parts == ["Sushi", "PetOwner"])
        #expect(container.resolve(Plain.self, name: "twenty")?.made.parts == twentyParts)
        #expect(container.resolve(Plain.self, name: "closure")?.made.parts == ["Sushi", "PetOwner"])
    }

    @Test("Every form compiles, and registers, in an async function")
    func inAsyncFunction() async {
        #expect(await AsyncRegistrations.withoutParameters().resolve(Standalone.self) != nil)
        #expect(await AsyncRegistrations.closureWithoutParameters().resolve(Made.self)?.parts == [])
        #expect(await AsyncRegistrations.emptyTuple().resolve(Made.self)?.parts == [])
        let pair = await withDependencies(AsyncRegistrations.pair())
        #expect(pair.resolve(Made.self)?.parts == ["Sushi", "PetOwner"])
        let pairClosure = await withDependencies(AsyncRegistrations.pairClosure())
        #expect(pairClosure.resolve(Made.self)?.parts == ["Sushi", "PetOwner"])
        let triple = await withDependencies(AsyncRegistrations.triple())
        #expect(triple.resolve(Made.self)?.parts == ["Sushi", "PetOwner", "Int"])
        // `as Food`: a variable of type Food would be opened, and resolve with Pizza in the key.
        let pairWithArgument = await withDependencies(AsyncRegistrations.pairWithArgument())
            .resolve(Made.self, argument: Pizza() as Food)
        #expect(pairWithArgument?.parts == ["Pizza", "PetOwner"])
        let tripleWithArgument = await withDependencies(AsyncRegistrations.tripleWithArgument())
            .resolve(Made.self, argument: 1)
        #expect(tripleWithArgument?.parts == ["Sushi", "PetOwner", "Int"])
        let pairWithArguments = await withDependencies(AsyncRegistrations.pairWithArguments())
            .resolve(Made.self, arguments: Pizza() as Food, PetOwner())
        #expect(pairWithArguments?.parts == ["Pizza", "PetOwner"])
        let tripleWithArguments = await withDependencies(AsyncRegistrations.tripleWithArguments())
            .resolve(Made.self, arguments: Pizza() as Food, 1)
        #expect(tripleWithArguments?.parts == ["Pizza", "PetOwner", "Int"])
    }

    @Test("An element that cannot be resolved stops with its position and type")
    func missingElement() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let make: ((Food, Animal)) -> Made = { Made($0.0, $0.1) }
            let container = Container { $0.register(Food.self) { _ in Sushi() } }
            container.autoregister(Made.self, initializer: make)
            _ = container.resolve(Made.self)
        }.map { result in
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(output.contains("autoregister(Made.self), for tuple element 2 of the initializer (Animal)"))
            #expect(output.contains("nothing is registered for Animal"))
        }
    }

    @Test("A runtime argument the tuple has no element for stops at registration")
    func unusedArgument() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let make: ((Food, PetOwner)) -> Made = { Made($0.0, $0.1) }
            Container().autoregister(Made.self, argument: Int.self, initializer: make)
        }.map { result in
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(output.contains(
                "the runtime argument of type Int has no tuple element of that type to go to; "
                    + "the initializer takes ((Food, PetOwner))"))
        }
    }
}

/// One registration per async function, in a container the function makes.
///
/// Optimized builds of this target compile these: from such a function, a call whose packs are
/// all empty (an initializer without parameters, a tuple of two) crashed the optimizer (LLVM,
/// signal 11). The functions are internal so that they are compiled even if unused.
enum AsyncRegistrations {
    static func withoutParameters() async -> Container {
        let container = Container()
        container.autoregister(Standalone.self, initializer: Standalone.init)
        return container
    }

    static func closureWithoutParameters() async -> Container {
        let container = Container()
        container.autoregister(Made.self) { Made() }
        return container
    }

    static func emptyTuple() async -> Container {
        let container = Container()
        let makeNothing: (()) -> Made = { _ in Made() }
        container.autoregister(Made.self, initializer: makeNothing)
        return container
    }

    static func pair() async -> Container {
        let container = Container()
        let makePair: ((Food, PetOwner)) -> Made = { Made($0.0, $0.1) }
        container.autoregister(Made.self, initializer: makePair)
        return container
    }

    static func pairClosure() async -> Container {
        let container = Container()
        container.autoregister(Made.self) { (pair: (Food, PetOwner)) in Made(pair.0, pair.1) }
        return container
    }

    static func triple() async -> Container {
        let container = Container()
        let makeTriple: ((Food, PetOwner, Int)) -> Made = { Made($0.0, $0.1, $0.2) }
        container.autoregister(Made.self, initializer: makeTriple)
        return container
    }

    static func pairWithArgument() async -> Container {
        let container = Container()
        let makePair: ((Food, PetOwner)) -> Made = { Made($0.0, $0.1) }
        container.autoregister(Made.self, argument: Food.self, initializer: makePair)
        return container
    }

    static func tripleWithArgument() async -> Container {
        let container = Container()
        let makeTriple: ((Food, PetOwner, Int)) -> Made = { Made($0.0, $0.1, $0.2) }
        container.autoregister(Made.self, argument: Int.self, initializer: makeTriple)
        return container
    }

    static func pairWithArguments() async -> Container {
        let container = Container()
        let makePair: ((Food, PetOwner)) -> Made = { Made($0.0, $0.1) }
        container.autoregister(Made.self, arguments: Food.self, PetOwner.self, initializer: makePair)
        return container
    }

    static func tripleWithArguments() async -> Container {
        let container = Container()
        let makeTriple: ((Food, PetOwner, Int)) -> Made = { Made($0.0, $0.1, $0.2) }
        container.autoregister(Made.self, arguments: Food.self, Int.self, initializer: makeTriple)
        return container
    }
}

/// `container`, with the dependencies of the registrations of `AsyncRegistrations`.
private func withDependencies(_ container: Container) -> Container {
    container.register(Food.self) { _ in Sushi() }
    container.register(PetOwner.self) { _ in PetOwner() }
    container.register(Int.self) { _ in 7 }
    return container
}
