#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A mutex, optionally recursive, kept as the element of a `ManagedBuffer`: storage whose address
/// Swift promises stays put while the buffer lives, which a pthread mutex needs, with no memory
/// allocated or freed by hand.
///
/// A pthread mutex, not the standard library's `Mutex`: the thread sanitizer cannot see that
/// one's futex-based waiting and reports what it guards as races (Swift 6.3.1 on Linux;
/// `Scripts/MutexThreadSanitizerCheck/run.sh` says whether a toolchain still does).
///
/// The recursive kind guards the making of shared instances: a factory may resolve, and so
/// make, other shared instances on the same thread while the lock is held.
final class Lock: @unchecked Sendable {
    /// The mutex, the buffer's one element; the buffer's header is unused.
    private let storage: ManagedBuffer<Void, pthread_mutex_t>

    /// Creates a lock; a recursive one may be locked again by the thread that holds it.
    init(recursive: Bool = false) {
        storage = .create(minimumCapacity: 1) { _ in }
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        if recursive {
            pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        }
        let status = storage.withUnsafeMutablePointerToElements { mutex in
            mutex.initialize(to: pthread_mutex_t())
            return pthread_mutex_init(mutex, &attributes)
        }
        pthread_mutexattr_destroy(&attributes)
        precondition(status == 0, "Syringe: pthread_mutex_init failed with \(status)")
    }

    deinit {
        let status = storage.withUnsafeMutablePointerToElements { pthread_mutex_destroy($0) }
        precondition(status == 0, "Syringe: pthread_mutex_destroy failed with \(status)")
    }

    /// Acquires the lock; pair with ``unlock()``.
    func lock() {
        let status = storage.withUnsafeMutablePointerToElements { pthread_mutex_lock($0) }
        precondition(status == 0, "Syringe: pthread_mutex_lock failed with \(status)")
    }

    /// Releases the lock acquired with ``lock()``.
    func unlock() {
        let status = storage.withUnsafeMutablePointerToElements { pthread_mutex_unlock($0) }
        precondition(status == 0, "Syringe: pthread_mutex_unlock failed with \(status)")
    }

    /// Runs `body` while holding the lock.
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
