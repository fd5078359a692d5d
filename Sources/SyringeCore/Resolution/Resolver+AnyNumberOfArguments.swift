/// Resolving with more runtime arguments than Swinject's nine.
extension Resolver {
    /// Resolves a service whose factory takes two or more runtime arguments.
    ///
    /// There is no limit on the number of arguments (Swinject's forms stop at nine; with two to
    /// nine arguments, the requirement of that arity is called):
    ///
    /// ```swift
    /// container.register(Dog.self) { _, name, age, breed in Dog(name: name, age: age, breed: breed) }
    /// let dog = container.resolve(Dog.self, arguments: "Hachi", 3, Breed.akita)
    /// ```
    ///
    /// - Parameters:
    ///   - serviceType: The service type to resolve.
    ///   - first: The first argument passed to the factory.
    ///   - second: The second argument passed to the factory.
    ///   - rest: Any further arguments, in the order the factory takes them.
    /// - Returns: The resolved instance, or `nil` when no registration takes those argument types.
    public func resolve<Service, First, Second, each Rest>(
        _ serviceType: Service.Type, arguments first: First, _ second: Second, _ rest: repeat each Rest
    ) -> Service? {
        let plugInTuple = (self as Resolver, first, second, repeat each rest)
        return resolveDirectly(
            serviceType, name: nil, arguments: (first, second, repeat each rest), plugInTuple: plugInTuple)
    }

    /// Resolves a named registration whose factory takes two or more runtime arguments.
    ///
    /// There is no limit on the number of arguments.
    ///
    /// - Parameters:
    ///   - serviceType: The service type to resolve.
    ///   - name: The registration name.
    ///   - first: The first argument passed to the factory.
    ///   - second: The second argument passed to the factory.
    ///   - rest: Any further arguments, in the order the factory takes them.
    /// - Returns: The resolved instance, or `nil` when no registration matches.
    public func resolve<Service, First, Second, each Rest>(
        _ serviceType: Service.Type,
        name: String?,
        arguments first: First,
        _ second: Second,
        _ rest: repeat each Rest
    ) -> Service? {
        let plugInTuple = (self as Resolver, first, second, repeat each rest)
        return resolveDirectly(
            serviceType, name: name, arguments: (first, second, repeat each rest), plugInTuple: plugInTuple)
    }
}
