import Syringe

/// A small task-board tool showing the typical use of Syringe: assemblies applied once in
/// `main`, services injected with `@Injected`, named singletons, a service made from a runtime
/// argument, and launch overrides a test driver can set (try
/// `SYRINGE_LAUNCH_OVERRIDES='{"SyringeExample.Clock":"fixed"}' swift run syringe-example`).
@main @MainActor
enum ExampleApp {
    @Space(\.dependenciesAssembler) private static var assembler: Assembler
    @Space(\.dependenciesContainer) private static var container: Container

    static func main() {
        assembler.apply {
            CoreAssembly()
            NetworkAssembly()
            ReportingAssembly()
        }
        // Lets a test driver choose registrations through the environment (see LaunchOverrides).
        container.applyLaunchOverrides()

        if CommandLine.arguments.contains("--graph") {
            // The registrations and their dependencies, in Graphviz's DOT language.
            print(container.verify(samples: [.arguments(for: Greeting.self, "graph")]).dependencyGraph.dot)
            return
        }
        let resolver = assembler.resolver

        let user = CommandLine.arguments.dropFirst().first ?? "developer"
        print((resolver ~> (Greeting.self, argument: user)).text)
        print()

        ReportPrinter().printReports(forBoard: "launch")
        print()

        let client = resolver ~> HTTPClient.self
        print("HTTP requests served: \(client.requestCount)")
    }
}
