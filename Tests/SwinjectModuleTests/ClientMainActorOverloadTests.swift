import Swinject
import Testing

@Suite("Code built on Swinject with @MainActor register overloads of its own", .serialized)
struct ClientMainActorOverloadTests {
    @Test("A plain trailing closure takes Swinject's form, not the client's @MainActor one")
    func plainClosureTakesSwinjectsForm() async {
        let container = Container()
        let calls = MainActorFormCalls.counting {
            container.register(Int.self) { _ in 42 }
            container.register(Int.self, name: "argument") { (_, base: Int) in base + 1 }
        }
        #expect(calls == 0)
        let resolved = await Task.detached {
            (container.resolve(Int.self), container.resolve(Int.self, name: "argument", argument: 1))
        }.value
        #expect(resolved.0 == 42)
        #expect(resolved.1 == 2)
    }

    @Test("The client's @MainActor form registers through Swinject's form, without calling itself")
    @MainActor func clientFormDoesNotRecurse() {
        let container = Container()
        let calls = MainActorFormCalls.counting {
            container.register(Int.self, mainActorFactory: { _ in 7 })
            container.register(Int.self, mainActorFactory: { (_, base: Int) in base * 2 })
        }
        #expect(calls == 2)
        #expect(container.resolve(Int.self) == 7)
        #expect(container.resolve(Int.self, argument: 21) == 42)
    }

    @Test("Initializers autoregistered in a @MainActor assembly resolve on any thread")
    func autoregisteredInitializersRunAnywhere() async {
        let container = Container()
        await assembleTickers(container)
        let screen = await Task.detached { container.resolve(TickerScreen.self) }.value
        #expect(screen != nil)
        let ticker = await Task.detached { container.resolve(Ticker.self) }.value
        #expect(ticker != nil)
    }

    @Test("A closure registered in a @MainActor assembly resolves on the main actor")
    @MainActor func mainActorClosureOnMainActor() {
        let container = Container()
        assembleTickers(container)
        #expect(container.resolve(String.self, name: "main-actor state") == "hello")
        #expect(container.resolve(String.self, name: "argument", argument: "!") == "hello!")
        #expect(container.resolve(Int.self, name: "plain") == 42)
    }

    @Test("A closure registered in a @MainActor assembly stops with Syringe's report off the main actor")
    func mainActorClosureOffMainActorStops() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = Container()
            await assembleTickers(container)
            _ = await Task.detached { container.resolve(String.self, name: "main-actor state") }.value
        }.map { result in
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(output.contains("the factory of String named \"main-actor state\" is isolated to MainActor"))
        }
    }

    @Test("A closure with runtime arguments registered in a @MainActor assembly stops off the main actor")
    func mainActorArgumentClosureOffMainActorStops() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = Container()
            await assembleTickers(container)
            _ = await Task.detached { container.resolve(String.self, name: "argument", argument: "!") }.value
        }.map { result in
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(output.contains("the factory of String named \"argument\""))
            #expect(output.contains("is isolated to MainActor"))
        }
    }

    @Test("A closure written @MainActor takes the client's @MainActor form, as on Swinject")
    @MainActor func annotatedClosureTakesClientForm() {
        let container = Container()
        let calls = MainActorFormCalls.counting { registerAnnotatedMainActorFactory(in: container) }
        #expect(calls == 1)
        #expect(container.resolve(String.self, name: "annotated") == "hello")
    }
}
