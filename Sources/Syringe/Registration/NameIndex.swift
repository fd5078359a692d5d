/// Where the newest registration of each name sits in a ``RegistrationList`` with many
/// registrations.
///
/// A few names (the usual case) are found by scanning the registrations from the newest, which is
/// cheaper than hashing a string. With many names the scan would make registering `n` names cost
/// `n²` string comparisons, so past ``threshold`` registrations a list keeps this index: an
/// open-addressing table hashed by ``NameHash``, holding one slot per name (the newest
/// registration's position), at most three quarters full. A slot is eight bytes: the position
/// and 32 bits of the name's hash, so that a probe compares a name only when the hashes match,
/// and growing the table never hashes a name again.
///
/// The table is a plain buffer, so that reading the index retains nothing; the list that keeps
/// the index owns the buffer and frees it with ``deallocate()``.
@usableFromInline
struct NameIndex {
    /// The number of registrations of a list from which it is indexed.
    @inlinable static var threshold: Int { 16 }

    /// Each slot holds the name's hash in its upper half and a position plus one in its lower half
    /// (zero marks an empty slot).
    @usableFromInline var slots: UnsafeMutablePointer<UInt64>
    /// The number of slots minus one; the number of slots is a power of two.
    @usableFromInline var mask: Int
    @usableFromInline var names = 0

    /// Indexes `registrations`, the newest registration of each name winning.
    @inlinable
    init<Indexed: NamedRegistration>(indexing registrations: UnsafeBufferPointer<Indexed>) {
        var capacity = 16
        while capacity < registrations.count * 2 { capacity *= 2 }
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: 0, count: capacity)
        mask = capacity - 1
        for position in registrations.indices {
            _ = insert(position, hash: Self.hash(of: registrations[position].name), of: registrations)
        }
    }

    /// Frees the table.
    @usableFromInline
    func deallocate() {
        slots.deallocate()
    }

    /// The position of the newest registration named `name`, if any.
    @inlinable
    func position<Indexed: NamedRegistration>(of name: String?, in registrations: UnsafeBufferPointer<Indexed>) -> Int? {
        let hash = Self.hash(of: name)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let stored = slots[slot]
            if stored == 0 { return nil }
            let position = Int(truncatingIfNeeded: stored & 0xFFFF_FFFF) - 1
            if stored >> 32 == hash, registrations[position].name == name { return position }
            slot = (slot + 1) & mask
        }
    }

    /// Records that the registration at `position` is now the newest with its name.
    ///
    /// - Returns: The position of the registration it shadows, if any.
    @inlinable
    mutating func insert<Indexed: NamedRegistration>(_ position: Int, of registrations: UnsafeBufferPointer<Indexed>) -> Int? {
        insert(position, hash: Self.hash(of: registrations[position].name), of: registrations)
    }

    @inlinable
    mutating func insert<Indexed: NamedRegistration>(
        _ position: Int, hash: UInt64, of registrations: UnsafeBufferPointer<Indexed>
    ) -> Int? {
        precondition(position < UInt32.max, "Syringe: more than \(UInt32.max - 1) registrations of one service type and argument types")
        let entry = hash << 32 | UInt64(position + 1)
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
        names += 1
        if names * 4 > (mask + 1) * 3 { grow() }
        return nil
    }

    /// Doubles the table, placing each slot again by the hash it keeps.
    @usableFromInline
    mutating func grow() {
        let old = UnsafeMutableBufferPointer(start: slots, count: mask + 1)
        let capacity = old.count * 2
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: 0, count: capacity)
        mask = capacity - 1
        for stored in old where stored != 0 {
            var slot = Int(truncatingIfNeeded: stored >> 32) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = stored
        }
        old.deallocate()
    }

    /// The 32 bits of the name's ``NameHash`` that the index keeps.
    @inlinable
    static func hash(of name: String?) -> UInt64 {
        UInt64(truncatingIfNeeded: NameHash.of(name)) & 0xFFFF_FFFF
    }
}
