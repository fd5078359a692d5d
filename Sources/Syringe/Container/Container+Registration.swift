extension Container {
    /// Registers how to make a service.
    ///
    /// ```swift
    /// container.register(Animal.self) { _ in Cat() }
    /// container.register(PetOwner.self, name: "Selfie") { r in PetOwner(pet: r.resolve(Animal.self)!) }
    /// ```
    ///
    /// Registering the same type and name again shadows the earlier registration.
    ///
    /// - Parameters:
    ///   - serviceType: The type to resolve the service by, usually a protocol.
    ///   - name: A name that tells registrations of the same type apart.
    ///   - factory: Makes an instance; it receives a resolver for the service's dependencies.
    /// - Returns: The registration, to configure its scope, `initCompleted` handlers and
    ///   forwarded types.
    @inlinable @discardableResult
    public func register<Service>(
        _ serviceType: Service.Type,
        name: String? = nil,
        factory: @escaping (Resolver) -> Service
    ) -> ServiceEntry<Service> {
        // Registrations without runtime arguments keep the closure as it is: no wrapper to
        // allocate, nothing to unpack on every resolution.
        register(serviceType, name: name, factory: factory, state: nil, isSynchronized: false)
    }

    /// Registers how to make a service from runtime arguments passed to `resolve`.
    ///
    /// There is no limit on the number of arguments. Their static types are part of the key, so
    /// resolve with values of exactly those types:
    ///
    /// ```swift
    /// container.register(Dog.self) { _, name, age in Dog(name: name, age: age) }   // (String, Int)
    /// let dog = container.resolve(Dog.self, arguments: "Hachi", 3)
    /// ```
    ///
    /// - Parameters:
    ///   - serviceType: The type to resolve the service by, usually a protocol.
    ///   - name: A name that tells registrations of the same type apart.
    ///   - factory: Makes an instance from a resolver and the runtime arguments.
    /// - Returns: The registration, to configure it further.
    @inlinable @discardableResult
    public func register<Service, each Argument>(
        _ serviceType: Service.Type,
        name: String? = nil,
        factory: @escaping (Resolver, repeat each Argument) -> Service
    ) -> ServiceEntry<Service> {
        register(serviceType, name: name, factory: factory, isSynchronized: false)
    }

    /// Registers how to make a service whose factory needs no resolver.
    ///
    /// ```swift
    /// container.register(ModuleBuilder.self) { ModuleBuilder() }
    /// ```
    ///
    /// - Parameters:
    ///   - serviceType: The type to resolve the service by.
    ///   - name: A name that tells registrations of the same type apart.
    ///   - factory: Makes an instance.
    /// - Returns: The registration, to configure it further.
    @discardableResult
    public func register<Service>(
        _ serviceType: Service.Type,
        name: String? = nil,
        factory: @escaping () -> Service
    ) -> ServiceEntry<Service> {
        register(serviceType, name: name) { (_: Resolver) in factory() }
    }

    /// Makes `type` resolve through an existing registration: same factory, arguments, scope,
    /// and `initCompleted` handlers, hence the same shared instance.
    ///
    /// ```swift
    /// let dog = container.register(Dog.self) { _ in Dog() }
    /// container.forward(Animal.self, to: dog)
    /// ```
    ///
    /// Resolving `type` stops the program with an explanation if the registered service's
    /// instance is not a `Type`.
    ///
    /// - Parameters:
    ///   - type: The type that should resolve through `service`.
    ///   - name: A name that tells registrations of the same type apart.
    ///   - service: The registration to resolve through.
    public func forward<Type, Service>(_ type: Type.Type, name: String? = nil, to service: ServiceEntry<Service>) {
        // An entry's state is guarded by its own hierarchy's lock; resolving it under another
        // hierarchy's lock would race.
        guard service.handle.treeLock === treeLock else {
            fatalError(ResolutionReport.forwardAcrossHierarchies(type: type, service: Service.self))
        }
        let alias = AliasEntry(name: name, target: service)
        let behaviors = add(alias, as: TypePair(serviceType: type, argumentsType: service.argumentsType))
        tell(behaviors, type, service, name: name)
    }

    /// Whether this container or an ancestor has a registration of `serviceType` under `name`,
    /// with any runtime arguments.
    ///
    /// - Parameters:
    ///   - serviceType: The service type.
    ///   - name: The registration name, `nil` for the unnamed registrations.
    /// - Returns: `true` if such a registration exists.
    public func hasAnyRegistration<Service>(of serviceType: Service.Type, name: String? = nil) -> Bool {
        treeLock.read(stripe: ThreadStripe.current) {
            var found = false
            forEachInHierarchy { container in
                guard !found else { return }
                container.registry.forEachVisible { types, entry in
                    if types.serviceType == serviceType, entry.name == name { found = true }
                }
            }
            return found
        }
    }

    /// Makes the entry for a registration whose factory takes runtime arguments, and adds it.
    ///
    /// Inlinable so that the wrapper that unpacks the arguments is specialized where the
    /// registration is made.
    @inlinable
    func register<Service, each Argument>(
        _ serviceType: Service.Type,
        name: String?,
        factory: @escaping (Resolver, repeat each Argument) -> Service,
        isSynchronized: Bool
    ) -> ServiceEntry<Service> {
        let argumentCount = count(repeat (each Argument).self)
        let state = argumentCount == 0
            ? nil : TypedEntryState<Service>(argumentsType: (repeat each Argument).self, argumentCount: argumentCount)
        return register(
            serviceType, name: name, factory: ServiceFactory.readingArguments(factory), state: state,
            isSynchronized: isSynchronized)
    }

    /// Makes the entry for a registration and adds it.
    ///
    /// Inlinable, like everything a registration runs, so that it is specialized for the service
    /// type where it is called: unspecialized, making the entry would look its generic types up
    /// in the runtime's metadata caches on every registration.
    @inlinable
    func register<Service>(
        _ serviceType: Service.Type,
        name: String?,
        factory: @escaping (Resolver) -> Service,
        state: TypedEntryState<Service>?,
        isSynchronized: Bool
    ) -> ServiceEntry<Service> {
        let entry = ServiceEntry(
            name: name, factory: factory,
            traits: EntryTraits(
                sharing: defaultSharing, isSynchronized: isSynchronized, makesObjects: ServiceEntry<Service>.makesObjects),
            handle: handle, state: state)
        if defaultSharing == .custom { entry.inObjectScope(defaultObjectScope) }
        let behaviors = add(entry, as: TypePair(serviceType: Service.self, argumentsType: state?.argumentsType ?? Void.self))
        if !behaviors.isEmpty { tell(behaviors, serviceType, entry, name: name) }
        return entry
    }

    /// Adds `entry` under `types`; a registration it shadows lets go of its shared instances.
    ///
    /// - Returns: The behaviors to tell about the registration, once outside the lock.
    @usableFromInline
    func add(_ entry: AnyServiceEntry, as types: TypePair) -> [Behavior] {
        let (shadowed, behaviors) = treeLock.write { (registry.add(entry, for: types), self.behaviors) }
        if let shadowed { releaseInstances(ofShadowed: shadowed.servedEntry) }
        return behaviors
    }

    /// Tells `behaviors` about a registration.
    @usableFromInline
    func tell<Type, Service>(_ behaviors: [Behavior], _ type: Type.Type, _ entry: ServiceEntry<Service>, name: String?) {
        for behavior in behaviors {
            behavior.container(self, didRegisterType: type, toService: entry, withName: name)
        }
    }
}

extension Container {
    /// Lets a registration that a newer one shadows release its shared instances (as replacing
    /// a registration does in Swinject), unless it still serves another key. If the newer one is
    /// removed later, it makes new ones.
    func releaseInstances(ofShadowed entry: AnyServiceEntry) {
        let stillServes = treeLock.read(stripe: ThreadStripe.current) { registry.servesAnyKey(entry) }
        if !stillServes { entry.discardSharedInstances(lock: treeLock, creationLock: creationLock) }
    }
}

/// The number of types in a pack.
@usableFromInline
func count<each Element>(_ types: repeat (each Element).Type) -> Int {
    var count = 0
    for _ in repeat each types { count += 1 }
    return count
}
