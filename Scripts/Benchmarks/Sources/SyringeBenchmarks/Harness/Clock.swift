import Dispatch

/// Nanoseconds on a monotonic clock.
@inline(__always)
func nanoseconds() -> UInt64 {
    DispatchTime.now().uptimeNanoseconds
}

/// Microseconds that `build` takes, keeping what it built alive until the clock is read: what it
/// built is released after, untimed (a container's start-up is measured, not its teardown).
func microseconds(_ build: () -> Any) -> Double {
    let start = nanoseconds()
    let built = build()
    let elapsed = nanoseconds() - start
    consume(built)
    return Double(elapsed) / 1_000
}
