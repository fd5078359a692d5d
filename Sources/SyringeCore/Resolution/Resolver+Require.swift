extension Resolver {
    /// Resolves a service that must exist, or throws a ``ResolutionError`` that says why it
    /// cannot.
    ///
    /// ```swift
    /// let api = try container.require(APIClient.self)
    /// ```
    ///
    /// - Parameter serviceType: The service type to resolve.
    /// - Returns: The resolved instance.
    /// - Throws: ``ResolutionError`` when nothing matches.
    public func require<Service>(_ serviceType: Service.Type) throws(ResolutionError) -> Service {
        try resolveOrThrow(serviceType, name: nil, arguments: ())
    }

    /// Resolves a named service that must exist, or throws a ``ResolutionError``.
    ///
    /// - Parameters:
    ///   - serviceType: The service type to resolve.
    ///   - name: The registration name.
    /// - Returns: The resolved instance.
    /// - Throws: ``ResolutionError`` when nothing matches.
    public func require<Service>(_ serviceType: Service.Type, name: String?) throws(ResolutionError) -> Service {
        try resolveOrThrow(serviceType, name: name, arguments: ())
    }

    /// Resolves a service that must exist, passing one runtime argument, or throws a
    /// ``ResolutionError``.
    ///
    /// - Parameters:
    ///   - serviceType: The service type to resolve.
    ///   - name: The registration name, or `nil`.
    ///   - argument: The argument passed to the factory.
    /// - Returns: The resolved instance.
    /// - Throws: ``ResolutionError`` when nothing matches.
    public func require<Service, Argument>(
        _ serviceType: Service.Type, name: String? = nil, argument: Argument
    ) throws(ResolutionError) -> Service {
        try resolveOrThrow(serviceType, name: name, arguments: argument)
    }

    /// Resolves a service that must exist, passing two or more runtime arguments, or throws a
    /// ``ResolutionError``.
    ///
    /// - Parameters:
    ///   - serviceType: The service type to resolve.
    ///   - name: The registration name, or `nil`.
    ///   - first: The first argument passed to the factory.
    ///   - second: The second argument passed to the factory.
    ///   - rest: Any further arguments.
    /// - Returns: The resolved instance.
    /// - Throws: ``ResolutionError`` when nothing matches.
    public func require<Service, First, Second, each Rest>(
        _ serviceType: Service.Type, name: String? = nil,
        arguments first: First, _ second: Second, _ rest: repeat each Rest
    ) throws(ResolutionError) -> Service {
        try resolveOrThrow(serviceType, name: name, arguments: (first, second, repeat each rest))
    }

    /// Resolves through the container's throwing path when this resolver is (or wraps) one.
    func resolveOrThrow<Service, Arguments>(
        _ serviceType: Service.Type, name: String?, arguments: Arguments
    ) throws(ResolutionError) -> Service {
        if Service.self == GraphIdentifier.self,
           let graph = ResolutionContext.current.currentGraphIdentifier(through: viewedContainer) {
            return graph as! Service
        }
        guard let container = viewedContainer else {
            if let service = try resolveInAsyncResolution(serviceType, name: name, arguments: arguments) {
                return service
            }
            // A resolver of another type, through its own forms: the arguments as one value have
            // the registration key of the same arguments passed separately.
            let resolved = Arguments.self == Void.self
                ? resolve(serviceType, name: name) : resolve(serviceType, name: name, argument: arguments)
            guard let service = resolved else {
                throw unresolvedError(
                    RegistrationKey(serviceType: Service.self, argumentsType: Arguments.self, name: name), by: Self.self)
            }
            return service
        }
        do {
            return try container.resolveService(
                serviceType, name: name, arguments: arguments, isSynchronized: Self.self == SynchronizedResolver.self)
        } catch {
            throw container.error(for: error)
        }
    }

    /// Resolves through the resolver an async factory receives, if this is one; `nil` otherwise.
    func resolveInAsyncResolution<Service, Arguments>(
        _ serviceType: Service.Type, name: String?, arguments: Arguments
    ) throws(ResolutionError) -> Service? {
        guard let resolution = self as? AsyncResolution else { return nil }
        return try resolution.resolveSynchronously(serviceType, name: name, arguments: arguments)
    }

    /// Resolves a service that must exist, for the APIs that cannot return `nil` (`~>`,
    /// `@Injected`, `autoregister`): a failure stops the program with the full report.
    ///
    /// - Parameter caller: How the failing call reads in the user's code, for the report.
    package func resolveOrStop<Service, Arguments>(
        _ serviceType: Service.Type, name: String?, arguments: Arguments,
        caller: @autoclosure () -> String
    ) -> Service {
        do {
            return try resolveOrThrow(serviceType, name: name, arguments: arguments)
        } catch {
            stop(error, caller: caller())
        }
    }
}

/// The error of a resolver other than a container that could not resolve `key`.
func unresolvedError(_ key: RegistrationKey, by resolver: Any.Type) -> ResolutionError {
    ResolutionError(
        code: .notRegistered, key: key, path: [], closeMatches: [],
        report: "Syringe: \(ResolutionReport.describe(key)) could not be resolved by \(resolver).")
}

/// Stops the program because a required service could not be resolved.
func stop(_ error: ResolutionError, caller: String) -> Never {
    let report = ResolutionReport.requiredServiceMissing(caller: caller, report: error.description)
    let context = ResolutionContext.current
    if context.isVerifying {
        // The error's path, from where the resolve failed, is longer when an async factory's
        // resolver resolved: the path of the async resolution was in effect only while it ran.
        let path = context.path + [error.key]
        context.endVerification(failure: report, path: error.pathKeys.count > path.count ? error.pathKeys : path)
    }
    fatalError(report)
}

extension Container {
    /// The error value describing a failed resolution.
    func error(for failure: ResolutionFailure) -> ResolutionError {
        if case .forwardingMismatch(let registeredType, let instanceType) = failure.reason {
            return ResolutionError(
                code: .forwardingMismatch, key: failure.key, path: failure.path, closeMatches: [],
                report: ResolutionReport.forwardingMismatch(
                    key: failure.key, registeredType: registeredType, instanceType: instanceType))
        }
        let registrations = describedRegistrations()
        let closeMatches = CloseMatch.find(for: failure.key, among: registrations)
        return ResolutionError(
            code: .notRegistered, key: failure.key, path: failure.path,
            closeMatches: closeMatches.map { $0.explanation(for: failure.key) },
            report: ResolutionReport.notRegistered(
                key: failure.key, path: failure.path, registrations: registrations, closeMatches: closeMatches))
    }
}
