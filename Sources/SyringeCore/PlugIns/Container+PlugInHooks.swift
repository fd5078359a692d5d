/// Swinject's hooks for plug-ins: registrations and resolutions by name, ``ServiceKeyOption`` and
/// a factory that takes its arguments as one value.
///
/// A registration made with `_register` and no option is found by `resolve` as an ordinary
/// one, with or without runtime arguments, and `_resolve` finds ordinary registrations.
extension Container: _Resolver {
    /// Registers a factory that takes the resolver and the runtime arguments as one value, under
    /// a name and a key option: Swinject's hook for plug-ins.
    ///
    /// `Arguments` is `Resolver` for a factory without runtime arguments and `(Resolver, First, …)`
    /// for one with arguments, as in Swinject. Application code registers with
    /// ``register(_:name:factory:)-281fx`` instead.
    ///
    /// ```swift
    /// container._register(Cat.self, factory: { (r: Resolver) in Cat() }, option: FeatureKey(feature: "a"))
    /// ```
    ///
    /// - Parameters:
    ///   - serviceType: The service type.
    ///   - factory: Makes the instance from the resolver (and the runtime arguments); it must return
    ///     a `Service`.
    ///   - name: The registration name.
    ///   - option: The key option that `_resolve` must pass to find the registration.
    /// - Returns: The registration, to configure it further.
    @discardableResult
    public func _register<Service, Arguments>(
        _ serviceType: Service.Type,
        factory: @escaping (Arguments) -> Any,
        name: String? = nil,
        option: ServiceKeyOption? = nil
    ) -> ServiceEntry<Service> {
        let storedName = ServiceKeyOptions.name(name, option: option)
        if Arguments.self == (any Resolver).self {
            return register(serviceType, name: storedName) { resolver in
                PlugInFactory.instance(of: Service.self, from: factory(resolver as! Arguments))
            }
        }
        // `(Resolver, First, …)`, whose element types are not known here: the whole tuple is the
        // one runtime argument, which `_resolve` with the same `Arguments` passes, and which the
        // `resolve(_:arguments:…)` forms try when nothing takes the arguments separately.
        PlugInArguments.registeredTupleArguments.store(true, ordering: .relaxed)
        return register(serviceType, name: storedName) { (_: Resolver, arguments: Arguments) in
            PlugInFactory.instance(of: Service.self, from: factory(arguments))
        }
    }

    /// Resolves the registration found by `Service`, `Arguments`, `name` and `option`, calling
    /// its factory through `invoker`: Swinject's hook for plug-ins.
    ///
    /// The invoker receives a factory that takes `Arguments` — the resolver, or the tuple of the
    /// resolver and the runtime arguments — and returns what it returns. It finds registrations
    /// made with `_register` and, without an option, ordinary ones.
    ///
    /// - Parameters:
    ///   - name: The registration name, or `nil`.
    ///   - option: The registration's key option, or `nil`.
    ///   - invoker: Calls the factory it receives with the resolver and the runtime arguments.
    /// - Returns: The instance, or `nil` when nothing matches.
    public func _resolve<Service, Arguments>(
        name: String?, option: ServiceKeyOption?, invoker: @escaping ((Arguments) -> Any) -> Any
    ) -> Service? {
        let storedName = ServiceKeyOptions.name(name, option: option)
        let instance = invoker { (arguments: Arguments) -> Any in
            if Arguments.self == (any Resolver).self {
                return self.resolve(Service.self, name: storedName) as Any
            }
            // A plug-in's registration of the tuple itself first, then an ordinary one of its
            // elements as separate arguments.
            guard let resolveSeparately = PlugInArguments.resolver(for: Service.self, tuple: Arguments.self) else {
                return self.resolve(Service.self, name: storedName, argument: arguments) as Any
            }
            if let service = try? self.resolveService(Service.self, name: storedName, arguments: arguments, isSynchronized: false) {
                return service
            }
            return resolveSeparately(self, storedName, arguments) as Any
        }
        return instance as? Service
    }
}

/// What a plug-in's factory returns, as the service it must be.
enum PlugInFactory {
    static func instance<Service>(of service: Service.Type, from made: Any) -> Service {
        guard let instance = made as? Service else {
            fatalError("Syringe: a factory registered with _register(\(Service.self).self, …) returned a \(type(of: made)), not a \(Service.self).")
        }
        return instance
    }
}
