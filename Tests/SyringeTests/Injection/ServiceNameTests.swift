import Testing
import Syringe

private enum Temperature: String, ServiceName {
    case celsius, fahrenheit
}

/// Names declared as members of `ServiceName`, which `name:` finds with a leading dot.
private struct Channel: ServiceName {
    let name: String
}

extension ServiceName where Self == Channel {
    fileprivate static var alerts: Self { Channel(name: "alerts") }
}

/// A name type whose name is not its raw value.
private enum Region: String, ServiceName {
    case europe = "eu"
    var name: String { "region-\(rawValue)" }
}

@Suite("Service names")
struct ServiceNameTests {
    @Test("An enum with String raw values names registrations by its raw value, without more code")
    func rawValueIsTheName() {
        #expect(Temperature.fahrenheit.name == "fahrenheit")
        #expect(Region.europe.name == "region-eu")
    }

    @Test("register and resolve take a ServiceName, the same registration as its string")
    func registerAndResolveByServiceName() {
        let container = Container()
        container.register(String.self, name: Temperature.celsius) { _ in "°C" }
        container.register(String.self, name: Region.europe) { _ in "EU" }
        #expect(container.resolve(String.self, name: Temperature.celsius) == "°C")
        container.register(String.self, name: .alerts) { _ in "🔔" }
        #expect(container.resolve(String.self, name: .alerts) == "🔔")
        #expect(container.resolve(String.self, name: "alerts") == "🔔")
        #expect(container.resolve(String.self, name: "celsius") == "°C")
        #expect(container.resolve(String.self, name: "region-eu") == "EU")
        #expect(container.resolve(String.self, name: Temperature.fahrenheit) == nil)
    }
}
