/// One request to resolve an entry: the key asked for, the caller's arguments and whether the
/// resolution runs through a synchronized resolver.
///
/// It points into the stack of the `resolve` call that made it and is valid while that call
/// runs; holding no references, it is
/// copied without reference counting.
struct ResolutionRequest {
    let keyAddress: UnsafePointer<RegistrationKey>
    /// The caller's argument tuple.
    let arguments: UnsafeRawPointer
    let argumentsSize: Int
    let isSynchronized: Bool

    @inline(__always)
    init(key: UnsafePointer<RegistrationKey>, arguments: UnsafeRawPointer, argumentsSize: Int, isSynchronized: Bool) {
        self.keyAddress = key
        self.arguments = arguments
        self.argumentsSize = argumentsSize
        self.isSynchronized = isSynchronized
    }

    /// The key that was requested.
    var key: RegistrationKey { keyAddress.pointee }
}
