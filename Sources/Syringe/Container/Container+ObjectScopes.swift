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
        let registrations: [(list: RegistrationList, identity: UInt64)] = treeLock.read {
            var found: [(list: RegistrationList, identity: UInt64)] = []
            registry.forEachVisible { list, position in
                if let serviceType, list.types.serviceType != serviceType { return }
                sawType = true
                guard let (servedList, served) = list.served(at: position), servedList.scope(at: served) === objectScope
                else { return }
                let identity = servedList.traits(at: served).identity
                if !found.contains(where: { $0.identity == identity }) { found.append((servedList, identity)) }
            }
            return found
        }
        for (list, identity) in registrations { discardSharedInstances(of: identity, in: list) }
        return sawType
    }

    /// Lets a registration that a newer one shadows release its shared instances (as replacing a
    /// registration does in Swinject), unless it still serves another key. If the newer one is
    /// removed later, it makes new ones.
    func discardInstances(ofShadowed identity: UInt64, in list: RegistrationList) {
        let served: (list: RegistrationList, identity: UInt64)? = treeLock.read {
            guard let position = list.position(of: identity), let (servedList, served) = list.served(at: position),
                  servedList.keepsInstances(at: served)
            else { return nil }
            let servedIdentity = servedList.traits(at: served).identity
            return registry.servesAnyKey(servedList, identity: servedIdentity) ? nil : (servedList, servedIdentity)
        }
        if let served { discardSharedInstances(of: served.identity, in: served.list) }
    }

    /// Discards the instances the registration `identity` of `list` shares: the next resolution
    /// makes new ones.
    ///
    /// A custom scope's storage is emptied, and made first if the registration was never
    /// resolved: whatever was put into it from outside is discarded too, as in Swinject, whose
    /// reset is the storage's first use.
    private func discardSharedInstances(of identity: UInt64, in list: RegistrationList) {
        let (discarded, custom): ([Any], _ServiceRegistration?) = treeLock.write {
            guard let position = list.position(of: identity) else { return ([], nil) }
            guard list.traits(at: position).sharing == .custom else { return (list.takeKeptInstances(at: position), nil) }
            return ([], list.registrations[position])
        }
        withExtendedLifetime(discarded) {}
        guard let custom else { return }
        let storage = custom.customStorage(lock: treeLock)
        creationLock.withLock { storage.instance = nil }
    }
}
