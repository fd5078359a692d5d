import Testing
@testable import SyringeCore

private enum GreetingKey: SpaceKey {
    static let defaultValue = "hello"
}

extension SpaceValues {
    fileprivate var greeting: String {
        get { self[GreetingKey.self] }
        set { self[GreetingKey.self] = newValue }
    }
}

/// Reads values through the property wrapper, as application code does.
private struct Reader {
    @Space(\.greeting) var greeting: String
    @Space(\.dependenciesContainer) var container: Container
    @Space(\.dependenciesAssembler) var assembler: Assembler
}

@Suite("Space")
struct SpaceTests {
    @Test("A key's default value is read until one is set")
    func defaults() {
        #expect(SpaceValues()[GreetingKey.self] == "hello")
        var values = SpaceValues()
        values.greeting = "hi"
        #expect(values.greeting == "hi")
    }

    @Test("withSpace changes values for its operation only")
    func scoped() {
        withSpace({ $0.greeting = "bonjour" }) {
            #expect(Reader().greeting == "bonjour")
            withSpace({ $0.greeting = "hallo" }) {
                #expect(Reader().greeting == "hallo")
            }
            #expect(Reader().greeting == "bonjour")
        }
        #expect(Reader().greeting == "hello")
    }

    @Test("withSpace returns its operation's result and rethrows its errors")
    func resultsAndErrors() {
        struct Failure: Error {}
        #expect(withSpace({ $0.greeting = "x" }) { Reader().greeting } == "x")
        #expect(throws: Failure.self) {
            try withSpace({ _ in throw Failure() }) { Issue.record("operation ran") }
        }
    }

    @Test("An async withSpace applies to the tasks it creates")
    func asyncScope() async {
        await withSpace({ $0.greeting = "ciao" }) {
            let child = await Task { Reader().greeting }.value
            let grouped = await withTaskGroup(of: String.self) { group in
                group.addTask { Reader().greeting }
                return await group.next()!
            }
            #expect(child == "ciao")
            #expect(grouped == "ciao")
        }
    }

    @Test("Concurrent tasks never see each other's values", arguments: 0..<4)
    func isolation(round: Int) async {
        await withTaskGroup(of: Bool.self) { group in
            for index in 0..<50 {
                group.addTask {
                    await withSpace({ $0.greeting = "task-\(index)" }) {
                        await Task.yield()
                        return Reader().greeting == "task-\(index)"
                    }
                }
            }
            for await sawOwnValue in group { #expect(sawOwnValue) }
        }
    }

    @Test("The dependencies container and assembler refer to the same container")
    func containerAndAssembler() {
        let reader = Reader()
        #expect(reader.assembler.container === reader.container)
        let container = Container()
        withSpace({ $0.dependenciesContainer = container }) {
            #expect(Reader().assembler.container === container)
        }
        let assembler = Assembler()
        withSpace({ $0.dependenciesAssembler = assembler }) {
            #expect(Reader().container === assembler.container)
        }
    }
}

/// A key of its own for the global-values test: the process-wide values it sets must not
/// reach the tests that read `greeting` in parallel.
private enum GlobalProbeKey: SpaceKey {
    static let defaultValue = "default"
}

extension SpaceValues {
    fileprivate var globalProbe: String {
        get { self[GlobalProbeKey.self] }
        set { self[GlobalProbeKey.self] = newValue }
    }
}

private struct GlobalProbeReader {
    @Space(\.globalProbe) var probe: String
}

@Suite("Space global values", .serialized)
struct SpaceGlobalTests {
    @Test("Global values apply wherever no withSpace does, and withSpace still overrides them")
    func global() {
        let original = SpaceValues.global
        defer { SpaceValues.global = original }
        SpaceValues.global.globalProbe = "global"
        #expect(SpaceValues.current.globalProbe == "global")
        #expect(GlobalProbeReader().probe == "global")
        withSpace({ $0.globalProbe = "scoped" }) {
            #expect(GlobalProbeReader().probe == "scoped")
        }
    }
}
