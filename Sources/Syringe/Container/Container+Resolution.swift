import Synchronization

/// Resolution: the hot path.
///
/// Everything from the public `resolve` forms down to reading an entry's shared instance is
/// `@inlinable`, so that it is specialized for the concrete service type where it is called.
/// For a shared instance that already exists, a resolve is one read section of the
/// ``ReadMostlyLock`` (two atomic operations on a cache line of the calling thread's own), one
/// hash-table probe per container in the hierarchy, and a read of a typed box: no allocation,
/// no lock shared with other resolving threads, no dynamic cast, no reference counting of the
/// entry. A transient or graph-scoped resolve copies the entry's ``ServiceRecipe`` in the same
/// read section and runs the factory from it; the thread's ``ResolutionContext`` is borrowed, not
/// retained.
extension Container: Resolver {
    /// Resolves a service from its type, registration name and runtime arguments.
    ///
    /// The Swinject-style forms (``Resolver/resolve(_:)``, ``Resolver/resolve(_:name:argument:)``,
    /// …) all end here. When nothing matches, the failure is described to
    /// ``Container/loggingFunction`` and `nil` is returned.
    ///
    /// - Parameters:
    ///   - serviceType: The service type to resolve.
    ///   - name: The registration name, or `nil`.
    ///   - arguments: The runtime arguments as a tuple (`()` for none, the value for one).
    /// - Returns: The resolved instance, or `nil`.
    @inlinable
    public func resolve<Service, Arguments>(
        _ serviceType: Service.Type, name: String?, argumentTuple arguments: Arguments
    ) -> Service? {
        resolveReportingFailure(serviceType, name: name, arguments: arguments, isSynchronized: false)
    }
}

extension Container {
    /// The optional-returning resolution shared by the container and its synchronized view.
    @inlinable
    func resolveReportingFailure<Service, Arguments>(
        _ serviceType: Service.Type, name: String?, arguments: Arguments, isSynchronized: Bool
    ) -> Service? {
        if Service.self == GraphIdentifier.self {
            return currentGraphIdentifier() as? Service
        }
        do {
            return try resolveService(serviceType, name: name, arguments: arguments, isSynchronized: isSynchronized)
        } catch {
            reportFailure(error)
            return nil
        }
    }

    /// Resolves a service or says why it cannot.
    @inlinable
    func resolveService<Service, Arguments>(
        _ serviceType: Service.Type, name: String?, arguments: Arguments, isSynchronized: Bool
    ) throws(ResolutionFailure) -> Service {
        let key = RegistrationKey(serviceType: Service.self, argumentsType: Arguments.self, name: name)
        if activeSpecialModes.load(ordering: .relaxed) != 0 {
            if let overrides = scopedOverride() {
                return try overrides.resolveService(serviceType, name: name, arguments: arguments, isSynchronized: isSynchronized)
            }
            ResolutionContext.current.noteRequest(for: key)
        }
        var shared: Service?
        var recipe: ServiceRecipe<Service>?
        var retained: Unmanaged<AnyServiceEntry>?
        let section = treeLock.beginRead(stripe: ThreadStripe.current)
        if let found = entry(for: key) {
            // Read through a borrowed reference: the read section keeps writers, and so removals, out.
            if found._withUnsafeGuaranteedRef({ $0.serviceType == Service.self }) {
                let typed = unsafeBitCast(found, to: Unmanaged<ServiceEntry<Service>>.self)
                shared = typed._withUnsafeGuaranteedRef { $0.sharedInstance() }
                if shared == nil { recipe = typed._withUnsafeGuaranteedRef { $0.recipe() } }
            }
            // Retained before the read section ends, after which a writer could remove the entry.
            if shared == nil, recipe?.needsEntry ?? true { retained = found.retain() }
        }
        treeLock.endRead(section)
        if let shared { return shared }
        if let recipe {
            let context = ResolutionContext.unretainedCurrent
            // A graph-scoped instance the graph in progress already has needs no resolution.
            if recipe.sharing == .graph, let existing = context._withUnsafeGuaranteedRef({ recipe.instance(inProgress: $0) }) {
                return existing
            }
            let entry = retained.map { unsafeDowncast($0.takeRetainedValue(), to: ServiceEntry<Service>.self) }
            return resolving(key, arguments, isSynchronized: isSynchronized, in: context) { request, context in
                ServiceEntry<Service>.instance(for: request, recipe, keptIn: entry, from: self, in: context)
            }
        }
        if let forwarded = retained?.takeRetainedValue() {
            return resolving(key, arguments, isSynchronized: isSynchronized, in: ResolutionContext.unretainedCurrent) {
                request, context in resolveForwarded(forwarded, request, in: context)
            }
        }
        return try resolveWrapper(key: key, arguments: arguments, isSynchronized: isSynchronized)
    }

    /// Runs `body` as one resolution of the calling thread, whose context is `context`, with the
    /// request for `key`.
    @inlinable @inline(__always)
    func resolving<Service, Arguments>(
        _ key: RegistrationKey, _ arguments: Arguments, isSynchronized: Bool,
        in context: Unmanaged<ResolutionContext>, _ body: (ResolutionRequest, ResolutionContext) -> Service
    ) -> Service {
        withUnsafePointer(to: key) { key in
            withUnsafePointer(to: arguments) { arguments in
                let request = ResolutionRequest(
                    key: key, arguments: UnsafeRawPointer(arguments),
                    argumentsSize: MemoryLayout<Arguments>.size, isSynchronized: isSynchronized)
                return context._withUnsafeGuaranteedRef { context in
                    context.beginResolution()
                    defer { context.endResolution() }
                    return body(request, context)
                }
            }
        }
    }

    /// The entry serving `key` in this container or the nearest ancestor, under the read lock;
    /// not retained, so valid only until the read section ends.
    @inlinable @inline(__always)
    func entry(for key: RegistrationKey) -> Unmanaged<AnyServiceEntry>? {
        if let entry = registry.entry(for: key) { return entry }
        var ancestor = parent
        while let container = ancestor {
            if let entry = container.registry.entry(for: key) { return entry }
            ancestor = container.parent
        }
        return nil
    }

    /// Resolves a type forwarded to an entry of another type (`implements`, `forward`).
    @usableFromInline
    func resolveForwarded<Service>(
        _ entry: AnyServiceEntry, _ request: ResolutionRequest, in context: ResolutionContext
    ) -> Service {
        let instance = entry.resolveErased(request, from: self, in: context)
        guard let service = instance as? Service else {
            let report = ResolutionReport.forwardingMismatch(
                key: request.key, registeredType: entry.serviceType, instance: instance)
            if context.isVerifying { context.endVerification(failure: report, path: context.path + [request.key]) }
            fatalError(report)
        }
        return service
    }

    /// Resolves `Lazy<T>`, `Provider<T>` and `T?` through the registration of `T` when the
    /// wrapper type itself is not registered.
    @usableFromInline
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
            isRegistered: treeLock.read(stripe: ThreadStripe.current) { entry(for: wrappedKey) != nil },
            context: context)
        guard let wrapper = wrapperType.wrap(request) as? Service else {
            throw ResolutionFailure(key: key, path: context.path)
        }
        return wrapper
    }

    /// The graph of the resolution in progress on this thread, or `nil` outside a resolution.
    @usableFromInline
    func currentGraphIdentifier() -> GraphIdentifier? {
        ResolutionContext.current.currentGraphIdentifier()
    }

    /// Describes a failed resolution to ``Container/loggingFunction``.
    @usableFromInline
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

    /// Every visible registration of this container and its ancestors, under the read lock.
    func describedRegistrations() -> [DescribedRegistration] {
        var described: [DescribedRegistration] = []
        var depth = 0
        forEachInHierarchy { container in
            container.registry.forEachVisible { types, registration in
                let key = RegistrationKey(
                    serviceType: types.serviceType, argumentsType: types.argumentsType, name: registration.name)
                described.append(DescribedRegistration(
                    key: key, text: registration.entry.describe(registeredAs: key), ancestorDistance: depth))
            }
            depth += 1
        }
        return described
    }
}

/// Why a resolution found nothing: the key asked for and the path that led to it.
@usableFromInline
struct ResolutionFailure: Error {
    let key: RegistrationKey
    let path: [RegistrationKey]
}
