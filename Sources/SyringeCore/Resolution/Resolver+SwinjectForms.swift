/// Swinject's forms, implemented for ``Container`` (and any resolver that does not implement them
/// itself).
extension Resolver {
    /// Resolves the unnamed registration of a service that takes no runtime arguments.
    ///
    /// The implementation of resolvers that do not implement this form (``Container`` implements
    /// it itself): the synchronized view goes into its container, and a resolver of another type
    /// resolves through its `_Resolver._resolve(name:option:invoker:)`, as in Swinject.
    ///
    /// - Parameters:
    ///   - serviceType: The service type to resolve.
    /// - Returns: The resolved instance, or `nil` when no registration matches.
    public func resolve<Service>(_ serviceType: Service.Type) -> Service? {
        resolveDirectly(serviceType, name: nil)
    }

    /// Resolves a named registration of a service that takes no runtime arguments.
    ///
    /// The implementation of resolvers that do not implement this form (``Container`` implements
    /// it itself): the synchronized view goes into its container, and a resolver of another type
    /// resolves through its `_Resolver._resolve(name:option:invoker:)`, as in Swinject.
    ///
    /// - Parameters:
    ///   - serviceType: The service type to resolve.
    ///   - name: The registration name, or `nil` for the unnamed registration.
    /// - Returns: The resolved instance, or `nil` when no registration matches.
    public func resolve<Service>(_ serviceType: Service.Type, name: String?) -> Service? {
        resolveDirectly(serviceType, name: name)
    }

    /// Resolves a service whose factory takes one runtime argument.
    ///
    /// The implementation ``Container`` uses; a resolver of another type that does not implement this
    /// form resolves through its `_Resolver._resolve(name:option:invoker:)`, as in Swinject.
    ///
    /// - Parameters:
    ///   - serviceType: The service type to resolve.
    ///   - argument: The argument passed to the factory; its static type selects the registration.
    /// - Returns: The resolved instance, or `nil` when no registration matches.
    public func resolve<Service, First>(_ serviceType: Service.Type, argument: First) -> Service? {
        resolveDirectly(serviceType, name: nil, arguments: argument, plugInTuple: (self as Resolver, argument))
    }

    /// Resolves a named registration of a service whose factory takes one runtime argument.
    ///
    /// The implementation ``Container`` uses; a resolver of another type that does not implement this
    /// form resolves through its `_Resolver._resolve(name:option:invoker:)`, as in Swinject.
    ///
    /// - Parameters:
    ///   - serviceType: The service type to resolve.
    ///   - name: The registration name, or `nil` for the unnamed registration.
    ///   - argument: The argument passed to the factory; its static type selects the registration.
    /// - Returns: The resolved instance, or `nil` when no registration matches.
    public func resolve<Service, First>(
        _ serviceType: Service.Type,
        name: String?,
        argument: First
    ) -> Service? {
        resolveDirectly(serviceType, name: name, arguments: argument, plugInTuple: (self as Resolver, argument))
    }

    /// Resolves a service whose factory takes two runtime arguments.
    ///
    /// The implementation ``Container`` uses; a resolver of another type that does not implement this
    /// form resolves through its `_Resolver._resolve(name:option:invoker:)`, as in Swinject.
    ///
    /// - Parameters:
    ///   - serviceType: The service type to resolve.
    ///   - first: The first argument passed to the factory.
    ///   - second: The second argument passed to the factory.
    /// - Returns: The resolved instance, or `nil` when no registration matches.
    public func resolve<Service, First, Second>(
        _ serviceType: Service.Type,
        arguments first: First,
        _ second: Second
    ) -> Service? {
        resolveDirectly(
            serviceType, name: nil, arguments: (first, second),
            plugInTuple: (self as Resolver, first, second))
    }

    /// Resolves a named registration of a service whose factory takes two runtime arguments.
    ///
    /// The implementation ``Container`` uses; a resolver of another type that does not implement this
    /// form resolves through its `_Resolver._resolve(name:option:invoker:)`, as in Swinject.
    ///
    /// - Parameters:
    ///   - serviceType: The service type to resolve.
    ///   - name: The registration name, or `nil` for the unnamed registration.
    ///   - first: The first argument passed to the factory.
    ///   - second: The second argument passed to the factory.
    /// - Returns: The resolved instance, or `nil` when no registration matches.
    public func resolve<Service, First, Second>(
        _ serviceType: Service.Type,
        name: String?,
        arguments first: First,
        _ second: Second
    ) -> Service? {
        resolveDirectly(
            serviceType, name: name, arguments: (first, second),
            plugInTuple: (self as Resolver, first, second))
    }

    /// Resolves a service whose factory takes three runtime arguments.
    ///
    /// The implementation ``Container`` uses; a resolver of another type that does not implement this
    /// form resolves through its `_Resolver._resolve(name:option:invoker:)`, as in Swinject.
    ///
    /// - Parameters:
    ///   - serviceType: The service type to resolve.
    ///   - first: The first argument passed to the factory.
    ///   - second: The second argument passed to the factory.
    ///   - third: The third argument passed to the factory.
    /// - Returns: The resolved instance, or `nil` when no registration matches.
    public func resolve<Service, First, Second, Third>(
        _ serviceType: Service.Type,
        arguments first: First,
        _ second: Second,
        _ third: Third
    ) -> Service? {
        resolveDirectly(
            serviceType, name: nil, arguments: (first, second, third),
            plugInTuple: (self as Resolver, first, second, third))
    }

    /// Resolves a named registration of a service whose factory takes three runtime arguments.
    ///
    /// The implementation ``Container`` uses; a resolver of another type that does not implement this
    /// form resolves through its `_Resolver._resolve(name:option:invoker:)`, as in Swinject.
    ///
    /// - Parameters:
    ///   - serviceType: The service type to resolve.
    ///   - name: The registration name, or `nil` for the unnamed registration.
    ///   - first: The first argument passed to the factory.
    ///   - second: The second argument passed to the factory.
    ///   - third: The third argument passed to the factory.
    /// - Returns: The resolved instance, or `nil` when no registration matches.
    public func resolve<Service, First, Second, Third>(
        _ serviceType: Service.Type,
        name: String?,
        arguments first: First,
        _ second: Second,
        _ third: Third
    ) -> Service? {
        resolveDirectly(
            serviceType, name: name, arguments: (first, second, third),
            plugInTuple: (self as Resolver, first, second, third))
    }

    /// Resolves a service whose factory takes four runtime arguments.
    ///
    /// The implementation ``Container`` uses; a resolver of another type that does not implement this
    /// form resolves through its `_Resolver._resolve(name:option:invoker:)`, as in Swinject.
    ///
    /// - Parameters:
    ///   - serviceType: The service type to resolve.
    ///   - first: The first argument passed to the factory.
    ///   - second: The second argument passed to the factory.
    ///   - third: The third argument passed to the factory.
    ///   - fourth: The fourth argument passed to the factory.
    /// - Returns: The resolved instance, or `nil` when no registration matches.
    public func resolve<Service, First, Second, Third, Fourth>(
        _ serviceType: Service.Type,
        arguments first: First,
        _ second: Second,
        _ third: Third,
        _ fourth: Fourth
    ) -> Service? {
        resolveDirectly(
            serviceType, name: nil, arguments: (first, second, third, fourth),
            plugInTuple: (self as Resolver, first, second, third, fourth))
    }

    /// Resolves a named registration of a service whose factory takes four runtime arguments.
    ///
    /// The implementation ``Container`` uses; a resolver of another type that does not implement this
    /// form resolves through its `_Resolver._resolve(name:option:invoker:)`, as in Swinject.
    ///
    /// - Parameters:
    ///   - serviceType: The service type to resolve.
    ///   - name: The registration name, or `nil` for the unnamed registration.
    ///   - first: The first argument passed to the factory.
    ///   - second: The second argument passed to the factory.
    ///   - third: The third argument passed to the factory.
    ///   - fourth: The fourth argument passed to the factory.
    /// - Returns: The resolved instance, or `nil` when no registration matches.
    public func resolve<Service, First, Second, Third, Fourth>(
        _ serviceType: Service.Type,
        name: String?,
        arguments first: First,
        _ second: Second,
        _ third: Third,
        _ fourth: Fourth
    ) -> Service? {
        resolveDirectly(
            serviceType, name: name, arguments: (first, second, third, fourth),
            plugInTuple: (self as Resolver, first, second, third, fourth))
    }

    /// Resolves a service whose factory takes five runtime arguments.
    ///
    /// The implementation ``Container`` uses; a resolver of another type that does not implement this
    /// form resolves through its `_Resolver._resolve(name:option:invoker:)`, as in Swinject.
    ///
    /// - Parameters:
    ///   - serviceType: The service type to resolve.
    ///   - first: The first argument passed to the factory.
    ///   - second: The second argument passed to the factory.
    ///   - third: The third argument passed to the factory.
    ///   - fourth: The fourth argument passed to the factory.
    ///   - fifth: The fifth argument passed to the factory.
    /// - Returns: The resolved instance, or `nil` when no registration matches.
    public func resolve<Service, First, Second, Third, Fourth, Fifth>(
        _ serviceType: Service.Type,
        arguments first: First,
        _ second: Second,
        _ third: Third,
        _ fourth: Fourth,
        _ fifth: Fifth
    ) -> Service? {
        resolveDirectly(
            serviceType, name: nil, arguments: (first, second, third, fourth, fifth),
            plugInTuple: (self as Resolver, first, second, third, fourth, fifth))
    }

    /// Resolves a named registration of a service whose factory takes five runtime arguments.
    ///
    /// The implementation ``Container`` uses; a resolver of another type that does not implement this
    /// form resolves through its `_Resolver._resolve(name:option:invoker:)`, as in Swinject.
    ///
    /// - Parameters:
    ///   - serviceType: The service type to resolve.
    ///   - name: The registration name, or `nil` for the unnamed registration.
    ///   - first: The first argument passed to the factory.
    ///   - second: The second argument passed to the factory.
    ///   - third: The third argument passed to the factory.
    ///   - fourth: The fourth argument passed to the factory.
    ///   - fifth: The fifth argument passed to the factory.
    /// - Returns: The resolved instance, or `nil` when no registration matches.
    public func resolve<Service, First, Second, Third, Fourth, Fifth>(
        _ serviceType: Service.Type,
        name: String?,
        arguments first: First,
        _ second: Second,
        _ third: Third,
        _ fourth: Fourth,
        _ fifth: Fifth
    ) -> Service? {
        resolveDirectly(
            serviceType, name: name, arguments: (first, second, third, fourth, fifth),
            plugInTuple: (self as Resolver, first, second, third, fourth, fifth))
    }

    /// Resolves a service whose factory takes six runtime arguments.
    ///
    /// The implementation ``Container`` uses; a resolver of another type that does not implement this
    /// form resolves through its `_Resolver._resolve(name:option:invoker:)`, as in Swinject.
    ///
    /// - Parameters:
    ///   - serviceType: The service type to resolve.
    ///   - first: The first argument passed to the factory.
    ///   - second: The second argument passed to the factory.
    ///   - third: The third argument passed to the factory.
    ///   - fourth: The fourth argument passed to the factory.
    ///   - fifth: The fifth argument passed to the factory.
    ///   - sixth: The sixth argument passed to the factory.
    /// - Returns: The resolved instance, or `nil` when no registration matches.
    public func resolve<Service, First, Second, Third, Fourth, Fifth, Sixth>(
        _ serviceType: Service.Type,
        arguments first: First,
        _ second: Second,
        _ third: Third,
        _ fourth: Fourth,
        _ fifth: Fifth,
        _ sixth: Sixth
    ) -> Service? {
        resolveDirectly(
            serviceType, name: nil, arguments: (first, second, third, fourth, fifth, sixth),
            plugInTuple: (self as Resolver, first, second, third, fourth, fifth, sixth))
    }

    /// Resolves a named registration of a service whose factory takes six runtime arguments.
    ///
    /// The implementation ``Container`` uses; a resolver of another type that does not implement this
    /// form resolves through its `_Resolver._resolve(name:option:invoker:)`, as in Swinject.
    ///
    /// - Parameters:
    ///   - serviceType: The service type to resolve.
    ///   - name: The registration name, or `nil` for the unnamed registration.
    ///   - first: The first argument passed to the factory.
    ///   - second: The second argument passed to the factory.
    ///   - third: The third argument passed to the factory.
    ///   - fourth: The fourth argument passed to the factory.
    ///   - fifth: The fifth argument passed to the factory.
    ///   - sixth: The sixth argument passed to the factory.
    /// - Returns: The resolved instance, or `nil` when no registration matches.
    public func resolve<Service, First, Second, Third, Fourth, Fifth, Sixth>(
        _ serviceType: Service.Type,
        name: String?,
        arguments first: First,
        _ second: Second,
        _ third: Third,
        _ fourth: Fourth,
        _ fifth: Fifth,
        _ sixth: Sixth
    ) -> Service? {
        resolveDirectly(
            serviceType, name: name, arguments: (first, second, third, fourth, fifth, sixth),
            plugInTuple: (self as Resolver, first, second, third, fourth, fifth, sixth))
    }

    /// Resolves a service whose factory takes seven runtime arguments.
    ///
    /// The implementation ``Container`` uses; a resolver of another type that does not implement this
    /// form resolves through its `_Resolver._resolve(name:option:invoker:)`, as in Swinject.
    ///
    /// - Parameters:
    ///   - serviceType: The service type to resolve.
    ///   - first: The first argument passed to the factory.
    ///   - second: The second argument passed to the factory.
    ///   - third: The third argument passed to the factory.
    ///   - fourth: The fourth argument passed to the factory.
    ///   - fifth: The fifth argument passed to the factory.
    ///   - sixth: The sixth argument passed to the factory.
    ///   - seventh: The seventh argument passed to the factory.
    /// - Returns: The resolved instance, or `nil` when no registration matches.
    public func resolve<Service, First, Second, Third, Fourth, Fifth, Sixth, Seventh>(
        _ serviceType: Service.Type,
        arguments first: First,
        _ second: Second,
        _ third: Third,
        _ fourth: Fourth,
        _ fifth: Fifth,
        _ sixth: Sixth,
        _ seventh: Seventh
    ) -> Service? {
        resolveDirectly(
            serviceType, name: nil, arguments: (first, second, third, fourth, fifth, sixth, seventh),
            plugInTuple: (self as Resolver, first, second, third, fourth, fifth, sixth, seventh))
    }

    /// Resolves a named registration of a service whose factory takes seven runtime arguments.
    ///
    /// The implementation ``Container`` uses; a resolver of another type that does not implement this
    /// form resolves through its `_Resolver._resolve(name:option:invoker:)`, as in Swinject.
    ///
    /// - Parameters:
    ///   - serviceType: The service type to resolve.
    ///   - name: The registration name, or `nil` for the unnamed registration.
    ///   - first: The first argument passed to the factory.
    ///   - second: The second argument passed to the factory.
    ///   - third: The third argument passed to the factory.
    ///   - fourth: The fourth argument passed to the factory.
    ///   - fifth: The fifth argument passed to the factory.
    ///   - sixth: The sixth argument passed to the factory.
    ///   - seventh: The seventh argument passed to the factory.
    /// - Returns: The resolved instance, or `nil` when no registration matches.
    public func resolve<Service, First, Second, Third, Fourth, Fifth, Sixth, Seventh>(
        _ serviceType: Service.Type,
        name: String?,
        arguments first: First,
        _ second: Second,
        _ third: Third,
        _ fourth: Fourth,
        _ fifth: Fifth,
        _ sixth: Sixth,
        _ seventh: Seventh
    ) -> Service? {
        resolveDirectly(
            serviceType, name: name, arguments: (first, second, third, fourth, fifth, sixth, seventh),
            plugInTuple: (self as Resolver, first, second, third, fourth, fifth, sixth, seventh))
    }

    /// Resolves a service whose factory takes eight runtime arguments.
    ///
    /// The implementation ``Container`` uses; a resolver of another type that does not implement this
    /// form resolves through its `_Resolver._resolve(name:option:invoker:)`, as in Swinject.
    ///
    /// - Parameters:
    ///   - serviceType: The service type to resolve.
    ///   - first: The first argument passed to the factory.
    ///   - second: The second argument passed to the factory.
    ///   - third: The third argument passed to the factory.
    ///   - fourth: The fourth argument passed to the factory.
    ///   - fifth: The fifth argument passed to the factory.
    ///   - sixth: The sixth argument passed to the factory.
    ///   - seventh: The seventh argument passed to the factory.
    ///   - eighth: The eighth argument passed to the factory.
    /// - Returns: The resolved instance, or `nil` when no registration matches.
    public func resolve<Service, First, Second, Third, Fourth, Fifth, Sixth, Seventh, Eighth>(
        _ serviceType: Service.Type,
        arguments first: First,
        _ second: Second,
        _ third: Third,
        _ fourth: Fourth,
        _ fifth: Fifth,
        _ sixth: Sixth,
        _ seventh: Seventh,
        _ eighth: Eighth
    ) -> Service? {
        resolveDirectly(
            serviceType, name: nil, arguments: (first, second, third, fourth, fifth, sixth, seventh, eighth),
            plugInTuple: (self as Resolver, first, second, third, fourth, fifth, sixth, seventh, eighth))
    }

    /// Resolves a named registration of a service whose factory takes eight runtime arguments.
    ///
    /// The implementation ``Container`` uses; a resolver of another type that does not implement this
    /// form resolves through its `_Resolver._resolve(name:option:invoker:)`, as in Swinject.
    ///
    /// - Parameters:
    ///   - serviceType: The service type to resolve.
    ///   - name: The registration name, or `nil` for the unnamed registration.
    ///   - first: The first argument passed to the factory.
    ///   - second: The second argument passed to the factory.
    ///   - third: The third argument passed to the factory.
    ///   - fourth: The fourth argument passed to the factory.
    ///   - fifth: The fifth argument passed to the factory.
    ///   - sixth: The sixth argument passed to the factory.
    ///   - seventh: The seventh argument passed to the factory.
    ///   - eighth: The eighth argument passed to the factory.
    /// - Returns: The resolved instance, or `nil` when no registration matches.
    public func resolve<Service, First, Second, Third, Fourth, Fifth, Sixth, Seventh, Eighth>(
        _ serviceType: Service.Type,
        name: String?,
        arguments first: First,
        _ second: Second,
        _ third: Third,
        _ fourth: Fourth,
        _ fifth: Fifth,
        _ sixth: Sixth,
        _ seventh: Seventh,
        _ eighth: Eighth
    ) -> Service? {
        resolveDirectly(
            serviceType, name: name, arguments: (first, second, third, fourth, fifth, sixth, seventh, eighth),
            plugInTuple: (self as Resolver, first, second, third, fourth, fifth, sixth, seventh, eighth))
    }

    /// Resolves a service whose factory takes nine runtime arguments.
    ///
    /// The implementation ``Container`` uses; a resolver of another type that does not implement this
    /// form resolves through its `_Resolver._resolve(name:option:invoker:)`, as in Swinject.
    ///
    /// - Parameters:
    ///   - serviceType: The service type to resolve.
    ///   - first: The first argument passed to the factory.
    ///   - second: The second argument passed to the factory.
    ///   - third: The third argument passed to the factory.
    ///   - fourth: The fourth argument passed to the factory.
    ///   - fifth: The fifth argument passed to the factory.
    ///   - sixth: The sixth argument passed to the factory.
    ///   - seventh: The seventh argument passed to the factory.
    ///   - eighth: The eighth argument passed to the factory.
    ///   - ninth: The ninth argument passed to the factory.
    /// - Returns: The resolved instance, or `nil` when no registration matches.
    public func resolve<Service, First, Second, Third, Fourth, Fifth, Sixth, Seventh, Eighth, Ninth>(
        _ serviceType: Service.Type,
        arguments first: First,
        _ second: Second,
        _ third: Third,
        _ fourth: Fourth,
        _ fifth: Fifth,
        _ sixth: Sixth,
        _ seventh: Seventh,
        _ eighth: Eighth,
        _ ninth: Ninth
    ) -> Service? {
        resolveDirectly(
            serviceType, name: nil, arguments: (first, second, third, fourth, fifth, sixth, seventh, eighth, ninth),
            plugInTuple: (self as Resolver, first, second, third, fourth, fifth, sixth, seventh, eighth, ninth))
    }

    /// Resolves a named registration of a service whose factory takes nine runtime arguments.
    ///
    /// The implementation ``Container`` uses; a resolver of another type that does not implement this
    /// form resolves through its `_Resolver._resolve(name:option:invoker:)`, as in Swinject.
    ///
    /// - Parameters:
    ///   - serviceType: The service type to resolve.
    ///   - name: The registration name, or `nil` for the unnamed registration.
    ///   - first: The first argument passed to the factory.
    ///   - second: The second argument passed to the factory.
    ///   - third: The third argument passed to the factory.
    ///   - fourth: The fourth argument passed to the factory.
    ///   - fifth: The fifth argument passed to the factory.
    ///   - sixth: The sixth argument passed to the factory.
    ///   - seventh: The seventh argument passed to the factory.
    ///   - eighth: The eighth argument passed to the factory.
    ///   - ninth: The ninth argument passed to the factory.
    /// - Returns: The resolved instance, or `nil` when no registration matches.
    public func resolve<Service, First, Second, Third, Fourth, Fifth, Sixth, Seventh, Eighth, Ninth>(
        _ serviceType: Service.Type,
        name: String?,
        arguments first: First,
        _ second: Second,
        _ third: Third,
        _ fourth: Fourth,
        _ fifth: Fifth,
        _ sixth: Sixth,
        _ seventh: Seventh,
        _ eighth: Eighth,
        _ ninth: Ninth
    ) -> Service? {
        resolveDirectly(
            serviceType, name: name, arguments: (first, second, third, fourth, fifth, sixth, seventh, eighth, ninth),
            plugInTuple: (self as Resolver, first, second, third, fourth, fifth, sixth, seventh, eighth, ninth))
    }
}
