extension UnsafeMutablePointer where Pointee: ~Copyable {
    /// Moves the first `count` elements of this buffer to a new one with room for `capacity`
    /// elements, frees this one, and returns the new one.
    ///
    /// The buffers that Syringe owns by hand (a graph's records, a thread's resolution path) grow
    /// this way, under whatever guards them.
    func movedToBuffer(count: Int, capacity: Int) -> UnsafeMutablePointer<Pointee> {
        let grown = UnsafeMutablePointer<Pointee>.allocate(capacity: capacity)
        grown.moveInitialize(from: self, count: count)
        deallocate()
        return grown
    }
}
