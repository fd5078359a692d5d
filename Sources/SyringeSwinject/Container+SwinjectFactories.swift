import SyringeCore

// Swinject's own factory types, for code that imports Swinject.
//
// Syringe's `register` takes an `@isolated(any)` factory. Beside it, an overload that a client
// declares for `@MainActor` factories (`register(_:name:mainActorFactory:)`, say) is the more
// specific one for a trailing closure, so it takes every plain registration, its own included,
// and calls itself for ever. Beside Swinject's plain `(Resolver) -> Service`, as here, the plain
// form is the more specific one, as on Swinject. A closure literal passed to a plain parameter
// is isolated to the code that writes it, so these forms record the caller's isolation as the
// factory's: a closure written in main-actor code is still checked to run on the main actor.

extension Container {
    /// Registers how to make a service, with Swinject's factory type.
    ///
    /// ```swift
    /// container.register(Animal.self) { _ in Cat() }
    /// ```
    ///
    /// Code that imports `Swinject` calls this form for a plain closure, as it called Swinject's:
    /// a `register` overload of its own with another label, for `@MainActor` factories for
    /// instance, receives only the calls that name its label or pass a `@MainActor` closure.
    /// The factory counts as code of the actor that registers it, as Swift counts a closure
    /// written there: registered in main-actor code, it runs when resolved on the main actor or
    /// with ``Resolver/resolveAsync(_:name:isolation:)``, and a synchronous resolve elsewhere
    /// stops with Syringe's report (see ``Container/offActorResolution``). The plain type cannot
    /// say more, so a function passed by name and a closure written `{ @Sendable r in … }` count
    /// so too: register those from nonisolated code to have them run anywhere.
    ///
    /// - Parameters:
    ///   - serviceType: The type to resolve the service by, usually a protocol.
    ///   - name: A name that tells registrations of the same type apart.
    ///   - factory: Makes an instance; it receives a resolver for the service's dependencies.
    ///   - isolation: The actor of the registering code, which the factory is checked to run on;
    ///     leave it to its default.
    /// - Returns: The registration, to configure it further.
    @discardableResult
    public func register<Service>(
        _ serviceType: Service.Type,
        name: String? = nil,
        factory: @escaping (Resolver) -> Service,
        isolation: isolated (any Actor)? = #isolation
    ) -> ServiceEntry<Service> {
        // Isolated to `isolation` because it captures it: `@isolated(any)` records that actor.
        let registered: @isolated(any) (Resolver) -> Service = { resolver in
            _ = isolation
            return factory(resolver)
        }
        return register(serviceType, name: name, factory: registered)
    }
}

// Swinject's forms with runtime arguments, one to nine. (Not one form over a parameter pack: a
// closure cannot declare a pack of parameters, and a local function, which can, is not isolated
// to `isolation`, so `@isolated(any)` would not record the registering code's actor.)
extension Container {
    /// Registers how to make a service from one runtime argument, with Swinject's factory type.
    ///
    /// As with ``register(_:name:factory:isolation:)``, the factory counts as code of the actor
    /// that registers it. Swinject's forms stop at nine arguments; more go to Syringe's own form.
    ///
    /// - Parameters:
    ///   - serviceType: The type to resolve the service by, usually a protocol.
    ///   - name: A name that tells registrations of the same type apart.
    ///   - factory: Makes an instance from a resolver and the runtime arguments.
    ///   - isolation: The actor of the registering code; leave it to its default.
    /// - Returns: The registration, to configure it further.
    @discardableResult
    public func register<Service, Argument1>(
        _ serviceType: Service.Type,
        name: String? = nil,
        factory: @escaping (Resolver, Argument1) -> Service,
        isolation: isolated (any Actor)? = #isolation
    ) -> ServiceEntry<Service> {
        let registered: @isolated(any) (Resolver, Argument1) -> Service = { resolver, argument1 in
            _ = isolation
            return factory(resolver, argument1)
        }
        return register(serviceType, name: name, factory: registered)
    }

    /// Registers how to make a service from two runtime arguments, with Swinject's factory type.
    ///
    /// As with ``register(_:name:factory:isolation:)``, the factory counts as code of the actor
    /// that registers it. Swinject's forms stop at nine arguments; more go to Syringe's own form.
    ///
    /// - Parameters:
    ///   - serviceType: The type to resolve the service by, usually a protocol.
    ///   - name: A name that tells registrations of the same type apart.
    ///   - factory: Makes an instance from a resolver and the runtime arguments.
    ///   - isolation: The actor of the registering code; leave it to its default.
    /// - Returns: The registration, to configure it further.
    @discardableResult
    public func register<Service, Argument1, Argument2>(
        _ serviceType: Service.Type,
        name: String? = nil,
        factory: @escaping (Resolver, Argument1, Argument2) -> Service,
        isolation: isolated (any Actor)? = #isolation
    ) -> ServiceEntry<Service> {
        let registered: @isolated(any) (Resolver, Argument1, Argument2) -> Service = { resolver, argument1, argument2 in
            _ = isolation
            return factory(resolver, argument1, argument2)
        }
        return register(serviceType, name: name, factory: registered)
    }

    /// Registers how to make a service from three runtime arguments, with Swinject's factory type.
    ///
    /// As with ``register(_:name:factory:isolation:)``, the factory counts as code of the actor
    /// that registers it. Swinject's forms stop at nine arguments; more go to Syringe's own form.
    ///
    /// - Parameters:
    ///   - serviceType: The type to resolve the service by, usually a protocol.
    ///   - name: A name that tells registrations of the same type apart.
    ///   - factory: Makes an instance from a resolver and the runtime arguments.
    ///   - isolation: The actor of the registering code; leave it to its default.
    /// - Returns: The registration, to configure it further.
    @discardableResult
    public func register<Service, Argument1, Argument2, Argument3>(
        _ serviceType: Service.Type,
        name: String? = nil,
        factory: @escaping (Resolver, Argument1, Argument2, Argument3) -> Service,
        isolation: isolated (any Actor)? = #isolation
    ) -> ServiceEntry<Service> {
        let registered: @isolated(any) (Resolver, Argument1, Argument2, Argument3) -> Service = { resolver, argument1, argument2, argument3 in
            _ = isolation
            return factory(resolver, argument1, argument2, argument3)
        }
        return register(serviceType, name: name, factory: registered)
    }

    /// Registers how to make a service from four runtime arguments, with Swinject's factory type.
    ///
    /// As with ``register(_:name:factory:isolation:)``, the factory counts as code of the actor
    /// that registers it. Swinject's forms stop at nine arguments; more go to Syringe's own form.
    ///
    /// - Parameters:
    ///   - serviceType: The type to resolve the service by, usually a protocol.
    ///   - name: A name that tells registrations of the same type apart.
    ///   - factory: Makes an instance from a resolver and the runtime arguments.
    ///   - isolation: The actor of the registering code; leave it to its default.
    /// - Returns: The registration, to configure it further.
    @discardableResult
    public func register<Service, Argument1, Argument2, Argument3, Argument4>(
        _ serviceType: Service.Type,
        name: String? = nil,
        factory: @escaping (Resolver, Argument1, Argument2, Argument3, Argument4) -> Service,
        isolation: isolated (any Actor)? = #isolation
    ) -> ServiceEntry<Service> {
        let registered: @isolated(any) (Resolver, Argument1, Argument2, Argument3, Argument4) -> Service = { resolver, argument1, argument2, argument3, argument4 in
            _ = isolation
            return factory(resolver, argument1, argument2, argument3, argument4)
        }
        return register(serviceType, name: name, factory: registered)
    }

    /// Registers how to make a service from five runtime arguments, with Swinject's factory type.
    ///
    /// As with ``register(_:name:factory:isolation:)``, the factory counts as code of the actor
    /// that registers it. Swinject's forms stop at nine arguments; more go to Syringe's own form.
    ///
    /// - Parameters:
    ///   - serviceType: The type to resolve the service by, usually a protocol.
    ///   - name: A name that tells registrations of the same type apart.
    ///   - factory: Makes an instance from a resolver and the runtime arguments.
    ///   - isolation: The actor of the registering code; leave it to its default.
    /// - Returns: The registration, to configure it further.
    @discardableResult
    public func register<Service, Argument1, Argument2, Argument3, Argument4, Argument5>(
        _ serviceType: Service.Type,
        name: String? = nil,
        factory: @escaping (Resolver, Argument1, Argument2, Argument3, Argument4, Argument5) -> Service,
        isolation: isolated (any Actor)? = #isolation
    ) -> ServiceEntry<Service> {
        let registered: @isolated(any) (Resolver, Argument1, Argument2, Argument3, Argument4, Argument5) -> Service = { resolver, argument1, argument2, argument3, argument4, argument5 in
            _ = isolation
            return factory(resolver, argument1, argument2, argument3, argument4, argument5)
        }
        return register(serviceType, name: name, factory: registered)
    }

    /// Registers how to make a service from six runtime arguments, with Swinject's factory type.
    ///
    /// As with ``register(_:name:factory:isolation:)``, the factory counts as code of the actor
    /// that registers it. Swinject's forms stop at nine arguments; more go to Syringe's own form.
    ///
    /// - Parameters:
    ///   - serviceType: The type to resolve the service by, usually a protocol.
    ///   - name: A name that tells registrations of the same type apart.
    ///   - factory: Makes an instance from a resolver and the runtime arguments.
    ///   - isolation: The actor of the registering code; leave it to its default.
    /// - Returns: The registration, to configure it further.
    @discardableResult
    public func register<Service, Argument1, Argument2, Argument3, Argument4, Argument5, Argument6>(
        _ serviceType: Service.Type,
        name: String? = nil,
        factory: @escaping (Resolver, Argument1, Argument2, Argument3, Argument4, Argument5, Argument6) -> Service,
        isolation: isolated (any Actor)? = #isolation
    ) -> ServiceEntry<Service> {
        let registered: @isolated(any) (Resolver, Argument1, Argument2, Argument3, Argument4, Argument5, Argument6) -> Service = { resolver, argument1, argument2, argument3, argument4, argument5, argument6 in
            _ = isolation
            return factory(resolver, argument1, argument2, argument3, argument4, argument5, argument6)
        }
        return register(serviceType, name: name, factory: registered)
    }

    /// Registers how to make a service from seven runtime arguments, with Swinject's factory type.
    ///
    /// As with ``register(_:name:factory:isolation:)``, the factory counts as code of the actor
    /// that registers it. Swinject's forms stop at nine arguments; more go to Syringe's own form.
    ///
    /// - Parameters:
    ///   - serviceType: The type to resolve the service by, usually a protocol.
    ///   - name: A name that tells registrations of the same type apart.
    ///   - factory: Makes an instance from a resolver and the runtime arguments.
    ///   - isolation: The actor of the registering code; leave it to its default.
    /// - Returns: The registration, to configure it further.
    @discardableResult
    public func register<Service, Argument1, Argument2, Argument3, Argument4, Argument5, Argument6, Argument7>(
        _ serviceType: Service.Type,
        name: String? = nil,
        factory: @escaping (Resolver, Argument1, Argument2, Argument3, Argument4, Argument5, Argument6, Argument7) -> Service,
        isolation: isolated (any Actor)? = #isolation
    ) -> ServiceEntry<Service> {
        let registered: @isolated(any) (Resolver, Argument1, Argument2, Argument3, Argument4, Argument5, Argument6, Argument7) -> Service = { resolver, argument1, argument2, argument3, argument4, argument5, argument6, argument7 in
            _ = isolation
            return factory(resolver, argument1, argument2, argument3, argument4, argument5, argument6, argument7)
        }
        return register(serviceType, name: name, factory: registered)
    }

    /// Registers how to make a service from eight runtime arguments, with Swinject's factory type.
    ///
    /// As with ``register(_:name:factory:isolation:)``, the factory counts as code of the actor
    /// that registers it. Swinject's forms stop at nine arguments; more go to Syringe's own form.
    ///
    /// - Parameters:
    ///   - serviceType: The type to resolve the service by, usually a protocol.
    ///   - name: A name that tells registrations of the same type apart.
    ///   - factory: Makes an instance from a resolver and the runtime arguments.
    ///   - isolation: The actor of the registering code; leave it to its default.
    /// - Returns: The registration, to configure it further.
    @discardableResult
    public func register<Service, Argument1, Argument2, Argument3, Argument4, Argument5, Argument6, Argument7, Argument8>(
        _ serviceType: Service.Type,
        name: String? = nil,
        factory: @escaping (Resolver, Argument1, Argument2, Argument3, Argument4, Argument5, Argument6, Argument7, Argument8) -> Service,
        isolation: isolated (any Actor)? = #isolation
    ) -> ServiceEntry<Service> {
        let registered: @isolated(any) (Resolver, Argument1, Argument2, Argument3, Argument4, Argument5, Argument6, Argument7, Argument8) -> Service = { resolver, argument1, argument2, argument3, argument4, argument5, argument6, argument7, argument8 in
            _ = isolation
            return factory(resolver, argument1, argument2, argument3, argument4, argument5, argument6, argument7, argument8)
        }
        return register(serviceType, name: name, factory: registered)
    }

    /// Registers how to make a service from nine runtime arguments, with Swinject's factory type.
    ///
    /// As with ``register(_:name:factory:isolation:)``, the factory counts as code of the actor
    /// that registers it. Swinject's forms stop at nine arguments; more go to Syringe's own form.
    ///
    /// - Parameters:
    ///   - serviceType: The type to resolve the service by, usually a protocol.
    ///   - name: A name that tells registrations of the same type apart.
    ///   - factory: Makes an instance from a resolver and the runtime arguments.
    ///   - isolation: The actor of the registering code; leave it to its default.
    /// - Returns: The registration, to configure it further.
    @discardableResult
    public func register<Service, Argument1, Argument2, Argument3, Argument4, Argument5, Argument6, Argument7, Argument8, Argument9>(
        _ serviceType: Service.Type,
        name: String? = nil,
        factory: @escaping (Resolver, Argument1, Argument2, Argument3, Argument4, Argument5, Argument6, Argument7, Argument8, Argument9) -> Service,
        isolation: isolated (any Actor)? = #isolation
    ) -> ServiceEntry<Service> {
        let registered: @isolated(any) (Resolver, Argument1, Argument2, Argument3, Argument4, Argument5, Argument6, Argument7, Argument8, Argument9) -> Service = { resolver, argument1, argument2, argument3, argument4, argument5, argument6, argument7, argument8, argument9 in
            _ = isolation
            return factory(resolver, argument1, argument2, argument3, argument4, argument5, argument6, argument7, argument8, argument9)
        }
        return register(serviceType, name: name, factory: registered)
    }
}
