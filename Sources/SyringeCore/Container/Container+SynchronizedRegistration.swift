extension Container {
    /// Registers a service whose factory is not thread safe: it runs under the container's
    /// recursive lock, one factory at a time, and receives a synchronized resolver.
    ///
    /// ```swift
    /// container.registerSynchronized(LifeCycleCompositor.self) { r in
    ///     LifeCycleCompositor(delegates: [r ~> AnalyticsCompositor.self, r ~> LifecycleHandler.self])
    /// }
    /// container.registerSynchronized(Download.self) { (r, url: URL) in Download(url: url, session: r~>) }
    /// ```
    ///
    /// The factory may take runtime arguments, as with ``register(_:name:factory:)-oyho``.
    /// Resolving other services from inside the factory, including other synchronized ones, does
    /// not deadlock: the lock is recursive and shared by the whole container hierarchy.
    ///
    /// - Parameters:
    ///   - serviceType: The type to resolve the service by.
    ///   - name: A name that tells registrations of the same type apart.
    ///   - factory: Makes an instance from a synchronized resolver and any runtime arguments.
    /// - Returns: The registration, to configure it further.
    @discardableResult
    public func registerSynchronized<Service, each Argument>(
        _ serviceType: Service.Type,
        name: String? = nil,
        factory: @escaping @isolated(any) (Resolver, repeat each Argument) -> Service
    ) -> ServiceEntry<Service> {
        register(serviceType, name: name, isolatedFactory: factory, isSynchronized: true)
    }
}
