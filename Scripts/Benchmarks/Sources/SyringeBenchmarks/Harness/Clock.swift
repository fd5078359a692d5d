import Dispatch

/// Nanoseconds on a monotonic clock.
@inline(__always)
func nanoseconds() -> UInt64 {
    DispatchTime.now().uptimeNanoseconds
}

/// Microseconds that `build` takes, keeping what it built alive until the clock is read.
func microseconds(_ build: () -> Any) -> Double {
    let start = nanoseconds()
    consume(build())
    return Double(nanoseconds() - start) / 1_000
}
