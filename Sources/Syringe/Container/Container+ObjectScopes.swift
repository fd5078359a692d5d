extension Container {
    /// Discards the shared instances of every registration in `objectScope`, on this container
    /// and its ancestors. The next resolution makes new ones.
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

    /// Discards the instances of this container's entries in `objectScope`, of `serviceType` if
    /// given. Returns whether a registration of `serviceType` exists here, in any scope.
    @discardableResult
    private func discardInstances(in objectScope: ObjectScopeProtocol, ofType serviceType: Any.Type?) -> Bool {
        var sawType = false
        let entries: [AnyServiceEntry] = treeLock.read(stripe: ThreadStripe.current) {
            var found: [AnyServiceEntry] = []
            registry.forEachVisible { types, visible in
                if let serviceType, types.serviceType != serviceType { return }
                sawType = true
                let entry = visible.servedEntry
                if entry.scope === objectScope, !found.contains(where: { $0 === entry }) {
                    found.append(entry)
                }
            }
            return found
        }
        for entry in entries {
            entry.discardSharedInstances(lock: treeLock, creationLock: creationLock)
        }
        return sawType
    }
}
