#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Synchronization

/// A mutual-exclusion lock, optionally recursive, over the standard library's `Mutex`.
///
/// The recursive kind guards the making of shared instances: a factory may resolve, and so
/// make, other shared instances on the same thread while the lock is held.
final class Lock: Sendable {
    private let mutex = Mutex<Void>(())
    private let isRecursive: Bool
    /// The thread that holds a recursive lock, or 0. Only the holding thread stores its own
    /// identity here, and it stores 0 again before it lets go of the mutex, so a thread that
    /// reads its own identity holds the lock; every other thread reads something else.
    private let holder = Atomic<UInt>(0)

    /// Creates a lock; a recursive one may be taken again by the thread that holds it.
    init(recursive: Bool = false) {
        isRecursive = recursive
    }

    /// Runs `body` while holding the lock.
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        guard isRecursive else { return try mutex.withLock { _ in try body() } }
        let thread = Self.currentThread
        if holder.load(ordering: .relaxed) == thread { return try body() }
        return try mutex.withLock { _ in
            holder.store(thread, ordering: .relaxed)
            defer { holder.store(0, ordering: .relaxed) }
            return try body()
        }
    }

    /// The calling thread's identity, never 0 while the thread runs.
    private static var currentThread: UInt {
        #if canImport(Glibc)
        UInt(pthread_self())
        #else
        UInt(bitPattern: pthread_self())  // a pointer on Darwin and Musl
        #endif
    }
}
