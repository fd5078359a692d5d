#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// One step of the resolution in progress on a thread: an entry running its factory or its
/// `initCompleted` handlers for a request.
///
/// The frames of a thread form the resolution path (`A → B → C`) that diagnostics report and
/// that cycle detection searches. A frame holds only plain values and pointers into the
/// resolving call's stack, which outlives the frame, so
/// pushing and popping one costs no reference counting.
struct ResolutionFrame {
    enum Step: Equatable {
        /// The entry's factory is running.
        case factory
        /// The entry's `initCompleted` handlers are running on a new instance; `isKept` tells
        /// whether the instance is already stored where a repeated request will find it (every
        /// scope but `.transient`).
        case initCompleted(isKept: Bool)
    }

    /// The ``EntryTraits/identity`` of the registration.
    let entry: UInt64
    let request: ResolutionRequest
    let step: Step

    @inline(__always)
    init(entry: UInt64, request: ResolutionRequest, step: Step) {
        self.entry = entry
        self.request = request
        self.step = step
    }

    /// The key that was requested.
    var key: RegistrationKey { request.key }

    /// Whether `other` is a frame of the same entry entered with bit-for-bit the same arguments.
    func repeats(_ other: ResolutionFrame) -> Bool {
        guard entry == other.entry, request.argumentsSize == other.request.argumentsSize else { return false }
        return request.argumentsSize == 0
            || memcmp(request.arguments, other.request.arguments, request.argumentsSize) == 0
    }
}
