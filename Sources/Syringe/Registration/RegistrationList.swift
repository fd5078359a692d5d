/// The registrations of `Service` with one list of runtime argument types, made on one
/// container, oldest first.
///
/// Registrations are stored inline, so registering appends 48 bytes to an array instead of
/// allocating an object. Resolving finds the newest registration with the requested name: the
/// unnamed one by a remembered position, named ones by scanning from the newest or, past
/// ``NameIndex/threshold`` registrations, through a ``NameIndex``.
///
/// Not thread safe: the container tree's ``ReadMostlyLock`` guards it.
@usableFromInline
final class RegistrationList<Service>: AnyRegistrationList, @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) var registrations: [Registration<Service>] = []

    deinit {
        for registration in registrations { registration.state?.release() }
    }

    /// The position of the newest registration named `name`, under the read lock.
    @inlinable @inline(__always)
    func position(named name: String?) -> Int? {
        guard let name else { return unnamedPosition >= 0 ? unnamedPosition : nil }
        return registrations.withUnsafeBufferPointer { registrations in
            if let nameIndex { return nameIndex.position(of: name, in: registrations) }
            var position = registrations.count
            while position > 0 {
                position -= 1
                if registrations[position].name == name { return position }
            }
            return nil
        }
    }

    /// The position of the registration `identity`, under the lock: `hint` if it is still
    /// there, the newest registration's (where configuration usually happens) or a search.
    @inlinable
    func position(of identity: UInt64, hint: Int) -> Int? {
        registrations.withUnsafeBufferPointer { registrations in
            if registrations.indices.contains(hint), registrations[hint].traits.identity == identity { return hint }
            var position = registrations.count
            while position > 0 {
                position -= 1
                if registrations[position].traits.identity == identity { return position }
            }
            return nil
        }
    }

    /// Appends `registration`, the newest of its name now; under the write lock.
    ///
    /// - Returns: The position of the registration it shadows, if any.
    @inlinable
    func add(_ registration: Registration<Service>) -> Int? {
        let isNamed = registration.name != nil
        registrations.append(registration)
        let position = registrations.count - 1
        guard isNamed else {
            defer { unnamedPosition = position }
            return unnamedPosition >= 0 ? unnamedPosition : nil
        }
        if nameIndex != nil { return nameIndex!.insert(position, of: registrations) }
        if registrations.count > NameIndex.threshold { reindex() }
        return registrations.withUnsafeBufferPointer { registrations in
            var candidate = position
            while candidate > 0 {
                candidate -= 1
                if registrations[candidate].name == registrations[position].name { return candidate }
            }
            return nil
        }
    }

    /// Rebuilds the name index and the unnamed position after registrations were removed (or
    /// when the list grows past the index threshold).
    @usableFromInline
    func reindex() {
        unnamedPosition = registrations.lastIndex { $0.name == nil } ?? -1
        nameIndex = registrations.count > NameIndex.threshold ? NameIndex(indexing: registrations) : nil
    }

    override var count: Int { registrations.count }

    override func name(at position: Int) -> String? { registrations[position].name }

    override func traits(at position: Int) -> EntryTraits { registrations[position].traits }

    override func state(at position: Int) -> EntryState? { registrations[position].state?.takeUnretainedValue() }

    override func position(of identity: UInt64) -> Int? {
        position(of: identity, hint: registrations.count - 1)
    }

    override func newestPosition(named name: String?) -> Int? {
        position(named: name)
    }

    override func visiblePositions() -> [Int] {
        var seenNames = Set<String?>()
        return registrations.indices.reversed().filter { seenNames.insert(registrations[$0].name).inserted }.reversed()
    }

    override func takeAllKeptInstances() -> [Any] {
        guard mayKeepInstances else { return [] }
        var taken: [Any] = []
        for registration in registrations {
            if let state = registration.state { taken += state.takeUnretainedValue().takeKeptInstances() }
        }
        return taken
    }

    override func emptyList(for handle: ContainerHandle) -> AnyRegistrationList {
        RegistrationList(types: types, handle: handle)
    }

    override func addAlias(named name: String?, to target: AnyRegistrationList, identity: UInt64) -> Int? {
        add(Registration(
            name: name,
            traits: EntryTraits(sharing: .transient, isSynchronized: false, makesObjects: false, isAlias: true),
            factory: nil, state: AliasState(target: target, identity: identity)))
    }

    override func removeRegistrations(where shouldRemove: (EntryTraits, EntryState?) -> Bool) -> AnyObject? {
        var removed: [Registration<Service>] = []
        registrations.removeAll { registration in
            guard shouldRemove(registration.traits, registration.state?.takeUnretainedValue()) else { return false }
            removed.append(registration)
            return true
        }
        guard !removed.isEmpty else { return nil }
        reindex()
        return RemovedRegistrations(removed)
    }

    override func resolveErased(
        _ reference: RegistrationReference, _ request: ResolutionRequest, from container: Container,
        in context: ResolutionContext
    ) -> Any? {
        let found: (Service?, ServiceRecipe<Service>)? = container.treeLock.read(stripe: ThreadStripe.current) {
            position(of: reference.identity, hint: reference.hint).map { (sharedInstance(at: $0), recipe(at: $0)) }
        }
        guard let (shared, recipe) = found else { return nil }
        return shared ?? instance(for: request, recipe, at: reference, from: container, in: context)
    }
}

/// Registrations taken out of a list, kept until the caller let go of the lock; releasing them
/// releases their factories and states.
private final class RemovedRegistrations<Service> {
    let registrations: [Registration<Service>]

    init(_ registrations: [Registration<Service>]) {
        self.registrations = registrations
    }

    deinit {
        for registration in registrations { registration.state?.release() }
    }
}

/// Where to find a registration again after the read section in which it was found: its
/// identity, and the position it had then.
@usableFromInline
struct RegistrationReference {
    @usableFromInline let identity: UInt64
    @usableFromInline let hint: Int

    @inlinable
    init(identity: UInt64, hint: Int) {
        self.identity = identity
        self.hint = hint
    }
}
