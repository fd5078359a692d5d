import Dispatch
import Testing
@testable import SyringeCore

private enum Names: String, ServiceName {
    case primary, secondary
    var name: String { rawValue }
}

extension Injected {
    fileprivate convenience init(_ name: Names) {
        self.init(name as ServiceName)
    }
}

private final class Consumer {
    @Injected var customer: Customer
    @Injected(.primary) var primary: Food
    @Injected(Names.secondary) var secondary: Food
    @OptionalInjected var animal: Animal?
    @OptionalInjected(Names.secondary) var named: Food?
}

/// A container with the services `Consumer` needs, counting how often Customer is made.
private func consumerContainer(calls: CallCounter) -> Container {
    Container {
        $0.register(Customer.self) { _ in
            calls.increment()
            return Customer()
        }.inObjectScope(.transient)
        $0.register(Food.self, name: "primary") { _ in Sushi() }.inObjectScope(.container)
        $0.register(Food.self, name: "secondary") { _ in Pizza() }.inObjectScope(.container)
    }
}

@Suite("@Injected and @OptionalInjected")
struct InjectedTests {
    @Test("Resolved on first access, once, by type and by name")
    func resolvesOnceLazily() {
        let calls = CallCounter()
        let container = consumerContainer(calls: calls)
        let consumer = withSpace({ $0.dependenciesContainer = container }) { Consumer() }
        #expect(calls.count == 0)
        #expect(consumer.customer === consumer.customer)
        #expect(calls.count == 1)
        #expect(consumer.primary is Sushi)
        #expect(consumer.secondary is Pizza)
        #expect(consumer.primary === container.resolve(Food.self, name: "primary"))
    }

    @Test("An object made inside withSpace keeps its container after withSpace returns")
    func keepsContainerOfCreation() {
        let scoped = Container { $0.register(Customer.self) { _ in Customer() }.inObjectScope(.container) }
        let consumer = withSpace({ $0.dependenciesContainer = scoped }) { Consumer() }
        let other = Container { $0.register(Customer.self) { _ in Customer() } }
        withSpace({ $0.dependenciesContainer = other }) {
            #expect(consumer.customer === scoped.resolve(Customer.self))
        }
    }

    @Test("Reading first from many threads resolves once")
    func firstAccessRace() {
        let calls = CallCounter()
        let container = consumerContainer(calls: calls)
        for _ in 0..<20 {
            let consumer = UncheckedBox(withSpace({ $0.dependenciesContainer = container }) { Consumer() })
            let identities = LockedValue<Set<ObjectIdentifier>>([])
            DispatchQueue.concurrentPerform(iterations: 8) { _ in
                let customer = consumer.value.customer
                identities.withLock { _ = $0.insert(ObjectIdentifier(customer)) }
            }
            #expect(identities.withLock { $0.count } == 1)
        }
        #expect(calls.count == 20)
    }

    @Test("@OptionalInjected yields nil for a missing registration, and the service otherwise")
    func optional() {
        let container = consumerContainer(calls: CallCounter())
        let consumer = withSpace({ $0.dependenciesContainer = container }) { Consumer() }
        #expect(consumer.animal == nil)
        #expect(consumer.named is Pizza)
    }

    @Test("A missing registration stops with the type, the name and what is registered")
    func missingStops() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            final class NeedsFood {
                @Injected(ServiceNameLiteral("dessert")) var dessert: Food
            }
            struct ServiceNameLiteral: ServiceName { let name: String; init(_ name: String) { self.name = name } }
            let container = Container { $0.register(Food.self, name: "main") { _ in Sushi() } }
            withSpace({ $0.dependenciesContainer = container }) {
                _ = NeedsFood().dessert
            }
        }.map { result in
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(output.contains("@Injected requires a service that cannot be resolved"))
            #expect(output.contains("nothing is registered for Food named \"dessert\""))
            #expect(output.contains("Name: \"main\""))
        }
    }
}
