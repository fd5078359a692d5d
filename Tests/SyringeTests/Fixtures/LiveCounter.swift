import Synchronization

/// Counts instances that are alive, so memory tests count rather than trust.
final class LiveCounter: Sendable {
    private let count = Atomic<Int>(0)
    private let made = Atomic<Int>(0)

    var alive: Int { count.load(ordering: .sequentiallyConsistent) }
    var created: Int { made.load(ordering: .sequentiallyConsistent) }

    func born() {
        count.wrappingAdd(1, ordering: .sequentiallyConsistent)
        made.wrappingAdd(1, ordering: .sequentiallyConsistent)
    }

    func died() {
        count.wrappingSubtract(1, ordering: .sequentiallyConsistent)
    }
}

/// An object that reports its life to a ``LiveCounter``.
final class Tracked: Sendable {
    let counter: LiveCounter

    init(_ counter: LiveCounter) {
        self.counter = counter
        counter.born()
    }

    deinit {
        counter.died()
    }
}

/// A counter of calls that can be shared with `@Sendable` closures.
final class CallCounter: Sendable {
    private let value = Atomic<Int>(0)

    var count: Int { value.load(ordering: .sequentiallyConsistent) }

    @discardableResult
    func increment() -> Int {
        value.wrappingAdd(1, ordering: .sequentiallyConsistent).newValue
    }
}
