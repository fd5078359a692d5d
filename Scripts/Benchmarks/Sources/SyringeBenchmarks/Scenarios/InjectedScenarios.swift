import Dependencies
import Syringe

/// Reads a singleton through `@Injected`.
final class InjectedReader {
    @Injected var single: Single
}

/// Receives the singleton in its initializer: hand-written injection.
final class HandInjectedReader {
    let single: Single
    init(single: Single) { self.single = single }
}

/// Scenario 10: `@Injected` on first access (object creation included) and on later accesses.
enum InjectedScenarios {
    static func all() -> [Scenario] {
        let syringe = Syringe.Container()
        SyringeWiring.services(into: syringe)
        SpaceValues.global.dependenciesContainer = syringe
        let hand = HandWiredSingletons()
        let handReader = HandInjectedReader(single: hand.single)
        let injected = InjectedReader()
        let dependencies = DependencyReader()
        _ = injected.single

        return [
            Scenario(name: "10a @Injected: create object + first access", unit: "ns/op", operationsPerRound: 100_000, contenders: [
                .timed(ContenderName.hand) { consume(HandInjectedReader(single: hand.single).single) },
                .timed(ContenderName.dependencies) { consume(DependencyReader().single) },
                .timed(ContenderName.syringeInjected) { consume(InjectedReader().single) },
            ]),
            Scenario(name: "10b @Injected: later accesses", unit: "ns/op", operationsPerRound: 500_000, contenders: [
                .timed(ContenderName.hand) { consume(handReader.single) },
                .timed(ContenderName.dependencies) { consume(dependencies.single) },
                .timed(ContenderName.syringeInjected) { consume(injected.single) },
            ]),
        ]
    }
}
