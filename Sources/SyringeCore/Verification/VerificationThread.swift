#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A short-lived thread on which one verification check runs.
///
/// A check ends its thread as soon as a resolution fails, with `pthread_exit`, so that a factory
/// that force-unwraps the missing service never runs on and stops the process; the verifier
/// then goes on with the next check. No other way exists to leave a factory that cannot return:
/// the trapping forms (`r ~> Service.self`, `@Injected`) must hand the factory an instance, and
/// Swift cannot unwind through frames that do not throw.
///
/// Ending a thread this way skips the cleanup of every frame between the check's start and the
/// failure. What those frames held is never released, and that is the whole damage:
/// - the references they held: the container verified (so a container with a failed check is
///   never deallocated, with its registrations and shared instances), the thread's
///   ``ResolutionContext``, the failure's report, and the instances the factories on the failing
///   path made before it;
/// - the `defer` blocks and locks of the factories on that path: a factory that holds a lock of
///   its own when it resolves the missing service keeps holding it. Syringe itself holds no lock
///   there: a check shares no instance, and its factories run outside the container's locks (see
///   ``ResolutionContext/isVerifying``).
///
/// What a failed check abandons is kept in ``abandoned`` for the life of the process: the
/// container and the context (with the check it holds) stay reachable, so that LeakSanitizer
/// (`swift test --sanitize=address`) reports only other leaks; what the failing path allocated on
/// the thread is matched by the `VerificationThread` entry of `.ci/lsan-suppressions.txt`.
enum VerificationThread {
    /// The checks handed to threads, by the thread that runs each.
    private static let handedOver = LockedValue<[pthread_t: VerificationCheck]>([:])
    /// What the threads of failed checks abandoned, kept for ever.
    private static let abandoned = LockedValue<[AnyObject]>([])

    /// Runs `check` on a new thread and waits until the thread ends.
    static func run(_ check: VerificationCheck) {
        // The new thread takes its check by its own identity, under the lock that is held here
        // until the check is recorded, so it never looks before then. It takes the check out
        // itself, while it runs: the identity of a thread that has ended may be given to the next
        // thread at once.
        let thread = handedOver.withLock { checks in
            let thread = startThread()
            checks[thread] = check
            return thread
        }
        let joined = pthread_join(thread, nil)
        precondition(joined == 0, "Syringe: pthread_join failed with \(joined)")
    }

    /// Starts a thread that runs the check handed over to it.
    private static func startThread() -> pthread_t {
        #if canImport(Darwin) || canImport(Musl)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let status = pthread_create(&thread, nil, { _ in
            VerificationThread.runHandedOverCheck()
            return nil
        }, nil)
        precondition(status == 0, "Syringe: pthread_create failed with \(status)")
        #if canImport(Darwin) || canImport(Musl)
        return thread!
        #else
        return thread
        #endif
    }

    /// Runs, on a new thread, the check handed over to it.
    private static func runHandedOverCheck() {
        guard let check = handedOver.withLock({ $0.removeValue(forKey: pthread_self()) }) else {
            preconditionFailure("Syringe: a verification thread started without its check")
        }
        check.run()
    }

    /// Ends the calling verification thread, abandoning `container` and `context`, which its
    /// frames hold references to.
    ///
    /// Both are kept for ever: the thread's end would otherwise release the context (its
    /// thread-specific slot owns it) and, with it, the check it refers to, which the skipped
    /// frames may still use.
    static func exit(abandoning container: Container?, _ context: ResolutionContext) -> Never {
        abandoned.withLock { abandoned in
            abandoned.append(context)
            if let container { abandoned.append(container) }
        }
        pthread_exit(nil)
    }
}
