import Synchronization

/// Runs a verification check on its own thread as code of the actor that called the
/// verification, which waits, blocked, until the check's thread ends.
///
/// While the caller waits, nothing else can run on its actor, so the actor's code may run on the
/// check's thread without racing other code of the actor. Syringe's own isolation check lets it
/// (``ResolutionContext/verificationMayRun(isolatedTo:)``); so that the factories' code, and the
/// Swift runtime's checks inside it (`MainActor.assumeIsolated`, `assertIsolated`), count it as
/// running on the actor too, the check runs as a task whose jobs this thread runs with
/// `runSynchronously(isolatedTo:taskExecutor:)`, the actor's executor as their serial executor.
///
/// The task's body is synchronous: it never suspends, and the loop below ends once its jobs ran.
/// A check that fails ends the thread inside the job (see ``VerificationThread``), abandoning the
/// task with the rest of what the thread held.
enum LentIsolation {
    /// Runs `body` on the calling thread, counted as code of `actor`, which must be the actor
    /// that waits for this thread to end.
    static func run(as actor: any Actor, _ body: @escaping () -> Void) {
        let executor = CheckExecutor()
        let work = CheckBody(run: body)
        // Nonisolated, so that the task's jobs go to the executor it prefers: this thread's.
        Task(executorPreference: executor) { work.run() }
        let serialExecutor = actor.unownedExecutor
        let taskExecutor = executor.asUnownedTaskExecutor()
        while let job = executor.next() {
            job.runSynchronously(isolatedTo: serialExecutor, taskExecutor: taskExecutor)
        }
    }
}

/// The check's work, handed to its task. Only the check's thread runs it.
private struct CheckBody: @unchecked Sendable {
    let run: () -> Void
}

/// The executor of a check's task: it keeps the task's jobs for the check's thread to run.
private final class CheckExecutor: TaskExecutor {
    private let jobs = Mutex<[UnownedJob]>([])

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        jobs.withLock { $0.append(job) }
    }

    /// The next job to run, if any.
    func next() -> UnownedJob? {
        jobs.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    }
}
