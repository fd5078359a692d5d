import Swinject
import Syringe

/// Scenarios 1–5: resolving from a container, against hand-written code.
enum ResolveScenarios {
    static func all() -> [Scenario] {
        let (syringe, swinject) = wiredContainers()
        let syringeSynchronized = syringe.synchronize()
        let swinjectSynchronized = swinject.synchronize()
        let hand = HandWiredSingletons()
        let dependencies = DependencyReader()
        precondition(syringe.resolve(Root.self)!.sharesOneInstance && swinject.resolve(Root.self)!.sharesOneInstance)
        let plains = Retainer<Plain?>()
        let roots = Retainer<Root?>()
        let parameterized = Retainer<Parameterized?>()

        return [
            Scenario(name: "1 transient resolve", unit: "ns/op", operationsPerRound: 100_000, contenders: [
                .timed(ContenderName.hand) { plains.keep(Plain()) },
                .timed(ContenderName.swinject) { plains.keep(swinject.resolve(Plain.self)) },
                .timed(ContenderName.swinjectSynchronized) { plains.keep(swinjectSynchronized.resolve(Plain.self)) },
                .timed(ContenderName.syringe) { plains.keep(syringe.resolve(Plain.self)) },
                .timed(ContenderName.syringeSynchronized) { plains.keep(syringeSynchronized.resolve(Plain.self)) },
            ]),
            Scenario(name: "2 singleton resolve", unit: "ns/op", operationsPerRound: 200_000, contenders: [
                .timed(ContenderName.hand) { consume(hand.single) },
                .timed(ContenderName.swinject) { consume(swinject.resolve(Single.self)) },
                .timed(ContenderName.swinjectSynchronized) { consume(swinjectSynchronized.resolve(Single.self)) },
                .timed(ContenderName.dependencies) { consume(dependencies.single) },
                .timed(ContenderName.syringe) { consume(syringe.resolve(Single.self)) },
                .timed(ContenderName.syringeSynchronized) { consume(syringeSynchronized.resolve(Single.self)) },
            ]),
            Scenario(name: "3 named singleton (1 of 10 names)", unit: "ns/op", operationsPerRound: 200_000, contenders: [
                .timed(ContenderName.hand) { consume(hand.named) },
                .timed(ContenderName.swinject) { consume(swinject.resolve(Single.self, name: "name-7")) },
                .timed(ContenderName.swinjectSynchronized) { consume(swinjectSynchronized.resolve(Single.self, name: "name-7")) },
                .timed(ContenderName.syringe) { consume(syringe.resolve(Single.self, name: "name-7")) },
                .timed(ContenderName.syringeSynchronized) { consume(syringeSynchronized.resolve(Single.self, name: "name-7")) },
            ]),
            Scenario(name: "4 graph: 10 nodes, depth 5, 1 shared ×7", unit: "ns/op", operationsPerRound: 20_000, contenders: [
                .timed(ContenderName.hand) { roots.keep(makeGraphByHand()) },
                .timed(ContenderName.swinject) { roots.keep(swinject.resolve(Root.self)) },
                .timed(ContenderName.swinjectSynchronized) { roots.keep(swinjectSynchronized.resolve(Root.self)) },
                .timed(ContenderName.syringe) { roots.keep(syringe.resolve(Root.self)) },
                .timed(ContenderName.syringeSynchronized) { roots.keep(syringeSynchronized.resolve(Root.self)) },
            ]),
            Scenario(name: "5 resolve with 2 runtime arguments", unit: "ns/op", operationsPerRound: 100_000, contenders: [
                .timed(ContenderName.hand) { parameterized.keep(Parameterized(name: "x", count: 2)) },
                .timed(ContenderName.swinject) { parameterized.keep(swinject.resolve(Parameterized.self, arguments: "x", 2)) },
                .timed(ContenderName.swinjectSynchronized) { parameterized.keep(swinjectSynchronized.resolve(Parameterized.self, arguments: "x", 2)) },
                .timed(ContenderName.syringe) { parameterized.keep(syringe.resolve(Parameterized.self, arguments: "x", 2)) },
                .timed(ContenderName.syringeSynchronized) { parameterized.keep(syringeSynchronized.resolve(Parameterized.self, arguments: "x", 2)) },
            ]),
        ]
    }
}
