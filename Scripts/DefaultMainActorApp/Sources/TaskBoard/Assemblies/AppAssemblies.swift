import Syringe

struct NetworkAssembly: Assembly {
    func assemble(container: Container) {
        container.register(HTTPClient.self) { _ in HTTPClient() }.inObjectScope(.container)
        // Made and used off the main actor: a @Sendable factory may run on any thread.
        container.register(BackupClient.self) { @Sendable _ in BackupClient() }.inObjectScope(.container)
    }
}

struct StorageAssembly: Assembly {
    func assemble(container: Container) {
        container.register(TaskStore.self) { r in TaskStore(client: r ~> HTTPClient.self) }.inObjectScope(.container)
    }
}

struct FormattingAssembly: Assembly {
    func assemble(container: Container) {
        container.register(TitleFormatter.self, name: FormatterName.plain) { _ in PlainTitleFormatter() }
        container.register(TitleFormatter.self, name: FormatterName.shouting) { _ in ShoutingTitleFormatter() }
        container.register(DateStamp.self) { _ in DateStamp(text: "29 November") }
    }
}

struct ScreenAssembly: Assembly {
    func assemble(container: Container) {
        container.register(TaskListModel.self) { _ in TaskListModel() }
        container.register(SummaryModel.self) { r in SummaryModel(store: r ~> TaskStore.self, date: r ~> DateStamp.self) }
    }
}

/// The app's assemblies, applied in `main` and verified by the tests.
enum AppAssemblies {
    static var all: [any Assembly] {
        [NetworkAssembly(), StorageAssembly(), FormattingAssembly(), ScreenAssembly()]
    }
}
