/// The tuple types of the pairs of runtime arguments that unspecialized code resolves with,
/// remembered per thread by the metadata of their two elements.
///
/// A registration with two runtime arguments is keyed by the metadata of their tuple,
/// `(First, Second)`. Specialized code refers to it directly; optimized code that is not
/// specialized (a generic helper, a call through `Resolver`) would ask the runtime for it on
/// every call, a lookup in the runtime's locked cache that cost about 170 of the 1,300
/// instructions of a two-argument resolve. This cache answers from the two element types with
/// two comparisons: eight entries, found by a hash of the element metadata. Metadata is never
/// freed, so an entry never goes stale.
///
/// Owned by its thread's ``ResolutionContext``, which frees it: only that thread reads or writes
/// it, so it needs no lock.
@usableFromInline
struct ArgumentTupleCache {
    @usableFromInline
    struct Entry {
        /// The addresses of the two element types' metadata; zero in an empty entry, which no
        /// lookup matches.
        @usableFromInline var first: UInt
        @usableFromInline var second: UInt
        @usableFromInline var tuple: Any.Type

        @inlinable
        init(first: UInt, second: UInt, tuple: Any.Type) {
            self.first = first
            self.second = second
            self.tuple = tuple
        }
    }

    /// How many of the hash's top bits index an entry.
    @inlinable static var indexBits: Int { 3 }

    /// The number of entries.
    @inlinable static var capacity: Int { 1 << indexBits }

    /// `capacity` entries.
    @usableFromInline let entries: UnsafeMutablePointer<Entry>

    init() {
        entries = .allocate(capacity: Self.capacity)
        entries.initialize(repeating: Entry(first: 0, second: 0, tuple: Void.self), count: Self.capacity)
    }

    /// Frees the entries; the cache is not used again.
    func deallocate() {
        entries.deinitialize(count: Self.capacity)
        entries.deallocate()
    }

    /// The metadata of `(First, Second)`, from the cache when it has it.
    @inlinable
    func tupleType<First, Second>(_ first: First.Type, _ second: Second.Type) -> Any.Type {
        let firstAddress = unsafeBitCast(First.self as Any.Type, to: UInt.self)
        let secondAddress = unsafeBitCast(Second.self as Any.Type, to: UInt.self)
        // The registry's hash: the index comes from the top bits.
        let hash = TypePair.mix(firstAddress, secondAddress)
        let entry = entries + Int(truncatingIfNeeded: hash &>> (UInt.bitWidth - Self.indexBits))
        if entry.pointee.first == firstAddress, entry.pointee.second == secondAddress { return entry.pointee.tuple }
        let tuple: Any.Type = (First, Second).self
        entry.pointee = Entry(first: firstAddress, second: secondAddress, tuple: tuple)
        return tuple
    }
}
