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
    @discardableResult
    public func register<Service>(
        _ serviceType: Service.Type,
        name: String? = nil,
        factory: @escaping @isolated(any) (Resolver) -> Service
    ) -> ServiceEntry<Service> {
        // Registrations without runtime arguments keep the closure as it is: no wrapper to
        // allocate, nothing to unpack on every resolution.
        register(
            serviceType, name: name, factory: IsolatedCall.synchronous(factory),
            isolatedTo: FactoryIsolation(factory.isolation))
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
    @discardableResult
    public func register<Service, each Argument>(
        _ serviceType: Service.Type,
        name: String? = nil,
        factory: @escaping @isolated(any) (Resolver, repeat each Argument) -> Service
    ) -> ServiceEntry<Service> {
        register(serviceType, name: name, isolatedFactory: factory, isSynchronized: false)
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
        factory: @escaping @isolated(any) () -> Service
    ) -> ServiceEntry<Service> {
        let producer = IsolatedProducer(function: factory)
        let synchronous = producer.synchronous
        return register(serviceType, name: name, factory: { _ in synchronous() }, isolatedTo: producer.isolation)
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
        // A registration's state is guarded by its own hierarchy's lock; resolving it under
        // another hierarchy's lock would race.
        guard service.handle.treeLock === treeLock else {
            fatalError(ResolutionReport.forwardAcrossHierarchies(type: type, service: Service.self))
        }
        let types = TypePair(serviceType: Type.self, argumentsType: service.argumentsType)
        let alias = _ServiceRegistration.makeAlias(types: types, name: name, handle: handle, to: service)
        let (shadowed, behaviors) = treeLock.write { (registry.add(alias), self.behaviors) }
        if let shadowed { discardInstances(ofShadowed: shadowed) }
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
        treeLock.read {
            var found = false
            forEachInHierarchy { container in
                guard !found else { return }
                container.registry.forEachServing { registration in
                    if registration.types.serviceType == serviceType, registration.name == name { found = true }
                }
            }
            return found
        }
    }

    /// Makes the registration of an `@isolated(any)` factory that takes runtime arguments, and
    /// adds it.
    func register<Service, each Argument>(
        _ serviceType: Service.Type,
        name: String?,
        isolatedFactory: @escaping @isolated(any) (Resolver, repeat each Argument) -> Service,
        isSynchronized: Bool
    ) -> ServiceEntry<Service> {
        let isolated = IsolatedFunction(isolatedFactory)
        return register(
            serviceType, name: name, factory: isolated.synchronous, isolation: isolated.isolation,
            isSynchronized: isSynchronized)
    }

    /// Makes the registration of a factory that takes runtime arguments, wrapped to read them
    /// from the request it serves (see ``ServiceFactory``), and adds it.
    package func register<Service, each Argument>(
        _ serviceType: Service.Type,
        name: String?,
        factory: @escaping (Resolver, repeat each Argument) -> Service,
        isolation: FactoryIsolation?,
        isSynchronized: Bool
    ) -> ServiceEntry<Service> {
        let argumentCount = count(repeat (each Argument).self)
        // So that a plug-in's `_resolve`, which passes the arguments as one tuple, finds it.
        if argumentCount > 0 { PlugInArguments.record(Service.self, arguments: repeat (each Argument).self) }
        return register(
            serviceType, name: name, factory: ServiceFactory.readingArguments(factory),
            isolation: isolation, argumentsType: (repeat each Argument).self, argumentCount: argumentCount,
            isSynchronized: isSynchronized)
    }

    /// Makes the registration of a factory without runtime arguments, checked to run on the actor
    /// of `isolation` if there is one, and adds it.
    package func register<Service>(
        _ serviceType: Service.Type,
        name: String?,
        factory: @escaping (Resolver) -> Service,
        isolatedTo isolation: FactoryIsolation?
    ) -> ServiceEntry<Service> {
        register(
            serviceType, name: name, factory: factory, isolation: isolation, argumentsType: Void.self, argumentCount: 0,
            isSynchronized: false)
    }

    /// Makes a registration and adds it.
    func register<Service>(
        _ serviceType: Service.Type,
        name: String?,
        factory unchecked: @escaping (Resolver) -> Service,
        isolation: FactoryIsolation?,
        asyncFactory: AnyAsyncFactory? = nil,
        argumentsType: Any.Type,
        argumentCount: Int,
        isSynchronized: Bool
    ) -> ServiceEntry<Service> {
        let factory = FactoryIsolation.checking(unchecked, on: isolation, name: name, argumentsType: argumentsType)
        let traits = EntryTraits(
            sharing: defaultSharing, isSynchronized: isSynchronized,
            makesObjects: EntryTraits.makesObjects(Service.self), argumentCount: argumentCount,
            isAsync: asyncFactory != nil)
        var state = defaultSharing == .custom ? defaultScopeState() : nil
        if isolation != nil || asyncFactory != nil {
            let made = state ?? EntryState()
            made.isolation = isolation
            made.asyncFactory = asyncFactory
            state = made
        }
        let types = TypePair(serviceType: Service.self, argumentsType: argumentsType)
        let entry = _ServiceRegistration.makeEntry(
            of: Service.self, types: types, name: name, handle: handle, traits: traits, state: state, factory: factory)
        // The registration goes into the write section as a plain registration: a tuple with a
        // `ServiceEntry<Service>` is a generic type whose metadata unspecialized code would build
        // for each service type, at a cost larger than the rest of the registration.
        let registration: _ServiceRegistration = entry
        let (shadowed, behaviors): (_ServiceRegistration?, [Behavior]?) = treeLock.write {
            (registry.add(registration), self.behaviors.isEmpty ? nil : self.behaviors)
        }
        if let shadowed { discardInstances(ofShadowed: shadowed) }
        if let behaviors { tell(behaviors, serviceType, entry, name: name) }
        return entry
    }

    /// The state of a registration in this container's default scope, when that is a custom one.
    func defaultScopeState() -> EntryState {
        let state = EntryState()
        state.customScope = defaultObjectScope
        return state
    }

    /// Tells `behaviors` about a registration.
    func tell<Type, Service>(_ behaviors: [Behavior], _ type: Type.Type, _ entry: ServiceEntry<Service>, name: String?) {
        for behavior in behaviors {
            behavior.container(self, didRegisterType: type, toService: entry, withName: name)
        }
    }
}

/// The number of types in a pack.
func count<each Element>(_ types: repeat (each Element).Type) -> Int {
    var count = 0
    for _ in repeat each types { count += 1 }
    return count
}
