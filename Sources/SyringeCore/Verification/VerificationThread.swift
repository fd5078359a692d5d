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
/// Under LeakSanitizer (`swift test --sanitize=address`), the container and the context (with the
/// check it holds) are marked as deliberately abandoned, so that a run reports only other leaks;
/// what the failing path allocated on the thread is matched by the `VerificationThread` entry
/// of `.ci/lsan-suppressions.txt`.
enum VerificationThread {
    /// Runs `check` on a new thread and waits until the thread ends. The caller keeps the check
    /// alive; the thread only borrows it.
    static func run(_ check: VerificationCheck) {
        let borrowed = Unmanaged.passUnretained(check).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        let status = pthread_create(&thread, nil, { check in
            Unmanaged<VerificationCheck>.fromOpaque(check).takeUnretainedValue().run()
            return nil
        }, borrowed)
        precondition(status == 0, "Syringe: pthread_create failed with \(status)")
        let joined = pthread_join(thread!, nil)
        precondition(joined == 0, "Syringe: pthread_join failed with \(joined)")
        #else
        var thread = pthread_t()
        let status = pthread_create(&thread, nil, { check in
            Unmanaged<VerificationCheck>.fromOpaque(check!).takeUnretainedValue().run()
            return nil
        }, borrowed)
        precondition(status == 0, "Syringe: pthread_create failed with \(status)")
        let joined = pthread_join(thread, nil)
        precondition(joined == 0, "Syringe: pthread_join failed with \(joined)")
        #endif
        withExtendedLifetime(check) {}
    }

    /// Ends the calling verification thread, abandoning `container` and `context`, which its
    /// frames hold references to.
    ///
    /// The context is kept for ever, retained here: the thread's end would otherwise release it
    /// (its thread-specific slot owns it) and, with it, the check it refers to, which the skipped
    /// frames may still hold; whether a skipped frame retained the context itself is up to the
    /// optimizer.
    static func exit(abandoning container: Container?, _ context: ResolutionContext) -> Never {
        let abandoned = Unmanaged.passRetained(context)
        if let ignoreLeak = leakSanitizerIgnore {
            if let container { ignoreLeak(Unmanaged.passUnretained(container).toOpaque()) }
            ignoreLeak(abandoned.toOpaque())
        }
        pthread_exit(nil)
    }

    /// LeakSanitizer's `__lsan_ignore_object`, when the program runs with it: an object it
    /// ignores, and everything reachable from it, is not reported as a leak.
    private static let leakSanitizerIgnore: (@convention(c) (UnsafeRawPointer?) -> Void)? = {
        guard let program = dlopen(nil, RTLD_NOW), let symbol = dlsym(program, "__lsan_ignore_object") else { return nil }
        return reinterpret(symbol, as: (@convention(c) (UnsafeRawPointer?) -> Void).self)
    }()
}
