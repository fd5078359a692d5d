import Testing
@testable import SyringeCore

private protocol Storage: AnyObject {}
private final class DiskStorage: Storage {}

/// A value that counts how often its factory ran.
private struct Settings {
    let generation: Int
}

@Suite("Singletons of types that are not classes")
struct SharedValueTests {
    @Test("A struct singleton is made once, kept, and made again after its scope is reset")
    func structSingleton() {
        let made = CallCounter()
        let container = Container()
        container.register(Settings.self) { _ in Settings(generation: made.increment()) }.inObjectScope(.container)
        #expect(container.resolve(Settings.self)?.generation == 1)
        #expect(container.resolve(Settings.self)?.generation == 1)
        container.resetObjectScope(.container)
        #expect(container.resolve(Settings.self)?.generation == 2)
        #expect(container.resolve(Settings.self)?.generation == 2)
    }

    @Test("A class registered under a protocol is one instance, also from a child container")
    func protocolTypedSingleton() {
        let container = Container()
        container.register(Storage.self) { _ in DiskStorage() }.inObjectScope(.container)
        let child = Container(parent: container)
        let first = container.resolve(Storage.self)
        #expect(first != nil)
        #expect(container.resolve(Storage.self) === first)
        #expect(child.resolve(Storage.self) === first)
    }

    @Test("Registering again releases the singleton it shadows, and removing it brings back none")
    func shadowedValueIsReleased() {
        let counter = LiveCounter()
        let container = Container()
        container.register(Storage.self) { _ in TrackedStorage(counter) }.inObjectScope(.container)
        _ = container.resolve(Storage.self)
        #expect(counter.alive == 1)
        let replacement = container.register(Storage.self) { _ in DiskStorage() }.inObjectScope(.container)
        #expect(counter.alive == 0)
        #expect(container.resolve(Storage.self) is DiskStorage)
        container.remove(replacement)
        #expect(container.resolve(Storage.self) is TrackedStorage)
    }
}

private final class TrackedStorage: Storage {
    let tracked: Tracked
    init(_ counter: LiveCounter) { tracked = Tracked(counter) }
}
