import Syringe
import Testing

/// A type whose code runs on the main actor only.
@MainActor
final class MainActorGreeter {
    let greeting = "hello"
    init() { MainActor.assertIsolated("MainActorGreeter.init ran off the main actor") }
}

/// A nonisolated type that depends on a main-actor one.
final class GreetingScreen: @unchecked Sendable {
    let greeter: MainActorGreeter
    init(greeter: MainActorGreeter) { self.greeter = greeter }
}

/// A nonisolated type that gets a main-actor one after it is made.
final class GreetingBanner: @unchecked Sendable {
    var greeter: MainActorGreeter?
}

/// An actor that registers factories isolated to itself.
actor GreeterWorkshop {
    private(set) var madeCount = 0

    func register(in container: Container) {
        container.register(Int.self, name: "workshop") { _ in
            self.madeCount += 1
            return self.madeCount
        }
    }

    func resolveHere(from container: Container) -> Int? {
        container.resolve(Int.self, name: "workshop")
    }
}

@Suite("Actor-isolated factories")
struct FactoryIsolationTests {
    @Test("A @MainActor factory resolved on the main actor runs there and returns its instance")
    @MainActor func mainActorFactoryOnMainActor() {
        let container = Container()
        container.register(MainActorGreeter.self) { @MainActor _ in MainActorGreeter() }
        #expect(container.resolve(MainActorGreeter.self)?.greeting == "hello")
    }

    @Test("A closure formed in main-actor code is isolated to the main actor")
    @MainActor func inferredMainActorFactory() {
        let container = Container()
        // Written in @MainActor code, the closure is main-actor code without an annotation.
        container.register(MainActorGreeter.self) { _ in MainActorGreeter() }
        #expect(container.resolve(MainActorGreeter.self) != nil)
    }

    @Test("A @MainActor initializer given to autoregister runs on the main actor")
    @MainActor func autoregisteredMainActorInitializer() {
        let container = Container()
        container.autoregister(MainActorGreeter.self, initializer: MainActorGreeter.init)
        container.autoregister(GreetingScreen.self, initializer: GreetingScreen.init)
        #expect(container.resolve(GreetingScreen.self)?.greeter.greeting == "hello")
    }

    @Test("A factory isolated to an actor instance runs when resolved on that actor")
    func actorInstanceFactoryOnItsActor() async {
        let container = Container()
        let workshop = GreeterWorkshop()
        await workshop.register(in: container)
        #expect(await workshop.resolveHere(from: container) == 1)
        #expect(await workshop.madeCount == 1)
    }

    @Test("A @MainActor factory resolved off the main actor stops with the service, the actor and the fix")
    func mainActorFactoryOffMainActorStops() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = Container()
            container.register(MainActorGreeter.self) { @MainActor _ in MainActorGreeter() }
            await Task.detached { _ = container.resolve(MainActorGreeter.self) }.value
        }.map { result in
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(output.contains("the factory of MainActorGreeter is isolated to MainActor"))
            #expect(output.contains("try await resolver.resolveAsync(MainActorGreeter.self)"))
        }
    }

    @Test("The report names the resolution path that reached the isolated factory")
    func offActorReportHasPath() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = Container()
            container.register(MainActorGreeter.self, name: "formal") { @MainActor _ in MainActorGreeter() }
            container.register(GreetingScreen.self) { r in GreetingScreen(greeter: r ~> (MainActorGreeter.self, name: "formal")) }
            await Task.detached { _ = container.resolve(GreetingScreen.self) }.value
        }.map { result in
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(output.contains("MainActorGreeter named \"formal\" is isolated to MainActor"))
            #expect(output.contains("Resolution path: GreetingScreen → MainActorGreeter(\"formal\")"))
            #expect(output.contains("try await resolver.resolveAsync(MainActorGreeter.self, name: \"formal\")"))
        }
    }

    @Test("A @MainActor initializer given to autoregister stops when resolved off the main actor")
    func autoregisteredOffMainActorStops() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = Container()
            container.autoregister(MainActorGreeter.self, initializer: MainActorGreeter.init)
            await Task.detached { _ = container.resolve(MainActorGreeter.self) }.value
        }.map { result in
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(output.contains("the factory of MainActorGreeter is isolated to MainActor"))
        }
    }

    @Test("A factory isolated to an actor instance stops when resolved off that actor")
    func actorInstanceFactoryOffItsActorStops() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = Container()
            await GreeterWorkshop().register(in: container)
            _ = container.resolve(Int.self, name: "workshop")
        }.map { result in
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(output.contains("Int named \"workshop\" is isolated to GreeterWorkshop"))
        }
    }

    @Test("With offActorResolution = .logAndRun, an off-actor resolve logs the report and runs the factory")
    func logAndRunWhileMigrating() async {
        await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            Container.offActorResolution = .logAndRun
            let container = Container()
            container.register(Int.self, name: "registered in main-actor code") { @MainActor _ in 42 }
            let resolved = await Task.detached { container.resolve(Int.self, name: "registered in main-actor code") }.value
            guard resolved == 42 else { fatalError("the factory did not run: \(String(describing: resolved))") }
        }.map { result in
            let output = String(decoding: result.standardOutputContent, as: UTF8.self)
            #expect(output.contains("the factory of Int named \"registered in main-actor code\" is isolated to MainActor"))
        }
    }

    @Test("A main-actor initCompleted handler stops when a resolve off the main actor reaches it")
    func mainActorHandlerOffMainActorStops() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = Container()
            container.register(GreetingBanner.self) { @Sendable _ in GreetingBanner() }
                .initCompleted { @MainActor _, banner in banner.greeter = MainActorGreeter() }
            await Task.detached { _ = container.resolve(GreetingBanner.self) }.value
        }.map { result in
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(output.contains("an initCompleted handler of GreetingBanner is isolated to MainActor"))
        }
    }

    @Test("resolveAsync runs a registration with a main-actor initCompleted handler on the main actor")
    func mainActorHandlerWithResolveAsync() async throws {
        let container = Container()
        container.register(GreetingBanner.self) { @Sendable _ in GreetingBanner() }
            .initCompleted { @MainActor _, banner in banner.greeter = MainActorGreeter() }
        let banner = try await Task.detached { try await container.resolveAsync(GreetingBanner.self) }.value
        #expect(banner.greeter?.greeting == "hello")
    }

    @Test("A factory written as a @Sendable closure runs wherever it is resolved")
    func sendableFactoryRunsAnywhere() async {
        let container = Container()
        container.register(String.self) { @Sendable _ in "anywhere" }
        let resolved = await Task.detached { container.resolve(String.self) }.value
        #expect(resolved == "anywhere")
    }

    @Test("verify() off the main actor leaves main-actor factories, and what depends on them, unchecked")
    func verificationSkipsIsolatedFactories() async {
        let container = Container()
        container.register(MainActorGreeter.self) { @MainActor _ in MainActorGreeter() }
        container.register(GreetingScreen.self) { @MainActor r in GreetingScreen(greeter: r ~> MainActorGreeter.self) }
        container.register(String.self) { @Sendable _ in "checked" }
        let report = container.verify()
        #expect(report.verified == ["String"])
        #expect(report.failures.isEmpty)
        #expect(!report.isSuccessful)
        #expect(report.uncheckedFactories.map(\.registration).sorted() == ["GreetingScreen", "MainActorGreeter"])
        #expect(report.uncheckedFactories.allSatisfy { $0.reason == "isolated to MainActor" })
        #expect(report.description.contains("GreetingScreen (isolated to MainActor)"))
    }

    @Test("resolveAsync runs a @MainActor factory on the main actor when called from another task")
    func resolveAsyncHopsToMainActor() async throws {
        let container = Container()
        container.register(MainActorGreeter.self) { @MainActor _ in MainActorGreeter() }.inObjectScope(.container)
        let greeters = try await withThrowingTaskGroup(of: MainActorGreeter.self) { group in
            for _ in 0..<8 { group.addTask { try await container.resolveAsync(MainActorGreeter.self) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(greeters.allSatisfy { $0 === greeters[0] })
    }

    @Test("resolveAsync runs a factory isolated to an actor instance on that actor")
    func resolveAsyncHopsToActorInstance() async throws {
        let container = Container()
        let workshop = GreeterWorkshop()
        await workshop.register(in: container)
        let made = try await Task.detached { try await container.resolveAsync(Int.self, name: "workshop") }.value
        #expect(made == 1)
        #expect(await workshop.madeCount == 1)
    }

    @Test("An async @MainActor factory runs on the main actor")
    func asyncMainActorFactory() async throws {
        let container = Container()
        container.register(MainActorGreeter.self) { @MainActor _ async in
            MainActor.assertIsolated()
            return MainActorGreeter()
        }
        let greeter = try await Task.detached { try await container.resolveAsync(MainActorGreeter.self) }.value
        #expect(greeter.greeting == "hello")
    }

    @Test("resolveAsync with runtime arguments runs an isolated factory on its actor")
    func resolveAsyncWithArguments() async throws {
        let container = Container()
        container.register(String.self) { @MainActor (_, greeting: String) in
            MainActor.assertIsolated()
            return greeting + "!"
        }
        container.register(String.self) { @MainActor (_, first: Int, second: Int) in "\(first + second)" }
        container.register(Int.self) { (_, first: Int, second: Int, third: Int) in first + second + third }
        let greeting = try await Task.detached { try await container.resolveAsync(String.self, argument: "hi") }.value
        let sum = try await Task.detached { try await container.resolveAsync(String.self, arguments: 1, 2) }.value
        #expect(greeting == "hi!")
        #expect(sum == "3")
        #expect(try await container.resolveAsync(Int.self, arguments: 1, 2, 3) == 6)
        let error = try await #require(throws: ResolutionError.self) {
            try await container.resolveAsync(Int.self, argument: "wrong type")
        }
        #expect(error.code == .notRegistered)
    }
}
