extension Container {
    /// Discards the shared instances of every registration in `objectScope`, on this container
    /// and its ancestors. The next resolution makes new ones.
    ///
    /// In a custom scope, the storage of each registration is emptied, including one made for
    /// the reset because the registration was never resolved.
    ///
    /// ```swift
    /// container.resetObjectScope(ObjectScope.container)
    /// ```
    ///
    /// - Parameter objectScope: The scope whose instances to discard.
    public func resetObjectScope(_ objectScope: ObjectScopeProtocol) {
        forEachInHierarchy { container in
            container.discardInstances(in: objectScope, ofType: nil)
        }
    }

    /// Discards the shared instances of every registration in `objectScope`, on this container
    /// and its ancestors.
    ///
    /// ```swift
    /// container.resetObjectScope(.container)
    /// ```
    ///
    /// - Parameter objectScope: The scope whose instances to discard.
    public func resetObjectScope(_ objectScope: ObjectScope) {
        resetObjectScope(objectScope as ObjectScopeProtocol)
    }

    /// Discards the shared instances of the registrations of `serviceType` in `objectScope`.
    ///
    /// As in Swinject, ancestors are reset too, but only when this container has a registration
    /// of `serviceType` itself.
    ///
    /// - Parameters:
    ///   - objectScope: The scope whose instances to discard.
    ///   - serviceType: The service type whose instances to discard.
    public func resetObjectScope(_ objectScope: ObjectScopeProtocol, serviceType: Any.Type) {
        if discardInstances(in: objectScope, ofType: serviceType) { parent?.resetObjectScope(objectScope, serviceType: serviceType) }
    }

    /// Discards the shared instances of the registrations of `serviceType` in `objectScope`.
    ///
    /// ```swift
    /// container.resetObjectScope(.container, serviceType: Session.self)
    /// ```
    ///
    /// - Parameters:
    ///   - objectScope: The scope whose instances to discard.
    ///   - serviceType: The service type whose instances to discard.
    public func resetObjectScope(_ objectScope: ObjectScope, serviceType: Any.Type) {
        resetObjectScope(objectScope as ObjectScopeProtocol, serviceType: serviceType)
    }

    /// Discards the instances of this container's registrations in `objectScope`, of
    /// `serviceType` if given. Returns whether a registration of `serviceType` exists here, in any
    /// scope.
    @discardableResult
    private func discardInstances(in objectScope: ObjectScopeProtocol, ofType serviceType: Any.Type?) -> Bool {
        var sawType = false
        let registrations: [_ServiceRegistration] = treeLock.read {
            var found: [_ServiceRegistration] = []
            registry.forEachServing { registration in
                if let serviceType, registration.types.serviceType != serviceType { return }
                sawType = true
                guard let served = registration.served, served.scope === objectScope,
                      !found.contains(where: { $0 === served })
                else { return }
                found.append(served)
            }
            return found
        }
        for registration in registrations { discardSharedInstances(of: registration) }
        return sawType
    }

    /// Lets `shadowed`, a registration that a newer one shadows, release its shared instances
    /// (as replacing a registration does in Swinject), unless it still serves another key. If the
    /// newer one is removed later, it makes new ones.
    func discardInstances(ofShadowed shadowed: _ServiceRegistration) {
        let served: _ServiceRegistration? = treeLock.read {
            guard let served = shadowed.served, served.keepsInstances, !registry.servesAnyKey(served) else { return nil }
            return served
        }
        if let served { discardSharedInstances(of: served) }
    }

    /// Discards the instances `registration` shares: the next resolution makes new ones.
    ///
    /// A custom scope's storage is emptied, and made first if the registration was never
    /// resolved: whatever was put into it from outside is discarded too, as in Swinject, whose
    /// reset is the storage's first use.
    private func discardSharedInstances(of registration: _ServiceRegistration) {
        let (discarded, isCustom): ([Any], Bool) = treeLock.write {
            guard !registration.traits.isRemoved else { return ([], false) }
            guard registration.traits.sharing == .custom else { return (registration.takeKeptInstances(), false) }
            return ([], true)
        }
        withExtendedLifetime(discarded) {}
        if isCustom { registration.discardCustomInstances(in: self) }
    }
}
