import Synchronization

/// What the plan of `Container+Resolution.swift` leaves to the general path
/// (``ResolutionPlan/unregistered`` and ``ResolutionPlan/generic``): it resolves through scoped
/// overrides and records requests while they are active, then plans the request like any other,
/// and resolves `Lazy`, `Provider` and `Optional` wrappers of a registered type. Failures are
/// described here too.
extension Container {
    /// After nothing took the arguments of a request (`failure`): a plug-in's registration
    /// (`_register`) of the same arguments as one `(Resolver, First, …)` tuple, `plugInTuple`, if
    /// any such registration was ever made and nothing at all serves the key; otherwise the failure
    /// is reported.
    func resolveAfterFailure<Service>(
        _ failure: ResolutionFailure, plugInTuple: () -> Any, isSynchronized: Bool
    ) -> Service? {
        if case .notRegistered = failure.reason, PlugInArguments.registeredTupleArguments.load(ordering: .relaxed),
           let service: Service = serviceIfRegistered(
            name: failure.key.name, arguments: plugInTuple(), isSynchronized: isSynchronized) {
            return service
        }
        reportFailure(failure)
        return nil
    }

    /// The service that `arguments`, whose static type is the tuple's own (an `Any` is opened to
    /// it), resolve to, or `nil`.
    private func serviceIfRegistered<Service, Arguments>(
        name: String?, arguments: Arguments, isSynchronized: Bool
    ) -> Service? {
        try? resolveService(Service.self, name: name, arguments: arguments, isSynchronized: isSynchronized)
    }

    /// Resolves a request while scoped overrides or the request recording of a verification are
    /// active (the plan ``ResolutionPlan/generic``): through the overrides, or else as any other
    /// request once it is recorded, by the plan of the registry's one read.
    func resolveThroughGeneralPath<Service, Arguments>(
        _ serviceType: Service.Type, name: String?, arguments: Arguments, isSynchronized: Bool
    ) throws(ResolutionFailure) -> Service {
        let key = RegistrationKey(serviceType: Service.self, argumentsType: Arguments.self, name: name)
        if activeSpecialModes.load(ordering: .relaxed) != 0 {
            if let overrides = scopedOverride() {
                return try overrides.resolveService(
                    serviceType, name: name, arguments: arguments, isSynchronized: isSynchronized || resolvesSynchronized)
            }
            ResolutionContext.current.noteRequest(for: key)
        }
        return try ResolutionContext.withCurrent { context throws(ResolutionFailure) in
            try resolve(
                following: registryPlan(for: key, in: context), serviceType,
                name: name, arguments: arguments, isSynchronized: isSynchronized, key: key, in: context)
        }
    }

    /// The registration serving `key` in this container or the nearest ancestor, for the paths
    /// that do not know the service type statically; under the read lock.
    func anyRegistration(for key: RegistrationKey) -> _ServiceRegistration? {
        servingRegistration(for: key)?.registration
    }

    /// The failure of a type forwarded to a registration (the alias serving `key`) whose
    /// instance, `instance`, is not of that type; a plain failure to find one if the alias was
    /// removed meanwhile.
    func forwardingMismatch(of key: RegistrationKey, instance: Any, in context: ResolutionContext) -> ResolutionFailure {
        let target = treeLock.read { (servingRegistration(for: key)?.registration.state as? AliasState)?.target }
        guard let target else { return ResolutionFailure(key: key, in: context) }
        return ResolutionFailure(
            key: key, in: context,
            reason: .forwardingMismatch(registeredType: target.types.serviceType, instanceType: type(of: instance)))
    }

    /// Resolves `Lazy<T>`, `Provider<T>` and `T?` through the registration of `T` when the
    /// wrapper type itself is not registered.
    func resolveWrapper<Service, Arguments>(
        key: RegistrationKey, arguments: Arguments, isSynchronized: Bool
    ) throws(ResolutionFailure) -> Service {
        let context = ResolutionContext.current
        guard let wrapperType = Service.self as? any InjectionWrapper.Type else {
            throw ResolutionFailure(key: key, path: context.path)
        }
        let wrappedKey = RegistrationKey(
            serviceType: wrapperType.wrappedType, argumentsType: key.argumentsType, name: key.name)
        let request = WrapperRequest(
            container: self, name: key.name, arguments: arguments, isSynchronized: isSynchronized,
            isRegistered: treeLock.read { anyRegistration(for: wrappedKey) != nil },
            context: context)
        guard let wrapper = wrapperType.wrap(request) as? Service else {
            throw ResolutionFailure(key: key, path: context.path)
        }
        return wrapper
    }

    /// The graph of the resolution in progress on this thread as `Service`, which is
    /// ``GraphIdentifier``, or `nil` outside a resolution. A function of its own, so that the
    /// resolve forms that check for it (a factory's `r.resolve` among them) set up no frame for it.
    @inline(never)
    func currentGraphIdentifier<Service>(as service: Service.Type) -> Service? {
        ResolutionContext.current.currentGraphIdentifier(through: self) as? Service
    }

    /// Describes a failed resolution to ``Container/loggingFunction``.
    func reportFailure(_ failure: ResolutionFailure) {
        let context = ResolutionContext.current
        if context.isVerifying { context.endVerification(failure: report(failure), path: failure.path + [failure.key]) }
        guard Container.loggingFunction != nil else { return }
        Container.log(report(failure))
    }

    /// The report of a failed resolution, listing what is registered.
    func report(_ failure: ResolutionFailure) -> String {
        error(for: failure).description
    }

    /// Every visible registration of this container and its ancestors, read in a read section of
    /// its own and described after it.
    func describedRegistrations() -> [DescribedRegistration] {
        let listings = treeLock.read {
            var listings: [(listing: RegistrationListing, depth: Int)] = []
            var depth = 0
            forEachInHierarchy { container in
                container.registry.forEachServing { registration in listings.append((registration.listing, depth)) }
                depth += 1
            }
            return listings
        }
        return listings.map { DescribedRegistration(key: $0.listing.key, text: $0.listing.text, ancestorDistance: $0.depth) }
    }
}

/// Why a resolution found nothing: the key asked for, the path that led to it and the reason.
struct ResolutionFailure: Error {
    /// What made a resolution fail.
    enum Reason: @unchecked Sendable {  // metatypes only
        /// Nothing serves the key.
        case notRegistered
        /// The key is forwarded to a registration whose instance is not of the key's type.
        case forwardingMismatch(registeredType: Any.Type, instanceType: Any.Type)
    }

    let key: RegistrationKey
    let path: [RegistrationKey]
    let reason: Reason

    init(key: RegistrationKey, path: [RegistrationKey], reason: Reason = .notRegistered) {
        self.key = key
        self.path = path
        self.reason = reason
    }

    /// The failure to resolve `key` on the path of the resolution in progress on `context`.
    init(key: RegistrationKey, in context: ResolutionContext, reason: Reason = .notRegistered) {
        self.init(key: key, path: context.path, reason: reason)
    }
}
