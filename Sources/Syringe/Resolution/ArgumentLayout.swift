/// Where two runtime arguments lie as their tuple `(First, Second)` in a block of memory after a
/// header of `start` bytes, computed without the tuple's metadata: unspecialized code resolving
/// with two arguments hands the factory their tuple by copying them to memory laid out so (see
/// ``ArgumentTupleCache``).
///
/// A tuple's elements lie in order, each at the first offset after the previous one that its
/// alignment allows, its alignment is its elements' largest, and its size ends with the last
/// element: the layout Swift gives tuples and structs, which the factory's wrapper
/// (``ServiceFactory/readingArguments(_:)``), specialized for the argument types, reads.
@usableFromInline
struct ArgumentLayout {
    /// Where the tuple, and so its first argument, starts in the block.
    @usableFromInline let tupleOffset: Int
    /// Where the second argument starts in the block.
    @usableFromInline let secondOffset: Int
    /// The size of the tuple.
    @usableFromInline let tupleSize: Int
    /// The alignment the block needs: the tuple's, or the header's if larger.
    @usableFromInline let alignment: Int

    /// The layout of `(First, Second)` after a header of `start` bytes aligned to
    /// `headerAlignment`.
    @inlinable @inline(__always)
    init<First, Second>(_ first: First.Type, _ second: Second.Type, after start: Int, headerAlignment: Int) {
        let secondMask = MemoryLayout<Second>.alignment - 1
        let secondInTuple = (MemoryLayout<First>.size + secondMask) & ~secondMask
        let tupleAlignment = max(MemoryLayout<First>.alignment, MemoryLayout<Second>.alignment)
        tupleOffset = (start + tupleAlignment - 1) & ~(tupleAlignment - 1)
        secondOffset = tupleOffset + secondInTuple
        tupleSize = secondInTuple + MemoryLayout<Second>.size
        alignment = max(tupleAlignment, headerAlignment)
    }

    /// The size of the block: the header, padding, and the tuple.
    @inlinable var blockSize: Int { tupleOffset + tupleSize }

    /// Whether arguments of `First` and `Second` may be handed over as copies of their bits in
    /// memory of the thread's context (aligned to at most `maximumAlignment`): values that can
    /// be moved by copying their bytes (not a `weak` reference on Apple platforms, whose copy the
    /// runtime must register, nor a C++ type with its own copy constructor), which the thread's
    /// memory can hold without a heap allocation.
    @inlinable @inline(__always)
    static func canCopyBits<First, Second>(of first: First.Type, _ second: Second.Type, maximumAlignment: Int) -> Bool {
        _isBitwiseTakable(First.self) && _isBitwiseTakable(Second.self)
            && MemoryLayout<First>.alignment <= maximumAlignment && MemoryLayout<Second>.alignment <= maximumAlignment
    }

    /// Copies the bits of `first` and `second` to their places in `block`, with the padding between
    /// them zero, so that the search for an endless resolution, which compares the arguments of
    /// two requests byte for byte, does not see garbage there. Nothing is retained: the copies
    /// are valid while the caller's arguments are, which the caller keeps for the resolution, and
    /// nothing needs destroying (see ``canCopyBits(of:_:maximumAlignment:)``).
    @inlinable @inline(__always)
    func copyBits<First, Second>(of first: borrowing First, _ second: borrowing Second, to block: UnsafeMutableRawPointer) {
        let firstEnd = tupleOffset + MemoryLayout<First>.size
        if secondOffset > firstEnd {
            (block + firstEnd).initializeMemory(as: UInt8.self, repeating: 0, count: secondOffset - firstEnd)
        }
        withUnsafePointer(to: first) { (block + tupleOffset).copyMemory(from: $0, byteCount: MemoryLayout<First>.size) }
        withUnsafePointer(to: second) { (block + secondOffset).copyMemory(from: $0, byteCount: MemoryLayout<Second>.size) }
    }
}
