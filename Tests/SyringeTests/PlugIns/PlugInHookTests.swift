import Testing
@testable import SyringeCore

/// A key option as a plug-in declares one (keyed registrations).
private struct FeatureKey: ServiceKeyOption {
    let feature: String

    func isEqualTo(_ another: ServiceKeyOption) -> Bool {
        (another as? FeatureKey)?.feature == feature
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(feature)
    }

    var description: String { "feature \(feature)" }
}

private final class Widget {
    let label: String
    init(_ label: String) { self.label = label }
}

/// How a plug-in resolves a registration without runtime arguments.
private func resolveWithHook<Service>(
    _ resolver: _Resolver, _ service: Service.Type, name: String? = nil, option: ServiceKeyOption? = nil
) -> Service? {
    resolver._resolve(name: name, option: option) { (factory: (Resolver) -> Any) in factory(resolver as! Resolver) }
}

/// A plug-in's registration through the generic hook, from code that does not know the argument
/// types.
private func registerGenerically<Arguments>(
    _ container: Container, _ arguments: Arguments.Type, _ make: @escaping (Arguments) -> Widget
) {
    container._register(Widget.self, factory: make, name: "generic")
}

@Suite("Swinject's plug-in hooks: _register, _resolve and ServiceKeyOption")
struct PlugInHookTests {
    init() { LogRecorder.install() }

    @Test("A registration with a key option is found only with an equal option")
    func keyOptions() {
        let container = Container()
        container._register(Widget.self, factory: { (_: Resolver) in Widget("a") }, option: FeatureKey(feature: "a"))
        container._register(Widget.self, factory: { (_: Resolver) in Widget("b") }, option: FeatureKey(feature: "b"))
        container._register(Widget.self, factory: { (_: Resolver) in Widget("named b") }, name: "n", option: FeatureKey(feature: "b"))
        #expect(resolveWithHook(container, Widget.self, option: FeatureKey(feature: "a"))?.label == "a")
        #expect(resolveWithHook(container, Widget.self, option: FeatureKey(feature: "b"))?.label == "b")
        #expect(resolveWithHook(container, Widget.self, name: "n", option: FeatureKey(feature: "b"))?.label == "named b")
        #expect(resolveWithHook(container, Widget.self, option: FeatureKey(feature: "c")) == nil)
        #expect(container.resolve(Widget.self) == nil)
    }

    @Test("Without an option, _register makes an ordinary registration and _resolve finds ordinary ones")
    func ordinaryRegistrations() {
        let container = Container()
        container._register(Widget.self, factory: { (_: Resolver) in Widget("hooked") })
        container.register(Widget.self, name: "plain") { _ in Widget("plain") }
        #expect(container.resolve(Widget.self)?.label == "hooked")
        #expect(resolveWithHook(container, Widget.self, name: "plain")?.label == "plain")
    }

    @Test("Runtime arguments travel as one (Resolver, arguments…) tuple, both ways")
    func runtimeArguments() {
        let container = Container()
        container._register(Widget.self, factory: { (arguments: (Resolver, Int)) in Widget("hooked \(arguments.1)") })
        container.register(Widget.self) { (_, text: String, count: Int) in Widget(String(repeating: text, count: count)) }
        container._register(Widget.self, factory: { (arguments: (Resolver, Int, Int)) in Widget("\(arguments.1 * arguments.2)") })
        #expect(container.resolve(Widget.self, argument: 7)?.label == "hooked 7")
        #expect(container.resolve(Widget.self, arguments: 6, 7)?.label == "42")
        let hooked: Widget? = container._resolve(name: nil, option: nil) { (factory: ((Resolver, Int)) -> Any) in
            factory((container, 8))
        }
        #expect(hooked?.label == "hooked 8")
        let ordinary: Widget? = container._resolve(name: nil, option: nil) { (factory: ((Resolver, String, Int)) -> Any) in
            factory((container, "ab", 3))
        }
        #expect(ordinary?.label == "ababab")
    }

    @Test("A registration through the generic hook is found by _resolve with the same argument type")
    func genericHook() {
        let container = Container()
        registerGenerically(container, (Resolver, Double).self) { Widget("\($0.1)") }
        let resolved: Widget? = container._resolve(name: "generic", option: nil) { (factory: ((Resolver, Double)) -> Any) in
            factory((container, 2.5))
        }
        #expect(resolved?.label == "2.5")
    }

    @Test("The entry _register returns configures the registration")
    func entryConfigures() {
        let container = Container()
        container._register(Widget.self, factory: { (_: Resolver) in Widget("shared") }, option: FeatureKey(feature: "s"))
            .inObjectScope(.container)
        let first = resolveWithHook(container, Widget.self, option: FeatureKey(feature: "s"))
        #expect(first != nil)
        #expect(first === resolveWithHook(container, Widget.self, option: FeatureKey(feature: "s")))
    }

    @Test("The hooks work through Assembler.resolver")
    func throughAssembler() throws {
        let assembler = Assembler()
        let container = try #require(assembler.resolver as? Container)
        container._register(Widget.self, factory: { (_: Resolver) in Widget("assembled") }, option: FeatureKey(feature: "x"))
        let hook = try #require(assembler.resolver as? _Resolver)
        #expect(resolveWithHook(hook, Widget.self, option: FeatureKey(feature: "x"))?.label == "assembled")
    }

    @Test("A plug-in's registration of a (Resolver, arguments…) tuple is found even when an ordinary registration takes the same arguments")
    func tupleRegistrationBesideOrdinaryOne() {
        let other = Container()
        other.register(Widget.self) { (_, text: String) in Widget("ordinary \(text)") }
        let container = Container()
        container._register(
            Widget.self, factory: { (arguments: (Resolver, String)) in Widget("hooked \(arguments.1)") },
            option: FeatureKey(feature: "tuple"))
        let resolved: Widget? = container._resolve(name: nil, option: FeatureKey(feature: "tuple")) {
            (factory: ((Resolver, String)) -> Any) in factory((container, "x"))
        }
        #expect(resolved?.label == "hooked x")
    }

    @Test("_resolve passes an ordinary registration its arguments as typed, optionals and protocol values included")
    func ordinaryRegistrationWithOptionalAndProtocolArguments() {
        let container = Container()
        container.register(Widget.self) { (_, prefix: String?, value: any CustomStringConvertible, count: Int) in
            Widget("\(prefix ?? "none") \(value) \(count)")
        }
        let resolved: Widget? = container._resolve(name: nil, option: nil) {
            (factory: ((Resolver, String?, any CustomStringConvertible, Int)) -> Any) in
            factory((container, nil, 2.5, 7))
        }
        #expect(resolved?.label == "none 2.5 7")
    }
}
