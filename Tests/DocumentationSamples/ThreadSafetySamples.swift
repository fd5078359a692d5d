import Foundation
import Syringe
import Testing

// The samples of the "Thread safety" article.

/// Hands out task identifiers. Not thread safe: its counter is a plain variable.
final class IdentifierGenerator {
    private var next = 1

    func make() -> Int {
        defer { next += 1 }
        return next
    }
}

/// A task being written, before it is saved.
struct TaskDraft: Sendable {
    let id: Int
    let title: String
}

@Suite("Thread safety")
struct ThreadSafetySamples {
    @Test("A singleton is made once, however many tasks ask for it first")
    func singletonMadeOnce() async {
        let container = Container()
        container.register(HTTPClient.self) { _ in StubHTTPClient() }
            .inObjectScope(.container)

        let clients = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<100 {
                group.addTask { ObjectIdentifier(container.resolve(HTTPClient.self)!) }
            }
            var made = Set<ObjectIdentifier>()
            for await client in group { made.insert(client) }
            return made
        }
        // clients.count == 1
        #expect(clients.count == 1)
    }

    @Test("Registering while other tasks resolve loses nothing")
    func registerWhileResolving() async {
        let container = Container()
        container.register(HTTPClient.self) { _ in StubHTTPClient() }
            .inObjectScope(.container)
        container.autoregister(TaskRepository.self, initializer: TaskRepository.init)

        await withTaskGroup(of: Void.self) { group in
            for index in 0..<50 {
                group.addTask {
                    container.register(BoardExporter.self, name: "exporter-\(index)") { _ in CSVExporter() }
                }
                group.addTask {
                    _ = container.resolve(TaskRepository.self)
                }
            }
        }
        // every one of the 50 exporters is registered
        #expect(container.resolveAll(BoardExporter.self).count == 50)
    }

    @Test("A synchronized factory runs one at a time")
    func synchronizedFactory() async {
        let container = Container()
        let generator = IdentifierGenerator()
        container.registerSynchronized(TaskDraft.self) { (_, title: String) in
            TaskDraft(id: generator.make(), title: title)
        }

        let identifiers = await withTaskGroup(of: Int.self) { group in
            for index in 0..<100 {
                group.addTask { container.resolve(TaskDraft.self, argument: "Task \(index)")!.id }
            }
            var made = Set<Int>()
            for await identifier in group { made.insert(identifier) }
            return made
        }
        // identifiers == Set(1...100): no identifier was handed out twice
        #expect(identifiers == Set(1...100))
    }

    @Test("synchronize() gives a resolver whose factories run one at a time")
    func synchronizedResolver() {
        let container = Container()
        let generator = IdentifierGenerator()
        container.register(TaskDraft.self) { (_, title: String) in
            TaskDraft(id: generator.make(), title: title)
        }

        let resolver = container.synchronize()
        let draft = resolver.resolve(TaskDraft.self, argument: "Write the docs")!
        #expect(draft.id == 1)
        #expect(draft.title == "Write the docs")
    }
}
