import Dispatch
import Testing
@testable import SyringeCore

@Suite("synchronize() returns a synchronized child container, as in Swinject")
struct SynchronizedContainerTests {
    init() { LogRecorder.install() }

    @Test("The synchronized resolver is a Container that registers and resolves")
    func castsToContainer() throws {
        let container = try #require(Container().synchronize() as? Container)
        container.register(Animal.self) { _ in Cat(name: "Mimi") }
        #expect(container.resolve(Animal.self)?.name == "Mimi")
        #expect(container.resolvesSynchronized)
    }

    @Test("Registering through it from one thread while others resolve loses nothing")
    func registersWhileOthersResolve() throws {
        let container = try #require(Container().synchronize() as? Container)
        container.register(Food.self) { _ in Sushi() }
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for index in 0..<200 {
                if worker == 0 {
                    container.register(Animal.self, name: "cat-\(index)") { _ in Cat(name: "cat-\(index)") }
                } else {
                    #expect(container.resolve(Food.self) is Sushi)
                }
            }
        }
        for index in 0..<200 {
            #expect(container.resolve(Animal.self, name: "cat-\(index)")?.name == "cat-\(index)")
        }
    }

    @Test("It resolves its parent's registrations and shares the parent's singletons; its own stay its own")
    func childSemantics() throws {
        let parent = Container()
        parent.register(Food.self) { _ in Sushi() }.inObjectScope(.container)
        let synchronized = try #require(parent.synchronize() as? Container)
        synchronized.register(Animal.self) { _ in Cat(name: "Mimi") }
        #expect(synchronized.resolve(Food.self) === parent.resolve(Food.self))
        #expect(synchronized.resolve(Animal.self) != nil)
        #expect(parent.resolve(Animal.self) == nil)
    }

    @Test("Its factories receive the synchronized container itself and run one at a time")
    func factoriesReceiveTheContainer() throws {
        let parent = Container()
        let synchronized = try #require(parent.synchronize() as? Container)
        let received = LockedValue<[ObjectIdentifier]>([])
        let inside = LockedValue(0)
        let overlaps = LockedValue(0)
        parent.register(Food.self) { resolver in
            received.withLock { $0.append(ObjectIdentifier(resolver as AnyObject)) }
            if inside.withLock({ $0 += 1; return $0 }) > 1 { overlaps.withLock { $0 += 1 } }
            defer { inside.withLock { $0 -= 1 } }
            return Sushi()
        }.inObjectScope(.transient)
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<100 { _ = synchronized.resolve(Food.self) }
        }
        #expect(received.withLock { Set($0) } == [ObjectIdentifier(synchronized)])
        #expect(overlaps.withLock { $0 } == 0)
    }

    @Test("resolveAsync through a synchronized resolver runs synchronous factories one at a time, as resolve does")
    func resolveAsyncThroughSynchronizedResolver() async throws {
        let container = Container()
        let received = LockedValue<[Bool]>([])
        let inside = LockedValue(0)
        let overlaps = LockedValue(0)
        container.register(Food.self) { @Sendable resolver in
            received.withLock { $0.append(resolver is SynchronizedResolver) }
            if inside.withLock({ $0 += 1; return $0 }) > 1 { overlaps.withLock { $0 += 1 } }
            defer { inside.withLock { $0 -= 1 } }
            return Sushi()
        }.inObjectScope(.transient)
        let synchronized = SynchronizedResolver(container: container)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask { for _ in 0..<100 { _ = try await synchronized.resolveAsync(Food.self) } }
            }
            try await group.waitForAll()
        }
        #expect(received.withLock { $0.count == 400 && $0.allSatisfy { $0 } })
        #expect(overlaps.withLock { $0 } == 0)
    }
}
