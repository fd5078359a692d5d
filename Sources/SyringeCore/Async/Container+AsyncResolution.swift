extension Container {
    /// What an async resolution of `key` does, decided in one read of the registrations.
    enum AsyncPlan {
        /// Await the registration's async factory, for an instance shared as `sharing` says.
        case awaitFactory(
            AnyAsyncFactory, of: _ServiceRegistration, sharing: InstanceSharing, identity: UInt64,
            registeredType: Any.Type)
        /// Resolve synchronously on the actor the factory is isolated to.
        case hop(FactoryIsolation)
        /// Resolve synchronously where the resolution runs (including when nothing is registered,
        /// which the synchronous resolve reports).
        case resolveHere
    }

    /// How to resolve `key` asynchronously.
    func asyncPlan(for key: RegistrationKey) -> AsyncPlan {
        treeLock.read {
            guard let served = anyRegistration(for: key)?.served, let state = served.state else { return .resolveHere }
            let traits = served.traits
            if let factory = state.asyncFactory {
                return .awaitFactory(
                    factory, of: served, sharing: traits.sharing, identity: traits.identity,
                    registeredType: served.types.serviceType)
            }
            return state.isolation.map(AsyncPlan.hop) ?? .resolveHere
        }
    }

    /// The service type of the registration that serves `key`, for reports.
    func registeredType(for key: RegistrationKey) -> Any.Type {
        if case .awaitFactory(_, _, _, _, let registeredType) = asyncPlan(for: key) { return registeredType }
        return key.serviceType
    }
}
