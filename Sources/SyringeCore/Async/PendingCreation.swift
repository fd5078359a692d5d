/// An instance that an async factory is making for others to share (a `.container`, `.weak` or
/// `.graph` instance), and the creations that wait for one another.
///
/// A resolution that runs inside a creation (the factory's own work, and the resolutions it
/// makes) waits on that creation's behalf: while it awaits another creation, the first one waits
/// for the second. A cycle among these waits is a circular dependency that no resolution path
/// shows, because each part of it started in another task: the `.container` instance of `A`
/// waits for `B`, which a second task began making and which waits for `A`. Before it awaits,
/// a resolution records its wait and looks for such a cycle, so that the resolutions report the
/// dependency instead of waiting for ever.
final class PendingCreation: Sendable {
    /// The registration whose instance is being made.
    let key: RegistrationKey

    init(key: RegistrationKey) {
        self.key = key
    }

    /// Which creations each creation waits for, by the waiting creation's identity; a creation
    /// that waits twice for the same one (from two child tasks) is listed twice.
    private static let waits = LockedValue<[ObjectIdentifier: [PendingCreation]]>([:])

    /// Records that `waiter` waits for this creation and returns `nil`, or, if this creation
    /// already waits for `waiter` through others, records nothing and returns that chain: this
    /// creation first, `waiter` last.
    func beginWait(by waiter: PendingCreation) -> [PendingCreation]? {
        Self.waits.withLock { waits in
            if let chain = Self.chain(from: self, to: waiter, in: waits) { return chain }
            waits[ObjectIdentifier(waiter), default: []].append(self)
            return nil
        }
    }

    /// Forgets one wait of `waiter` for this creation, recorded by ``beginWait(by:)``.
    func endWait(by waiter: PendingCreation) {
        Self.waits.withLock { waits in
            let identity = ObjectIdentifier(waiter)
            guard var targets = waits[identity], let index = targets.firstIndex(where: { $0 === self }) else { return }
            targets.remove(at: index)
            waits[identity] = targets.isEmpty ? nil : targets
        }
    }

    /// The creations from `start` to `end` along the waits, if `start` waits for `end`.
    private static func chain(
        from start: PendingCreation, to end: PendingCreation, in waits: [ObjectIdentifier: [PendingCreation]]
    ) -> [PendingCreation]? {
        var visited: Set<ObjectIdentifier> = []
        var stack: [[PendingCreation]] = [[start]]
        while let chain = stack.popLast() {
            let last = chain[chain.count - 1]
            if last === end { return chain }
            guard visited.insert(ObjectIdentifier(last)).inserted else { continue }
            for next in waits[ObjectIdentifier(last)] ?? [] { stack.append(chain + [next]) }
        }
        return nil
    }
}
