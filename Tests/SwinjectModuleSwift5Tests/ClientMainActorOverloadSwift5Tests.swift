// Code written for Swinject in the Swift 5 language mode: a `register` overload of its own for
// `@MainActor` factories, written as such libraries write it, and a `@MainActor` assembly.
import Foundation
import Swinject
import SwinjectAutoregistration
import Testing

/// How many calls the client's own `@MainActor` form received.
private let mainActorFormCalls = NSLock()
nonisolated(unsafe) private var mainActorFormCallCount = 0

extension Container {
    @discardableResult
    func register<Service>(
        _ serviceType: Service.Type,
        name: String? = nil,
        mainActorFactory: @escaping @MainActor (Resolver) -> Service
    ) -> ServiceEntry<Service> {
        mainActorFormCalls.withLock { mainActorFormCallCount += 1 }
        return register(serviceType, name: name) { r in MainActor.assumeIsolated { mainActorFactory(r) } }
    }

    @discardableResult
    func register<Service, Arg1>(
        _ serviceType: Service.Type,
        name: String? = nil,
        mainActorFactory: @escaping @MainActor (Resolver, Arg1) -> Service
    ) -> ServiceEntry<Service> {
        mainActorFormCalls.withLock { mainActorFormCallCount += 1 }
        return register(serviceType) { (resolver: Resolver, arg1: Arg1) in
            MainActor.assumeIsolated { mainActorFactory(resolver, arg1) }
        }
    }
}

private var callCount: Int { mainActorFormCalls.withLock { mainActorFormCallCount } }

@MainActor
private enum MainActorState {
    static var greeting = "hello"
}

private final class Ticker {
    init() {}
}

private final class TickerScreen {
    let ticker: Ticker
    init(ticker: Ticker) { self.ticker = ticker }
}

@MainActor
private func assemble(_ container: Container) {
    container.register(Int.self) { _ in 42 }
    container.register(String.self) { _ in MainActorState.greeting }
    container.autoregister(Ticker.self, initializer: Ticker.init)
    container.autoregister(TickerScreen.self, initializer: TickerScreen.init)
}

@Suite("Swift 5 code built on Swinject with @MainActor register overloads of its own", .serialized)
struct ClientMainActorOverloadSwift5Tests {
    @Test("A plain trailing closure takes Swinject's form and resolves on any thread")
    func plainClosureTakesSwinjectsForm() async {
        let before = callCount
        let container = Container()
        container.register(Int.self) { _ in 42 }
        container.register(Int.self, name: "argument") { (_, base: Int) in base + 1 }
        #expect(callCount == before)
        let resolved = await Task.detached {
            (container.resolve(Int.self), container.resolve(Int.self, name: "argument", argument: 1))
        }.value
        #expect(resolved.0 == 42)
        #expect(resolved.1 == 2)
    }

    @Test("The client's @MainActor form registers through Swinject's form, without calling itself")
    @MainActor func clientFormDoesNotRecurse() {
        let before = callCount
        let container = Container()
        container.register(Int.self, mainActorFactory: { _ in 7 })
        container.register(Int.self, mainActorFactory: { (_, base: Int) in base * 2 })
        #expect(callCount == before + 2)
        #expect(container.resolve(Int.self) == 7)
        #expect(container.resolve(Int.self, argument: 21) == 42)
    }

    @Test("Initializers autoregistered in a @MainActor assembly resolve on any thread")
    func autoregisteredInitializersRunAnywhere() async {
        let container = Container()
        await assemble(container)
        let resolved = await Task.detached {
            (container.resolve(Ticker.self) != nil, container.resolve(TickerScreen.self) != nil)
        }.value
        #expect(resolved.0)
        #expect(resolved.1)
    }

    @Test("A closure registered in a @MainActor assembly resolves on the main actor")
    @MainActor func mainActorClosureOnMainActor() {
        let container = Container()
        assemble(container)
        #expect(container.resolve(String.self) == "hello")
        #expect(container.resolve(Int.self) == 42)
    }

    @Test("A closure registered in a @MainActor assembly stops with Syringe's report off the main actor")
    func mainActorClosureOffMainActorStops() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = Container()
            await assemble(container)
            _ = await Task.detached { container.resolve(String.self) }.value
        }.map { result in
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(output.contains("the factory of String is isolated to MainActor"))
        }
    }
}
