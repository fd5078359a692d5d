import Foundation
import Syringe
import Testing

// The samples of the "Object scopes" article.

/// The unsaved edits of a task.
final class DraftStore {}

/// Checks a draft before it is saved.
final class DraftValidator {
    let store: DraftStore
    init(store: DraftStore) { self.store = store }
}

/// Edits a task: it and its validator work on one draft.
final class TaskEditor {
    let store: DraftStore
    let validator: DraftValidator

    init(store: DraftStore, validator: DraftValidator) {
        self.store = store
        self.validator = validator
    }
}

/// The signed-in user's profile, kept for the session.
final class UserProfile {
    let name: String
    init(name: String) { self.name = name }
}

/// The tasks stored on the device; it tells the sync engine about changes.
final class TaskStore {
    weak var syncEngine: SyncEngine?
}

/// Sends the store's changes to the server.
final class SyncEngine {
    let store: TaskStore
    init(store: TaskStore) { self.store = store }
}

/// Exports reports as PDF; expensive to make.
final class PDFExporter {
    nonisolated(unsafe) static var made = 0
    init() { PDFExporter.made += 1 }
}

/// Exports a report only when asked to.
final class ExportMenu {
    let exporter: Lazy<PDFExporter>
    init(exporter: Lazy<PDFExporter>) { self.exporter = exporter }
}

/// One import of tasks from a file.
final class ImportJob {}

/// Starts a new import job for every file.
final class ImportQueue {
    let makeJob: Provider<ImportJob>
    init(makeJob: Provider<ImportJob>) { self.makeJob = makeJob }

    func importFiles(_ files: [String]) -> [ImportJob] {
        files.map { _ in makeJob.instance }
    }
}

extension ObjectScope {
    static let session = ObjectScope(storageFactory: PermanentStorage.init, description: "session")
}

/// Keeps an instance for a fixed time after it was made.
final class ExpiringStorage: InstanceStorage {
    private let lifetime: TimeInterval
    private var stored: Any?
    private var storedAt = Date.distantPast

    init(lifetime: TimeInterval) {
        self.lifetime = lifetime
    }

    var instance: Any? {
        get { Date().timeIntervalSince(storedAt) < lifetime ? stored : nil }
        set {
            stored = newValue
            storedAt = Date()
        }
    }
}

extension ObjectScope {
    static let fiveMinutes = ObjectScope(
        storageFactory: { ExpiringStorage(lifetime: 300) }, description: "five minutes")
}

extension ObjectScope {
    static let expiringAtOnce = ObjectScope(
        storageFactory: { ExpiringStorage(lifetime: 0) }, description: "expiring at once", parent: ObjectScope.graph)
}

private func registerEditor(in container: Container) {
    container.register(DraftStore.self) { _ in DraftStore() }   // .graph, the default
    container.register(DraftValidator.self) { r in DraftValidator(store: r~>) }
    container.register(TaskEditor.self) { r in TaskEditor(store: r~>, validator: r~>) }
}

@Suite("Object scopes")
struct ObjectScopesSamples {
    @Test("Graph scope: one instance per top-level resolve")
    func graph() {
        let container = Container()
        registerEditor(in: container)

        let editor = container.resolve(TaskEditor.self)!
        let other = container.resolve(TaskEditor.self)!
        // editor.store === editor.validator.store: one object graph
        // editor.store !== other.store: another top-level resolve, another graph
        #expect(editor.store === editor.validator.store)
        #expect(editor.store !== other.store)
    }

    @Test("A resolve through a captured resolver begins a graph of its own")
    func graphOfAnotherResolver() {
        let container = Container()
        let view = container.synchronize()
        container.register(DraftStore.self) { _ in DraftStore() }   // .graph, the default
        container.register(DraftValidator.self) { r in DraftValidator(store: r~>) }
        container.register(TaskEditor.self) { _ in
            // view.resolve begins a graph of its own each time
            TaskEditor(store: view.resolve(DraftStore.self)!, validator: view.resolve(DraftValidator.self)!)
        }
        // editor.store !== editor.validator.store
        let editor = container.resolve(TaskEditor.self)!
        #expect(editor.store !== editor.validator.store)
        let throughView = view.resolve(TaskEditor.self)!
        #expect(throughView.store === throughView.validator.store, "the view is resolving: its graph is joined")
    }

    @Test("Transient scope: a new instance every time")
    func transient() {
        let container = Container()
        registerEditor(in: container)
        container.register(DraftStore.self) { _ in DraftStore() }
            .inObjectScope(.transient)

        let editor = container.resolve(TaskEditor.self)!
        #expect(editor.store !== editor.validator.store)
    }

    @Test("Container scope: one instance, shared with child containers")
    func containerScope() {
        let appContainer = Container()
        appContainer.register(HTTPClient.self) { _ in StubHTTPClient() }
            .inObjectScope(.container)

        let featureContainer = Container(parent: appContainer)
        let client = featureContainer.resolve(HTTPClient.self)!
        // client === appContainer.resolve(HTTPClient.self)!
        #expect(client === appContainer.resolve(HTTPClient.self)!)
        #expect(client === featureContainer.resolve(HTTPClient.self)!)
    }

    @Test("Weak scope: shared while something holds the instance")
    func weak() {
        let container = Container()
        container.register(UserProfile.self) { _ in UserProfile(name: "Ada") }
            .inObjectScope(.weak)

        var profile: UserProfile? = container.resolve(UserProfile.self)
        let identity = ObjectIdentifier(profile!)
        #expect(ObjectIdentifier(container.resolve(UserProfile.self)!) == identity)
        profile = nil
        _ = profile
        let next = container.resolve(UserProfile.self)!
        #expect(next.name == "Ada")
    }

    @Test("A container's default scope")
    func defaultScope() {
        let container = Container(defaultObjectScope: .container)
        container.register(HTTPClient.self) { _ in StubHTTPClient() }   // in .container scope
        #expect(container.resolve(HTTPClient.self)! === container.resolve(HTTPClient.self)!)
    }

    @Test("Resetting a scope makes new instances")
    func reset() {
        let container = Container()
        container.register(HTTPClient.self) { _ in StubHTTPClient() }.inObjectScope(.container)
        container.register(Analytics.self) { _ in RecordingAnalytics() }.inObjectScope(.container)
        let client = container.resolve(HTTPClient.self)!
        let analytics = container.resolve(Analytics.self)!

        container.resetObjectScope(.container, serviceType: HTTPClient.self)   // only the client
        #expect(container.resolve(HTTPClient.self)! !== client)
        #expect(container.resolve(Analytics.self)! === analytics)

        container.resetObjectScope(.container)                                 // every singleton
        #expect(container.resolve(Analytics.self)! !== analytics)
    }

    @Test("initCompleted breaks a circular dependency")
    func circularDependency() {
        let container = Container()
        container.register(SyncEngine.self) { r in SyncEngine(store: r~>) }
        container.register(TaskStore.self) { _ in TaskStore() }
            .initCompleted { r, store in store.syncEngine = r.resolve(SyncEngine.self) }

        let engine = container.resolve(SyncEngine.self)!
        // engine.store.syncEngine === engine
        #expect(engine.store.syncEngine === engine)
    }

    @Test("Lazy resolves on first use")
    func lazy() {
        let container = Container()
        container.register(PDFExporter.self) { _ in PDFExporter() }
        container.register(ExportMenu.self) { r in ExportMenu(exporter: r~>) }

        let menu = container.resolve(ExportMenu.self)!      // no PDFExporter made yet
        let made = PDFExporter.made
        let exporter = menu.exporter.instance               // made now, then kept
        #expect(PDFExporter.made == made + 1)
        #expect(menu.exporter.instance === exporter)
    }

    @Test("Provider resolves every time")
    func provider() {
        let container = Container()
        container.register(ImportJob.self) { _ in ImportJob() }
        container.register(ImportQueue.self) { r in ImportQueue(makeJob: r~>) }

        let jobs = container.resolve(ImportQueue.self)!.importFiles(["a.csv", "b.csv"])
        #expect(jobs.count == 2)
        #expect(jobs[0] !== jobs[1])
    }

    @Test("A graph identifier resumes a graph later")
    func graphIdentifier() {
        let container = Container()
        nonisolated(unsafe) var graph: GraphIdentifier?
        container.register(DraftStore.self) { r in
            graph = r.resolve(GraphIdentifier.self)
            return DraftStore()
        }
        container.register(DraftValidator.self) { r in DraftValidator(store: r~>) }

        let store = container.resolve(DraftStore.self)!
        let validator = container.withObjectGraph(graph!) { container in
            container.resolve(DraftValidator.self)!
        }
        // validator.store === store: the graph's store, still alive
        #expect(validator.store === store)
    }

    @Test("A custom scope from a storage")
    func customScope() {
        let container = Container()
        container.register(UserProfile.self) { _ in UserProfile(name: "Ada") }
            .inObjectScope(.session)

        let profile = container.resolve(UserProfile.self)!
        #expect(container.resolve(UserProfile.self)! === profile)
        container.resetObjectScope(.session)   // on sign-out
        #expect(container.resolve(UserProfile.self)! !== profile)
    }

    @Test("A storage of your own")
    func customStorage() {
        let container = Container()
        container.register(TaskRepository.self) { r in TaskRepository(client: r~>) }
            .inObjectScope(.fiveMinutes)
        container.register(HTTPClient.self) { _ in StubHTTPClient() }
        #expect(container.resolve(TaskRepository.self)! === container.resolve(TaskRepository.self)!)

        container.register(TaskRepository.self, name: "expiring") { r in TaskRepository(client: r~>) }
            .inObjectScope(.expiringAtOnce)
        let first = container.resolve(TaskRepository.self, name: "expiring")!
        #expect(container.resolve(TaskRepository.self, name: "expiring")! !== first)
    }

    @Test("The scope of a registration can be read back")
    func readingScope() {
        let container = Container()
        let entry = container.register(UserProfile.self) { _ in UserProfile(name: "Ada") }
            .inObjectScope(.session)
        #expect(entry.objectScope === ObjectScope.session)
        #expect(entry.description == "Service: UserProfile, Factory: Resolver -> UserProfile, ObjectScope: session")
    }
}
