import Foundation
import Syringe

// Runs every scenario, each contender taking turns round by round, and prints a markdown table.
// `SYRINGE_BENCH_ROUNDS` sets the number of rounds (default 15); `SYRINGE_BENCH_ONLY` a
// substring of the scenario names to run.

FirstStartUpScenarios.runIfRequested()
Syringe.Container.loggingFunction = nil
let rounds = ProcessInfo.processInfo.environment["SYRINGE_BENCH_ROUNDS"].flatMap(Int.init) ?? 15
let only = ProcessInfo.processInfo.environment["SYRINGE_BENCH_ONLY"]

// What apps do comes first: resolves from code the optimizer cannot specialize, distinct service
// types, threads, property wrappers. The specialized call sites and the one type registered under
// many names follow: the best case, kept to see what the general one costs on top of it.
let scenarios: [() -> [Scenario]] = [
    GenericCallSiteScenarios.all,
    AppIdiomScenarios.all,
    LayeredGraphScenarios.all,
    FirstStartUpScenarios.all,
    DistinctTypeScenarios.all,
    ConcurrencyScenario.all,
    InjectedScenarios.all,
    { [MemoryScenarios.graphResolutions()] },
    ResolveScenarios.all,
    { [ScaleScenarios.crowded(others: 1_000), ScaleScenarios.crowded(others: 10_000), ScaleScenarios.startUp()] },
    { [MemoryScenarios.registrations()] },
]

var report = Report()
for scenario in scenarios.flatMap({ $0() }) where only.map(scenario.name.contains) ?? true {
    FileHandle.standardError.write(Data("running \(scenario.name)…\n".utf8))
    report.add(scenario, scenario.run(rounds: scenario.operationsPerRound == 1 ? max(rounds, 5) : rounds))
}
print(report.markdown())
