import Testing
@testable import SyringeCore

private enum ClockName: String, ServiceName {
    case fixed
    var name: String { rawValue }
}

@Suite("Launch overrides")
struct LaunchOverridesTests {
    @Test("The builder keys types by their full name and round-trips through the environment")
    func roundTrip() throws {
        let overrides = LaunchOverrides().using("mock", for: Animal.self).using(ClockName.fixed, for: Food.self)
        #expect(overrides.selections == ["SyringeTests.Animal": "mock", "SyringeTests.Food": "fixed"])
        #expect(try LaunchOverrides(environment: overrides.environment) == overrides)
        #expect(try LaunchOverrides(environment: [:]).selections.isEmpty)
    }

    @Test("A malformed variable is reported")
    func malformed() {
        #expect(throws: LaunchOverrides.FormatError.self) {
            try LaunchOverrides(environment: [LaunchOverrides.environmentVariable: "Animal=mock"])
        }
    }

    @Test("The selected named registration serves the type; nothing changes without the variable")
    func apply() {
        let container = Container()
        container.register(Animal.self) { _ in Cat(name: "real") }
        container.register(Animal.self, name: "mock") { _ in Dog(name: "mock") }
        container.applyLaunchOverrides(from: [:])
        #expect(container.resolve(Animal.self)?.name == "real")
        container.applyLaunchOverrides(from: LaunchOverrides().using("mock", for: Animal.self).environment)
        #expect(container.resolve(Animal.self)?.name == "mock")
    }

    @Test("A named registration that forwards to another type can be the selected one")
    func selectForwardedName() {
        let container = Container()
        container.register(Animal.self) { _ in Cat(name: "real") }
        container.register(Dog.self) { _ in Dog(name: "forwarded") }
            .implements(Animal.self, name: "mock")
        container.applyLaunchOverrides(from: LaunchOverrides().using("mock", for: Animal.self).environment)
        #expect(container.resolve(Animal.self)?.name == "forwarded")
    }

    @Test("An unknown name stops the launch with the valid names")
    func unknownName() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = Container()
            container.register(Animal.self, name: "mock") { _ in Dog() }
            container.applyLaunchOverrides(from: LaunchOverrides().using("fake", for: Animal.self).environment)
        }.map { result in
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(output.contains("selects \"fake\" for SyringeTests.Animal"))
            #expect(output.contains("Names registered for SyringeTests.Animal: mock"))
        }
    }

    @Test("An unknown type key stops the launch with the known keys")
    func unknownType() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = Container()
            container.register(Animal.self, name: "mock") { _ in Dog() }
            container.applyLaunchOverrides(from: LaunchOverrides().using("mock", for: Food.self).environment)
        }.map { result in
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(output.contains("unknown type key \"SyringeTests.Food\""))
            #expect(output.contains("Type keys with named registrations: SyringeTests.Animal"))
        }
    }
}
