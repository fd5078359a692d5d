extension Container {
    /// Registers a service made by an async factory, which may throw.
    ///
    /// ```swift
    /// container.register(Database.self) { r async throws in
    ///     try await Database.open(r ~> DatabaseConfig.self)
    /// }
    /// .inObjectScope(.container)
    ///
    /// let database = try await container.resolveAsync(Database.self)
    /// ```
    ///
    /// Resolve it with ``Resolver/resolveAsync(_:name:isolation:)``: a synchronous `resolve` cannot
    /// await the factory, and stops the program with a report that says so. The scopes work as
    /// for synchronous factories, with `.container` and `.weak` instances made once under
    /// concurrent first requests and a thrown error never kept; custom scopes are not supported.
    ///
    /// The factory is `@Sendable` and receives a ``SendableResolver``, which it may hand to tasks it
    /// starts. Like the body of a `Task`, it takes the isolation of the code that writes it: written
    /// in main-actor code (every closure of a module with default main-actor isolation), it is
    /// main-actor code; written in nonisolated code, it may run on any thread. Mark it `@MainActor`
    /// (or another global actor) to choose.
    ///
    /// - Parameters:
    ///   - serviceType: The type to resolve the service by.
    ///   - name: A name that tells registrations of the same type apart.
    ///   - factory: Makes an instance; it receives a resolver for the service's dependencies.
    /// - Returns: The registration, to configure its scope.
    @discardableResult
    public func register<Service>(
        _ serviceType: Service.Type,
        name: String? = nil,
        @_inheritActorContext factory: @escaping @isolated(any) @Sendable (SendableResolver) async throws -> sending Service
    ) -> ServiceEntry<Service> {
        let key = RegistrationKey(serviceType: Service.self, argumentsType: Void.self, name: name)
        let asyncFactory = AsyncFactory(factory, key: key)
        return register(
            serviceType, name: name, factory: { _ in asyncFactory.refuseSynchronousResolve() }, isolation: nil,
            asyncFactory: asyncFactory, argumentsType: Void.self, argumentCount: 0, isSynchronized: false)
    }
}
