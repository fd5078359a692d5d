// A library built on Swinject that adds `register` overloads of its own for `@MainActor`
// factories, as some do, and registers in `@MainActor` assemblies. Its forms call `register`
// with a plain closure, expecting Swinject's form.
import Swinject
import SwinjectAutoregistration
import Synchronization

/// How many calls the client's own `@MainActor` forms received.
let mainActorFormCalls = Atomic(0)

extension Container {
    @discardableResult
    func register<Service: Sendable>(
        _ serviceType: Service.Type,
        name: String? = nil,
        mainActorFactory: @escaping @MainActor (Resolver) -> Service
    ) -> ServiceEntry<Service> {
        mainActorFormCalls.add(1, ordering: .relaxed)
        return register(serviceType, name: name) { resolver in
            nonisolated(unsafe) let resolver = resolver
            return MainActor.assumeIsolated { mainActorFactory(resolver) }
        }
    }

    @discardableResult
    func register<Service: Sendable, Argument: Sendable>(
        _ serviceType: Service.Type,
        name: String? = nil,
        mainActorFactory: @escaping @MainActor (Resolver, Argument) -> Service
    ) -> ServiceEntry<Service> {
        mainActorFormCalls.add(1, ordering: .relaxed)
        return register(serviceType, name: name) { (resolver: Resolver, argument: Argument) in
            nonisolated(unsafe) let resolver = resolver
            return MainActor.assumeIsolated { mainActorFactory(resolver, argument) }
        }
    }
}

/// A service of the library: a plain class, resolved from any thread.
final class Ticker: Sendable {
    init() {}
}

/// A service with a dependency, made by its initializer.
final class TickerScreen: Sendable {
    let ticker: Ticker
    init(ticker: Ticker) { self.ticker = ticker }
}

/// State that only main-actor code may touch.
@MainActor
enum MainActorState {
    static var greeting = "hello"
}

/// An assembly of the library: `@MainActor`, as its assemblies are.
@MainActor
func assembleTickers(_ container: Container) {
    container.autoregister(Ticker.self, initializer: Ticker.init)
    container.autoregister(TickerScreen.self, initializer: TickerScreen.init)
    container.register(Int.self, name: "plain") { _ in 42 }
    container.register(String.self, name: "main-actor state") { _ in MainActorState.greeting }
    container.register(String.self, name: "argument") { (_, suffix: String) in MainActorState.greeting + suffix }
}

/// A registration of a factory written `@MainActor`, made from nonisolated code.
func registerAnnotatedMainActorFactory(in container: Container) {
    container.register(String.self, name: "annotated") { @MainActor _ in MainActorState.greeting }
}
