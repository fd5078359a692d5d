/// Swinject's hook for plug-ins: resolution by name, key option and an invoker that calls the
/// registered factory.
///
/// Application code does not need it. A plug-in that builds its own registrations on
/// `Container._register(_:factory:name:option:)` resolves them with it, and a ``Resolver`` of
/// your own that conforms to it gets every `resolve` form it does not implement from
/// `_resolve`, as in Swinject. ``Container`` conforms.
///
/// The factory the invoker receives takes one value of type `Arguments`: the resolver alone when
/// there are no runtime arguments, or the tuple `(Resolver, First, …)` of the resolver and the
/// runtime arguments.
///
/// ```swift
/// let cat: Cat? = container._resolve(name: nil, option: nil) { (factory: (Resolver) -> Any) in
///     factory(container)
/// }
/// let dog: Dog? = container._resolve(name: nil, option: nil) { (factory: ((Resolver, String)) -> Any) in
///     factory((container, "Hachi"))
/// }
/// ```
public protocol _Resolver {
    /// Resolves the registration found by `Service`, `Arguments`, `name` and `option`, calling
    /// its factory through `invoker`.
    ///
    /// - Parameters:
    ///   - name: The registration name, or `nil`.
    ///   - option: The registration's key option, or `nil`.
    ///   - invoker: Receives the registration's factory and returns what calling it returns.
    /// - Returns: The instance, or `nil` when nothing matches.
    func _resolve<Service, Arguments>(
        name: String?, option: ServiceKeyOption?, invoker: @escaping ((Arguments) -> Any) -> Any
    ) -> Service?
}
