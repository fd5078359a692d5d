import Syringe

/// A small task-board tool showing the typical use of Syringe: assemblies applied once in
/// `main`, services injected with `@Injected`, named singletons, and a service made from a
/// runtime argument.
@main @MainActor
enum ExampleApp {
    @Space(\.dependenciesAssembler) private static var assembler: Assembler

    static func main() {
        assembler.apply {
            CoreAssembly()
            NetworkAssembly()
            ReportingAssembly()
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
