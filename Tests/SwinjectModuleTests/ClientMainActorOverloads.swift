// A library built on Swinject that adds `register` overloads of its own for `@MainActor`
// factories, as some do, and registers in `@MainActor` assemblies. Its forms call `register`
// with a plain closure, expecting Swinject's form. Compiled in the Swift 6 language mode here and
// in the Swift 5 mode by SwinjectModuleSwift5Tests, through a link.
import Swinject
import SwinjectAutoregistration
import Synchronization

/// Counts the calls the client's own `@MainActor` forms receive in the task that set it, so that
/// tests running at the same time count only their own.
final class MainActorFormCalls: Sendable {
    @TaskLocal static var current: MainActorFormCalls?

    private let count = Atomic(0)

    var value: Int { count.load(ordering: .relaxed) }

    fileprivate static func record() {
        current?.count.add(1, ordering: .relaxed)
    }

    /// The calls `body` made.
    static func counting(_ body: () throws -> Void) rethrows -> Int {
        let calls = MainActorFormCalls()
        try $current.withValue(calls, operation: body)
        return calls.value
    }
}

extension Container {
    // As such libraries write it; the Swift 6 language mode asks for `Sendable` values to cross
    // into `MainActor.assumeIsolated`.
    #if swift(>=6)
    @discardableResult
    func register<Service: Sendable>(
        _ serviceType: Service.Type,
        name: String? = nil,
        mainActorFactory: @escaping @MainActor (Resolver) -> Service
    ) -> ServiceEntry<Service> {
        MainActorFormCalls.record()
        return register(serviceType, name: name) { r in
            nonisolated(unsafe) let r = r
            return MainActor.assumeIsolated { mainActorFactory(r) }
        }
    }

    @discardableResult
    func register<Service: Sendable, Arg1: Sendable>(
        _ serviceType: Service.Type,
        name: String? = nil,
        mainActorFactory: @escaping @MainActor (Resolver, Arg1) -> Service
    ) -> ServiceEntry<Service> {
        MainActorFormCalls.record()
        return register(serviceType) { (resolver: Resolver, arg1: Arg1) in
            nonisolated(unsafe) let resolver = resolver
            return MainActor.assumeIsolated { mainActorFactory(resolver, arg1) }
        }
    }
    #else
    @discardableResult
    func register<Service>(
        _ serviceType: Service.Type,
        name: String? = nil,
        mainActorFactory: @escaping @MainActor (Resolver) -> Service
    ) -> ServiceEntry<Service> {
        MainActorFormCalls.record()
        return register(serviceType, name: name) { r in MainActor.assumeIsolated { mainActorFactory(r) } }
    }

    @discardableResult
    func register<Service, Arg1>(
        _ serviceType: Service.Type,
        name: String? = nil,
        mainActorFactory: @escaping @MainActor (Resolver, Arg1) -> Service
    ) -> ServiceEntry<Service> {
        MainActorFormCalls.record()
        return register(serviceType) { (resolver: Resolver, arg1: Arg1) in
            MainActor.assumeIsolated { mainActorFactory(resolver, arg1) }
        }
    }
    #endif
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
