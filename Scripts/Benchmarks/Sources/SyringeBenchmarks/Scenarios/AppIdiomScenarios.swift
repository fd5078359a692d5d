import Dispatch
import GenericCallSites
import Swinject
import Syringe

/// Scenarios 13a–13i: what apps register, resolved from generic code as in 1g–5g. A class
/// singleton under a protocol (13a), a struct singleton (13b), a type forwarded with
/// `implements` and resolved as the protocol (13c), a transient service under a protocol (13d),
/// `resolveAsync` of an existing singleton (13e, and 13i for one an async factory made; Syringe
/// only: Swinject has no async resolve),
/// a screen's model made from three services (13f), and a model whose factory resolves a
/// service under its protocol in the default scope twice, sharing one instance (13g), and a
/// transient service forwarded to its protocol with `implements` (13h).
enum AppIdiomScenarios {
    static func all() -> [Scenario] {
        let syringe = Syringe.Container()
        AppIdiomWiring.register(into: syringe)
        let swinject = Swinject.Container()
        AppIdiomWiring.register(into: swinject)
        let hand = HandWiredApp()
        let storages = Retainer<TaskStorage?>()
        let clocks = Retainer<AppClock?>()
        let repositories = Retainer<TaskRepositoryProtocol?>()
        let models = Retainer<ScreenModel?>()
        let details = Retainer<DetailModel?>()

        /// A transient `TaskStorage`, registered under `name` the way the row's title says, each
        /// resolve making a new one, against making one by hand.
        func transientStorageScenario(_ title: String, named name: String) -> Scenario {
            Scenario(name: "\(title), generic call site", unit: "ns/op", operationsPerRound: 100_000, contenders: [
                .timed(ContenderName.hand) { storages.keep(GenericCallSite.make { DiskTaskStorage() as TaskStorage }) },
                .timed(ContenderName.swinject) {
                    storages.keep(GenericCallSite.resolve(TaskStorage.self, name: name, from: swinject))
                },
                .timed(ContenderName.syringe) {
                    storages.keep(GenericCallSite.resolve(TaskStorage.self, name: name, from: syringe))
                },
            ])
        }

        return [
            Scenario(name: "13a protocol-typed singleton, generic call site", unit: "ns/op", operationsPerRound: 200_000, contenders: [
                .timed(ContenderName.hand) { storages.keep(GenericCallSite.make { hand.storage }) },
                .timed(ContenderName.swinject) { storages.keep(GenericCallSite.resolve(TaskStorage.self, from: swinject)) },
                .timed(ContenderName.syringe) { storages.keep(GenericCallSite.resolve(TaskStorage.self, from: syringe)) },
            ]),
            Scenario(name: "13b struct singleton, generic call site", unit: "ns/op", operationsPerRound: 200_000, contenders: [
                .timed(ContenderName.hand) { clocks.keep(GenericCallSite.make { hand.clock }) },
                .timed(ContenderName.swinject) { clocks.keep(GenericCallSite.resolve(AppClock.self, from: swinject)) },
                .timed(ContenderName.syringe) { clocks.keep(GenericCallSite.resolve(AppClock.self, from: syringe)) },
            ]),
            Scenario(name: "13c forwarded singleton resolved as its protocol, generic call site", unit: "ns/op", operationsPerRound: 200_000, contenders: [
                .timed(ContenderName.hand) { repositories.keep(GenericCallSite.make { hand.repository }) },
                .timed(ContenderName.swinject) {
                    repositories.keep(GenericCallSite.resolve(TaskRepositoryProtocol.self, from: swinject))
                },
                .timed(ContenderName.syringe) {
                    repositories.keep(GenericCallSite.resolve(TaskRepositoryProtocol.self, from: syringe))
                },
            ]),
            transientStorageScenario("13d protocol-typed transient", named: "transient"),
            transientStorageScenario("13h forwarded transient resolved as its protocol", named: "forwarded"),
            Scenario(name: "13e resolveAsync of an existing singleton", unit: "ns/op", operationsPerRound: 100_000, contenders: [
                asyncContender(ContenderName.hand) { _ = hand.storage },
                asyncContender(ContenderName.syringe) { _ = try? await syringe.resolveAsync(TaskStorage.self) },
            ]),
            Scenario(name: "13i resolveAsync of an existing singleton made by an async factory", unit: "ns/op", operationsPerRound: 100_000, contenders: [
                asyncContender(ContenderName.hand) { _ = hand.storage },
                asyncContender(ContenderName.syringe) { _ = try? await syringe.resolveAsync(TaskDatabase.self) },
            ]),
            Scenario(name: "13f screen model from 3 services (4 resolves), generic call site", unit: "ns/op", operationsPerRound: 50_000, contenders: [
                .timed(ContenderName.hand) { models.keep(GenericCallSite.make(hand.screenModel)) },
                .timed(ContenderName.swinject) { models.keep(GenericCallSite.resolve(ScreenModel.self, from: swinject)) },
                .timed(ContenderName.syringe) { models.keep(GenericCallSite.resolve(ScreenModel.self, from: syringe)) },
            ]),
            Scenario(name: "13g model sharing a default-scope protocol service (3 resolves), generic call site", unit: "ns/op", operationsPerRound: 50_000, contenders: [
                .timed(ContenderName.hand) { details.keep(GenericCallSite.make(hand.detailModel)) },
                .timed(ContenderName.swinject) { details.keep(GenericCallSite.resolve(DetailModel.self, from: swinject)) },
                .timed(ContenderName.syringe) { details.keep(GenericCallSite.resolve(DetailModel.self, from: syringe)) },
            ]),
        ]
    }

    /// A contender whose operation is awaited `count` times in one task, timed in nanoseconds per
    /// operation; the benchmark's thread waits for the task.
    private static func asyncContender(_ name: String, _ operation: @escaping @Sendable () async -> Void) -> Contender {
        Contender(name: name) { count in
            let done = DispatchSemaphore(value: 0)
            let elapsed = ElapsedBox()
            Task.detached {
                let start = nanoseconds()
                for _ in 0..<count { await operation() }
                elapsed.value = nanoseconds() - start
                done.signal()
            }
            done.wait()
            return Double(elapsed.value) / Double(count)
        }
    }
}

/// The time a task measured, read after the task signalled.
private final class ElapsedBox: @unchecked Sendable {
    var value: UInt64 = 0
}
