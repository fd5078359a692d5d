/// Memory for the instance an unspecialized resolution hands back (and for the runtime arguments
/// it passes).
///
/// Code that is not specialized for the service type cannot keep an instance in a local variable
/// of type `Service?` (or return it through a closure of `withUnsafe…`) without looking up the
/// metadata of `Optional<Service>` (or `Result`) at run time, which costs more than the rest of
/// the resolution. It keeps the instance in memory of the thread's context instead, taken and
/// given back last in, first out, as nested resolutions are; a deeper nesting than the memory
/// holds falls back to the heap.
extension ResolutionContext {
    static let resultMemoryCapacity = 4_096
    static let resultMemoryAlignment = 16

    /// Uninitialized memory for one `Service`, and what to pass to ``giveBackResultMemory(_:_:)``
    /// once the instance is moved out.
    func takeResultMemory<Service>(for service: Service.Type) -> (memory: UnsafeMutableRawPointer, used: Int) {
        takeResultMemory(byteCount: MemoryLayout<Service>.size, alignment: MemoryLayout<Service>.alignment)
    }

    /// Uninitialized memory of `byteCount` bytes aligned to `alignment` (also used for the
    /// runtime arguments an unspecialized resolution passes, see ``ArgumentLayout``), and what
    /// to pass to ``giveBackResultMemory(_:_:)`` once it is no longer used.
    @inline(__always)
    func takeResultMemory(byteCount: Int, alignment: Int) -> (memory: UnsafeMutableRawPointer, used: Int) {
        let start = (resultMemoryUsed + alignment - 1) & ~(alignment - 1)
        let end = start + byteCount
        guard alignment <= Self.resultMemoryAlignment, end <= Self.resultMemoryCapacity else {
            return (UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: alignment), -1)
        }
        defer { resultMemoryUsed = end }
        return (resultMemory + start, resultMemoryUsed)
    }

    /// Gives back memory taken with ``takeResultMemory(for:)`` or
    /// ``takeResultMemory(byteCount:alignment:)``, which returned `used`.
    func giveBackResultMemory(_ memory: UnsafeMutableRawPointer, _ used: Int) {
        guard used >= 0 else { return memory.deallocate() }
        resultMemoryUsed = used
    }
}
