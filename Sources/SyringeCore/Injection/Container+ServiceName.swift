extension Container {
    /// Registers how to make a service under a ``ServiceName``.
    ///
    /// ```swift
    /// enum Temperature: String, ServiceName { case celsius, fahrenheit }
    ///
    /// container.register(Formatter.self, name: Temperature.celsius) { _ in CelsiusFormatter() }
    /// ```
    ///
    /// - Parameters:
    ///   - serviceType: The type to resolve the service by, usually a protocol.
    ///   - name: The name that tells registrations of the same type apart.
    ///   - factory: Makes an instance; it receives a resolver for the service's dependencies.
    /// - Returns: The registration, to configure it further.
    @discardableResult
    public func register<Service>(
        _ serviceType: Service.Type,
        name: some ServiceName,
        factory: @escaping @isolated(any) (Resolver) -> Service
    ) -> ServiceEntry<Service> {
        register(serviceType, name: name.name, factory: factory)
    }
}

extension Resolver {
    /// Resolves the service registered under a ``ServiceName``.
    ///
    /// ```swift
    /// let formatter = container.resolve(Formatter.self, name: Temperature.celsius)
    /// ```
    ///
    /// - Parameters:
    ///   - serviceType: The service type to resolve.
    ///   - name: The registration name.
    /// - Returns: The resolved instance, or `nil` when no registration matches.
    public func resolve<Service>(_ serviceType: Service.Type, name: some ServiceName) -> Service? {
        resolve(serviceType, name: name.name)
    }
}
