/// Finding registrations by name, without the service type: the newest registration with a name
/// serves it. The unnamed one is found by a remembered position, named ones by scanning from the
/// newest or, past ``NameIndex/threshold`` registrations, through a ``NameIndex``.
extension RegistrationList {
    /// The position of the newest registration named `name`, under the read lock.
    @_transparent
    final func position(named name: String?) -> Int? {
        guard let name else { return unnamedPosition >= 0 ? unnamedPosition : nil }
        return position(ofName: name)
    }

    /// The position of the newest registration of `list` named `name`, under the read lock; the
    /// list is read through a borrowed reference.
    static func position(named name: String?, in list: Unmanaged<RegistrationList>) -> Int? {
        list._withUnsafeGuaranteedRef { $0.position(named: name) }
    }

    /// The position of the newest registration named `name`, under the read lock. A function of
    /// its own, so that finding the unnamed registration in a debug build does not set up the
    /// locals of the search.
    final func position(ofName name: String) -> Int? {
        guard count <= NameIndex.threshold else {
            return (nameIndex ?? publishNameIndex()).position(of: name, in: registrations)
        }
        // `==` compares the strings' bits first, which equal names of a short list share (see
        // ``shadowedPosition(byNewest:)``). Unwrapped first: `==` on optionals is generic code,
        // which a debug build calls unspecialized.
        var position = count
        while position > 0 {
            position -= 1
            if let stored = registrations[position].name, stored == name { return position }
        }
        return nil
    }

    /// Builds the name index of the registrations as they are and publishes it, unless another
    /// thread published one meanwhile, which it returns instead. Safe in a read section: readers
    /// that race each build one, and all but the first discard theirs.
    final func publishNameIndex() -> NameIndex {
        let made = NameIndex(indexing: registrations, count: count)
        let (exchanged, published) = nameIndexBuffer.compareExchange(
            expected: nil, desired: made.buffer, ordering: .acquiringAndReleasing)
        guard !exchanged, let published else { return made }
        made.deallocate()
        return NameIndex(buffer: published)
    }

    /// The position of the registration that the newest one, at `position`, shadows; under the
    /// write lock.
    ///
    /// A short list is scanned, and the newest registration keeps its name as the one it shadows
    /// stores it (see ``position(named:)``). A long list keeps its name index up to date once it
    /// has one; before the first named lookup builds it, the shadowed registration is looked for
    /// only if a registration of the list filled its slot (only a state or a kept object
    /// keeps instances), as releasing its instances is all the caller does with it: registering
    /// many names at start-up hashes none of them.
    final func shadowedPosition(byNewest position: Int) -> Int? {
        if count <= NameIndex.threshold {
            var candidate = position
            while candidate > 0 {
                candidate -= 1
                if registrations[candidate].name == registrations[position].name {
                    registrations[position].name = registrations[candidate].name
                    return candidate
                }
            }
            return nil
        }
        if var index = nameIndex {
            defer { nameIndexBuffer.store(index.buffer, ordering: .releasing) }
            return index.insert(position, of: registrations)
        }
        guard hasFilledSlots else { return nil }
        var index = NameIndex(indexing: registrations, count: position)
        defer { nameIndexBuffer.store(index.buffer, ordering: .releasing) }
        return index.insert(position, of: registrations)
    }

    /// Brings the unnamed position and the names up to date after registrations were removed:
    /// the name index is dropped (the next named lookup builds it again), and equal names of a
    /// list short enough to be scanned are stored identically again.
    final func reindexNames() {
        unnamedPosition = (0..<count).last { registrations[$0].name == nil } ?? -1
        nameIndexBuffer.exchange(nil, ordering: .acquiringAndReleasing)?.deallocate()
        guard count <= NameIndex.threshold else { return }
        for position in 0..<count {
            if let equal = (0..<position).first(where: { registrations[$0].name == registrations[position].name }) {
                registrations[position].name = registrations[equal].name
            }
        }
    }

    /// The name of the registration at `position`.
    final func name(at position: Int) -> String? {
        registrations[position].name
    }

    /// The positions of the registrations that serve a name (shadowed ones are skipped), oldest
    /// first.
    final func visiblePositions() -> [Int] {
        var seenNames = Set<String?>()
        return (0..<count).reversed().filter { seenNames.insert(registrations[$0].name).inserted }.reversed()
    }
}
