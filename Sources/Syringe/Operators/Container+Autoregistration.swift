import SyringeCore

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
        initializer: @escaping @isolated(any) (repeat each Parameter) -> Service
    ) -> ServiceEntry<Service> {
        autoregister(serviceType, name: name, initializer: AutoregisteredInitializer(IsolatedInitializer(initializer)))
    }

    /// Registers a service made by an initializer without parameters.
    ///
    /// ```swift
    /// container.autoregister(SystemClock.self, initializer: SystemClock.init)
    /// ```
    ///
    /// The service has no dependencies: the initializer is called as it is, each time the
    /// registration makes an instance.
    ///
    /// - Parameters:
    ///   - serviceType: The type to resolve the service by.
    ///   - name: A name that tells registrations of the same type apart.
    ///   - initializer: Makes the service.
    /// - Returns: The registration, to configure it further.
    @discardableResult
    public func autoregister<Service>(
        _ serviceType: Service.Type,
        name: String? = nil,
        initializer: @escaping @isolated(any) () -> Service
    ) -> ServiceEntry<Service> {
        // Declared apart from the form above so that no call passes it an empty parameter pack:
        // called so from an `async` function, a function taking a function of a pack crashes
        // the Swift 6.3.1 optimizer (LLVM, signal 11).
        register(serviceType, name: name, factory: initializer)
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
        initializer: @escaping @isolated(any) (repeat each Parameter) -> Service
    ) -> ServiceEntry<Service> {
        autoregister(
            serviceType, name: name, argumentTypes: argument, initializer: AutoregisteredInitializer(IsolatedInitializer(initializer)))
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
        initializer: @escaping @isolated(any) (repeat each Parameter) -> Service
    ) -> ServiceEntry<Service> {
        autoregister(
            serviceType, name: name, argumentTypes: first, second, repeat each rest,
            initializer: AutoregisteredInitializer(IsolatedInitializer(initializer)))
    }

    /// Registers an autoregistered initializer without runtime arguments.
    func autoregister<Service>(
        _ serviceType: Service.Type,
        name: String?,
        initializer: AutoregisteredInitializer<Service>
    ) -> ServiceEntry<Service> {
        register(
            serviceType, name: name, factory: { resolver in initializer.make(resolver, arguments: []) },
            isolatedTo: initializer.isolation)
    }

    /// Registers an autoregistered initializer with the runtime argument types gathered into one
    /// pack, after checking that each argument has a dependency to go to.
    func autoregister<Service, each Argument>(
        _ serviceType: Service.Type,
        name: String?,
        argumentTypes: repeat (each Argument).Type,
        initializer: AutoregisteredInitializer<Service>
    ) -> ServiceEntry<Service> {
        initializer.check(arguments: types(repeat (each Argument).self))
        func make(_ resolver: Resolver, _ arguments: repeat each Argument) -> Service {
            var supplied: [(value: Any, type: Any.Type)] = []
            for (value, type) in repeat (each arguments, (each Argument).self) {
                supplied.append((value, type))
            }
            return initializer.make(resolver, arguments: supplied)
        }
        return register(serviceType, name: name, factory: make, isolation: initializer.isolation, isSynchronized: false)
    }
}

/// The types of a pack, in order.
func types<each Element>(_ types: repeat (each Element).Type) -> [Any.Type] {
    var list: [Any.Type] = []
    for type in repeat each types { list.append(type) }
    return list
}

/// An initializer given to `autoregister`: the types of what it takes, and how to call it with
/// values supplied one by one.
///
/// An initializer takes its dependencies either as separate parameters, `(A, B) -> Service`, or
/// as the elements of one tuple, `((A, B)) -> Service`, the form SwinjectAutoregistration
/// declares (see Container+TupleAutoregistration.swift).
struct AutoregisteredInitializer<Service> {
    /// How the initializer takes its dependencies.
    let form: AutoregisteredForm
    /// The types of the dependencies, in order.
    let dependencyTypes: [Any.Type]
    /// Calls the initializer, taking each dependency from the supply in turn.
    let call: (inout AutoregisteredParameters) -> Service
    /// The actor the initializer's code is isolated to, if any.
    var isolation: FactoryIsolation?

    /// An initializer that takes its dependencies as separate parameters.
    init<each Parameter>(_ isolated: IsolatedInitializer<Service, repeat each Parameter>) {
        form = .parameters
        dependencyTypes = types(repeat (each Parameter).self)
        isolation = isolated.isolation
        let initializer = isolated.synchronous
        call = { parameters in initializer(repeat parameters.next((each Parameter).self)) }
    }

    /// Makes the service: a runtime argument of a dependency's type if one is left, otherwise a
    /// service resolved from the container.
    func make(_ resolver: Resolver, arguments: [(value: Any, type: Any.Type)]) -> Service {
        var parameters = AutoregisteredParameters(
            of: Service.self, form: form, resolver: resolver, arguments: arguments)
        return call(&parameters)
    }

    /// Stops the program, at registration, if a runtime argument has no dependency to go to.
    func check(arguments argumentTypes: [Any.Type]) {
        var unmatched = dependencyTypes
        for argumentType in argumentTypes {
            guard let index = unmatched.firstIndex(where: { $0 == argumentType }) else {
                fatalError(ResolutionReport.autoregistrationArgumentUnused(
                    service: Service.self, argument: argumentType, dependency: form.dependency,
                    input: form.input(dependencyTypes)))
            }
            unmatched.remove(at: index)
        }
    }
}

/// How an autoregistered initializer takes its dependencies, as its failure reports word it.
enum AutoregisteredForm {
    /// As separate parameters: `(A, B) -> Service`.
    case parameters
    /// As the elements of one tuple: `((A, B)) -> Service`.
    case tuple

    /// What one dependency is called.
    var dependency: String {
        switch self {
        case .parameters: "parameter"
        case .tuple: "tuple element"
        }
    }

    /// The initializer's parameter list, for dependencies of the given types.
    func input(_ types: [Any.Type]) -> String {
        let list = "(" + types.map { "\($0)" }.joined(separator: ", ") + ")"
        return self == .tuple ? "(\(list))" : list
    }
}

/// Supplies an autoregistered initializer's dependencies, in order: a runtime argument of the
/// dependency's type if one is left, otherwise a service resolved from the container.
struct AutoregisteredParameters {
    private let service: Any.Type
    private let form: AutoregisteredForm
    private let resolver: Resolver
    private var arguments: [(value: Any, type: Any.Type)]
    private var position = 0

    init(
        of service: Any.Type, form: AutoregisteredForm, resolver: Resolver,
        arguments: [(value: Any, type: Any.Type)]
    ) {
        self.service = service
        self.form = form
        self.resolver = resolver
        self.arguments = arguments
    }

    /// The value of the next dependency.
    mutating func next<Parameter>(_ parameter: Parameter.Type) -> Parameter {
        position += 1
        if let index = arguments.firstIndex(where: { $0.type == Parameter.self }) {
            return arguments.remove(at: index).value as! Parameter
        }
        return resolver.resolveOrStop(
            Parameter.self, name: nil, arguments: (),
            caller: "autoregister(\(service).self), for \(form.dependency) \(position) of the initializer "
                + "(\(Parameter.self)),")
    }
}
