extension Container {
    /// The object that the registration serving `key` already shares, in the form its
    /// registration shares it (see ``SharedForm``), read as a synchronous resolve reads it; `nil`
    /// when the resolution has more to do: make the instance, await an async factory, hop to an
    /// actor, or cast a forwarded type's instance (which may fail, and is reported by the async
    /// resolution).
    ///
    /// ``Resolver/resolveAsync(_:name:isolation:)`` tries this first: an instance that exists
    /// needs no async resolution, no hop (as a synchronous resolve, it runs no factory) and no
    /// allocation. Not generic, so that the caller makes no generic metadata for an optional
    /// instance. Outside any resolution on the calling thread only, so that a graph-scoped
    /// object of a resolution in progress is never taken for a shared one.
    func existingSharedObject(for key: RegistrationKey) -> ExistingSharedObject? {
        ResolutionContext.withCurrent { context in
            guard !context.isResolving else { return nil }
            return existingSharedObject(following: resolutionPlan(for: key, in: context))
        }
    }

    /// The object of `plan`, when it is an instance the registration shares; whatever else the
    /// plan holds is let go.
    private func existingSharedObject(following plan: consuming ResolutionPlan) -> ExistingSharedObject? {
        switch consume plan {
        case .shared(_, .forwarded):
            // Cast by the async resolution, which reports a forwarding mismatch.
            return nil
        case .shared(let object, let form):
            return ExistingSharedObject(object: object, form: form)
        case .makeShared(let registration, let section):
            // The instance an async registration shares, which a synchronous resolve does not
            // read, read in the plan's read section.
            guard registration.traits.isAsync else {
                section.end()
                return nil
            }
            let shared = registration.asyncSharedObject()
            section.end()
            return shared.map { ExistingSharedObject(object: $0.object, form: $0.form) }
        default:
            // A plan that carries a read section ends it as it goes.
            return nil
        }
    }
}

/// An instance a registration already shares, as ``Container/existingSharedObject(for:)`` found
/// it: the object, in the form of its registration.
struct ExistingSharedObject {
    let object: AnyObject
    let form: SharedForm

    /// The instance, of `service`, the service type of the key it was found for.
    @inline(__always)
    func instance<Service>(as service: Service.Type) -> Service {
        form.instance(of: object, as: Service.self)
    }
}
