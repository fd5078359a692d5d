import Swinject
import Syringe

// The services of scenarios 13a–13i, registered the way apps register them: a class under a
// protocol, a struct, types forwarded to another registration, a screen's model built from
// several of them, and a service under a protocol in the default scope that a model's factory
// resolves twice.

protocol TaskStorage: AnyObject {
    var count: Int { get }
}

final class DiskTaskStorage: TaskStorage {
    var count: Int { 3 }
}

/// A value service.
struct AppClock {
    let offset: Int
}

/// A value service with a reference inside, as structs that wrap a client have.
struct AppAnalytics {
    let sink: Single
}

protocol TaskRepositoryProtocol: AnyObject {
    var storage: TaskStorage { get }
}

final class TaskRepositoryImpl: TaskRepositoryProtocol {
    let storage: TaskStorage
    init(storage: TaskStorage) { self.storage = storage }
}

/// A screen's model: a new one for each screen, from a protocol-typed repository singleton, a
/// struct clock and struct analytics.
final class ScreenModel {
    let repository: TaskRepositoryProtocol
    let clock: AppClock
    let analytics: AppAnalytics

    init(repository: TaskRepositoryProtocol, clock: AppClock, analytics: AppAnalytics) {
        self.repository = repository
        self.clock = clock
        self.analytics = analytics
    }
}

/// A formatter registered under its protocol in the default scope: one per resolution graph.
protocol TaskFormatter: AnyObject {
    func title(count: Int) -> String
}

final class PlainTaskFormatter: TaskFormatter {
    func title(count: Int) -> String { "\(count) tasks" }
}

/// A detail screen's model, whose header and body share the formatter of their graph.
final class DetailModel {
    let header: TaskFormatter
    let body: TaskFormatter

    init(header: TaskFormatter, body: TaskFormatter) {
        self.header = header
        self.body = body
    }
}

/// A service made by an async factory, as a database opened at start-up is.
final class TaskDatabase: Sendable {
    static func open() async -> TaskDatabase {
        await Task.yield()
        return TaskDatabase()
    }
}

enum AppIdiomWiring {
    static func register(into container: Syringe.Container) {
        container.register(TaskStorage.self) { _ in DiskTaskStorage() }.inObjectScope(.container)
        container.register(TaskStorage.self, name: "transient") { _ in DiskTaskStorage() }.inObjectScope(.transient)
        container.register(DiskTaskStorage.self, name: "forwarded") { _ in DiskTaskStorage() }
            .inObjectScope(.transient)
            .implements(TaskStorage.self, name: "forwarded")
        container.register(AppClock.self) { _ in AppClock(offset: 1) }.inObjectScope(.container)
        container.register(AppAnalytics.self) { _ in AppAnalytics(sink: Single()) }.inObjectScope(.container)
        container.register(TaskRepositoryImpl.self) { r in TaskRepositoryImpl(storage: r.resolve(TaskStorage.self)!) }
            .inObjectScope(.container)
            .implements(TaskRepositoryProtocol.self)
        container.register(ScreenModel.self) { r in
            ScreenModel(
                repository: r.resolve(TaskRepositoryProtocol.self)!, clock: r.resolve(AppClock.self)!,
                analytics: r.resolve(AppAnalytics.self)!)
        }
        container.register(TaskFormatter.self) { _ in PlainTaskFormatter() }
        container.register(DetailModel.self) { r in
            DetailModel(header: r.resolve(TaskFormatter.self)!, body: r.resolve(TaskFormatter.self)!)
        }
        container.register(TaskDatabase.self) { _ async in await TaskDatabase.open() }.inObjectScope(.container)
    }

    static func register(into container: Swinject.Container) {
        container.register(TaskStorage.self) { _ in DiskTaskStorage() }.inObjectScope(.container)
        container.register(TaskStorage.self, name: "transient") { _ in DiskTaskStorage() }.inObjectScope(.transient)
        container.register(DiskTaskStorage.self, name: "forwarded") { _ in DiskTaskStorage() }
            .inObjectScope(.transient)
            .implements(TaskStorage.self, name: "forwarded")
        container.register(AppClock.self) { _ in AppClock(offset: 1) }.inObjectScope(.container)
        container.register(AppAnalytics.self) { _ in AppAnalytics(sink: Single()) }.inObjectScope(.container)
        container.register(TaskRepositoryImpl.self) { r in TaskRepositoryImpl(storage: r.resolve(TaskStorage.self)!) }
            .inObjectScope(.container)
            .implements(TaskRepositoryProtocol.self)
        container.register(ScreenModel.self) { r in
            ScreenModel(
                repository: r.resolve(TaskRepositoryProtocol.self)!, clock: r.resolve(AppClock.self)!,
                analytics: r.resolve(AppAnalytics.self)!)
        }
        container.register(TaskFormatter.self) { _ in PlainTaskFormatter() }
        container.register(DetailModel.self) { r in
            DetailModel(header: r.resolve(TaskFormatter.self)!, body: r.resolve(TaskFormatter.self)!)
        }
    }
}

/// The same services wired by hand: singletons as stored properties, the model made on demand.
final class HandWiredApp {
    let storage: TaskStorage = DiskTaskStorage()
    let clock = AppClock(offset: 1)
    let analytics = AppAnalytics(sink: Single())
    lazy var repository: TaskRepositoryProtocol = TaskRepositoryImpl(storage: storage)

    func screenModel() -> ScreenModel {
        ScreenModel(repository: repository, clock: clock, analytics: analytics)
    }

    func detailModel() -> DetailModel {
        let formatter: TaskFormatter = PlainTaskFormatter()
        return DetailModel(header: formatter, body: formatter)
    }
}
