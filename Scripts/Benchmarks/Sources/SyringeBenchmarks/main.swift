import Foundation
import Syringe

// Runs every scenario, each contender taking turns round by round, and prints a markdown table.
// `SYRINGE_BENCH_ROUNDS` sets the number of rounds (default 15); `SYRINGE_BENCH_ONLY` a
// substring of the scenario names to run.

Syringe.Container.loggingFunction = nil
let rounds = ProcessInfo.processInfo.environment["SYRINGE_BENCH_ROUNDS"].flatMap(Int.init) ?? 15
let only = ProcessInfo.processInfo.environment["SYRINGE_BENCH_ONLY"]

let scenarios: [() -> [Scenario]] = [
    ResolveScenarios.all,
    GenericCallSiteScenarios.all,
    { [ScaleScenarios.crowded(others: 1_000), ScaleScenarios.crowded(others: 10_000), ScaleScenarios.startUp()] },
    { [ConcurrencyScenario.make()] },
    { [MemoryScenarios.registrations()] },
    DistinctTypeScenarios.all,
    InjectedScenarios.all,
    { [MemoryScenarios.graphResolutions()] },
]

var report = Report()
for scenario in scenarios.flatMap({ $0() }) where only.map(scenario.name.contains) ?? true {
    FileHandle.standardError.write(Data("running \(scenario.name)…\n".utf8))
    report.add(scenario, scenario.run(rounds: scenario.operationsPerRound == 1 ? max(rounds, 5) : rounds))
}
print(report.markdown())
