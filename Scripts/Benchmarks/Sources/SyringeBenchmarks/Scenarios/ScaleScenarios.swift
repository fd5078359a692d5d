import Swinject
import Syringe

/// Scenarios 6 and 7: containers with many registrations, and building them.
enum ScaleScenarios {
    /// Scenario 6: a singleton resolve while `others` registrations of distinct types exist.
    static func crowded(others: Int) -> Scenario {
        let syringe = Syringe.Container()
        let swinject = Swinject.Container()
        registerDistinctTypes(count: others, syringe: syringe, swinject: swinject)
        syringe.register(Single.self) { _ in Single() }.inObjectScope(.container)
        swinject.register(Single.self) { _ in Single() }.inObjectScope(.container)
        return Scenario(
            name: "6 singleton with \(others) other registrations", unit: "ns/op", operationsPerRound: 200_000,
            contenders: [
                .timed(ContenderName.swinject) { consume(swinject.resolve(Single.self)) },
                .timed(ContenderName.syringe) { consume(syringe.resolve(Single.self)) },
            ])
    }

    /// Scenario 7: 10 assemblies of 100 registrations applied through an assembler.
    static func startUp() -> Scenario {
        let names = (0..<10).map { assembly in (0..<100).map { "service-\(assembly)-\($0)" } }
        struct SyringeAssembly: Syringe.Assembly {
            let names: [String]
            func assemble(container: Syringe.Container) {
                for name in names { container.register(Filler.self, name: name) { _ in Filler() }.inObjectScope(.container) }
            }
        }
        struct SwinjectAssembly: Swinject.Assembly {
            let names: [String]
            func assemble(container: Swinject.Container) {
                for name in names { container.register(Filler.self, name: name) { _ in Filler() }.inObjectScope(.container) }
            }
        }
        let syringeAssemblies = names.map(SyringeAssembly.init)
        let swinjectAssemblies = names.map(SwinjectAssembly.init)
        return Scenario(
            name: "7 start-up: 10 assemblies × 100 registrations", unit: "µs", operationsPerRound: 1,
            contenders: [
                Contender(name: ContenderName.swinject) { _ in microseconds { Swinject.Assembler(swinjectAssemblies) } },
                Contender(name: ContenderName.syringe) { _ in microseconds { Syringe.Assembler(syringeAssemblies) } },
            ])
    }
}
