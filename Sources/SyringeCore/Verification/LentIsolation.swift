import Dispatch
import Synchronization

/// Runs a verification check on its own thread as a task, whose jobs this thread runs, counted as
/// code of the actor that called the verification, which waits, blocked, until the check's
/// thread ends.
///
/// While the caller waits, nothing else can run on its actor, so the actor's code may run on the
/// check's thread without racing other code of the actor. Syringe's own isolation check lets it
/// (``ResolutionContext/verificationMayRun(isolatedTo:)``); so that the factories' code, and the
/// Swift runtime's checks inside it (`MainActor.assumeIsolated`, `assertIsolated`), count it as
/// running on the actor too, each job runs with `runSynchronously(isolatedTo:taskExecutor:)`, the
/// actor's executor as its serial executor. Without an actor, jobs run as nonisolated code.
///
/// The task's nonisolated code runs on this thread: its jobs come to the executor it prefers,
/// which keeps them for this thread, and a hop to the lent actor stays on it (the runtime sees
/// that actor's executor running already). A nonisolated async factory that waits for something
/// elsewhere resumes here; code of another actor that it awaits runs on that actor's executor,
/// and code of an actor that waits resumes on its actor's own executor, which is why a check
/// runs no async factory isolated to an actor. A check that fails ends the thread inside a job
/// (see ``VerificationThread``), abandoning the task with the rest of what the thread held.
enum LentIsolation {
    /// Runs `body` on the calling thread, counted as code of `actor` (which must be the actor that
    /// waits for this thread to end), or as nonisolated code; returns when `body` has returned.
    static func run(as actor: (any Actor)?, _ body: @escaping () async -> Void) {
        let executor = CheckExecutor()
        let work = CheckBody(run: body)
        // Nonisolated, so that the task's jobs go to the executor it prefers: this thread's.
        Task(executorPreference: executor) {
            await work.run()
            executor.finish()
        }
        let taskExecutor = executor.asUnownedTaskExecutor()
        let serialExecutor = actor?.unownedExecutor
        while let job = executor.next() {
            if let serialExecutor {
                job.runSynchronously(isolatedTo: serialExecutor, taskExecutor: taskExecutor)
            } else {
                job.runSynchronously(on: taskExecutor)
            }
        }
    }
}

/// The check's work, handed to its task. Only the check's thread runs it.
private struct CheckBody: @unchecked Sendable {
    let run: () async -> Void
}

/// The executor of a check's task: it keeps the task's jobs for the check's thread, which waits
/// for each until the task says it has finished.
private final class CheckExecutor: TaskExecutor {
    private struct Queue {
        var jobs: [UnownedJob] = []
        var isFinished = false
    }

    private let queue = Mutex(Queue())
    /// Signalled once for each job enqueued and once when the task finishes.
    private let signal = DispatchSemaphore(value: 0)

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.withLock { $0.jobs.append(job) }
        signal.signal()
    }

    /// Called by the task as its last step.
    func finish() {
        queue.withLock { $0.isFinished = true }
        signal.signal()
    }

    /// The next job to run, waiting for one; `nil` once the task has finished and left none.
    func next() -> UnownedJob? {
        while true {
            signal.wait()
            let next: UnownedJob?? = queue.withLock { queue in
                if !queue.jobs.isEmpty { return queue.jobs.removeFirst() }
                return queue.isFinished ? .some(nil) : nil
            }
            if let next { return next }
        }
    }
}
