import Testing
@testable import Syringe

/// What a factory taking two runtime arguments received.
private struct Received<First, Second> {
    let first: First
    let second: Second
}

/// A value with padding inside it and after it.
private struct Uneven: Equatable {
    let flag: UInt8
    let count: UInt32
    let mark: UInt8
}

/// Optimized code that is not specialized passes two runtime arguments one by one: the key's tuple
/// type comes from the thread's cache and the factory reads their bits laid out as their tuple.
/// These tests call that path directly, so that a debug build, whose resolves take the tuple,
/// runs it too; the optimized test run also reaches it through the public forms.
@Suite("Two runtime arguments passed without their tuple")
struct ArgumentPairTests {
    init() { LogRecorder.install() }

    @Test("The layout of two arguments is their tuple's, for types of every size and alignment")
    func layoutMatchesTuple() {
        expectTupleLayout(String.self, Int.self)
        expectTupleLayout(UInt8.self, Double.self)
        expectTupleLayout(Bool.self, Bool.self)
        expectTupleLayout(Int.self, UInt8.self)
        expectTupleLayout(UInt16.self, Uneven.self)
        expectTupleLayout(Uneven.self, UInt8.self)
        expectTupleLayout((any Animal).self, Int32.self)
        expectTupleLayout(UInt8.self, SIMD4<Float>.self)
        expectTupleLayout(Void.self, Int.self)
        expectTupleLayout(UInt8.self, Void.self)
        expectTupleLayout(Int?.self, UInt8.self)
    }

    private func expectTupleLayout<First, Second>(
        _ first: First.Type, _ second: Second.Type, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for start in [0, 1, 8, 32] {
            let layout = ArgumentLayout(First.self, Second.self, after: start, headerAlignment: 8)
            let tupleAlignment = MemoryLayout<(First, Second)>.alignment
            #expect(layout.tupleSize == MemoryLayout<(First, Second)>.size, sourceLocation: sourceLocation)
            // Nothing is read where an element of no size lies, and an optimized build's
            // `MemoryLayout.offset(of:)` gives no meaningful offset for one.
            if MemoryLayout<Second>.size > 0 {
                #expect(
                    layout.secondOffset - layout.tupleOffset == MemoryLayout<(First, Second)>.offset(of: \(First, Second).1),
                    sourceLocation: sourceLocation)
            }
            #expect(layout.tupleOffset >= start && layout.tupleOffset % tupleAlignment == 0, sourceLocation: sourceLocation)
            #expect(layout.alignment == max(8, tupleAlignment), sourceLocation: sourceLocation)
            #expect(layout.blockSize == layout.tupleOffset + layout.tupleSize, sourceLocation: sourceLocation)
        }
    }

    @Test("The cache gives every pair of types its tuple type, also when more pairs than it keeps take turns")
    func cacheGivesTupleTypes() {
        let cache = ArgumentTupleCache()
        defer { cache.deallocate() }
        for _ in 0..<3 {
            #expect(ObjectIdentifier(cache.tupleType(String.self, Int.self)) == ObjectIdentifier((String, Int).self))
            #expect(ObjectIdentifier(cache.tupleType(Int.self, String.self)) == ObjectIdentifier((Int, String).self))
            #expect(ObjectIdentifier(cache.tupleType(Int.self, Int.self)) == ObjectIdentifier((Int, Int).self))
            #expect(ObjectIdentifier(cache.tupleType(UInt8.self, Double.self)) == ObjectIdentifier((UInt8, Double).self))
            #expect(ObjectIdentifier(cache.tupleType(Bool.self, Bool.self)) == ObjectIdentifier((Bool, Bool).self))
            #expect(ObjectIdentifier(cache.tupleType((any Animal).self, Int.self)) == ObjectIdentifier((any Animal, Int).self))
            #expect(ObjectIdentifier(cache.tupleType(Cat.self, Dog.self)) == ObjectIdentifier((Cat, Dog).self))
            #expect(ObjectIdentifier(cache.tupleType(Dog.self, Cat.self)) == ObjectIdentifier((Dog, Cat).self))
            #expect(ObjectIdentifier(cache.tupleType(Uneven.self, UInt8.self)) == ObjectIdentifier((Uneven, UInt8).self))
            #expect(ObjectIdentifier(cache.tupleType(Void.self, Int.self)) == ObjectIdentifier((Void, Int).self))
            #expect(ObjectIdentifier(cache.tupleType(Int?.self, String?.self)) == ObjectIdentifier((Int?, String?).self))
            #expect(ObjectIdentifier(cache.tupleType([Int].self, [String: Int].self)) == ObjectIdentifier(([Int], [String: Int]).self))
        }
    }

    @Test("The factory receives both arguments, whatever their types' sizes and alignments")
    func factoryReceivesArguments() throws {
        try expectRoundTrip("Mimi", 7)
        try expectRoundTrip(UInt8(3), 2.5)
        try expectRoundTrip(Uneven(flag: 1, count: 70_000, mark: 9), UInt8(4))
        try expectRoundTrip(UInt16(12), Uneven(flag: 2, count: 5, mark: 200))
        try expectRoundTrip(UInt8(1), SIMD4<Float>(1, 2, 3, 4))
        try expectRoundTrip(Int?.none, "x")
        try expectRoundTrip(["a", "b"], [1: "one"])
        try expectRoundTrip(true, false)
    }

    private func expectRoundTrip<First: Equatable, Second: Equatable>(
        _ first: First, _ second: Second, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let container = Container()
        container.register(Received<First, Second>.self) { _, first, second in Received(first: first, second: second) }
        let received: Received<First, Second> = try container.resolveUnspecialized(
            Received<First, Second>.self, name: nil, arguments: first, second, isSynchronized: false)
        #expect(received.first == first, sourceLocation: sourceLocation)
        #expect(received.second == second, sourceLocation: sourceLocation)
    }

    @Test("Objects passed as arguments are neither leaked nor released once too often")
    func objectArgumentsBalanceReferences() throws {
        weak var weakCat: Cat?
        weak var weakAnimal: Animal?
        let container = Container()
        container.register(Received<Cat, any Animal>.self) { _, cat, animal in Received(first: cat, second: animal) }
        do {
            let cat = Cat(name: "Mimi")
            let animal: any Animal = Dog()
            weakCat = cat
            weakAnimal = animal
            for _ in 0..<10 {
                let received: Received<Cat, any Animal> = try container.resolveUnspecialized(
                    Received<Cat, any Animal>.self, name: nil, arguments: cat, animal as any Animal, isSynchronized: false)
                #expect(received.first === cat)
                #expect(received.second === animal)
            }
        }
        #expect(weakCat == nil)
        #expect(weakAnimal == nil)
    }

    @Test("A named registration (graph-scoped, the default) and a singleton taking two arguments resolve on this path")
    func scopesAndNames() throws {
        let container = Container()
        container.register(Cat.self, name: "named") { (_, name: String, age: Int) in Cat(name: "\(name) \(age)") }
        container.register(Dog.self) { (_, _: String, _: Int) in Dog() }.inObjectScope(.container)
        let named: Cat = try container.resolveUnspecialized(
            Cat.self, name: "named", arguments: "Mimi", 3, isSynchronized: false)
        #expect(named.name == "Mimi 3")
        let first: Dog = try container.resolveUnspecialized(Dog.self, name: nil, arguments: "a", 1, isSynchronized: false)
        let second: Dog = try container.resolveUnspecialized(Dog.self, name: nil, arguments: "b", 2, isSynchronized: false)
        #expect(first === second)
    }

    @Test("A factory's own two-argument resolve takes its memory above the outer request's, which keeps its arguments")
    func nestedResolves() throws {
        let container = Container()
        container.register(Cat.self) { (_, name: String, age: Int) in Cat(name: "\(name) \(age)") }
        container.register(Received<Cat, String>.self) { (resolver, name: String, age: Int) in
            // The inner resolve takes the same path (a debug build's public forms make the tuple).
            let inner: Cat = try! (resolver as! Container).resolveUnspecialized(
                Cat.self, name: nil, arguments: name + " junior", age - 1, isSynchronized: false)
            // The outer request's arguments, as the factory's wrapper read them, after the inner one.
            let outer = ResolutionContext.current.currentArguments.assumingMemoryBound(to: (String, Int).self).pointee
            return Received(first: inner, second: "\(outer.0) \(outer.1)")
        }
        let received: Received<Cat, String> = try container.resolveUnspecialized(
            Received<Cat, String>.self, name: nil, arguments: "Mimi", 4, isSynchronized: false)
        #expect(received.first.name == "Mimi junior 3")
        #expect(received.second == "Mimi 4")
    }

    @Test("The padding between the two arguments is zero, whatever the memory held before")
    func paddingIsZero() throws {
        let layout = ArgumentLayout(UInt8.self, Double.self, after: 32, headerAlignment: 8)
        let block = UnsafeMutableRawPointer.allocate(byteCount: layout.blockSize, alignment: layout.alignment)
        defer { block.deallocate() }
        block.initializeMemory(as: UInt8.self, repeating: 0xFF, count: layout.blockSize)
        layout.copyBits(of: UInt8(7), -1.0, to: block)
        #expect(block.load(fromByteOffset: layout.tupleOffset, as: UInt8.self) == 7)
        #expect(block.load(fromByteOffset: layout.secondOffset, as: Double.self) == -1.0)
        let padding = (layout.tupleOffset + 1..<layout.secondOffset).map { block.load(fromByteOffset: $0, as: UInt8.self) }
        #expect(padding == [UInt8](repeating: 0, count: 7))

        // The same, as a factory sees the arguments in the thread's memory, first filled with ones.
        let container = Container()
        var paddingBytes: [UInt8] = []
        container.register(Received<UInt8, Double>.self) { _, small, large in
            let arguments = ResolutionContext.current.currentArguments
            paddingBytes = (1..<MemoryLayout<(UInt8, Double)>.offset(of: \(UInt8, Double).1)!).map {
                arguments.load(fromByteOffset: $0, as: UInt8.self)
            }
            return Received(first: small, second: large)
        }
        let context = ResolutionContext.current
        context.resultMemory.initializeMemory(as: UInt8.self, repeating: 0xFF, count: ResolutionContext.resultMemoryCapacity)
        let _: Received<UInt8, Double> = try container.resolveUnspecialized(
            Received<UInt8, Double>.self, name: nil, arguments: UInt8(0xFF), -1.0, isSynchronized: false)
        #expect(paddingBytes == [UInt8](repeating: 0, count: 7))
    }

    @Test("Arguments are copied bit for bit only when their types allow it and the thread's memory can align them")
    func whichArgumentsCopyBits() {
        let limit = ResolutionContext.resultMemoryAlignment
        #expect(ArgumentLayout.canCopyBits(of: String.self, Int.self, maximumAlignment: limit))
        #expect(ArgumentLayout.canCopyBits(of: (any Animal).self, SIMD4<Float>.self, maximumAlignment: limit))
        #expect(!ArgumentLayout.canCopyBits(of: UInt8.self, Double.self, maximumAlignment: 4))
        #expect(!ArgumentLayout.canCopyBits(of: Double.self, UInt8.self, maximumAlignment: 4))
    }

    @Test("Nothing registered for the pair fails as through the tuple, with the pair's tuple as the arguments type")
    func notRegistered() {
        let container = Container()
        container.register(Cat.self) { _, name in Cat(name: name) }
        #expect {
            let _: Cat = try container.resolveUnspecialized(Cat.self, name: nil, arguments: "Mimi", 2, isSynchronized: false)
        } throws: { error in
            (error as? ResolutionFailure).map { ObjectIdentifier($0.key.argumentsType) == ObjectIdentifier((String, Int).self) } ?? false
        }
    }
}
