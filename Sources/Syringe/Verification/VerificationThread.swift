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
/// then goes on with the next check. Ending a thread this way skips the cleanup of the frames in
/// between, so what they held is leaked; the check holds no lock at that point.
enum VerificationThread {
    private final class Work {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    /// Runs `body` on a new thread and waits until the thread ends.
    static func run(_ body: @escaping () -> Void) {
        let work = Unmanaged.passRetained(Work(body)).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        let status = pthread_create(&thread, nil, { work in
            Unmanaged<Work>.fromOpaque(work).takeRetainedValue().body()
            return nil
        }, work)
        precondition(status == 0, "Syringe: pthread_create failed with \(status)")
        pthread_join(thread!, nil)
        #else
        var thread = pthread_t()
        let status = pthread_create(&thread, nil, { work in
            Unmanaged<Work>.fromOpaque(work!).takeRetainedValue().body()
            return nil
        }, work)
        precondition(status == 0, "Syringe: pthread_create failed with \(status)")
        pthread_join(thread, nil)
        #endif
    }

    /// Ends the calling verification thread.
    static func exit() -> Never {
        pthread_exit(nil)
    }
}
