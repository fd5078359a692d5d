/// A type that resolves services: a ``Container``, the resolver a factory receives, or the
/// container returned by ``Container/synchronize()``.
///
/// The protocol declares Swinject's twenty `resolve` forms as requirements — with and without a
/// name, with no runtime argument and with one to nine — so that a resolver of your own (one that
/// forwards to a container, or holds it weakly) conforms by implementing them, and so that
/// overloads you declare in an extension rank against them as they do with Swinject. Every form
/// has a default implementation: ``Container`` uses it, and a resolver of another type that
/// conforms to `_Resolver` gets every form from its `_resolve(name:option:invoker:)`. Beyond nine,
/// ``resolve(_:name:arguments:_:_:)`` takes any number of runtime arguments.
///
/// ```swift
/// let container = Container()
/// container.register(Animal.self) { _ in Cat(name: "Mimi") }
/// container.register(Animal.self, name: "dog") { _, name in Dog(name: name) }
///
/// let cat = container.resolve(Animal.self)
/// let dog = container.resolve(Animal.self, name: "dog", argument: "Hachi")
/// ```
// The fixed arities are Swinject's protocol requirements, which a parameter pack cannot satisfy:
// a conforming type implements them one by one, so they are declared one by one.
public protocol Resolver {
    /// Resolves the unnamed registration of a service that takes no runtime arguments.
    ///
    /// A requirement, as in Swinject, so that a resolver of your own can implement it; ``Container``
    /// and the resolver its factories receive use the default implementation.
    ///
    /// - Parameters:
    ///   - serviceType: The service type to resolve.
    /// - Returns: The resolved instance, or `nil` when no registration matches.
    func resolve<Service>(_ serviceType: Service.Type) -> Service?

    /// Resolves a named registration of a service that takes no runtime arguments.
    ///
    /// A requirement, as in Swinject, so that a resolver of your own can implement it; ``Container``
    /// and the resolver its factories receive use the default implementation.
    ///
    /// - Parameters:
    ///   - serviceType: The service type to resolve.
    ///   - name: The registration name, or `nil` for the unnamed registration.
    /// - Returns: The resolved instance, or `nil` when no registration matches.
    func resolve<Service>(_ serviceType: Service.Type, name: String?) -> Service?

    /// Resolves a service whose factory takes one runtime argument.
    ///
    /// A requirement, as in Swinject, so that a resolver of your own can implement it; ``Container``
    /// and the resolver its factories receive use the default implementation.
    ///
    /// - Parameters:
    ///   - serviceType: The service type to resolve.
    ///   - argument: The argument passed to the factory; its static type selects the registration.
    /// - Returns: The resolved instance, or `nil` when no registration matches.
    func resolve<Service, First>(_ serviceType: Service.Type, argument: First) -> Service?

    /// Resolves a named registration of a service whose factory takes one runtime argument.
    ///
    /// A requirement, as in Swinject, so that a resolver of your own can implement it; ``Container``
    /// and the resolver its factories receive use the default implementation.
    ///
    /// - Parameters:
    ///   - serviceType: The service type to resolve.
    ///   - name: The registration name, or `nil` for the unnamed registration.
    ///   - argument: The argument passed to the factory; its static type selects the registration.
    /// - Returns: The resolved instance, or `nil` when no registration matches.
    func resolve<Service, First>(_ serviceType: Service.Type, name: String?, argument: First) -> Service?

    /// Resolves a service whose factory takes two runtime arguments.
    ///
    /// A requirement, as in Swinject, so that a resolver of your own can implement it; ``Container``
    /// and the resolver its factories receive use the default implementation.
    ///
    /// - Parameters:
    ///   - serviceType: The service type to resolve.
    ///   - first: The first argument passed to the factory.
    ///   - second: The second argument passed to the factory.
    /// - Returns: The resolved instance, or `nil` when no registration matches.
    func resolve<Service, First, Second>(
        _ serviceType: Service.Type,
        arguments first: First,
        _ second: Second
    ) -> Service?

    /// Resolves a named registration of a service whose factory takes two runtime arguments.
    ///
    /// A requirement, as in Swinject, so that a resolver of your own can implement it; ``Container``
    /// and the resolver its factories receive use the default implementation.
    ///
    /// - Parameters:
    ///   - serviceType: The service type to resolve.
    ///   - name: The registration name, or `nil` for the unnamed registration.
    ///   - first: The first argument passed to the factory.
    ///   - second: The second argument passed to the factory.
    /// - Returns: The resolved instance, or `nil` when no registration matches.
    func resolve<Service, First, Second>(
        _ serviceType: Service.Type,
        name: String?,
        arguments first: First,
        _ second: Second
    ) -> Service?

    /// Resolves a service whose factory takes three runtime arguments.
    ///
    /// A requirement, as in Swinject, so that a resolver of your own can implement it; ``Container``
    /// and the resolver its factories receive use the default implementation.
    ///
    /// - Parameters:
    ///   - serviceType: The service type to resolve.
    ///   - first: The first argument passed to the factory.
    ///   - second: The second argument passed to the factory.
    ///   - third: The third argument passed to the factory.
    /// - Returns: The resolved instance, or `nil` when no registration matches.
    func resolve<Service, First, Second, Third>(
        _ serviceType: Service.Type,
        arguments first: First,
        _ second: Second,
        _ third: Third
    ) -> Service?

    /// Resolves a named registration of a service whose factory takes three runtime arguments.
    ///
    /// A requirement, as in Swinject, so that a resolver of your own can implement it; ``Container``
    /// and the resolver its factories receive use the default implementation.
    ///
    /// - Parameters:
    ///   - serviceType: The service type to resolve.
    ///   - name: The registration name, or `nil` for the unnamed registration.
    ///   - first: The first argument passed to the factory.
    ///   - second: The second argument passed to the factory.
    ///   - third: The third argument passed to the factory.
    /// - Returns: The resolved instance, or `nil` when no registration matches.
    func resolve<Service, First, Second, Third>(
        _ serviceType: Service.Type,
        name: String?,
        arguments first: First,
        _ second: Second,
        _ third: Third
    ) -> Service?

    /// Resolves a service whose factory takes four runtime arguments.
    ///
    /// A requirement, as in Swinject, so that a resolver of your own can implement it; ``Container``
    /// and the resolver its factories receive use the default implementation.
    ///
    /// - Parameters:
    ///   - serviceType: The service type to resolve.
    ///   - first: The first argument passed to the factory.
    ///   - second: The second argument passed to the factory.
    ///   - third: The third argument passed to the factory.
    ///   - fourth: The fourth argument passed to the factory.
    /// - Returns: The resolved instance, or `nil` when no registration matches.
    func resolve<Service, First, Second, Third, Fourth>(
        _ serviceType: Service.Type,
        arguments first: First,
        _ second: Second,
        _ third: Third,
        _ fourth: Fourth
    ) -> Service?

    /// Resolves a named registration of a service whose factory takes four runtime arguments.
    ///
    /// A requirement, as in Swinject, so that a resolver of your own can implement it; ``Container``
    /// and the resolver its factories receive use the default implementation.
    ///
    /// - Parameters:
    ///   - serviceType: The service type to resolve.
    ///   - name: The registration name, or `nil` for the unnamed registration.
    ///   - first: The first argument passed to the factory.
    ///   - second: The second argument passed to the factory.
    ///   - third: The third argument passed to the factory.
    ///   - fourth: The fourth argument passed to the factory.
    /// - Returns: The resolved instance, or `nil` when no registration matches.
    func resolve<Service, First, Second, Third, Fourth>(
        _ serviceType: Service.Type,
        name: String?,
        arguments first: First,
        _ second: Second,
        _ third: Third,
        _ fourth: Fourth
    ) -> Service?

    /// Resolves a service whose factory takes five runtime arguments.
    ///
    /// A requirement, as in Swinject, so that a resolver of your own can implement it; ``Container``
    /// and the resolver its factories receive use the default implementation.
    ///
    /// - Parameters:
    ///   - serviceType: The service type to resolve.
    ///   - first: The first argument passed to the factory.
    ///   - second: The second argument passed to the factory.
    ///   - third: The third argument passed to the factory.
    ///   - fourth: The fourth argument passed to the factory.
    ///   - fifth: The fifth argument passed to the factory.
    /// - Returns: The resolved instance, or `nil` when no registration matches.
    func resolve<Service, First, Second, Third, Fourth, Fifth>(
        _ serviceType: Service.Type,
        arguments first: First,
        _ second: Second,
        _ third: Third,
        _ fourth: Fourth,
        _ fifth: Fifth
    ) -> Service?

    /// Resolves a named registration of a service whose factory takes five runtime arguments.
    ///
    /// A requirement, as in Swinject, so that a resolver of your own can implement it; ``Container``
    /// and the resolver its factories receive use the default implementation.
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
    func resolve<Service, First, Second, Third, Fourth, Fifth>(
        _ serviceType: Service.Type,
        name: String?,
        arguments first: First,
        _ second: Second,
        _ third: Third,
        _ fourth: Fourth,
        _ fifth: Fifth
    ) -> Service?

    /// Resolves a service whose factory takes six runtime arguments.
    ///
    /// A requirement, as in Swinject, so that a resolver of your own can implement it; ``Container``
    /// and the resolver its factories receive use the default implementation.
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
    func resolve<Service, First, Second, Third, Fourth, Fifth, Sixth>(
        _ serviceType: Service.Type,
        arguments first: First,
        _ second: Second,
        _ third: Third,
        _ fourth: Fourth,
        _ fifth: Fifth,
        _ sixth: Sixth
    ) -> Service?

    /// Resolves a named registration of a service whose factory takes six runtime arguments.
    ///
    /// A requirement, as in Swinject, so that a resolver of your own can implement it; ``Container``
    /// and the resolver its factories receive use the default implementation.
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
    func resolve<Service, First, Second, Third, Fourth, Fifth, Sixth>(
        _ serviceType: Service.Type,
        name: String?,
        arguments first: First,
        _ second: Second,
        _ third: Third,
        _ fourth: Fourth,
        _ fifth: Fifth,
        _ sixth: Sixth
    ) -> Service?

    /// Resolves a service whose factory takes seven runtime arguments.
    ///
    /// A requirement, as in Swinject, so that a resolver of your own can implement it; ``Container``
    /// and the resolver its factories receive use the default implementation.
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
    func resolve<Service, First, Second, Third, Fourth, Fifth, Sixth, Seventh>(
        _ serviceType: Service.Type,
        arguments first: First,
        _ second: Second,
        _ third: Third,
        _ fourth: Fourth,
        _ fifth: Fifth,
        _ sixth: Sixth,
        _ seventh: Seventh
    ) -> Service?

    /// Resolves a named registration of a service whose factory takes seven runtime arguments.
    ///
    /// A requirement, as in Swinject, so that a resolver of your own can implement it; ``Container``
    /// and the resolver its factories receive use the default implementation.
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
    func resolve<Service, First, Second, Third, Fourth, Fifth, Sixth, Seventh>(
        _ serviceType: Service.Type,
        name: String?,
        arguments first: First,
        _ second: Second,
        _ third: Third,
        _ fourth: Fourth,
        _ fifth: Fifth,
        _ sixth: Sixth,
        _ seventh: Seventh
    ) -> Service?

    /// Resolves a service whose factory takes eight runtime arguments.
    ///
    /// A requirement, as in Swinject, so that a resolver of your own can implement it; ``Container``
    /// and the resolver its factories receive use the default implementation.
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
    func resolve<Service, First, Second, Third, Fourth, Fifth, Sixth, Seventh, Eighth>(
        _ serviceType: Service.Type,
        arguments first: First,
        _ second: Second,
        _ third: Third,
        _ fourth: Fourth,
        _ fifth: Fifth,
        _ sixth: Sixth,
        _ seventh: Seventh,
        _ eighth: Eighth
    ) -> Service?

    /// Resolves a named registration of a service whose factory takes eight runtime arguments.
    ///
    /// A requirement, as in Swinject, so that a resolver of your own can implement it; ``Container``
    /// and the resolver its factories receive use the default implementation.
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
    func resolve<Service, First, Second, Third, Fourth, Fifth, Sixth, Seventh, Eighth>(
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
    ) -> Service?

    /// Resolves a service whose factory takes nine runtime arguments.
    ///
    /// A requirement, as in Swinject, so that a resolver of your own can implement it; ``Container``
    /// and the resolver its factories receive use the default implementation.
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
    func resolve<Service, First, Second, Third, Fourth, Fifth, Sixth, Seventh, Eighth, Ninth>(
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
    ) -> Service?

    /// Resolves a named registration of a service whose factory takes nine runtime arguments.
    ///
    /// A requirement, as in Swinject, so that a resolver of your own can implement it; ``Container``
    /// and the resolver its factories receive use the default implementation.
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
    func resolve<Service, First, Second, Third, Fourth, Fifth, Sixth, Seventh, Eighth, Ninth>(
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
    ) -> Service?
}
