/// A value guarded by a ``Lock``: process-wide settings that any thread may read or change (the
/// logging function, the global `Space` values) and the state of async creations.
///
/// Built on the pthread mutex of ``Lock`` rather than the standard library's `Mutex`, whose
/// futex-based waiting the thread sanitizer cannot see: under contention it reports the
/// guarded accesses as races (Swift 6.3.1 on Linux; `Scripts/MutexThreadSanitizerCheck/run.sh`
/// says whether a toolchain still does).
final class LockedValue<Value>: @unchecked Sendable {
    private let lock = Lock()
    private var value: Value

    /// Guards `value`.
    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try lock.withLock { try body(&value) }
    }
}
