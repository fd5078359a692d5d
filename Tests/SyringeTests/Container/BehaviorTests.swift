import Testing
@testable import SyringeCore

/// A behavior that records what it is told.
final class RegistrationRecorder: Behavior, @unchecked Sendable {
    struct Record {
        let type: Any.Type
        let serviceType: Any.Type
        let name: String?
    }

    private(set) var registrations: [Record] = []

    func container<Type, Service>(
        _ container: Container, didRegisterType type: Type.Type,
        toService entry: ServiceEntry<Service>, withName name: String?
    ) {
        registrations.append(Record(type: type, serviceType: Service.self, name: name))
    }
}

@Suite("Behaviors")
struct BehaviorTests {
    @Test("A behavior is told about each registration made after it was added")
    func toldAboutRegistrations() {
        let recorder = RegistrationRecorder()
        let container = Container()
        container.register(Food.self) { _ in Sushi() }
        container.addBehavior(recorder)
        container.register(Animal.self, name: "cat") { _ in Cat() }
        #expect(recorder.registrations.count == 1)
        #expect(recorder.registrations.first.map { ObjectIdentifier($0.type) } == ObjectIdentifier(Animal.self))
        #expect(recorder.registrations.first?.name == "cat")
    }

    @Test("Behaviors given to the initialiser see the registering closure's registrations")
    func initialiserBehaviors() {
        let recorder = RegistrationRecorder()
        _ = Container(behaviors: [recorder]) { $0.register(Food.self) { _ in Sushi() } }
        #expect(recorder.registrations.map(\.name) == [nil])
    }

    @Test("Forwarded types are reported with the forwarded type and the original service")
    func forwardedTypes() {
        let recorder = RegistrationRecorder()
        let container = Container(behaviors: [recorder])
        container.register(Dog.self) { _ in Dog() }.implements(Animal.self, name: "pet")
        #expect(recorder.registrations.count == 2)
        #expect(ObjectIdentifier(recorder.registrations[1].type) == ObjectIdentifier(Animal.self))
        #expect(ObjectIdentifier(recorder.registrations[1].serviceType) == ObjectIdentifier(Dog.self))
        #expect(recorder.registrations[1].name == "pet")
    }

    @Test("A behavior may register or resolve on the container it is told about")
    func behaviorMayUseContainer() {
        struct AutoRegisterFood: Behavior {
            func container<Type, Service>(
                _ container: Container, didRegisterType type: Type.Type,
                toService entry: ServiceEntry<Service>, withName name: String?
            ) {
                guard Type.self == Animal.self else { return }
                container.register(Food.self) { _ in Sushi() }
                _ = container.resolve(Food.self)
            }
        }
        let container = Container(behaviors: [AutoRegisterFood()])
        container.register(Animal.self) { _ in Cat() }
        #expect(container.resolve(Food.self) is Sushi)
    }
}
