import Dispatch
import Foundation
import Testing

/// Runs `body` on its own thread and records an issue if it has not finished after `seconds`:
/// a deadlock fails the test instead of hanging the run (the stuck thread is abandoned).
func expectCompletes(
    within seconds: Double = 20,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: @escaping @Sendable () -> Void
) {
    let finished = DispatchSemaphore(value: 0)
    let thread = Thread {
        body()
        finished.signal()
    }
    thread.stackSize = 8 << 20
    thread.start()
    if finished.wait(timeout: .now() + seconds) == .timedOut {
        Issue.record("did not finish within \(seconds) s: deadlock?", sourceLocation: sourceLocation)
    }
}
