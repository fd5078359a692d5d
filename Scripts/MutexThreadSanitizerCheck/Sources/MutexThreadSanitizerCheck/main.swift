import Dispatch
import Synchronization

// Two threads increment a dictionary inside `Mutex.withLock`, as Syringe's shared state would.
// The accesses never overlap, so any report is a false positive: on Linux the mutex waits with
// futex system calls, which the thread sanitizer does not intercept, so under contention it
// sees two unordered accesses.

final class Counters: Sendable {
    let values = Mutex<[Int: Int]>([:])
}

let counters = Counters()
DispatchQueue.concurrentPerform(iterations: 2) { worker in
    for round in 0..<20_000 {
        counters.values.withLock { $0[round % 64, default: 0] += worker + 1 }
    }
}
let total = counters.values.withLock { $0.values.reduce(0, +) }
print(total == 20_000 * 3 ? "consistent: \(total)" : "inconsistent: \(total)")
