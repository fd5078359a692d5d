import DistinctServices
import Swinject
import Syringe

/// Scenarios 7d and 9d: start-up and memory with distinct service types, each registered by its
/// own line of an assembly, as an app registers its types (scenarios 7 and 9 register one type
/// under many names).
enum DistinctTypeScenarios {
    static func all() -> [Scenario] {
        [startUp(assemblies: 10), memory(assemblies: 10)]
    }

    /// Applying `assemblies` assemblies of 100 distinct types each.
    static func startUp(assemblies: Int) -> Scenario {
        let syringeAssemblies = Array(syringeDistinctAssemblies.prefix(assemblies))
        let swinjectAssemblies = Array(swinjectDistinctAssemblies.prefix(assemblies))
        return Scenario(
            name: "7d start-up: \(assemblies) assemblies × 100 distinct types", unit: "µs", operationsPerRound: 1,
            contenders: [
                Contender(name: ContenderName.swinject) { _ in microseconds { Swinject.Assembler(swinjectAssemblies) } },
                Contender(name: ContenderName.syringe) { _ in microseconds { Syringe.Assembler(syringeAssemblies) } },
            ])
    }

    /// Heap bytes per registration of `assemblies` × 100 distinct types.
    static func memory(assemblies: Int) -> Scenario {
        let syringeAssemblies = Array(syringeDistinctAssemblies.prefix(assemblies))
        let swinjectAssemblies = Array(swinjectDistinctAssemblies.prefix(assemblies))
        let count = assemblies * 100
        func bytesPerRegistration(_ build: () -> AnyObject) -> Double {
            let before = heapBytesInUse()
            let built = build()
            let after = heapBytesInUse()
            withExtendedLifetime(built) {}
            return Double(after - before) / Double(count)
        }
        return Scenario(
            name: "9d heap per registration (\(count) distinct types)", unit: "bytes", operationsPerRound: 1,
            contenders: [
                Contender(name: ContenderName.swinject) { _ in
                    bytesPerRegistration {
                        let container = Swinject.Container()
                        swinjectAssemblies.forEach { $0.assemble(container: container) }
                        return container
                    }
                },
                Contender(name: ContenderName.syringe) { _ in
                    bytesPerRegistration {
                        let container = Syringe.Container()
                        syringeAssemblies.forEach { $0.assemble(container: container) }
                        return container
                    }
                },
            ])
    }
}
