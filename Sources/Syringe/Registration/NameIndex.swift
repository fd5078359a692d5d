/// Where the newest registration of each name sits among the registrations of a type pair, for
/// type pairs registered under many names.
///
/// A few names (the usual case) are found by scanning the registrations from the newest, which
/// is cheaper than hashing a string. With many names the scan would make registering `n` names
/// cost `n²` string comparisons, so past ``threshold`` registrations a ``Registry`` bucket keeps
/// this index: an open-addressing table of positions, hashed by name, holding one position per
/// name (the newest). It stores positions only, four bytes a slot, and compares names in the
/// registrations themselves.
@usableFromInline
struct NameIndex {
    /// The number of registrations of a type pair from which it is indexed.
    static let threshold = 16

    /// Each slot holds a position in the registrations plus one; zero marks an empty slot.
    @usableFromInline var slots: [Int32]
    private var names = 0

    /// Indexes `registrations`, the newest registration of each name winning.
    init(indexing registrations: [Registration]) {
        var capacity = 16
        while capacity < registrations.count * 2 { capacity *= 2 }
        slots = Array(repeating: 0, count: capacity)
        for position in registrations.indices {
            _ = insert(position, of: registrations)
        }
    }

    /// The position of the newest registration named `name`, if any.
    @inlinable
    func position(of name: String?, in registrations: UnsafeBufferPointer<Registration>) -> Int? {
        let mask = slots.count - 1
        var slot = Self.startSlot(of: name, mask: mask)
        while true {
            let stored = Int(slots[slot])
            if stored == 0 { return nil }
            if registrations[stored - 1].name == name { return stored - 1 }
            slot = (slot + 1) & mask
        }
    }

    /// Records that the registration at `position` is now the newest with its name.
    ///
    /// - Returns: The position of the registration it shadows, if any.
    mutating func insert(_ position: Int, of registrations: [Registration]) -> Int? {
        let name = registrations[position].name
        let mask = slots.count - 1
        var slot = Self.startSlot(of: name, mask: mask)
        while slots[slot] != 0 {
            let stored = Int(slots[slot]) - 1
            if registrations[stored].name == name {
                slots[slot] = Int32(position + 1)
                return stored
            }
            slot = (slot + 1) & mask
        }
        slots[slot] = Int32(position + 1)
        names += 1
        if names * 2 > slots.count { self = NameIndex(indexing: registrations) }
        return nil
    }

    @inlinable
    static func startSlot(of name: String?, mask: Int) -> Int {
        var hasher = Hasher()
        hasher.combine(name)
        return hasher.finalize() & mask
    }
}
