extension Container {
    /// The instance that the registration serving `key` already shares (a `.container` or `.weak`
    /// instance that exists), read as a synchronous resolve reads it, or `nil` when the
    /// resolution has more to do: make it, await an async factory, hop to an actor.
    ///
    /// ``Resolver/resolveAsync(_:name:isolation:)`` tries this first: an instance that exists
    /// needs no async resolution, no hop (as a synchronous resolve, it runs no factory) and no
    /// allocation. Outside any resolution on the calling thread only, so that a graph-scoped
    /// object of a resolution in progress is never taken for a shared one.
    func existingSharedInstance<Service>(_ service: Service.Type, key: RegistrationKey) -> Service? {
        let context = ResolutionContext.unretainedCurrent
        guard !context.takeUnretainedValue().isResolving else { return nil }
        switch resolutionPlan(for: key, isSynchronized: false, in: context) {
        case .shared(let object, .service):
            return Self.handOver(object, as: Service.self, in: context)
        case .shared(let box, .box):
            return SharedValue.value(of: box.takeRetainedValue(), as: Service.self)
        case .shared(let object, _):
            // A protocol type's object, or a forwarded type's: cast, or resolved asynchronously,
            // which reports a forwarding mismatch.
            return object.takeRetainedValue() as? Service
        case .makeShared(let registration, let section):
            // The plan retained the registration for the one who makes the instance.
            section.end()
            registration.release()
            return nil
        default:
            // The other plans retain nothing; one that carries a read section ends it as it goes.
            return nil
        }
    }
}
