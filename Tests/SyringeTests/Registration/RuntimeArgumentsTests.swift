import Testing
@testable import SyringeCore

/// What a factory saw: the runtime arguments it was called with.
private final class Echo {
    let values: [String]
    init(_ values: [String]) { self.values = values }
}

/// Registers a factory taking `values`' types, resolves it with `values` and returns what the
/// factory received.
private func roundTrip<each Value>(_ values: repeat each Value) -> [String]? {
    let container = Container()
    func makeEcho(_ resolver: Resolver, _ received: repeat each Value) -> Echo {
        var described: [String] = []
        for value in repeat each received { described.append("\(value)") }
        return Echo(described)
    }
    container.register(Echo.self, factory: makeEcho)
    // What every public `resolve` form calls, whatever the number of arguments.
    return container.resolveDirectly(Echo.self, name: nil, arguments: (repeat each values), plugInTuple: ())?.values
}

/// An argument type without stored properties, whose values take no memory.
private struct Marker: CustomStringConvertible {
    var description: String { "marker" }
}

@Suite("Runtime arguments")
struct RuntimeArgumentsTests {
    init() { LogRecorder.install() }

    @Test("A factory takes any number of runtime arguments", arguments: 0...12)
    func anyNumberOfArguments(count: Int) {
        let expected = (0..<count).map { "\($0)" }
        let received: [String]? = switch count {
        case 0: roundTrip()
        case 1: roundTrip(0)
        case 2: roundTrip(0, "1")
        case 3: roundTrip(0, "1", 2.0 as Float)
        case 4: roundTrip(0, "1", 2, 3)
        case 5: roundTrip(0, "1", 2, 3, 4)
        case 6: roundTrip(0, "1", 2, 3, 4, 5)
        case 7: roundTrip(0, "1", 2, 3, 4, 5, 6)
        case 8: roundTrip(0, "1", 2, 3, 4, 5, 6, 7)
        case 9: roundTrip(0, "1", 2, 3, 4, 5, 6, 7, 8)
        case 10: roundTrip(0, "1", 2, 3, 4, 5, 6, 7, 8, 9)
        case 11: roundTrip(0, "1", 2, 3, 4, 5, 6, 7, 8, 9, 10)
        default: roundTrip(0, "1", 2, 3, 4, 5, 6, 7, 8, 9, 10, 11)
        }
        let normalized = received?.map { $0 == "2.0" ? "2" : $0 }
        #expect(normalized == expected)
    }

    @Test("An argument of a type that takes no memory reaches the factory, alone and with others")
    func argumentOfNoSize() {
        #expect(MemoryLayout<Marker>.size == 0)
        #expect(roundTrip(Marker()) == ["marker"])
        #expect(roundTrip(Marker(), 1) == ["marker", "1"])
        #expect(roundTrip(1, Marker()) == ["1", "marker"])
    }

    @Test("Swinject's call syntax: argument: and arguments:, with and without a name")
    func swinjectSyntax() {
        let container = Container()
        container.register(Dog.self) { _, name in Dog(name: name) }
        container.register(Dog.self, name: "pair") { (_, name: String, age: Int) in Dog(name: "\(name)-\(age)") }
        container.register(Dog.self) { (_, a: String, b: Int, c: Bool) in Dog(name: "\(a)\(b)\(c)") }
        container.register(Dog.self, name: "twelve") {
            (_, a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int, i: Int, j: Int, k: Int, l: String) in
            Dog(name: "\(a + b + c + d + e + f + g + h + i + j + k)\(l)")
        }

        #expect(container.resolve(Dog.self, argument: "Hachi")?.name == "Hachi")
        #expect(container.resolve(Dog.self, name: "pair", arguments: "Hachi", 3)?.name == "Hachi-3")
        #expect(container.resolve(Dog.self, arguments: "x", 1, true)?.name == "x1true")
        #expect(container.resolve(Dog.self, name: "twelve", arguments: 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, "!")?.name == "11!")
    }

    @Test("Arguments must have the registered static types")
    func argumentTypesMustMatch() {
        let container = Container()
        container.register(Dog.self) { (_, name: String, age: Int) in Dog(name: "\(name)\(age)") }
        #expect(container.resolve(Dog.self, arguments: "Hachi", 3) != nil)
        #expect(container.resolve(Dog.self, arguments: 3, "Hachi") == nil)
        #expect(container.resolve(Dog.self, arguments: "Hachi", 3.0) == nil)
        #expect(container.resolve(Dog.self, argument: "Hachi") == nil)
        #expect(container.resolve(Dog.self) == nil)
    }

    @Test("A container-scoped service with arguments is made once, with the first arguments")
    func argumentsDoNotSplitTheGraph() {
        let container = Container()
        container.register(Dog.self) { _, name in Dog(name: name) }.inObjectScope(.container)
        let first = container.resolve(Dog.self, argument: "Hachi")
        let second = container.resolve(Dog.self, argument: "Pochi")
        #expect(first === second)
        #expect(second?.name == "Hachi")
    }

    @Test("Two arguments of any size and alignment reach the factory from generic code")
    func twoArgumentsFromGenericCode() {
        expectPair("Mimi", 7)
        expectPair(UInt8(3), 2.5)
        expectPair(UInt16(12), SIMD4<Float>(1, 2, 3, 4))
        expectPair(Int?.none, "x")
        expectPair(["a", "b"], [1: "one"])
        expectPair(true, false)
    }

    /// Resolves, from code generic over the arguments' types, a factory that returns them.
    private func expectPair<First: Equatable, Second: Equatable>(
        _ first: First, _ second: Second, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let container = Container()
        container.register(Pair<First, Second>.self) { _, first, second in Pair(first: first, second: second) }
        let pair = container.resolve(Pair<First, Second>.self, arguments: first, second)
        #expect(pair?.first == first, sourceLocation: sourceLocation)
        #expect(pair?.second == second, sourceLocation: sourceLocation)
    }

    @Test("Objects passed as arguments are neither leaked nor released once too often")
    func objectArgumentsBalanceReferences() {
        weak var weakCat: Cat?
        weak var weakAnimal: Animal?
        let container = Container()
        container.register(Pair<Cat, any Animal>.self) { _, cat, animal in Pair(first: cat, second: animal) }
        do {
            let cat = Cat(name: "Mimi")
            let animal: any Animal = Dog()
            weakCat = cat
            weakAnimal = animal
            for _ in 0..<10 {
                // `as any Animal` keeps the argument's static type: passed as it is, Swift would open
                // the existential and key the request by the dynamic type, `Dog`.
                let pair = container.resolve(Pair<Cat, any Animal>.self, arguments: cat, animal as any Animal)
                #expect(pair?.first === cat)
                #expect(pair?.second === animal)
            }
        }
        #expect(weakCat == nil)
        #expect(weakAnimal == nil)
    }

    @Test("A named graph-scoped registration and a singleton taking two arguments resolve from generic code")
    func namedAndSharedWithTwoArguments() {
        let container = Container()
        container.register(Cat.self, name: "named") { (_, name: String, age: Int) in Cat(name: "\(name) \(age)") }
        container.register(Dog.self) { (_, _: String, _: Int) in Dog() }.inObjectScope(.container)
        #expect(resolveGenerically(Cat.self, name: "named", from: container, "Mimi", 3)?.name == "Mimi 3")
        let first = resolveGenerically(Dog.self, name: nil, from: container, "a", 1)
        let second = resolveGenerically(Dog.self, name: nil, from: container, "b", 2)
        #expect(first != nil)
        #expect(first === second)
    }

    /// Resolves with two arguments from code generic over every type involved.
    private func resolveGenerically<Service, First, Second>(
        _ service: Service.Type, name: String?, from resolver: Resolver, _ first: First, _ second: Second
    ) -> Service? {
        resolver.resolve(service, name: name, arguments: first, second)
    }

    @Test("Nothing registered for two arguments fails with the pair's tuple as the arguments type")
    func twoArgumentsNotRegistered() {
        let container = Container()
        container.register(Cat.self) { _, name in Cat(name: name) }
        #expect(throws: ResolutionError.self) {
            try container.require(Cat.self, arguments: "Mimi", 2)
        }
        do {
            _ = try container.require(Cat.self, arguments: "Mimi", 2)
        } catch {
            #expect(error.description.contains("with arguments (String, Int)"))
        }
    }

    @Test("A factory's own resolve with arguments leaves the arguments of the outer request as they were")
    func nestedResolvesWithArguments() {
        let container = Container()
        container.register(Cat.self) { (_, name: String, age: Int) in Cat(name: "\(name) \(age)") }
        container.register(Pair<Cat, String>.self) { (resolver, name: String, age: Int) in
            let inner = resolver.resolve(Cat.self, arguments: name + " junior", age - 1)!
            return Pair(first: inner, second: "\(name) \(age)")
        }
        let pair = container.resolve(Pair<Cat, String>.self, arguments: "Mimi", 4)
        #expect(pair?.first.name == "Mimi junior 3")
        #expect(pair?.second == "Mimi 4")
    }
}

/// What a factory taking two runtime arguments received.
private struct Pair<First, Second> {
    let first: First
    let second: Second
}
