import Swinject
import Syringe

/// Scenarios 9 and 11: heap used per registration, and heap growth from graph resolutions.
enum MemoryScenarios {
    /// Scenario 9: heap bytes per registration, over 10,000 registrations.
    static func registrations() -> Scenario {
        let count = 10_000
        let names = (0..<count).map { "f\($0)" }
        func bytesPerRegistration(_ register: () -> AnyObject) -> Double {
            let before = heapBytesInUse()
            let container = register()
            let after = heapBytesInUse()
            withExtendedLifetime(container) {}
            return Double(after - before) / Double(count)
        }
        return Scenario(name: "9 heap per registration (10,000)", unit: "bytes", operationsPerRound: 1, contenders: [
            Contender(name: ContenderName.swinject) { _ in
                bytesPerRegistration {
                    let container = Swinject.Container()
                    for name in names { container.register(Filler.self, name: name) { _ in Filler() } }
                    return container
                }
            },
            Contender(name: ContenderName.syringe) { _ in
                bytesPerRegistration {
                    let container = Syringe.Container()
                    for name in names { container.register(Filler.self, name: name) { _ in Filler() } }
                    return container
                }
            },
        ])
    }

    /// Scenario 11: heap growth over 100,000 graph resolutions (after a warm-up).
    static func graphResolutions() -> Scenario {
        let syringe = Syringe.Container()
        SyringeWiring.graph(into: syringe)
        let swinject = Swinject.Container()
        SwinjectWiring.graph(into: swinject)
        func growth(_ resolve: () -> Void) -> Double {
            for _ in 0..<1_000 { resolve() }
            let before = heapBytesInUse()
            for _ in 0..<100_000 { resolve() }
            return Double(heapBytesInUse() - before)
        }
        return Scenario(name: "11 heap growth after 100,000 graph resolves", unit: "bytes", operationsPerRound: 1, contenders: [
            Contender(name: ContenderName.hand) { _ in growth { consume(makeGraphByHand()) } },
            Contender(name: ContenderName.swinject) { _ in growth { consume(swinject.resolve(Root.self)) } },
            Contender(name: ContenderName.syringe) { _ in growth { consume(syringe.resolve(Root.self)) } },
        ])
    }
}
