/// One step of the resolution in progress on a thread: an entry running its factory or its
/// `initCompleted` handlers for a requested key.
///
/// The frames of a thread form the resolution path (`A → B → C`) that diagnostics report and
/// that cycle detection searches.
@usableFromInline
struct ResolutionFrame {
    @usableFromInline
    enum Step: Equatable {
        /// The entry's factory is running.
        case factory
        /// The entry's `initCompleted` handlers are running on a new instance; `isKept` tells
        /// whether the instance is already stored where a repeated request will find it (every
        /// scope but `.transient`).
        case initCompleted(isKept: Bool)
    }

    let entry: ObjectIdentifier
    let key: RegistrationKey
    /// The caller's argument tuple; valid while the frame is on the stack.
    let arguments: UnsafeRawPointer
    let argumentsSize: Int
    let step: Step

    @usableFromInline
    init(entry: ObjectIdentifier, key: RegistrationKey, arguments: UnsafeRawPointer, argumentsSize: Int, step: Step) {
        self.entry = entry
        self.key = key
        self.arguments = arguments
        self.argumentsSize = argumentsSize
        self.step = step
    }

    /// Whether this frame was entered for the same entry with bit-for-bit the same arguments.
    func repeats(_ entry: ObjectIdentifier, arguments: UnsafeRawPointer, size: Int) -> Bool {
        guard self.entry == entry, argumentsSize == size else { return false }
        return size == 0 || memcmp(self.arguments, arguments, size) == 0
    }
}

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
