/// A custom scope (``ObjectScope/init(storageFactory:description:parent:)``): the instances a
/// registration shares are kept by the scope's ``InstanceStorage``, which the registration's state
/// holds, made on first use.
///
/// Read and kept by ``storedInstance(_:factory:traits:from:in:)``, discarded by
/// ``discardCustomInstances(in:)``, which empties the storage.
extension _ServiceRegistration {
    /// The instance the scope's storage keeps for the graph in progress, made from `factory`, of
    /// this registration whose traits are `traits`, for `request` if the storage has none, under
    /// the tree's creation lock, and completed by the `initCompleted` handlers once it is stored
    /// (where a circular dependency through them finds it). Not specialized, as custom storages
    /// work with `Any` anyway.
    func storedInstance<Service>(
        _ request: ResolutionRequest, factory: @escaping (Resolver) -> Service, traits: EntryTraits,
        from container: Container, in context: ResolutionContext
    ) -> Service {
        let storage = customStorage(lock: container.treeLock)
        let graph = GraphIdentifier(context.captureGraph())
        return container.creationLock.withLock {
            if let existing = storage.instance(inGraph: graph) as? Service { return existing }
            let instance = container.runFactory(factory, traits: traits, for: request, in: context)
            if let existing = storage.instance(inGraph: graph) as? Service { return existing }
            storage.setInstance(instance, inGraph: graph)
            context.noteInFlight(storage, guardedBy: container.creationLock)
            if traits.hasInitCompletedActions {
                runInitCompleted(on: instance, isKept: true, request, traits: traits, from: container, in: context)
            }
            return instance
        }
    }

    /// The storage of a custom scope, made on first use: the first resolution, or a reset of the
    /// scope (an instance may have been put into the storage from outside, as Swinject allows).
    /// The scope's factory is user code, so it runs outside the tree lock; if two threads race,
    /// the first storage installed wins. The scope may change meanwhile (`inObjectScope`); a
    /// storage is installed only while the registration is still in the custom scope it was made
    /// for, so that the storage always matches the scope.
    func customStorage(lock: ReadMostlyLock) -> InstanceStorage {
        let (existing, scope): (AnyObject?, ObjectScopeProtocol?) = lock.read {
            guard !traits.isRemoved else { return (nil, nil) }
            return (traits.sharing == .custom ? state?.storage : nil, self.scope)
        }
        if let existing { return existing as! InstanceStorage }
        // A registration removed meanwhile shares nothing: a throw-away storage serves this request.
        guard let scope else { return TransientStorage() }
        let made = scope.makeStorage()
        return lock.write {
            guard !traits.isRemoved, traits.sharing == .custom, let state, state.customScope === scope
            else { return made }
            if let raced = state.storage { return raced as! InstanceStorage }
            state.storage = made
            return made
        }
    }

    /// Discards the instances the registration's custom storage keeps, making the storage first
    /// if the registration was never resolved: whatever was put into it from outside is discarded
    /// too, as in Swinject, whose reset is the storage's first use.
    func discardCustomInstances(in container: Container) {
        let storage = customStorage(lock: container.treeLock)
        container.creationLock.withLock { storage.instance = nil }
    }
}
