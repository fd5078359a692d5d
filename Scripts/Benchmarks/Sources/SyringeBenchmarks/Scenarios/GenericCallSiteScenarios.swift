import GenericCallSites
import Swinject
import Syringe

/// Scenarios 1g–5g: scenarios 1–5 resolved through ``GenericCallSite``, from generic code that
/// the optimizer does not specialize, as much of an app resolves; and 1m, 1g with a factory
/// isolated to the main actor.
enum GenericCallSiteScenarios {
    static func all() -> [Scenario] {
        let (syringe, swinject) = wiredContainers()
        let hand = HandWiredSingletons()
        let plains = Retainer<Plain?>()
        let mainActorPlains = Retainer<MainActorPlain?>()
        let roots = Retainer<Root?>()
        let parameterized = Retainer<Parameterized?>()
        let singles = Retainer<Single?>()

        return [
            Scenario(name: "1g transient resolve, generic call site", unit: "ns/op", operationsPerRound: 100_000, contenders: [
                .timed(ContenderName.hand) { plains.keep(GenericCallSite.make { Plain() }) },
                .timed(ContenderName.swinject) { plains.keep(GenericCallSite.resolve(Plain.self, from: swinject)) },
                .timed(ContenderName.syringe) { plains.keep(GenericCallSite.resolve(Plain.self, from: syringe)) },
            ]),
            // Resolved on the main thread, where the benchmark runs: Syringe checks that the
            // factory runs on its actor; Swinject has nothing to check.
            Scenario(name: "1m transient resolve, main-actor factory, generic call site", unit: "ns/op", operationsPerRound: 100_000, contenders: [
                .timed(ContenderName.hand) { mainActorPlains.keep(GenericCallSite.make { MainActorPlain() }) },
                .timed(ContenderName.swinject) { mainActorPlains.keep(GenericCallSite.resolve(MainActorPlain.self, from: swinject)) },
                .timed(ContenderName.syringe) { mainActorPlains.keep(GenericCallSite.resolve(MainActorPlain.self, from: syringe)) },
            ]),
            Scenario(name: "2g singleton resolve, generic call site", unit: "ns/op", operationsPerRound: 200_000, contenders: [
                .timed(ContenderName.hand) { singles.keep(GenericCallSite.make { hand.single }) },
                .timed(ContenderName.swinject) { singles.keep(GenericCallSite.resolve(Single.self, from: swinject)) },
                .timed(ContenderName.syringe) { singles.keep(GenericCallSite.resolve(Single.self, from: syringe)) },
            ]),
            Scenario(name: "3g named singleton, generic call site", unit: "ns/op", operationsPerRound: 200_000, contenders: [
                .timed(ContenderName.hand) { singles.keep(GenericCallSite.make { hand.named }) },
                .timed(ContenderName.swinject) { singles.keep(GenericCallSite.resolve(Single.self, name: "name-7", from: swinject)) },
                .timed(ContenderName.syringe) { singles.keep(GenericCallSite.resolve(Single.self, name: "name-7", from: syringe)) },
            ]),
            Scenario(name: "4g graph, generic call site", unit: "ns/op", operationsPerRound: 20_000, contenders: [
                .timed(ContenderName.hand) { roots.keep(GenericCallSite.make(makeGraphByHand)) },
                .timed(ContenderName.swinject) { roots.keep(GenericCallSite.resolve(Root.self, from: swinject)) },
                .timed(ContenderName.syringe) { roots.keep(GenericCallSite.resolve(Root.self, from: syringe)) },
            ]),
            Scenario(name: "5g 2 runtime arguments, generic call site", unit: "ns/op", operationsPerRound: 100_000, contenders: [
                .timed(ContenderName.hand) { parameterized.keep(GenericCallSite.make { Parameterized(name: "x", count: 2) }) },
                .timed(ContenderName.swinject) {
                    parameterized.keep(GenericCallSite.resolve(Parameterized.self, arguments: "x", 2, from: swinject))
                },
                .timed(ContenderName.syringe) {
                    parameterized.keep(GenericCallSite.resolve(Parameterized.self, arguments: "x", 2, from: syringe))
                },
            ]),
        ]
    }
}
