extension ServiceEntry {
    /// Makes `type` resolve through this registration as well: same factory, arguments, scope
    /// and `initCompleted` handlers, hence the same shared instance.
    ///
    /// ```swift
    /// container.register(Dog.self) { _ in Dog() }
    ///     .inObjectScope(.container)
    ///     .implements(Animal.self)
    /// container.resolve(Animal.self) === container.resolve(Dog.self)   // true
    /// ```
    ///
    /// - Parameters:
    ///   - type: Another type the service can be resolved by; its instances must be of it.
    ///   - name: The registration name for `type`.
    /// - Returns: `self`, to chain more configuration.
    @discardableResult
    public func implements<Type>(_ type: Type.Type, name: String? = nil) -> ServiceEntry<Service> {
        guard let container = handle.container else {
            fatalError(ResolutionReport.entryOutlivedContainer(forwarding: type, to: Service.self))
        }
        container.forward(type, name: name, to: self)
        return self
    }

    /// Makes two or more types resolve through this registration as well.
    ///
    /// ```swift
    /// container.register(Dog.self) { _ in Dog() }
    ///     .implements(Animal.self, Carnivore.self, Domesticated.self)
    /// ```
    ///
    /// - Parameters:
    ///   - first: A type the service can also be resolved by.
    ///   - second: Another one.
    ///   - rest: Any more.
    /// - Returns: `self`, to chain more configuration.
    @discardableResult
    public func implements<First, Second, each Rest>(
        _ first: First.Type, _ second: Second.Type, _ rest: repeat (each Rest).Type
    ) -> ServiceEntry<Service> {
        implements(first)
        implements(second)
        for type in repeat each rest { implements(type) }
        return self
    }
}
