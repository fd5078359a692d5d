import Foundation
import Swinject
import Syringe

/// Scenario 8: two threads resolving the same singleton at the same time, and 8b: two threads
/// resolving a singleton each (the unnamed one and a named one), which shows what the threads
/// cost each other in the container alone: in 8 they also share the object's reference count,
/// which every resolve that returns the object changes.
enum ConcurrencyScenario {
    static func all() -> [Scenario] {
        let syringe = Syringe.Container()
        SyringeWiring.services(into: syringe)
        let swinject = Swinject.Container()
        SwinjectWiring.services(into: swinject)
        let syringeSynchronized = syringe.synchronize()
        let swinjectSynchronized = swinject.synchronize()
        let hand = HandWiredSingletons()
        let dependencies = DependencyReader()
        let injected = withSpace({ $0.dependenciesContainer = syringe }) { InjectedReader() }
        _ = injected.single

        let shared = Scenario(name: "8 two threads resolving one singleton", unit: "ns/op wall", operationsPerRound: 200_000, contenders: [
            twoThreads(ContenderName.hand) { consume(hand.single) },
            twoThreads(ContenderName.swinjectSynchronized) { consume(swinjectSynchronized.resolve(Single.self)) },
            twoThreads(ContenderName.dependencies) { consume(dependencies.single) },
            twoThreads(ContenderName.syringe) { consume(syringe.resolve(Single.self)) },
            twoThreads(ContenderName.syringeSynchronized) { consume(syringeSynchronized.resolve(Single.self)) },
            twoThreads(ContenderName.syringeInjected) { consume(injected.single) },
        ])
        let separate = Scenario(name: "8b two threads resolving a singleton each", unit: "ns/op wall", operationsPerRound: 200_000, contenders: [
            twoThreads(ContenderName.hand) { consume(hand.single) } second: { consume(hand.named) },
            twoThreads(ContenderName.swinjectSynchronized) {
                consume(swinjectSynchronized.resolve(Single.self))
            } second: {
                consume(swinjectSynchronized.resolve(Single.self, name: "name-7"))
            },
            twoThreads(ContenderName.syringe) {
                consume(syringe.resolve(Single.self))
            } second: {
                consume(syringe.resolve(Single.self, name: "name-7"))
            },
            twoThreads(ContenderName.syringeSynchronized) {
                consume(syringeSynchronized.resolve(Single.self))
            } second: {
                consume(syringeSynchronized.resolve(Single.self, name: "name-7"))
            },
        ])
        return [shared, separate]
    }

    /// Runs half the operations on each of two threads started together, `operation` on both;
    /// reports wall time per operation.
    private static func twoThreads(_ name: String, _ operation: @escaping () -> Void) -> Contender {
        twoThreads(name, operation, second: operation)
    }

    /// Runs half the operations on each of two threads started together, `first` on one and
    /// `second` on the other; reports wall time per operation.
    private static func twoThreads(
        _ name: String, _ first: @escaping () -> Void, second: @escaping () -> Void
    ) -> Contender {
        Contender(name: name) { count in
            let ready = DispatchGroup()
            let done = DispatchGroup()
            let start = DispatchSemaphore(value: 0)
            for operation in [first, second] {
                ready.enter()
                done.enter()
                Thread {
                    ready.leave()
                    start.wait()
                    for _ in 0..<(count / 2) { operation() }
                    done.leave()
                }.start()
            }
            ready.wait()
            let begin = nanoseconds()
            start.signal()
            start.signal()
            done.wait()
            return Double(nanoseconds() - begin) / Double(count)
        }
    }
}
