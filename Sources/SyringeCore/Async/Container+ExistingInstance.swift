extension Container {
    /// The object that the registration serving `key` already shares, in the form the service
    /// type reads it (the instance of a class type, or the box of a value), read as a synchronous
    /// resolve reads it; `nil` when the resolution has more to do: make the instance, await an
    /// async factory, hop to an actor, or cast a protocol type's `.weak` object or a forwarded
    /// type's instance (which may fail, and is reported by the async resolution).
    ///
    /// ``Resolver/resolveAsync(_:name:isolation:)`` tries this first: an instance that exists
    /// needs no async resolution, no hop (as a synchronous resolve, it runs no factory) and no
    /// allocation. Not generic, so that the caller makes no generic metadata for an optional
    /// instance. Outside any resolution on the calling thread only, so that a graph-scoped
    /// object of a resolution in progress is never taken for a shared one.
    func existingSharedObject(for key: RegistrationKey) -> ExistingSharedObject? {
        ResolutionContext.withCurrent { context in
            guard !context.isResolving else { return nil }
            return existingSharedObject(following: resolutionPlan(for: key, isSynchronized: false, in: context))
        }
    }

    /// The object of `plan`, when it is an instance the registration shares as the service type
    /// reads it; whatever else the plan holds is let go.
    private func existingSharedObject(following plan: consuming ResolutionPlan) -> ExistingSharedObject? {
        switch consume plan {
        case .shared(let object, .service):
            return ExistingSharedObject(object: object, isBox: false)
        case .shared(let box, .box):
            return ExistingSharedObject(object: box, isBox: true)
        case .shared:
            // Cast by the async resolution, which reports a forwarding mismatch.
            return nil
        case .makeShared(_, let section):
            section.end()
            return nil
        default:
            // A plan that carries a read section ends it as it goes.
            return nil
        }
    }
}

/// An instance a registration already shares, as ``Container/existingSharedObject(for:)`` found
/// it.
struct ExistingSharedObject {
    let object: AnyObject
    /// Whether the object is the ``SharedValue`` box of the instance rather than the instance.
    let isBox: Bool

    /// The instance, of `service`, the service type of the key it was found for.
    func instance<Service>(as service: Service.Type) -> Service {
        return isBox ? SharedValue.value(of: object, as: Service.self) : reinterpret(object, as: Service.self)
    }
}
