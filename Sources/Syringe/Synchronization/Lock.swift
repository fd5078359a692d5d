#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A mutex whose address never moves: it lives in an allocation of its own, a ``MutexStorage``,
/// which copies of the lock share. Optionally recursive.
///
/// The recursive kind guards the making of shared instances: a factory may resolve, and so
/// make, other shared instances on the same thread while the lock is held.
///
/// ```swift
/// let lock = Lock()
/// lock.withLock { counter += 1 }
/// ```
struct Lock: @unchecked Sendable {
    // Sendable: the mutex is the only state, and it is only used through pthread's calls.
    private let storage: MutexStorage

    /// Creates a lock; a recursive one may be locked again by the thread that holds it.
    init(recursive: Bool = false) {
        storage = MutexStorage.make(recursive: recursive)
    }

    /// Acquires the lock; pair with ``unlock()``.
    func lock() {
        storage.withUnsafeMutablePointerToElements { _ = pthread_mutex_lock($0) }
    }

    /// Releases the lock acquired with ``lock()``.
    func unlock() {
        storage.withUnsafeMutablePointerToElements { _ = pthread_mutex_unlock($0) }
    }

    /// Runs `body` while holding the lock.
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}

/// The allocation that holds a ``Lock``'s mutex, after the object's header, where
/// `ManagedBuffer` places its one element. It initializes the mutex when it is made and destroys
/// it when the last copy of the lock goes away.
final class MutexStorage: ManagedBuffer<Void, pthread_mutex_t> {
    static func make(recursive: Bool) -> MutexStorage {
        let storage = create(minimumCapacity: 1) { _ in } as! MutexStorage
        storage.withUnsafeMutablePointerToElements { mutex in
            mutex.initialize(to: pthread_mutex_t())
            var attributes = pthread_mutexattr_t()
            pthread_mutexattr_init(&attributes)
            if recursive {
                pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
            }
            let status = pthread_mutex_init(mutex, &attributes)
            pthread_mutexattr_destroy(&attributes)
            precondition(status == 0, "Syringe: pthread_mutex_init failed with \(status)")
        }
        return storage
    }

    deinit {
        withUnsafeMutablePointerToElements { mutex in
            pthread_mutex_destroy(mutex)
            mutex.deinitialize(count: 1)
        }
    }
}
