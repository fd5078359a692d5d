extension Container {
    /// Resolves every registration of `serviceType` that takes no runtime arguments, under every
    /// name, so that several assemblies can each contribute implementations.
    ///
    /// ```swift
    /// // in different assemblies
    /// container.register(Plugin.self, name: "analytics") { _ in AnalyticsPlugin() }
    /// container.register(Plugin.self, name: "crash-reporting") { _ in CrashPlugin() }
    ///
    /// let plugins = container.resolveAll(Plugin.self)   // [AnalyticsPlugin, CrashPlugin]
    /// ```
    ///
    /// Registrations come in the order they were made, ancestors' first; a registration that
    /// another one shadows (same name, registered later or in a child) appears once, as the
    /// newer one, in the place of the first.
    ///
    /// - Parameter serviceType: The service type.
    /// - Returns: An instance of each registration, following each one's scope.
    public func resolveAll<Service>(_ serviceType: Service.Type) -> [Service] {
        let names: [String?] = treeLock.read {
            var hierarchy: [Container] = []
            forEachInHierarchy { hierarchy.append($0) }
            var names: [String?] = []
            let types = TypePair(serviceType: Service.self, argumentsType: Void.self)
            for container in hierarchy.reversed() {
                // Each name in the place of its oldest registration.
                let oldest = container.registry.chains().compactMap { $0.last }.filter { $0.types.matches(types) }
                for registration in oldest.sorted(by: { $0.traits.identity < $1.traits.identity })
                where !names.contains(registration.name) {
                    names.append(registration.name)
                }
            }
            return names
        }
        return names.compactMap { name in
            try? resolveService(serviceType, name: name, arguments: (), isSynchronized: false)
        }
    }
}
