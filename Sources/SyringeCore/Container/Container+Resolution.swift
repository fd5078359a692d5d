import Synchronization

/// Resolution: how `container.resolve(Service.self)` finds or makes its instance.
///
/// Every form of `resolve` ends in ``resolveService(_:name:arguments:isSynchronized:)`` or in
/// ``resolveOrReportFailure(_:name:arguments:isSynchronized:)``, its form that reports a failure
/// and returns `nil`. These are generic only in their first and last steps: they make the
/// request's ``RegistrationKey`` from the service and arguments types, and cast or move the
/// instance to the service type at the end. In between, ``resolutionPlan(for:in:)`` reads
/// the registry once without generic code, in one read section of the ``ReadMostlyLock``, and
/// returns a ``ResolutionPlan``; one `switch` acts on it:
///
/// - ``ResolutionPlan/shared(_:_:)``: an instance the registration shares, or the graph in
///   progress has, in the form the registration keeps it (``SharedForm``): an object handed over
///   as it is, a value's box unboxed, an object of a protocol type cast back to it;
/// - ``ResolutionPlan/make(_:traits:section:)``: a `.transient` or `.graph` registration runs
///   its factory as a frame of the thread's ``ResolutionContext``, synchronized or not, and its
///   `initCompleted` handlers if it has any (``makeInstance(_:traits:for:completing:in:)``);
/// - ``ResolutionPlan/makeShared(_:section:)``: a singleton's first instance, made, completed
///   and published under the creation lock
///   (``makeSharedObject(_:of:_:_:_:isSynchronized:in:)``);
/// - ``ResolutionPlan/forwarded(to:section:)``: a forwarded type, resolved as the registration
///   it stands for, then cast;
/// - ``ResolutionPlan/stored(_:section:)``: a registration in a custom scope, whose
///   ``InstanceStorage`` keeps what it makes (``makeStoredInstance(_:of:_:_:_:isSynchronized:in:)``);
/// - ``ResolutionPlan/unregistered`` and ``ResolutionPlan/generic``: wrappers, failures, scoped
///   overrides and request recording (`Container+GeneralResolution.swift`).
extension Container: Resolver {
    /// Resolves the unnamed registration of a service that takes no runtime arguments.
    ///
    /// ```swift
    /// let client = container.resolve(APIClient.self)
    /// ```
    ///
    /// The container's own implementation of the requirement, as in Swinject; a factory's
    /// `r.resolve(…)` reaches it through the protocol. It goes straight into the resolve path,
    /// without the default implementation's steps for resolvers of other kinds.
    ///
    /// - Parameter serviceType: The service type to resolve.
    /// - Returns: The resolved instance, or `nil` when no registration matches.
    public func resolve<Service>(_ serviceType: Service.Type) -> Service? {
        resolveReportingFailure(serviceType)
    }

    /// Resolves a named registration of a service that takes no runtime arguments.
    ///
    /// ```swift
    /// let archive = container.resolve(Store.self, name: "archive")
    /// ```
    ///
    /// The container's own implementation of the requirement, like ``resolve(_:)``.
    ///
    /// - Parameters:
    ///   - serviceType: The service type to resolve.
    ///   - name: The registration name, or `nil` for the unnamed registration.
    /// - Returns: The resolved instance, or `nil` when no registration matches.
    public func resolve<Service>(_ serviceType: Service.Type, name: String?) -> Service? {
        resolveReportingFailure(serviceType, name: name, arguments: (), isSynchronized: false)
    }
}

extension Container {
    /// The optional-returning resolution shared by the container and its synchronized view: the
    /// current graph for ``GraphIdentifier``, and otherwise
    /// ``resolveOrReportFailure(_:name:arguments:isSynchronized:)``, which writes the instance
    /// into the optional result.
    @inline(__always)
    func resolveReportingFailure<Service, Arguments>(
        _ serviceType: Service.Type, name: String?, arguments: Arguments, isSynchronized: Bool
    ) -> Service? {
        if Service.self == GraphIdentifier.self {
            return currentGraphIdentifier(as: Service.self)
        }
        return resolveOrReportFailure(
            serviceType, name: name, arguments: arguments, isSynchronized: isSynchronized)
    }

    /// ``resolveReportingFailure(_:name:arguments:isSynchronized:)`` for the request of most
    /// resolutions (no name, no runtime arguments, not synchronized), which every factory's
    /// `r.resolve(Service.self)` makes: it calls ``resolveOrReportFailure(_:)``, which takes the
    /// service type alone. With fewer parameters, none goes on the stack, and the protocol
    /// witness through which a factory's `r.resolve` reaches the container keeps no frame of its
    /// own.
    @inline(__always)
    func resolveReportingFailure<Service>(_ serviceType: Service.Type) -> Service? {
        if Service.self == GraphIdentifier.self {
            return currentGraphIdentifier(as: Service.self)
        }
        return resolveOrReportFailure(serviceType)
    }
}

extension Container {
    /// Resolves a service or says why it cannot: the registration is found, and an instance it
    /// already shares as an object is read, without generic code (the one generic step hands the
    /// object over as the result); anything else is resolved by
    /// ``resolve(following:_:name:arguments:isSynchronized:key:in:)``.
    ///
    /// The common case, an existing shared object of the service type, is all this function
    /// does itself; every other plan is acted on by the function it calls.
    @inline(never)
    func resolveService<Service, Arguments>(
        _ serviceType: Service.Type, name: String?, arguments: Arguments, isSynchronized: Bool
    ) throws(ResolutionFailure) -> Service {
        let key = RegistrationKey(serviceType: Service.self, argumentsType: Arguments.self, name: name)
        return try ResolutionContext.withCurrent { context throws(ResolutionFailure) in
            let plan = resolutionPlan(for: key, in: context)
            if plan.isObjectOfServiceType {
                return context.handOver(plan.takeSharedObject(), as: Service.self)
            }
            return try resolve(
                following: plan, serviceType, name: name, arguments: arguments, isSynchronized: isSynchronized,
                key: key, in: context)
        }
    }

    /// ``resolveService(_:name:arguments:isSynchronized:)`` for the forms that return `nil`
    /// and report a failure: the instance goes straight into the optional result.
    @inline(never)
    func resolveOrReportFailure<Service, Arguments>(
        _ serviceType: Service.Type, name: String?, arguments: Arguments, isSynchronized: Bool
    ) -> Service? {
        resolveIntoOptional(serviceType, name: name, arguments: arguments, isSynchronized: isSynchronized)
    }

    /// ``resolveOrReportFailure(_:name:arguments:isSynchronized:)`` for a request
    /// without a name, runtime arguments or synchronization, most requests (see
    /// ``resolveReportingFailure(_:)``).
    @inline(never)
    func resolveOrReportFailure<Service>(_ serviceType: Service.Type) -> Service? {
        resolveIntoOptional(serviceType, name: nil, arguments: (), isSynchronized: false)
    }

    /// The body of the two `resolveOrReportFailure` functions, inlined into each, so that each
    /// is compiled for its parameters (the one without a name and arguments, for constants).
    @inline(__always)
    func resolveIntoOptional<Service, Arguments>(
        _ serviceType: Service.Type, name: String?, arguments: Arguments, isSynchronized: Bool
    ) -> Service? {
        let key = RegistrationKey(serviceType: Service.self, argumentsType: Arguments.self, name: name)
        return ResolutionContext.withCurrent { context in
            let plan = resolutionPlan(for: key, in: context)
            if plan.isObjectOfServiceType {
                return context.handOver(plan.takeSharedObject(), as: Service.self)
            }
            do throws(ResolutionFailure) {
                return try resolve(
                    following: plan, serviceType, name: name, arguments: arguments, isSynchronized: isSynchronized,
                    key: key, in: context)
            } catch {
                reportFailure(error)
                return nil
            }
        }
    }

    /// Acts on `plan`, the plan of a resolution of `key` that is not an existing object of the
    /// service type: an object to cast to it (a protocol), an instance to make from the factory, a
    /// singleton to make, a forwarded type's registration to resolve, a custom scope's storage to
    /// read or fill, or the general path.
    @inline(__always)
    func resolve<Service, Arguments>(
        following plan: consuming ResolutionPlan, _ serviceType: Service.Type, name: String?, arguments: Arguments,
        isSynchronized: Bool, key: RegistrationKey, in context: ResolutionContext
    ) throws(ResolutionFailure) -> Service {
        switch consume plan {
        case .shared(let object, .forwarded(let keepsView)):
            return try forwardedInstance(object, serviceType, key: key, keepingView: keepsView, in: context)
        case .shared(let object, let form):
            return form.instance(of: object, as: Service.self)
        case .make(let registration, let traits, let section):
            // Copied before the read section ends, after which a writer could remove the
            // registration; a key's registrations are entries of the key's service type.
            let factory = registration.factory(as: Service.self)
            let isSynchronized = isSynchronized || resolvesSynchronized
            guard traits.hasInitCompletedActions else {
                section.end()
                return makeInstance(
                    factory, traits: traits, key, arguments, isSynchronized: isSynchronized, completing: nil, in: context)
            }
            let completing = registration.registration
            section.end()
            return makeInstance(
                factory, traits: traits, key, arguments, isSynchronized: isSynchronized, completing: completing,
                in: context)
        case .makeShared(let registration, let section):
            return makeSharedObject(
                Service.self, of: registration, section, key, arguments,
                isSynchronized: isSynchronized || resolvesSynchronized, in: context)
        case .unregistered:
            return try resolveWrapper(key: key, arguments: arguments, isSynchronized: isSynchronized || resolvesSynchronized)
        case .generic:
            return try resolveThroughGeneralPath(serviceType, name: name, arguments: arguments, isSynchronized: isSynchronized)
        case .stored(let registration, let section):
            return makeStoredInstance(
                Service.self, of: registration, section, key, arguments,
                isSynchronized: isSynchronized || resolvesSynchronized, in: context)
        case .forwarded(let target, let section):
            return try resolveForwarded(
                serviceType, to: target, section, name: name, arguments: arguments, isSynchronized: isSynchronized,
                key: key, in: context)
        }
    }

    /// Resolves a type forwarded to `target` (the alias serving `key`): `target`'s instance,
    /// resolved as `target`'s own plan says, in the read section `section`, in which the plan
    /// found it, cast to the forwarded type. An instance that is not of the forwarded type is a
    /// failure, as in Swinject.
    @inline(never)
    func resolveForwarded<Service, Arguments>(
        _ serviceType: Service.Type, to target: _ServiceRegistration, _ section: consuming ReadSection, name: String?,
        arguments: Arguments, isSynchronized: Bool, key: RegistrationKey, in context: ResolutionContext
    ) throws(ResolutionFailure) -> Service {
        let instance = try resolveTarget(
            target.types.serviceType, target, section, name: name, arguments: arguments, isSynchronized: isSynchronized,
            key: key, in: context)
        guard let service = instance as? Service else {
            throw forwardingMismatch(of: key, instance: instance, in: context)
        }
        return service
    }

    /// The instance of `target`, a registration of `Target`, resolved by its plan for a request
    /// for `key` (see ``resolveForwarded(_:to:_:name:arguments:isSynchronized:key:in:)``).
    private func resolveTarget<Target, Arguments>(
        _ targetType: Target.Type, _ target: _ServiceRegistration, _ section: consuming ReadSection, name: String?,
        arguments: Arguments, isSynchronized: Bool, key: RegistrationKey, in context: ResolutionContext
    ) throws(ResolutionFailure) -> Any {
        try resolve(
            following: plan(for: target.lent, traits: target.traits, section, in: context), Target.self,
            name: name, arguments: arguments, isSynchronized: isSynchronized, key: key, in: context)
    }

    /// `object`, the instance that the registration a forwarded type stands for shares, as the
    /// forwarded type, which the alias serving `key` then keeps if `keepingView`, so that the next
    /// resolution reads it without this cast (see ``_ServiceRegistration/keepForwardedView(_:of:)``).
    /// An instance that is not of the forwarded type is a failure, as in Swinject. A function of
    /// its own, which keeps that path out of the code of every resolve.
    @inline(never)
    func forwardedInstance<Service>(
        _ object: AnyObject, _ serviceType: Service.Type, key: RegistrationKey, keepingView: Bool,
        in context: ResolutionContext
    ) throws(ResolutionFailure) -> Service {
        guard let service = object as? Service else {
            throw forwardingMismatch(of: key, instance: object, in: context)
        }
        if keepingView {
            treeLock.write { servingRegistration(for: key)?.registration.keepForwardedView(service, of: object) }
        }
        return service
    }

    /// Returns the instance that `registration`, found in the read section `section` (which this
    /// ends), shares, made from its factory for a request for `key` with `arguments` (the first
    /// request's, for a registration with runtime arguments), synchronized or not, if it
    /// shares none yet, and completed by its `initCompleted` handlers before it is shared, as the
    /// plan ``ResolutionPlan/makeShared(_:section:)`` says (see
    /// ``_ServiceRegistration/sharedOrNewObject(from:in:making:completing:)``).
    @inline(never)
    borrowing func makeSharedObject<Service, Arguments>(
        _ service: Service.Type, of registration: _ServiceRegistration, _ section: consuming ReadSection,
        _ key: borrowing RegistrationKey, _ arguments: borrowing Arguments, isSynchronized: Bool,
        in context: ResolutionContext
    ) -> Service {
        let (object, form) = resolving(
            Service.self, of: registration, section, key, arguments, isSynchronized: isSynchronized, in: context
        ) { factory, traits, request in
            let made = SharedForm(graphOf: traits)
            return registration.sharedOrNewObject(from: self, in: context) {
                made.object(of: makeInstance(factory, traits: traits, for: request, completing: nil, in: context))
            } completing: { object in
                guard traits.hasInitCompletedActions else { return }
                registration.runInitCompleted(
                    on: made.instance(of: object, as: Service.self), isKept: true, request, traits: traits, from: self,
                    in: context)
            }
        }
        return form.instance(of: object, as: Service.self)
    }

    /// Returns the instance that `registration`, in a custom scope, found in the read section
    /// `section` (which this ends), keeps in its scope's storage, made from its factory for a
    /// request for `key` with `arguments`, synchronized or not, if the storage has none, as the
    /// plan ``ResolutionPlan/stored(_:section:)`` says (see
    /// ``_ServiceRegistration/storedInstance(_:factory:traits:from:in:)``).
    @inline(never)
    func makeStoredInstance<Service, Arguments>(
        _ service: Service.Type, of registration: _ServiceRegistration, _ section: consuming ReadSection,
        _ key: RegistrationKey, _ arguments: Arguments, isSynchronized: Bool, in context: ResolutionContext
    ) -> Service {
        resolving(
            Service.self, of: registration, section, key, arguments, isSynchronized: isSynchronized, in: context
        ) { factory, traits, request in
            registration.storedInstance(request, factory: factory, traits: traits, from: self, in: context)
        }
    }

    /// Runs `body` as one resolution of the calling thread, whose context is `context`, with the
    /// factory and traits of `registration`, copied in the read section `section` (which this
    /// ends, after which a writer could remove the registration), and the request for `key` with
    /// `arguments`: the front of the plans that make and keep a shared or stored instance.
    @inline(__always)
    private borrowing func resolving<Service, Arguments, Result>(
        _ service: Service.Type, of registration: _ServiceRegistration, _ section: consuming ReadSection,
        _ key: borrowing RegistrationKey, _ arguments: borrowing Arguments, isSynchronized: Bool,
        in context: ResolutionContext,
        _ body: (_ factory: @escaping (Resolver) -> Service, _ traits: EntryTraits, ResolutionRequest) -> Result
    ) -> Result {
        let traits = registration.traits
        let factory = registration.factory(as: Service.self)
        section.end()
        return ResolutionRequest.with(key: key, arguments: arguments, isSynchronized: isSynchronized) { request in
            let entrance = context.beginResolution(through: self)
            defer { context.endResolution(entrance) }
            return body(factory, traits, request)
        }
    }

    /// Makes an instance from `factory` for `request`, as one resolution of the thread whose
    /// context is `context`: the factory runs as a frame of the resolution path, a graph-scoped
    /// instance is remembered in the graph in progress while the graph may be read later, and the
    /// `initCompleted` handlers of `completing`, if given, run on the new instance (a graph-scoped
    /// one is in the graph by then, where a circular dependency through the handlers finds it).
    ///
    /// A `borrowing` method, which must not convert `self` to `any Resolver` itself: that stops
    /// Swift 6.3's compiler (an unhandled `init_existential_ref` in its move-only checking); the
    /// factory receives the container from ``resolverBoxes``.
    @inline(__always)
    borrowing func makeInstance<Service>(
        _ factory: borrowing @escaping (Resolver) -> Service, traits: EntryTraits, for request: ResolutionRequest,
        completing: _ServiceRegistration?, in context: ResolutionContext
    ) -> Service {
        do {
            var isGraphScoped = false
            if case .graph = traits.sharing { isGraphScoped = true }
            let recordsBefore = isGraphScoped ? context.localGraph.count : 0
            let entrance = context.beginResolution(through: self)
            defer { context.endResolution(entrance) }
            let instance = runFactory(factory, traits: traits, for: request, in: context)
            guard isGraphScoped, completing != nil || context.graphMayBeReadLater else {
                completing?.runInitCompleted(on: instance, isKept: false, request, traits: traits, from: self, in: context)
                return consume instance
            }
            // Kept as an object, without an optional of the service type, whose metadata
            // unspecialized code would look up.
            let form = SharedForm(graphOf: traits)
            if let existing = context.storeInGraphUnlessPresent(
                object: form.object(of: instance), madeBy: traits.identity, searchingFrom: recordsBefore) {
                // Made meanwhile through a circular dependency, and completed there.
                return form.instance(of: existing, as: Service.self)
            }
            completing?.runInitCompleted(on: instance, isKept: true, request, traits: traits, from: self, in: context)
            return consume instance
        }
    }

    /// Runs `factory`, of a registration with `traits`, for `request`, as a frame of the
    /// resolution path of `context`'s thread: the one place where a synchronous factory runs.
    /// The factory receives the container, or its synchronized view under the creation lock when
    /// the registration or the request is synchronized (outside a verification check, which holds
    /// no lock while a factory runs).
    @inline(__always)
    borrowing func runFactory<Service>(
        _ factory: borrowing @escaping (Resolver) -> Service, traits: EntryTraits, for request: ResolutionRequest,
        in context: ResolutionContext
    ) -> Service {
        context.enter(ResolutionFrame(entry: traits.identity, request: request, step: .factory))
        let instance = if (traits.isSynchronized || request.isSynchronized) && !context.isVerifying {
            creationLock.withLock { resolverBoxes.call(copy factory, synchronized: true) }
        } else {
            resolverBoxes.call(copy factory)
        }
        context.leave()
        return instance
    }

    /// Reads the registry for `key` on the thread whose context is `context` and says what to do
    /// next (see ``ResolutionPlan``); whether the request is synchronized matters only to what is
    /// done.
    @inline(__always)
    func resolutionPlan(for key: RegistrationKey, in context: ResolutionContext) -> ResolutionPlan {
        guard activeSpecialModes.load(ordering: .relaxed) == 0 else { return .generic }
        return registryPlan(for: key, in: context)
    }

    /// ``resolutionPlan(for:in:)`` once scoped overrides and request recording
    /// are dealt with: what the registry says.
    @inline(__always)
    func registryPlan(for key: RegistrationKey, in context: ResolutionContext) -> ResolutionPlan {
        let section = treeLock.beginRead(on: context.readerSlot)
        guard let registration = servingRegistration(for: key) else {
            section.end()
            return .unregistered
        }
        return plan(for: registration, traits: registration.traits, section, in: context)
    }

    /// The plan for `registration`, with `traits`, found in the read section `section`: the
    /// instance it shares, or what making one takes.
    @inline(__always)
    func plan(
        for registration: LentRegistration, traits: EntryTraits, _ section: consuming ReadSection,
        in context: ResolutionContext
    ) -> ResolutionPlan {
        if let shared = registration.sharedObject(traits: traits) {
            section.end()
            return .shared(shared, SharedForm(traits))
        }
        guard traits.makesInstancesDirectly else {
            return sharingPlan(registration, traits: traits, section, in: context)
        }
        if case .graph = traits.sharing, context.isResolving,
           let existing = context.graphObject(madeBy: traits.identity, resolvingThrough: self) {
            // The instance the graph in progress already has.
            section.end()
            return .shared(existing, SharedForm(graphOf: traits))
        }
        return .make(registration, traits: traits, section: section)
    }

    /// The registration serving `key` in this container or the nearest ancestor, lent for the
    /// caller's read section, found without generic code.
    ///
    /// The plan and the general path find registrations with it. Ancestors, which most
    /// containers do not have, are searched by ``ancestorRegistration(for:)``.
    @inline(__always)
    func servingRegistration(for key: RegistrationKey) -> LentRegistration? {
        if let found = registry.registration(for: key) { return found }
        return ancestorRegistration(for: key)
    }

    /// The registration serving `key` in the nearest ancestor, for the caller's read section
    /// (see ``servingRegistration(for:)``).
    func ancestorRegistration(for key: RegistrationKey) -> LentRegistration? {
        guard let parent else { return nil }
        return parent.servingRegistration(for: key)
    }

    /// The plan for `registration`, with `traits`, found in the read section `section`, when it
    /// does not make its instances directly: an alias's target's instance or plan, the instance
    /// a verification check makes for its own graph, a singleton (or `.weak`) instance made and
    /// shared as the plan says, whatever the service type, or else the instance a custom scope's
    /// storage keeps.
    func sharingPlan(
        _ registration: LentRegistration, traits: EntryTraits, _ section: consuming ReadSection,
        in context: ResolutionContext
    ) -> ResolutionPlan {
        if traits.isAlias {
            // A type forwarded to another registration (`implements`): that registration's
            // instance, which it already shares or else makes as its own plan says.
            let alias = registration.registration
            guard let target = _ServiceRegistration.target(of: alias) else {
                section.end()
                return .unregistered
            }
            if let (shared, form) = _ServiceRegistration.sharedObject(ofTarget: target, of: alias) {
                section.end()
                return .shared(shared, form)
            }
            return .forwarded(to: target, section: section)
        }
        // A verification check publishes no shared instance: it makes one for its own graph, as
        // a graph-scoped registration does.
        if context.isVerifying {
            var checked = traits
            checked.sharing = traits.sharing.withoutPublishing
            if let existing = context.graphObject(madeBy: traits.identity, resolvingThrough: self) {
                section.end()
                return .shared(existing, SharedForm(graphOf: checked))
            }
            return .make(registration, traits: checked, section: section)
        }
        guard traits.makesSharedInstancesDirectly else { return .stored(registration.registration, section: section) }
        return .makeShared(registration.registration, section: section)
    }
}

/// What a resolution does after its one read of the registry.
///
/// The read is made by ``Container/resolutionPlan(for:in:)``, which is not
/// generic: it finds the registration by the key's two metadata pointers and name and reads an
/// instance the registration already shares as an object, so that a resolution looks up no
/// generic metadata for that work. The caller acts on the plan in one `switch`; only its last
/// step depends on the service type.
///
/// A plan that needs the registry after the read carries the read section it was found in, and
/// cannot be copied: whoever acts on it ends the section (after copying what it needs of the
/// registration), and a plan dropped on any other path ends it as it goes.
enum ResolutionPlan: ~Copyable {
    /// The registration already shares this object, in the form `form` says.
    case shared(AnyObject, SharedForm)
    /// Make an instance with the factory of `registration`, which the caller copies (with the
    /// registration itself if it has `initCompleted` handlers) before ending `section`: a
    /// `.transient` or `.graph` registration with these `traits` (see
    /// ``EntryTraits/makesInstancesDirectly``).
    case make(_ registration: LentRegistration, traits: EntryTraits, section: ReadSection)
    /// Return the instance that this registration shares, made and completed if it shares none
    /// yet (see ``EntryTraits/makesSharedInstancesDirectly``), found in `section`, which the
    /// caller ends once it copied the factory.
    case makeShared(_ServiceRegistration, section: ReadSection)
    /// Return the instance that this registration, in a custom scope, keeps in its scope's
    /// storage, made and completed if the storage has none, found in `section`, which the caller
    /// ends once it copied the factory.
    case stored(_ServiceRegistration, section: ReadSection)
    /// Resolve the registration that a type forwarded to it (`implements`) stands for, which
    /// shares no instance yet, as that registration's own plan says, found in `section`, and
    /// cast the instance to the forwarded type.
    case forwarded(to: _ServiceRegistration, section: ReadSection)
    /// Nothing serves the key: resolve a wrapper such as `Lazy` of a registered type, or report
    /// the failure.
    case unregistered
    /// Take the general path from the start: scoped overrides or request recording are active.
    case generic
}

extension ResolutionPlan {
    /// Whether the plan is a ``shared(_:_:)`` plan whose object is of the service type.
    @inline(__always)
    var isObjectOfServiceType: Bool {
        switch self {
        case .shared(_, .service): true
        default: false
        }
    }

    /// The object of a ``shared(_:_:)`` plan, for the caller to own.
    @inline(__always)
    consuming func takeSharedObject() -> AnyObject {
        guard case .shared(let object, _) = consume self else {
            preconditionFailure("Syringe: the object of a plan that shares none")
        }
        return object
    }
}
