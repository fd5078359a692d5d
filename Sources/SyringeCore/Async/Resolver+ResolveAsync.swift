extension Resolver {
    /// Resolves a service, awaiting its factory if it is async and running it on its actor if it
    /// is isolated to one.
    ///
    /// ```swift
    /// container.register(Database.self) { r async throws in try await Database.open(r ~> DatabaseConfig.self) }
    ///     .inObjectScope(.container)
    /// container.register(SettingsModel.self) { @MainActor r in SettingsModel(store: r~>) }
    ///
    /// let database = try await container.resolveAsync(Database.self)     // from any task
    /// let model = try await container.resolveAsync(SettingsModel.self)   // made on the main actor
    /// ```
    ///
    /// Every registration resolves this way, synchronous ones included: a factory isolated to an
    /// actor (written `@MainActor`, or formed in main-actor code) runs on that actor, the others
    /// where the call runs. A `.container` or `.weak` async service is made once, however many
    /// tasks ask for it at the same time; if its factory throws, every waiter receives the error
    /// and the next request tries again. A `.graph` service is shared within one `resolveAsync`
    /// call and the resolutions its factories make through the resolver they receive.
    ///
    /// The name differs from `resolve` so that every synchronous `resolve` call in async code keeps
    /// compiling and behaving as it did.
    ///
    /// - Parameters:
    ///   - serviceType: The service type.
    ///   - name: The registration name, or `nil`.
    ///   - isolation: Where the call runs; leave the default, the caller's isolation.
    /// - Returns: The instance.
    /// - Throws: ``ResolutionError`` when nothing serves the key, for a circular dependency between
    ///   async factories, or when a forwarded instance is not a `Service`; or what the factory
    ///   threw.
    public func resolveAsync<Service>(
        _ serviceType: Service.Type, name: String? = nil, isolation: isolated (any Actor)? = #isolation
    ) async throws -> Service {
        // An instance that exists is returned here, before another async call makes its frame.
        if Self.self == Container.self, let existing = viewedContainer?.existingSharedObject(
            for: RegistrationKey(serviceType: Service.self, argumentsType: Void.self, name: name)) {
            return existing.instance(as: Service.self)
        }
        return try await resolveAsync(serviceType, name: name, arguments: ())
    }

    /// Resolves a service registered with a runtime argument, running its factory on its actor
    /// if it is isolated to one (see ``resolveAsync(_:name:isolation:)``).
    ///
    /// ```swift
    /// container.register(TaskDetailModel.self) { @MainActor (r, id: BoardTask.ID) in TaskDetailModel(id: id) }
    /// let model = try await container.resolveAsync(TaskDetailModel.self, argument: taskID)
    /// ```
    ///
    /// - Parameters:
    ///   - serviceType: The service type.
    ///   - name: The registration name, or `nil`.
    ///   - argument: The runtime argument; `Sendable`, as it may cross to the factory's actor.
    ///   - isolation: Where the call runs; leave the default, the caller's isolation.
    /// - Returns: The instance.
    /// - Throws: ``ResolutionError`` when nothing serves the key, or when a forwarded instance is
    ///   not a `Service`.
    public func resolveAsync<Service, Argument: Sendable>(
        _ serviceType: Service.Type, name: String? = nil, argument: Argument,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Service {
        try await resolveAsync(serviceType, name: name, arguments: argument)
    }

    /// Resolves a service registered with two or more runtime arguments, running its factory on
    /// its actor if it is isolated to one (see ``resolveAsync(_:name:isolation:)``).
    ///
    /// - Parameters:
    ///   - serviceType: The service type.
    ///   - name: The registration name, or `nil`.
    ///   - first: The first runtime argument.
    ///   - second: The second runtime argument.
    ///   - rest: Any further runtime arguments.
    ///   - isolation: Where the call runs; leave the default, the caller's isolation.
    /// - Returns: The instance.
    /// - Throws: ``ResolutionError`` when nothing serves the key, or when a forwarded instance is
    ///   not a `Service`.
    public func resolveAsync<Service, First: Sendable, Second: Sendable, each Rest: Sendable>(
        _ serviceType: Service.Type, name: String? = nil, arguments first: First, _ second: Second,
        _ rest: repeat each Rest, isolation: isolated (any Actor)? = #isolation
    ) async throws -> Service {
        try await resolveAsync(serviceType, name: name, arguments: (first, second, repeat each rest))
    }

    /// The async resolution of every form: `arguments` is the runtime arguments as the registration
    /// key has them (none, the one argument, or a tuple of them).
    private func resolveAsync<Service, Arguments: Sendable>(
        _ serviceType: Service.Type, name: String?, arguments: Arguments,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Service {
        let key = RegistrationKey(serviceType: Service.self, argumentsType: Arguments.self, name: name)
        // A container first reads a shared instance that exists: a comparison of metadata
        // pointers decides it, before the dynamic cast below.
        if Self.self == Container.self, let existing = viewedContainer?.existingSharedObject(for: key) {
            return existing.instance(as: Service.self)
        }
        if let resolution = self as? AsyncResolution {
            return try await resolution.resolve(key, as: Service.self, arguments: arguments)
        }
        guard let container = viewedContainer else {
            // A resolver of another type resolves through its own synchronous forms.
            return try resolveOrThrow(serviceType, name: name, arguments: arguments)
        }
        let resolution = AsyncResolution(container: container, isSynchronized: Self.self == SynchronizedResolver.self)
        defer { resolution.graph.end() }
        return try await resolution.resolve(key, as: Service.self, arguments: arguments)
    }
}
