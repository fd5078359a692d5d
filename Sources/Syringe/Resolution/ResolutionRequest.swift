/// One request to resolve an entry: the key asked for, the caller's arguments and whether the
/// resolution runs through a synchronized resolver.
///
/// It points into the stack of the `resolve` call that made it (or into memory of the thread's
/// context that the call took) and is valid while that call runs; holding no references, it is
/// copied without reference counting.
@usableFromInline
struct ResolutionRequest {
    @usableFromInline let keyAddress: UnsafePointer<RegistrationKey>
    /// The caller's argument tuple, or bits laid out as it (see ``ArgumentLayout``).
    @usableFromInline let arguments: UnsafeRawPointer
    @usableFromInline let argumentsSize: Int
    @usableFromInline let isSynchronized: Bool

    @usableFromInline @_transparent
    init(key: UnsafePointer<RegistrationKey>, arguments: UnsafeRawPointer, argumentsSize: Int, isSynchronized: Bool) {
        self.keyAddress = key
        self.arguments = arguments
        self.argumentsSize = argumentsSize
        self.isSynchronized = isSynchronized
    }

    /// The key that was requested.
    @inlinable
    var key: RegistrationKey { keyAddress.pointee }
}
