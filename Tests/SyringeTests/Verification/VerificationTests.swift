import Testing
import Syringe
@testable import SyringeCore

private final class Repository {
    init(database: Database) {}
}
private final class Database {}
private final class Cache {}
private final class Screen {
    init(repository: Repository, cache: Cache) {}
}

@Suite("Verification")
struct VerificationTests {
    init() { LogRecorder.install() }

    @Test("A complete container verifies, every registration listed")
    func complete() {
        let container = Container {
            $0.register(Database.self) { _ in Database() }.inObjectScope(.container)
            $0.register(Repository.self) { r in Repository(database: r.resolve(Database.self)!) }
        }
        let report = container.verify()
        #expect(report.isSuccessful, "\(report)")
        #expect(report.verified == ["Database", "Repository"])
        #expect(report.description.hasPrefix("Syringe verification: 2 resolved, 0 failed, 0 not checked."))
    }

    @Test("Checks that fail end their threads without keeping the threads' reader slots")
    func failedChecksReleaseReaderSlots() {
        let container = Container {
            $0.register(Repository.self) { r in Repository(database: r ~> Database.self) }
        }
        let slotsBefore = ReaderSlot.count
        for _ in 0..<40 { #expect(!container.verify().isSuccessful) }
        // Other tests may add slots of their own meanwhile; a slot kept per failed check would
        // add forty.
        #expect(ReaderSlot.count - slotsBefore < 20)
    }

    @Test("Verifications on several threads at once each run their own checks, threads ending and starting between them")
    func concurrentVerifications() async {
        let container = Container {
            $0.register(Database.self) { _ in Database() }
            $0.register(Repository.self) { r in Repository(database: r ~> Database.self) }
            $0.register(Screen.self) { r in Screen(repository: r ~> Repository.self, cache: r ~> Cache.self) }
        }
        // A check's thread is found by its identity, which the system gives to a new thread as
        // soon as an old one has been joined: every verification below must still get its own
        // report, with Screen's check failing on the missing Cache.
        await withTaskGroup(of: [VerificationReport].self) { group in
            for _ in 0..<4 {
                group.addTask { (0..<50).map { _ in container.verify() } }
            }
            for await reports in group {
                for report in reports {
                    #expect(report.verified == ["Database", "Repository"])
                    #expect(report.failures.map(\.registration) == ["Screen"])
                }
            }
        }
    }

    @Test("Every missing dependency is reported at once, with its path, without stopping the program")
    func missingDependencies() {
        let container = Container {
            $0.register(Repository.self) { r in Repository(database: r.resolve(Database.self)!) }
            $0.register(Screen.self) { r in Screen(repository: r ~> Repository.self, cache: r.resolve(Cache.self)!) }
            $0.register(Cache.self, name: "memory") { _ in Cache() }
        }
        let report = container.verify()
        #expect(!report.isSuccessful)
        #expect(report.failures.map(\.registration) == ["Repository", "Screen"])
        #expect(report.failures[0].path == ["Repository", "Database"])
        #expect(report.failures[1].path == ["Screen", "Repository", "Database"])
        #expect(report.failures[0].report.contains("nothing is registered for Database"))
        #expect(report.verified == ["Cache(\"memory\")"])
    }

    @Test("A forwarded type that the instance is not fails its check with the forwarding explanation")
    func forwardingMismatch() {
        let container = Container()
        container.register(Database.self) { _ in Database() }.inObjectScope(.container).implements(Repository.self)
        container.register(Cache.self) { _ in Cache() }.implements(Database.self, name: "cached")
        // The singleton exists already for the first forwarded type, not for the second.
        let existing = container.resolve(Database.self)
        let report = container.verify()
        #expect(Set(report.failures.map(\.registration)) == ["Repository", "Database(\"cached\")"], "\(report)")
        #expect(report.failures.contains { $0.report.contains("cannot forward Repository to the registration of Database") })
        #expect(report.failures.contains { $0.report.contains("cannot forward Database to the registration of Cache") }, "\(report)")
        #expect(report.verified == ["Cache", "Database"])
        #expect(container.resolve(Database.self) === existing)
    }

    @Test("Singletons made while verifying are not kept")
    func discardsSingletons() {
        let counter = LiveCounter()
        let container = Container { $0.register(Tracked.self) { _ in Tracked(counter) }.inObjectScope(.container) }
        #expect(container.verify().isSuccessful)
        #expect(counter.created == 1)
        #expect(counter.alive == 0)
        let resolved = container.resolve(Tracked.self)
        #expect(counter.created == 2)
        withExtendedLifetime(resolved) {}
    }

    @Test("Singletons another container makes for a check, resolved from its factory's code, are not kept")
    func discardsSingletonsOfOtherContainers() {
        let counter = LiveCounter()
        let shared = Container { $0.register(Tracked.self) { _ in Tracked(counter) }.inObjectScope(.container) }
        let checked = Container { $0.register(Screen.self) { _ in
            _ = shared.resolve(Tracked.self)
            return Screen(repository: Repository(database: Database()), cache: Cache())
        } }
        #expect(checked.verify().isSuccessful)
        #expect(counter.created == 1)
        #expect(counter.alive == 0)
        let resolved = shared.resolve(Tracked.self)
        #expect(counter.created == 2)
        withExtendedLifetime(resolved) {}
    }

    @Test("Registrations that take runtime arguments are checked only with samples")
    func samples() {
        let container = Container {
            $0.register(Dog.self) { (_, name: String, age: Int) in Dog(name: "\(name)\(age)") }
            $0.register(Repository.self) { (r, _: Int) in Repository(database: r.resolve(Database.self)!) }
        }
        let unsampled = container.verify()
        #expect(unsampled.unchecked.count == 2)
        #expect(unsampled.verified.isEmpty && !unsampled.isSuccessful)
        let sampled = container.verify(samples: [.arguments(for: Dog.self, "Rex", 3), .arguments(for: Repository.self, 1)])
        #expect(sampled.unchecked.isEmpty)
        #expect(sampled.verified == ["Dog"])
        #expect(sampled.failures.map(\.registration) == ["Repository"])
    }

    @Test("A cycle is reported as a failure")
    func cycle() {
        let container = Container {
            $0.register(ParentProtocol.self) { r in Parent(child: r.resolve(ChildProtocol.self)!) }
            $0.register(ChildProtocol.self) { r in
                let child = Child()
                child.parent = r.resolve(ParentProtocol.self)!
                return child
            }
        }
        let report = container.verify()
        #expect(report.failures.count == 2)
        #expect(report.failures.allSatisfy { $0.report.contains("circular dependency") })
    }

    @Test("A check reports a cycle at its first repeat, running each of its factories once")
    func cycleReportedAtFirstRepeat() {
        final class Loop {
            init(_ next: Loop?) {}
        }
        let factoryRuns = LockedValue(0)
        let container = Container {
            $0.register(Loop.self) { r in
                factoryRuns.withLock { $0 += 1 }
                return Loop(r.resolve(Loop.self))
            }.inObjectScope(.transient)
        }
        let report = container.verify()
        #expect(report.failures.map(\.registration) == ["Loop"])
        #expect(report.failures.first?.report.contains("circular dependency: Loop → Loop.") == true)
        #expect(factoryRuns.withLock { $0 } == 1)
    }

    @Test("Optional dependencies resolved as T? are not failures; an Assembler verifies its container")
    func optionalsAndAssembler() {
        struct AppAssembly: Assembly {
            func assemble(container: Container) {
                container.register(PetOwner.self) { r in PetOwner(pet: r.resolve(Animal?.self) ?? nil) }
            }
        }
        let report = Assembler([AppAssembly()]).verify()
        #expect(report.isSuccessful, "\(report)")
    }

    @Test("A failure through @Injected or ~> in a synchronized factory has its full path and holds no lock")
    func noLockHeldAfterFailure() {
        final class Consumer {
            @Injected var database: Database
        }
        let container = Container()
        container.registerSynchronized(Repository.self) { r in Repository(database: r ~> Database.self) }
        container.register(Consumer.self) { _ in
            let consumer = withSpace({ $0.dependenciesContainer = container }) { Consumer() }
            _ = consumer.database
            return consumer
        }
        let failures = container.verify().failures
        #expect(failures.map(\.path) == [["Consumer", "Database"], ["Repository", "Database"]])
        container.register(Database.self) { _ in Database() }.inObjectScope(.container)
        #expect(container.resolve(Repository.self) != nil)
        #expect(container.verify().isSuccessful)
    }
}
