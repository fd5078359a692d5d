#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The reader stripe of the calling thread for ``ReadMostlyLock``.
///
/// Derived from the thread's identity with a multiplicative hash: cheap to compute and stable for
/// the life of the thread. Two threads that land on the same stripe stay correct; they only share
/// a cache line.
@usableFromInline
enum ThreadStripe {
    @inlinable @inline(__always)
    static var current: Int {
        #if canImport(Darwin)
        let identity = UInt(bitPattern: pthread_self())
        #else
        let identity = UInt(pthread_self())
        #endif
        return Int(truncatingIfNeeded: (identity &* 0x9E37_79B9_7F4A_7C15) >> (UInt.bitWidth - 3))
    }
}
