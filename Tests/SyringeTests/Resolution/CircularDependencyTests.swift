import Foundation
import Testing
@testable import SyringeCore

/// Resolves `A` and checks that A → B → C → D and the back references form one graph.
private func expectFourObjectsConnected(in container: Container) throws {
    let a = try #require(container.resolve(A.self) as? ADependingOnB)
    let b = try #require(a.b as? BDependingOnC)
    let c = try #require(b.c as? CDependingOnAD)
    let d = try #require(c.d as? DDependingOnBC)
    #expect(c.a === a)
    #expect(d.b === b)
    #expect(d.c === c)
}

@Suite("Circular dependencies through initCompleted")
struct CircularDependencyTests {
    @Test("Property to property", arguments: [ObjectScope.graph, .container])
    func propertyToProperty(scope: ObjectScope) throws {
        let container = Container()
        container.register(ParentProtocol.self) { _ in Parent() }
            .initCompleted { r, parent in (parent as! Parent).child = r.resolve(ChildProtocol.self) }
            .inObjectScope(scope)
        container.register(ChildProtocol.self) { _ in Child() }
            .initCompleted { r, child in (child as! Child).parent = r.resolve(ParentProtocol.self)! }
            .inObjectScope(scope)

        let parent = try #require(container.resolve(ParentProtocol.self) as? Parent)
        let child = try #require(parent.child as? Child)
        #expect(child.parent === parent)
    }

    @Test("Initializer to property", arguments: [ObjectScope.graph, .container])
    func initializerToProperty(scope: ObjectScope) throws {
        let container = Container()
        container.register(ParentProtocol.self) { r in Parent(child: r.resolve(ChildProtocol.self)!) }
            .inObjectScope(scope)
        container.register(ChildProtocol.self) { _ in Child() }
            .initCompleted { r, child in (child as! Child).parent = r.resolve(ParentProtocol.self) }
            .inObjectScope(scope)

        let parent = try #require(container.resolve(ParentProtocol.self) as? Parent)
        let child = try #require(parent.child as? Child)
        #expect(child.parent === parent)
    }

    @Test("Four objects, all through properties")
    func fourObjectsThroughProperties() throws {
        let container = Container()
        container.register(A.self) { _ in ADependingOnB() }
            .initCompleted { r, a in (a as! ADependingOnB).b = r.resolve(B.self) }
        container.register(B.self) { _ in BDependingOnC() }
            .initCompleted { r, b in (b as! BDependingOnC).c = r.resolve(C.self) }
        container.register(C.self) { _ in CDependingOnAD() }
            .initCompleted { r, c in
                (c as! CDependingOnAD).a = r.resolve(A.self)
                (c as! CDependingOnAD).d = r.resolve(D.self)
            }
        container.register(D.self) { _ in DDependingOnBC() }
            .initCompleted { r, d in
                (d as! DDependingOnBC).b = r.resolve(B.self)
                (d as! DDependingOnBC).c = r.resolve(C.self)
            }

        try expectFourObjectsConnected(in: container)
    }

    @Test("Four objects, through initializers and properties")
    func fourObjectsThroughInitializersAndProperties() throws {
        let container = Container()
        container.register(A.self) { r in ADependingOnB(b: r.resolve(B.self)!) }
        container.register(B.self) { r in BDependingOnC(c: r.resolve(C.self)!) }
        container.register(C.self) { r in CDependingOnAD(d: r.resolve(D.self)!) }
            .initCompleted { r, c in (c as! CDependingOnAD).a = r.resolve(A.self) }
        container.register(D.self) { _ in DDependingOnBC() }
            .initCompleted { r, d in
                (d as! DDependingOnBC).b = r.resolve(B.self)
                (d as! DDependingOnBC).c = r.resolve(C.self)
            }

        try expectFourObjectsConnected(in: container)
    }

    @Test("A recursive factory whose arguments change on each call is not a cycle")
    func recursionWithChangingArguments() {
        final class Node {
            let child: Node?
            init(child: Node?) { self.child = child }
        }
        let container = Container()
        container.register(Node.self) { (r, depth: Int) in
            Node(child: depth > 0 ? r.resolve(Node.self, argument: depth - 1) : nil)
        }.inObjectScope(.transient)
        var depth = 0
        var node = container.resolve(Node.self, argument: 5)
        while let current = node?.child { depth += 1; node = current }
        #expect(depth == 5)
    }
}

@Suite("Cycles that cannot be resolved")
struct CycleDetectionTests {
    @Test("Two initializers depending on each other stop with the cycle, not a stack overflow")
    func initializerCycle() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = Container()
            container.register(ParentProtocol.self) { r in Parent(child: r.resolve(ChildProtocol.self)!) }
            container.register(ChildProtocol.self) { r in
                let child = Child()
                child.parent = r.resolve(ParentProtocol.self)!
                return child
            }
            _ = container.resolve(ParentProtocol.self)
        }.map { result in
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(output.contains("circular dependency: ParentProtocol → ChildProtocol → ParentProtocol"))
            #expect(output.contains("initCompleted"))
        }
    }

    @Test("A transient service whose initCompleted resolves itself stops, named at its first repeat")
    func transientSelfCycle() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = Container()
            container.register(Dog.self) { _ in Dog() }
                .inObjectScope(.transient)
                .initCompleted { r, _ in _ = r.resolve(Dog.self) }
            _ = container.resolve(Dog.self)
        }.map { result in
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(output.contains("circular dependency: Dog → Dog."))
        }
    }

    @Test("A cycle stops within one checkpoint of closing, also after a deep resolution on the thread")
    func cycleStopsSoonAfterDeepResolution() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = Container()
            registerDeepChainAndLoop(in: container)
            // Passes several checkpoints without a cycle, and returns.
            guard container.resolve(Node.self, argument: 200) != nil else { return }
            FileHandle.standardError.write(Data("deep resolution done\n".utf8))
            _ = container.resolve(Loop.self)
        }.map { result in
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(output.contains("deep resolution done"))
            expectLoopStoppedWithinOneCheckpoint(output)
        }
    }

    @Test("A cycle that closes after a deep branch of the same resolution stops within one checkpoint")
    func cycleStopsSoonAfterDeepBranch() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            final class Root {
                init(_ chain: Node?, _ loop: Loop?) {}
            }
            let container = Container()
            registerDeepChainAndLoop(in: container)
            container.register(Root.self) { r in
                let chain = r.resolve(Node.self, argument: 200)
                FileHandle.standardError.write(Data("deep branch done\n".utf8))
                return Root(chain, r.resolve(Loop.self))
            }
            _ = container.resolve(Root.self)
        }.map { result in
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(output.contains("deep branch done"))
            #expect(output.contains("Resolution path: Root → Loop"))
            expectLoopStoppedWithinOneCheckpoint(output)
        }
    }
}

private final class Node {
    init(child: Node?) {}
}

private final class Loop {
    init(_ next: Loop?) {}
}

/// Checks that the `Loop` cycle was named and stopped after more than one run of its factory
/// (the search is not on every push) and at most one checkpoint interval later.
private func expectLoopStoppedWithinOneCheckpoint(_ output: String) {
    #expect(output.contains("circular dependency: Loop → Loop."))
    let factoryRuns = output.components(separatedBy: "Loop factory ran").count - 1
    #expect(factoryRuns > 1)
    #expect(factoryRuns <= ResolutionContext.checkpointInterval + 1)
}

/// Registers a chain of `Node`s as deep as its argument, and a `Loop` that resolves itself and
/// tells on standard error each time its factory runs.
private func registerDeepChainAndLoop(in container: Container) {
    container.register(Node.self) { (r, depth: Int) in
        Node(child: depth > 0 ? r.resolve(Node.self, argument: depth - 1) : nil)
    }.inObjectScope(.transient)
    container.register(Loop.self) { r in
        FileHandle.standardError.write(Data("Loop factory ran\n".utf8))
        return Loop(r.resolve(Loop.self))
    }.inObjectScope(.transient)
}

