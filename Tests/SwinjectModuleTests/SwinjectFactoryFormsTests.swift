// Every registration form, called from code that imports Swinject, next to Swinject's plain
// factory types: each call compiles without ambiguity, reaches the form it reached before, and
// resolves.
import Swinject
import SwinjectAutoregistration
import Testing

private final class Engine: Sendable {
    let label: String
    init(label: String = "engine") { self.label = label }
}

private final class Car: Sendable {
    let engine: Engine
    init(engine: Engine) { self.engine = engine }
}

private final class Trip: Sendable {
    let car: Car
    let destination: String
    let days: Int
    init(car: Car, destination: String, days: Int) { (self.car, self.destination, self.days) = (car, destination, days) }
}

@MainActor
private final class Dashboard {
    let car: Car
    init(car: Car) { self.car = car }
}

@Suite("Registration forms beside Swinject's factory types")
struct SwinjectFactoryFormsTests {
    @Test("Factories with no resolver, with one to nine arguments and with more resolve")
    func argumentCounts() async {
        let container = Container()
        container.register(Engine.self) { Engine(label: "no resolver") }
        container.register(String.self) { (_, a: Int) in "\(a)" }
        container.register(String.self) { (_, a: Int, b: Int) in "\(a + b)" }
        container.register(Int.self) { (_, a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int, i: Int) in
            a + b + c + d + e + f + g + h + i
        }
        container.register(Int.self) { (_, a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int, i: Int, j: Int) in
            a + b + c + d + e + f + g + h + i + j
        }
        let resolved = await Task.detached {
            (
                container.resolve(Engine.self)?.label,
                container.resolve(String.self, argument: 1),
                container.resolve(String.self, arguments: 1, 2),
                container.resolve(Int.self, arguments: 1, 1, 1, 1, 1, 1, 1, 1, 1),
                container.resolve(Int.self, arguments: 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)
            )
        }.value
        #expect(resolved.0 == "no resolver")
        #expect(resolved.1 == "1")
        #expect(resolved.2 == "3")
        #expect(resolved.3 == 9)
        #expect(resolved.4 == 10)
    }

    @Test("registerSynchronized and explicitly @isolated(any) factories keep Syringe's forms")
    func syringeForms() async {
        let container = Container()
        container.registerSynchronized(Engine.self) { _ in Engine(label: "synchronized") }
        let factory: @isolated(any) (Resolver) -> Car = { r in Car(engine: r ~> Engine.self) }
        container.register(Car.self, factory: factory)
        let car = await Task.detached { container.resolve(Car.self) }.value
        #expect(car?.engine.label == "synchronized")
    }

    @Test("@MainActor closures and initializers are main-actor code, resolved on the main actor")
    @MainActor func mainActorForms() {
        let container = Container()
        container.register(Car.self) { _ in Car(engine: Engine()) }
        container.register(Dashboard.self, name: "closure") { @MainActor r in Dashboard(car: r ~> Car.self) }
        container.autoregister(Dashboard.self, initializer: Dashboard.init)
        #expect(container.resolve(Dashboard.self, name: "closure") != nil)
        #expect(container.resolve(Dashboard.self) != nil)
    }

    @Test("autoregister's argument: and arguments: forms take initializer references")
    func autoregisterArguments() async {
        let container = Container()
        container.autoregister(Engine.self, initializer: { Engine() })
        container.autoregister(Car.self, initializer: Car.init)
        container.autoregister(Car.self, name: "argument", argument: Engine.self, initializer: Car.init)
        container.autoregister(Trip.self, arguments: String.self, Int.self, initializer: Trip.init)
        let resolved = await Task.detached {
            (
                container.resolve(Car.self, name: "argument", argument: Engine(label: "given"))?.engine.label,
                container.resolve(Trip.self, arguments: "coast", 3).map { "\($0.destination) \($0.days)" }
            )
        }.value
        #expect(resolved.0 == "given")
        #expect(resolved.1 == "coast 3")
    }

    @Test("A @Sendable closure registered in main-actor code counts as main-actor code there")
    func sendableClosureInMainActorCodeIsChecked() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = Container()
            await registerSendableFactory(in: container)
            _ = await Task.detached { container.resolve(Engine.self, name: "sendable") }.value
        }.map { result in
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(output.contains("the factory of Engine named \"sendable\" is isolated to MainActor"))
        }
    }
}

/// Swinject's factory type cannot say `@Sendable`: the registration takes the registering code's
/// actor.
@MainActor
private func registerSendableFactory(in container: Container) {
    container.register(Engine.self, name: "sendable") { @Sendable _ in Engine() }
}
