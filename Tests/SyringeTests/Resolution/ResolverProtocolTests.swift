import Testing
import Syringe
@testable import SyringeCore

/// A resolver of the user's that forwards to a container by implementing exactly Swinject's twenty
/// requirements, as Swinject-based frameworks write them; it records the arity of each call.
private struct ForwardingResolver: Resolver {
    let container: Container
    let calls = LockedValue<[Int]>([])

    func resolve<Service>(_ serviceType: Service.Type) -> Service? {
        calls.withLock { $0.append(0) }
        return container.resolve(serviceType, name: nil)
    }

    func resolve<Service>(_ serviceType: Service.Type, name: String?) -> Service? {
        calls.withLock { $0.append(0) }
        return container.resolve(serviceType, name: name)
    }

    func resolve<Service, First>(_ serviceType: Service.Type, argument: First) -> Service? {
        calls.withLock { $0.append(1) }
        return container.resolve(serviceType, name: nil, argument: argument)
    }

    func resolve<Service, First>(_ serviceType: Service.Type, name: String?, argument: First) -> Service? {
        calls.withLock { $0.append(1) }
        return container.resolve(serviceType, name: name, argument: argument)
    }

    func resolve<Service, First, Second>(_ serviceType: Service.Type, arguments first: First, _ second: Second) -> Service? {
        calls.withLock { $0.append(2) }
        return container.resolve(serviceType, name: nil, arguments: first, second)
    }

    func resolve<Service, First, Second>(_ serviceType: Service.Type, name: String?, arguments first: First, _ second: Second) -> Service? {
        calls.withLock { $0.append(2) }
        return container.resolve(serviceType, name: name, arguments: first, second)
    }

    func resolve<Service, First, Second, Third>(_ serviceType: Service.Type, arguments first: First, _ second: Second, _ third: Third) -> Service? {
        calls.withLock { $0.append(3) }
        return container.resolve(serviceType, name: nil, arguments: first, second, third)
    }

    func resolve<Service, First, Second, Third>(_ serviceType: Service.Type, name: String?, arguments first: First, _ second: Second, _ third: Third) -> Service? {
        calls.withLock { $0.append(3) }
        return container.resolve(serviceType, name: name, arguments: first, second, third)
    }

    func resolve<Service, First, Second, Third, Fourth>(_ serviceType: Service.Type, arguments first: First, _ second: Second, _ third: Third, _ fourth: Fourth) -> Service? {
        calls.withLock { $0.append(4) }
        return container.resolve(serviceType, name: nil, arguments: first, second, third, fourth)
    }

    func resolve<Service, First, Second, Third, Fourth>(_ serviceType: Service.Type, name: String?, arguments first: First, _ second: Second, _ third: Third, _ fourth: Fourth) -> Service? {
        calls.withLock { $0.append(4) }
        return container.resolve(serviceType, name: name, arguments: first, second, third, fourth)
    }

    func resolve<Service, First, Second, Third, Fourth, Fifth>(_ serviceType: Service.Type, arguments first: First, _ second: Second, _ third: Third, _ fourth: Fourth, _ fifth: Fifth) -> Service? {
        calls.withLock { $0.append(5) }
        return container.resolve(serviceType, name: nil, arguments: first, second, third, fourth, fifth)
    }

    func resolve<Service, First, Second, Third, Fourth, Fifth>(_ serviceType: Service.Type, name: String?, arguments first: First, _ second: Second, _ third: Third, _ fourth: Fourth, _ fifth: Fifth) -> Service? {
        calls.withLock { $0.append(5) }
        return container.resolve(serviceType, name: name, arguments: first, second, third, fourth, fifth)
    }

    func resolve<Service, First, Second, Third, Fourth, Fifth, Sixth>(_ serviceType: Service.Type, arguments first: First, _ second: Second, _ third: Third, _ fourth: Fourth, _ fifth: Fifth, _ sixth: Sixth) -> Service? {
        calls.withLock { $0.append(6) }
        return container.resolve(serviceType, name: nil, arguments: first, second, third, fourth, fifth, sixth)
    }

    func resolve<Service, First, Second, Third, Fourth, Fifth, Sixth>(_ serviceType: Service.Type, name: String?, arguments first: First, _ second: Second, _ third: Third, _ fourth: Fourth, _ fifth: Fifth, _ sixth: Sixth) -> Service? {
        calls.withLock { $0.append(6) }
        return container.resolve(serviceType, name: name, arguments: first, second, third, fourth, fifth, sixth)
    }

    func resolve<Service, First, Second, Third, Fourth, Fifth, Sixth, Seventh>(_ serviceType: Service.Type, arguments first: First, _ second: Second, _ third: Third, _ fourth: Fourth, _ fifth: Fifth, _ sixth: Sixth, _ seventh: Seventh) -> Service? {
        calls.withLock { $0.append(7) }
        return container.resolve(serviceType, name: nil, arguments: first, second, third, fourth, fifth, sixth, seventh)
    }

    func resolve<Service, First, Second, Third, Fourth, Fifth, Sixth, Seventh>(_ serviceType: Service.Type, name: String?, arguments first: First, _ second: Second, _ third: Third, _ fourth: Fourth, _ fifth: Fifth, _ sixth: Sixth, _ seventh: Seventh) -> Service? {
        calls.withLock { $0.append(7) }
        return container.resolve(serviceType, name: name, arguments: first, second, third, fourth, fifth, sixth, seventh)
    }

    func resolve<Service, First, Second, Third, Fourth, Fifth, Sixth, Seventh, Eighth>(_ serviceType: Service.Type, arguments first: First, _ second: Second, _ third: Third, _ fourth: Fourth, _ fifth: Fifth, _ sixth: Sixth, _ seventh: Seventh, _ eighth: Eighth) -> Service? {
        calls.withLock { $0.append(8) }
        return container.resolve(serviceType, name: nil, arguments: first, second, third, fourth, fifth, sixth, seventh, eighth)
    }

    func resolve<Service, First, Second, Third, Fourth, Fifth, Sixth, Seventh, Eighth>(_ serviceType: Service.Type, name: String?, arguments first: First, _ second: Second, _ third: Third, _ fourth: Fourth, _ fifth: Fifth, _ sixth: Sixth, _ seventh: Seventh, _ eighth: Eighth) -> Service? {
        calls.withLock { $0.append(8) }
        return container.resolve(serviceType, name: name, arguments: first, second, third, fourth, fifth, sixth, seventh, eighth)
    }

    func resolve<Service, First, Second, Third, Fourth, Fifth, Sixth, Seventh, Eighth, Ninth>(_ serviceType: Service.Type, arguments first: First, _ second: Second, _ third: Third, _ fourth: Fourth, _ fifth: Fifth, _ sixth: Sixth, _ seventh: Seventh, _ eighth: Eighth, _ ninth: Ninth) -> Service? {
        calls.withLock { $0.append(9) }
        return container.resolve(serviceType, name: nil, arguments: first, second, third, fourth, fifth, sixth, seventh, eighth, ninth)
    }

    func resolve<Service, First, Second, Third, Fourth, Fifth, Sixth, Seventh, Eighth, Ninth>(_ serviceType: Service.Type, name: String?, arguments first: First, _ second: Second, _ third: Third, _ fourth: Fourth, _ fifth: Fifth, _ sixth: Sixth, _ seventh: Seventh, _ eighth: Eighth, _ ninth: Ninth) -> Service? {
        calls.withLock { $0.append(9) }
        return container.resolve(serviceType, name: name, arguments: first, second, third, fourth, fifth, sixth, seventh, eighth, ninth)
    }
}

/// A resolver that implements no form and builds every one on `_resolve`, as Swinject allows.
private struct HookOnlyResolver: Resolver, _Resolver {
    let container: Container

    func _resolve<Service, Arguments>(
        name: String?, option: ServiceKeyOption?, invoker: @escaping ((Arguments) -> Any) -> Any
    ) -> Service? {
        container._resolve(name: name, option: option, invoker: invoker)
    }
}

/// A resolver that implements neither the forms nor `_resolve`.
private struct EmptyResolver: Resolver {}

/// An app's convenience in its own extension, as Swinject users write it: it must rank against the
/// protocol's requirements as it does with Swinject.
extension Resolver {
    fileprivate func resolve<Service>(_ type: Service.Type = Service.self, name: String) -> Service {
        guard let service = self.resolve(type, name: name) else { fatalError("\(Service.self) not registered") }
        return service
    }
}

private final class Tag {
    let text: String
    init(_ text: String) { self.text = text }
}

@Suite("The Resolver protocol has Swinject's shape")
struct ResolverProtocolTests {
    init() { LogRecorder.install() }

    private func container() -> Container {
        let container = Container()
        container.register(Tag.self) { _ in Tag("plain") }
        container.register(Tag.self, name: "named") { _ in Tag("named") }
        container.register(Tag.self) { (_, a: Int) in Tag("\(a)") }
        container.register(Tag.self) { (_, a: Int, b: Int) in Tag("\(a + b)") }
        container.register(Tag.self, name: "named") { (_, a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int, i: Int) in
            Tag("\(a + b + c + d + e + f + g + h + i)")
        }
        return container
    }

    @Test("A resolver implementing Swinject's twenty requirements conforms, and calls reach its implementations")
    func forwardingResolver() {
        let resolver = ForwardingResolver(container: container())
        let erased: any Resolver = resolver
        #expect(erased.resolve(Tag.self)?.text == "plain")
        #expect(erased.resolve(Tag.self, name: "named")?.text == "named")
        #expect(erased.resolve(Tag.self, argument: 1)?.text == "1")
        #expect(erased.resolve(Tag.self, arguments: 1, 2)?.text == "3")
        #expect(erased.resolve(Tag.self, name: "named", arguments: 1, 2, 3, 4, 5, 6, 7, 8, 9)?.text == "45")
        #expect(resolver.calls.withLock { $0 } == [0, 0, 1, 2, 9])
    }

    @Test("require and ~> work through a resolver of the user's")
    func operatorsThroughForwardingResolver() throws {
        let resolver = ForwardingResolver(container: container())
        #expect(try resolver.require(Tag.self).text == "plain")
        #expect((resolver ~> (Tag.self, name: "named")).text == "named")
        #expect((resolver ~> (Tag.self, argument: 1)).text == "1")
        #expect((resolver ~> (Tag.self, arguments: (1, 2))).text == "3")
        #expect(throws: ResolutionError.self) { try resolver.require(Tag.self, name: "missing") }
    }

    @Test("An extension's non-optional resolve(_:name:) ranks against the requirement as with Swinject")
    func conveniencesRankAsWithSwinject() {
        let resolver: any Resolver = container()
        let required: Tag = resolver.resolve(Tag.self, name: "named")
        #expect(required.text == "named")
        let inferred = resolver.resolve(Tag.self, name: "named")
        #expect(inferred.text == "named")
        let optional: Tag? = resolver.resolve(Tag.self, name: "named")
        #expect(optional?.text == "named")
        let missing: Tag? = resolver.resolve(Tag.self, name: "missing")
        #expect(missing == nil)
    }

    @Test("More than nine runtime arguments resolve, beyond Swinject's forms")
    func moreThanNineArguments() {
        let container = Container()
        container.register(Tag.self) { (_, a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: Int, i: Int, j: Int, k: String, l: String) in
            Tag("\(a + b + c + d + e + f + g + h + i + j)\(k)\(l)")
        }
        #expect(container.resolve(Tag.self, arguments: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, "x", "y")?.text == "55xy")
        #expect(container.resolve(Tag.self, name: nil, arguments: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, "x", "y")?.text == "55xy")
    }

    @Test("A resolver with only _resolve gets every form from it")
    func hookOnlyResolver() {
        let resolver: any Resolver = HookOnlyResolver(container: container())
        #expect(resolver.resolve(Tag.self)?.text == "plain")
        #expect(resolver.resolve(Tag.self, name: "named")?.text == "named")
        #expect(resolver.resolve(Tag.self, argument: 1)?.text == "1")
        #expect(resolver.resolve(Tag.self, arguments: 1, 2)?.text == "3")
        #expect(resolver.resolve(Tag.self, name: "named", arguments: 1, 2, 3, 4, 5, 6, 7, 8, 9)?.text == "45")
    }

    @Test("A resolver with neither the forms nor _resolve resolves nil and says why")
    func emptyResolver() {
        #expect(EmptyResolver().resolve(Tag.self) == nil)
        let log = LogRecorder.messages(containing: "EmptyResolver cannot resolve Tag")
        #expect(log.first?.contains("conform to `_Resolver`") == true)
    }
}
