/// Where the newest entry of each name sits among the entries of a type pair, for type pairs
/// registered under many names.
///
/// A few names (the usual case) are found by scanning the entries from the newest, which is
/// cheaper than hashing a string. With many names the scan would make registering `n` names cost
/// `n²` string comparisons, so past ``threshold`` entries a ``Registry`` bucket keeps this index:
/// an open-addressing table hashed by ``NameHash``, holding one slot per name (the newest entry's
/// position), at most three quarters full. A slot is four bytes: the position in its low 24 bits
/// and 8 more bits of the name's hash, so that a probe compares a name only when those bits
/// match.
@usableFromInline
struct NameIndex {
    /// The number of entries of a type pair from which it is indexed.
    static let threshold = 16
    /// The number of entries of one type pair that the positions in a slot can address.
    static let capacityLimit = 1 << 24 - 1

    @usableFromInline static var positionMask: UInt32 { 1 << 24 - 1 }

    /// Each slot holds a position in the entries plus one (zero marks an empty slot), and the
    /// name's tag in the top byte.
    @usableFromInline var slots: [UInt32]
    private var names = 0

    /// Indexes `entries`, the newest entry of each name winning.
    init(indexing entries: [AnyServiceEntry]) {
        precondition(
            entries.count <= Self.capacityLimit,
            "Syringe: more than \(Self.capacityLimit) registrations of one service type and argument types")
        var capacity = 16
        while capacity < entries.count * 2 { capacity *= 2 }
        slots = Array(repeating: 0, count: capacity)
        for position in entries.indices {
            _ = insert(position, of: entries)
        }
    }

    /// The position of the newest entry named `name`, if any.
    @inlinable
    func position(of name: String?, in entries: UnsafeBufferPointer<AnyServiceEntry>) -> Int? {
        let hash = NameHash.of(name)
        let tag = Self.tag(of: hash)
        let mask = slots.count - 1
        var slot = hash & mask
        while true {
            let stored = slots[slot]
            if stored == 0 { return nil }
            let position = Int(stored & Self.positionMask) - 1
            if stored & ~Self.positionMask == tag, entries[position].name == name { return position }
            slot = (slot + 1) & mask
        }
    }

    /// Records that the entry at `position` is now the newest with its name.
    ///
    /// - Returns: The position of the entry it shadows, if any.
    mutating func insert(_ position: Int, of entries: [AnyServiceEntry]) -> Int? {
        precondition(
            position < Self.capacityLimit,
            "Syringe: more than \(Self.capacityLimit) registrations of one service type and argument types")
        let name = entries[position].name
        let hash = NameHash.of(name)
        let tag = Self.tag(of: hash)
        let mask = slots.count - 1
        var slot = hash & mask
        while slots[slot] != 0 {
            let stored = slots[slot]
            let shadowed = Int(stored & Self.positionMask) - 1
            if stored & ~Self.positionMask == tag, entries[shadowed].name == name {
                slots[slot] = tag | UInt32(position + 1)
                return shadowed
            }
            slot = (slot + 1) & mask
        }
        slots[slot] = tag | UInt32(position + 1)
        names += 1
        if names * 4 > slots.count * 3 { self = NameIndex(indexing: entries) }
        return nil
    }

    /// Eight bits of `hash` that the slot index does not use, in a slot's top byte.
    @inlinable
    static func tag(of hash: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: UInt(bitPattern: hash) >> 56) << 24
    }
}
