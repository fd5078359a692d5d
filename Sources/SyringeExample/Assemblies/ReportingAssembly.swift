import Syringe

/// The two report formatters, as named singletons.
struct ReportingAssembly: Assembly {
    func assemble(container: Container) {
        container.register(ReportFormatter.self, name: ExampleServiceName.plainFormatter.name) { PlainFormatter() }
            .inObjectScope(.container)
        container.register(ReportFormatter.self, name: ExampleServiceName.markdownFormatter.name) { MarkdownFormatter() }
            .inObjectScope(.container)
    }
}
