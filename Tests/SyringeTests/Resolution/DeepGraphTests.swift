import Dispatch
import Foundation
import Testing
@testable import SyringeCore

/// A service of a chain: `Link("d\(n)")` depends on `Link("d\(n - 1)")`, and `Link("d0")` on nothing.
private final class Link {
    let next: Link?
    init(_ next: Link?) { self.next = next }
}

private final class Ping { init(_ pong: Pong?) {} }
private final class Pong { init(_ ping: Ping?) {} }

/// A container where `Ping` depends on `Pong` with the same round, and `Pong` on `Ping` with the
/// next round: a cycle whose runtime arguments never repeat.
private func pingPongWithGrowingRound() -> Container {
    let container = Container()
    container.register(Ping.self) { (r, round: Int) in Ping(r.resolve(Pong.self, argument: round)) }
    container.register(Pong.self) { (r, round: Int) in Pong(r.resolve(Ping.self, argument: round + 1)) }
    return container
}

/// A container with a chain of `length` distinct registrations of `Link`, named `d0` to
/// `d\(length - 1)`, each depending on the previous one: resolving the last nests `length` deep.
private func chain(_ length: Int) -> Container {
    let container = Container()
    container.register(Link.self, name: "d0") { _ in Link(nil) }
    for index in 1..<length {
        container.register(Link.self, name: "d\(index)") { r in Link(r.resolve(Link.self, name: "d\(index - 1)")) }
    }
    return container
}

/// Resolves the top of a chain of `length` registrations and counts the links it got.
private func resolvedLength(ofChain length: Int) -> Int {
    var link = chain(length).resolve(Link.self, name: "d\(length - 1)")
    var count = 0
    while let current = link { count += 1; link = current.next }
    return count
}

/// Runs `body` on a new `Thread` with `stackSize` bytes of stack and waits for it.
private func onThread(stackSize: Int, _ body: @escaping @Sendable () -> Void) {
    let finished = DispatchSemaphore(value: 0)
    let thread = Thread {
        body()
        finished.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    finished.wait()
}

private func standardError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

/// The checks of the report on a chain that got one level deeper than `limit`.
private func expectDepthReport(_ output: String, limit: Int, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(output.contains("resolutions nested \(limit + 1) levels deep, more than Container.maximumResolutionDepth (\(limit)) allows"),
            sourceLocation: sourceLocation)
    #expect(output.contains("No registration repeats on the path"), sourceLocation: sourceLocation)
    #expect(output.contains("The innermost steps: … → Link(\"d11\") → Link(\"d10\")"), sourceLocation: sourceLocation)
    #expect(output.contains("Link(\"d2\") → Link(\"d1\") → Link(\"d0\")\nTo fix"), sourceLocation: sourceLocation)
    #expect(output.contains("To fix: raise the limit (`Container.maximumResolutionDepth = …`)"), sourceLocation: sourceLocation)
    #expect(!output.contains("recursion"), sourceLocation: sourceLocation)
    #expect(!output.contains("circular"), sourceLocation: sourceLocation)
}

/// Sets the limit to `limit`, then on a thread with `stackSize` bytes of stack resolves a chain
/// as deep as the limit, tells so on standard error, and resolves one a level deeper.
private func resolveChains(reachingAndPassing limit: Int, stackSize: Int) {
    Container.maximumResolutionDepth = limit
    onThread(stackSize: stackSize) {
        guard resolvedLength(ofChain: limit) == limit else { return }
        standardError("chain of \(limit) resolved")
        _ = chain(limit + 1).resolve(Link.self, name: "d\(limit)")
    }
}

/// The checks of what ``resolveChains(reachingAndPassing:stackSize:)`` wrote before it stopped.
private func expectChainAtLimitResolvedAndReported(
    _ result: ExitTest.Result, limit: Int, sourceLocation: SourceLocation = #_sourceLocation
) {
    let output = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(output.contains("chain of \(limit) resolved"), sourceLocation: sourceLocation)
    expectDepthReport(output, limit: limit, sourceLocation: sourceLocation)
}

@Suite("Deep dependency chains")
struct DeepGraphTests {
    @Test("The default depth limit is 256")
    func defaultLimit() {
        #expect(Container.maximumResolutionDepth == 256)
    }

    @Test("A chain of 250 distinct registrations resolves on the main thread")
    @MainActor func chainOf250OnMainThread() {
        #expect(resolvedLength(ofChain: 250) == 250)
    }

    @Test("A chain as deep as the default limit resolves on the main thread")
    @MainActor func chainAtDefaultLimitOnMainThread() {
        #expect(resolvedLength(ofChain: Container.maximumResolutionDepth) == Container.maximumResolutionDepth)
    }

    @Test("Chains of 250 and as deep as the default limit resolve on a secondary thread with 8 MB of stack")
    func chainsOnSecondaryThread() {
        // A debug build takes about 10–13 KB of stack per level, so 256 levels need more than the
        // 512 KB of a secondary thread of Apple platforms; see the test below for such a thread.
        onThread(stackSize: 8 << 20) {
            #expect(resolvedLength(ofChain: 250) == 250)
            #expect(resolvedLength(ofChain: Container.maximumResolutionDepth) == Container.maximumResolutionDepth)
        }
    }

    @Test("A chain of 1,000 resolves once the limit is raised to 1,000, and one of 1,001 stops with the depth report")
    func raisedLimit() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            resolveChains(reachingAndPassing: 1_000, stackSize: 64 << 20)
        }.map { expectChainAtLimitResolvedAndReported($0, limit: 1_000) }
    }

    @Test("A chain one level deeper than the default limit stops on the main thread with the depth report")
    func chainBeyondDefaultLimitOnMainThread() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let limit = Container.maximumResolutionDepth
                _ = chain(limit + 1).resolve(Link.self, name: "d\(limit)")
            }
        }.map { result in
            expectDepthReport(String(decoding: result.standardErrorContent, as: UTF8.self), limit: 256)
        }
    }

    @Test("A chain one level deeper than the default limit stops on a secondary thread with the depth report")
    func chainBeyondDefaultLimitOnSecondaryThread() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            onThread(stackSize: 8 << 20) {
                let limit = Container.maximumResolutionDepth
                _ = chain(limit + 1).resolve(Link.self, name: "d\(limit)")
            }
        }.map { result in
            expectDepthReport(String(decoding: result.standardErrorContent, as: UTF8.self), limit: 256)
        }
    }

    @Test("On a 512 KB thread, a limit that fits its stack stops the chain one level past it instead of overflowing")
    func limitFittingSmallStack() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            // 32 levels take about 430 KB in a debug build, also with the thread sanitizer.
            resolveChains(reachingAndPassing: 32, stackSize: 512 << 10)
        }.map { expectChainAtLimitResolvedAndReported($0, limit: 32) }
    }

    @Test("Verification reports a chain one level deeper than the limit as one failure, with the depth report")
    func verificationOfTooDeepChain() {
        let limit = Container.maximumResolutionDepth
        let report = chain(limit + 1).verify()
        #expect(report.verified.count == limit)
        #expect(report.failures.count == 1)
        let failure = report.failures.first
        #expect(failure?.registration == "Link(\"d\(limit)\")")
        #expect(failure?.path.count == limit + 1)
        expectDepthReport(failure?.report ?? "", limit: limit)
    }

    @Test("A cycle whose runtime arguments change each round stops at the limit as a circular dependency")
    func cycleWithChangingArguments() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = pingPongWithGrowingRound().resolve(Ping.self, argument: 0)
        }.map { result in
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(output.contains("circular dependency: Ping → Pong → Ping, entered again with other runtime arguments each time"))
            #expect(output.contains("until resolutions nested 257 levels deep, more than Container.maximumResolutionDepth (256) allows"))
            #expect(output.contains("Resolution path: Ping → Pong → Ping\n"))
            #expect(output.contains("raise Container.maximumResolutionDepth"))
        }
    }

    @Test("Verification reports a cycle whose runtime arguments change as a circular dependency")
    func verificationOfCycleWithChangingArguments() {
        let report = pingPongWithGrowingRound().verify(samples: [.arguments(for: Ping.self, 0)])
        #expect(report.failures.count == 1)
        #expect(report.failures.first?.report.contains("circular dependency: Ping → Pong → Ping, entered again") == true)
    }
}
