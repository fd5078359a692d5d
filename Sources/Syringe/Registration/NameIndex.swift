/// Where the newest registration of each name sits in a ``RegistrationList`` with many
/// registrations, found by reading the names of its registrations.
///
/// A few names (the usual case) are found by scanning the registrations from the newest, which is
/// cheaper than hashing a string. Past ``threshold`` registrations a list finds names through
/// this index: an open-addressing table hashed by ``NameHash``, holding one slot per name (the
/// newest registration's position), at most three quarters full. A slot is eight bytes: the
/// position and 32 bits of the name's hash, so that a probe compares a name only when the hashes
/// match, and growing the table never hashes a name again.
///
/// The index is a view of one plain buffer (its size, its number of names, then the slots), so
/// that reading it retains nothing and a list can publish it with one atomic store. The list
/// that keeps the index owns the buffer and frees it with ``deallocate()``.
struct NameIndex {
    /// The number of registrations of a list from which it is indexed.
    static var threshold: Int { 16 }

    /// The number of slots minus one, the number of names, then the slots. Each slot holds the
    /// name's hash in its upper half and a position plus one in its lower half (zero marks an
    /// empty slot).
    private(set) var buffer: UnsafeMutablePointer<UInt64>

    init(buffer: UnsafeMutablePointer<UInt64>) {
        self.buffer = buffer
    }

    /// Indexes the first `count` of `registrations`, the newest registration of each name winning.
    init(indexing registrations: UnsafeMutablePointer<_ServiceRegistration>, count: Int) {
        var capacity = 16
        while capacity < count * 2 { capacity *= 2 }
        buffer = Self.allocate(slots: capacity)
        for position in 0..<count {
            _ = insert(position, hash: Self.hash(of: registrations[position].name), of: registrations)
        }
    }

    /// An empty table of `slots` slots, a power of two.
    static func allocate(slots: Int) -> UnsafeMutablePointer<UInt64> {
        let buffer = UnsafeMutablePointer<UInt64>.allocate(capacity: 2 + slots)
        buffer.initialize(repeating: 0, count: 2 + slots)
        buffer[0] = UInt64(slots - 1)
        return buffer
    }

    /// Frees the table.
    func deallocate() {
        buffer.deallocate()
    }

    var mask: Int { Int(truncatingIfNeeded: buffer[0]) }
    var slots: UnsafeMutablePointer<UInt64> { buffer + 2 }

    /// The position of the newest registration named `name`, if any.
    func position(of name: String?, in registrations: UnsafeMutablePointer<_ServiceRegistration>) -> Int? {
        let hash = Self.hash(of: name)
        let mask = mask
        let slots = slots
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let stored = slots[slot]
            if stored == 0 { return nil }
            let position = Int(truncatingIfNeeded: stored & 0xFFFF_FFFF) - 1
            if stored >> 32 == hash, registrations[position].name == name { return position }
            slot = (slot + 1) & mask
        }
    }

    /// Records that the registration at `position` is now the newest with its name; the table
    /// may move to a larger buffer (see ``buffer``).
    ///
    /// - Returns: The position of the registration it shadows, if any.
    mutating func insert(_ position: Int, of registrations: UnsafeMutablePointer<_ServiceRegistration>) -> Int? {
        insert(position, hash: Self.hash(of: registrations[position].name), of: registrations)
    }

    mutating func insert(_ position: Int, hash: UInt64, of registrations: UnsafeMutablePointer<_ServiceRegistration>) -> Int? {
        precondition(position < UInt32.max, "Syringe: more than \(UInt32.max - 1) registrations of one service type and argument types")
        let entry = hash << 32 | UInt64(position + 1)
        let mask = mask
        let slots = slots
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let stored = slots[slot]
            let shadowed = Int(truncatingIfNeeded: stored & 0xFFFF_FFFF) - 1
            if stored >> 32 == hash, registrations[shadowed].name == registrations[position].name {
                slots[slot] = entry
                return shadowed
            }
            slot = (slot + 1) & mask
        }
        slots[slot] = entry
        buffer[1] += 1
        if buffer[1] * 4 > UInt64(mask + 1) * 3 { grow() }
        return nil
    }

    /// Moves the table to a buffer twice as large, placing each slot again by the hash it keeps.
    mutating func grow() {
        let old = NameIndex(buffer: buffer)
        buffer = Self.allocate(slots: (old.mask + 1) * 2)
        buffer[1] = old.buffer[1]
        let mask = mask
        for stored in UnsafeBufferPointer(start: old.slots, count: old.mask + 1) where stored != 0 {
            var slot = Int(truncatingIfNeeded: stored >> 32) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = stored
        }
        old.deallocate()
    }

    /// The 32 bits of the name's ``NameHash`` that the index keeps.
    static func hash(of name: String?) -> UInt64 {
        UInt64(truncatingIfNeeded: NameHash.of(name)) & 0xFFFF_FFFF
    }
}
