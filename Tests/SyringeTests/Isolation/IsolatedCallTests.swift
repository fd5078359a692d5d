import Testing
@testable import SyringeCore

/// A reference a factory captures, to see that calling it synchronously keeps its context.
private final class Counter {
    var value = 0
}

/// Syringe calls `@isolated(any)` factories synchronously by reading them as the plain functions
/// they are. These tests pin the layout that relies on; `IsolatedCall.ensureLayout()` checks it
/// again at the first registration of every process.
@Suite("Calling @isolated(any) functions synchronously")
struct IsolatedCallTests {
    @Test("An @isolated(any) function value has the size and alignment of a plain one")
    func layoutMatchesPlainFunctions() {
        #expect(MemoryLayout<@isolated(any) (Resolver) -> Int>.size == MemoryLayout<(Resolver) -> Int>.size)
        #expect(MemoryLayout<@isolated(any) (Resolver) -> Int>.alignment == MemoryLayout<(Resolver) -> Int>.alignment)
        #expect(MemoryLayout<@isolated(any) (Resolver, String) -> Void>.size == MemoryLayout<(Resolver, String) -> Void>.size)
        #expect(IsolatedCall.layoutHolds)
    }

    @Test("A nonisolated factory called synchronously runs with its captured context")
    func nonisolatedFactoryKeepsItsContext() {
        let counter = Counter()
        let factory: @isolated(any) (Resolver) -> Int = { _ in
            counter.value += 1
            return counter.value * 10
        }
        #expect(factory.isolation == nil)
        let synchronous = IsolatedCall.synchronous(factory)
        let container = Container()
        #expect(synchronous(container) == 10)
        #expect(synchronous(container) == 20)
        #expect(counter.value == 2)
    }

    @Test("A main-actor factory called synchronously on the main actor runs with its captured context")
    @MainActor
    func mainActorFactoryKeepsItsContext() {
        let counter = Counter()
        let factory: @isolated(any) (Resolver) -> Int = { @MainActor _ in
            MainActor.assertIsolated()
            counter.value += 5
            return counter.value
        }
        #expect(factory.isolation === MainActor.shared)
        let synchronous = IsolatedCall.synchronous(factory)
        #expect(synchronous(Container()) == 5)
        #expect(counter.value == 5)
    }

    @Test("Handlers and tuple initializers called synchronously receive their arguments")
    func handlersAndInitializers() {
        var seen: [String] = []
        let handler: @isolated(any) (Resolver, String) -> Void = { _, value in seen.append(value) }
        IsolatedCall.synchronous(handler)(Container(), "completed")
        #expect(seen == ["completed"])
        let pair: @isolated(any) ((Int, String)) -> String = { "\($0.0) \($0.1)" }
        #expect(IsolatedCall.synchronous(pair)((3, "cats")) == "3 cats")
        let empty: @isolated(any) (()) -> String = { _ in "made" }
        #expect(IsolatedCall.synchronous(empty)(()) == "made")
    }

    @Test("A factory's captured references are released with the plain function")
    func contextIsReleased() {
        weak var weakCounter: Counter?
        do {
            let counter = Counter()
            weakCounter = counter
            let factory: @isolated(any) (Resolver) -> Int = { _ in counter.value }
            let synchronous = IsolatedCall.synchronous(factory)
            #expect(synchronous(Container()) == 0)
        }
        #expect(weakCounter == nil)
    }
}
