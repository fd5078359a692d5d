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
    /// The checks handed to threads, by the token each thread receives as its argument.
    private static let handedOver = LockedValue<[UInt: VerificationCheck]>([:])
    private static let nextToken = LockedValue<UInt>(1)
    /// What the threads of failed checks abandoned, kept for ever.
    private static let abandoned = LockedValue<[AnyObject]>([])

    /// Runs `check` on a new thread and waits until the thread ends.
    static func run(_ check: VerificationCheck) {
        let token = nextToken.withLock { token in
            defer { token += 1 }
            return token
        }
        handedOver.withLock { $0[token] = check }
        defer { handedOver.withLock { $0[token] = nil } }
        // The token is passed as the thread's argument: a number, not an address.
        let argument = UnsafeMutableRawPointer(bitPattern: token)
        #if canImport(Darwin)
        var thread: pthread_t?
        let status = pthread_create(&thread, nil, { argument in
            VerificationThread.runCheck(handedOverAs: UInt(bitPattern: argument))
            return nil
        }, argument)
        precondition(status == 0, "Syringe: pthread_create failed with \(status)")
        let joined = pthread_join(thread!, nil)
        #else
        var thread = pthread_t()
        let status = pthread_create(&thread, nil, { argument in
            VerificationThread.runCheck(handedOverAs: UInt(bitPattern: argument))
            return nil
        }, argument)
        precondition(status == 0, "Syringe: pthread_create failed with \(status)")
        let joined = pthread_join(thread, nil)
        #endif
        precondition(joined == 0, "Syringe: pthread_join failed with \(joined)")
    }

    /// Runs, on the new thread, the check handed over as `token`.
    private static func runCheck(handedOverAs token: UInt) {
        guard let check = handedOver.withLock({ $0[token] }) else {
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
