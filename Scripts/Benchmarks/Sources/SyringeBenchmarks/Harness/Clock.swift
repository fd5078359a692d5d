import Dispatch

/// Nanoseconds on a monotonic clock.
@inline(__always)
func nanoseconds() -> UInt64 {
    DispatchTime.now().uptimeNanoseconds
}
