extension Container {
    /// Registers a service made by an initializer whose parameters are all resolved from the
    /// container.
    ///
    /// ```swift
    /// container.autoregister(SessionStore.self, initializer: SessionStore.init)
    /// // same as: container.register(SessionStore.self) { r in SessionStore(api: r~>, cache: r~>) }
    /// ```
    ///
    /// There is no limit on the number of parameters. A parameter that cannot be resolved stops
    /// the program with a report naming the parameter, its type and what is registered.
    ///
    /// - Parameters:
    ///   - serviceType: The type to resolve the service by.
    ///   - name: A name that tells registrations of the same type apart.
    ///   - initializer: Makes the service; each parameter is resolved by its type.
    /// - Returns: The registration, to configure it further.
    @discardableResult
    public func autoregister<Service, each Parameter>(
        _ serviceType: Service.Type,
        name: String? = nil,
        initializer: @escaping (repeat each Parameter) -> Service
    ) -> ServiceEntry<Service> {
        register(serviceType, name: name) { resolver in
            var parameters = AutoregisteredParameters(of: Service.self, resolver: resolver, arguments: [])
            return initializer(repeat parameters.next((each Parameter).self))
        }
    }

    /// Registers a service made by an initializer that takes one runtime argument; every other
    /// parameter is resolved from the container.
    ///
    /// ```swift
    /// container.autoregister(UserViewModel.self, argument: User.ID.self, initializer: UserViewModel.init)
    /// let model = container.resolve(UserViewModel.self, argument: userID)
    /// ```
    ///
    /// The argument goes to the parameter of its type.
    ///
    /// - Parameters:
    ///   - serviceType: The type to resolve the service by.
    ///   - name: A name that tells registrations of the same type apart.
    ///   - argument: The type of the runtime argument; the initializer must take it.
    ///   - initializer: Makes the service.
    /// - Returns: The registration, to configure it further.
    @discardableResult
    public func autoregister<Service, Argument, each Parameter>(
        _ serviceType: Service.Type,
        name: String? = nil,
        argument: Argument.Type,
        initializer: @escaping (repeat each Parameter) -> Service
    ) -> ServiceEntry<Service> {
        AutoregisteredParameters.check([Argument.self], against: types(repeat (each Parameter).self), of: Service.self)
        return register(serviceType, name: name) { (resolver: Resolver, argument: Argument) in
            var parameters = AutoregisteredParameters(
                of: Service.self, resolver: resolver, arguments: [(argument, Argument.self)])
            return initializer(repeat parameters.next((each Parameter).self))
        }
    }

    /// Registers a service made by an initializer that takes two or more runtime arguments;
    /// every other parameter is resolved from the container.
    ///
    /// ```swift
    /// container.autoregister(Download.self, arguments: URL.self, Priority.self, initializer: Download.init)
    /// let download = container.resolve(Download.self, arguments: url, Priority.high)
    /// ```
    ///
    /// Each argument goes to the first parameter of its type that has not received one.
    ///
    /// - Parameters:
    ///   - serviceType: The type to resolve the service by.
    ///   - name: A name that tells registrations of the same type apart.
    ///   - first: The type of the first runtime argument.
    ///   - second: The type of the second runtime argument.
    ///   - rest: The types of any further runtime arguments.
    ///   - initializer: Makes the service.
    /// - Returns: The registration, to configure it further.
    @discardableResult
    public func autoregister<Service, First, Second, each Rest, each Parameter>(
        _ serviceType: Service.Type,
        name: String? = nil,
        arguments first: First.Type,
        _ second: Second.Type,
        _ rest: repeat (each Rest).Type,
        initializer: @escaping (repeat each Parameter) -> Service
    ) -> ServiceEntry<Service> {
        autoregister(serviceType, name: name, argumentTypes: first, second, repeat each rest, initializer: initializer)
    }

    /// The `arguments:` form with the argument types gathered into one pack.
    private func autoregister<Service, each Argument, each Parameter>(
        _ serviceType: Service.Type,
        name: String?,
        argumentTypes: repeat (each Argument).Type,
        initializer: @escaping (repeat each Parameter) -> Service
    ) -> ServiceEntry<Service> {
        AutoregisteredParameters.check(
            types(repeat (each Argument).self), against: types(repeat (each Parameter).self), of: Service.self)
        func make(_ resolver: Resolver, _ arguments: repeat each Argument) -> Service {
            var supplied: [(value: Any, type: Any.Type)] = []
            for (value, type) in repeat (each arguments, (each Argument).self) {
                supplied.append((value, type))
            }
            var parameters = AutoregisteredParameters(of: Service.self, resolver: resolver, arguments: supplied)
            return initializer(repeat parameters.next((each Parameter).self))
        }
        return register(serviceType, name: name, factory: make)
    }
}

/// The types of a pack, in order.
private func types<each Element>(_ types: repeat (each Element).Type) -> [Any.Type] {
    var list: [Any.Type] = []
    for type in repeat each types { list.append(type) }
    return list
}

/// Supplies an autoregistered initializer's parameters, in order: a runtime argument of the
/// parameter's type if one is left, otherwise a service resolved from the container.
struct AutoregisteredParameters {
    private let service: Any.Type
    private let resolver: Resolver
    private var arguments: [(value: Any, type: Any.Type)]
    private var position = 0

    init(of service: Any.Type, resolver: Resolver, arguments: [(value: Any, type: Any.Type)]) {
        self.service = service
        self.resolver = resolver
        self.arguments = arguments
    }

    /// The value of the next parameter.
    mutating func next<Parameter>(_ parameter: Parameter.Type) -> Parameter {
        position += 1
        if let index = arguments.firstIndex(where: { $0.type == Parameter.self }) {
            return arguments.remove(at: index).value as! Parameter
        }
        return resolver.resolveOrStop(
            Parameter.self, name: nil, arguments: (),
            caller: "autoregister(\(service).self), for parameter \(position) of the initializer (\(Parameter.self)),")
    }

    /// Stops the program, at registration, if a runtime argument has no parameter to go to.
    static func check(_ argumentTypes: [Any.Type], against parameterTypes: [Any.Type], of service: Any.Type) {
        var unmatched = parameterTypes
        for argumentType in argumentTypes {
            guard let index = unmatched.firstIndex(where: { $0 == argumentType }) else {
                fatalError(ResolutionReport.autoregistrationArgumentUnused(
                    service: service, argument: argumentType, parameters: parameterTypes))
            }
            unmatched.remove(at: index)
        }
    }
}
