import SyringeExecutorCheck

#if canImport(Darwin)
import Darwin
#endif

/// Whether code runs on an actor, asked without stopping the program.
enum ActorIsolation {
    /// Whether the calling thread is the process's main thread; `false` where that is not known
    /// (the caller then asks ``isCurrent(_:)``).
    static var isMainThread: Bool { syringe_is_main_thread() }

    /// Whether the calling code runs on `actor`'s executor; `nil` where the runtime cannot say
    /// without stopping the program (Apple systems before the 26 releases, for an actor other than
    /// the main actor).
    static func isCurrent(_ actor: any Actor) -> Bool? {
        if syringe_can_check_executor() {
            let (identity, implementation) = reinterpret(actor.unownedExecutor, as: (UnsafeRawPointer?, UInt).self)
            return syringe_is_current_executor(identity, implementation)
        }
        #if canImport(Darwin)
        // On Apple systems the main actor's executor is the main queue, which only the main
        // thread runs.
        if actor === MainActor.shared { return pthread_main_np() != 0 }
        #endif
        return nil
    }
}
