import Testing
@testable import SyringeCore

/// A distinct service type per nesting level: `Level<Void>`, `Level<Level<Void>>`, …
private struct Level<Inner> {
    let depth: Int
}

/// Registers `Level<Inner>` and the `remaining` levels around it, each making a value that
/// knows its depth.
private func registerLevels<Inner>(around inner: Inner.Type, depth: Int, remaining: Int, in container: Container) {
    container.register(Level<Inner>.self) { _ in Level<Inner>(depth: depth) }
    guard remaining > 0 else { return }
    registerLevels(around: Level<Inner>.self, depth: depth + 1, remaining: remaining - 1, in: container)
}

/// The depths that `Level<Inner>` and the `remaining` levels around it resolve to, `nil` where
/// nothing is registered.
private func resolvedDepths<Inner>(around inner: Inner.Type, remaining: Int, in container: Container) -> [Int?] {
    let depth = container.resolve(Level<Inner>.self)?.depth
    guard remaining > 0 else { return [depth] }
    return [depth] + resolvedDepths(around: Level<Inner>.self, remaining: remaining - 1, in: container)
}

@Suite("A container with many distinct service types")
struct ManyTypesTests {
    @Test("Each type resolves its own registration while the registry's table grows", arguments: [1, 7, 8, 9, 100])
    func eachTypeFound(count: Int) {
        let container = Container()
        registerLevels(around: Void.self, depth: 0, remaining: count - 1, in: container)
        #expect(resolvedDepths(around: Void.self, remaining: count - 1, in: container) == Array(0..<count))
        // One level past the last registered one was never registered.
        #expect(resolvedDepths(around: Void.self, remaining: count, in: container).last == .some(nil))
    }

    @Test("After removeAll no type resolves, and registering them again makes each resolve again")
    func removeAllThenRegisterAgain() {
        let container = Container()
        registerLevels(around: Void.self, depth: 0, remaining: 49, in: container)
        container.removeAll()
        #expect(resolvedDepths(around: Void.self, remaining: 49, in: container).allSatisfy { $0 == nil })
        registerLevels(around: Void.self, depth: 100, remaining: 49, in: container)
        #expect(resolvedDepths(around: Void.self, remaining: 49, in: container) == Array(100..<150))
    }

    @Test("A child container finds types registered on its parent after the parent's table grew")
    func childFindsParentTypes() {
        let parent = Container()
        let child = Container(parent: parent)
        child.register(Level<Void>.self) { _ in Level<Void>(depth: -1) }
        registerLevels(around: Void.self, depth: 0, remaining: 39, in: parent)
        let depths = resolvedDepths(around: Void.self, remaining: 39, in: child)
        #expect(depths.first == -1)
        #expect(Array(depths.dropFirst()) == (1..<40).map { $0 })
    }
}
