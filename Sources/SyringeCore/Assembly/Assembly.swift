/// A group of related registrations, applied to a container by an ``Assembler``.
///
/// ```swift
/// struct NetworkAssembly: Assembly {
///     func assemble(container: Container) {
///         container.register(HTTPClient.self) { _ in URLSessionHTTPClient() }
///             .inObjectScope(.container)
///         container.register(APIClient.self) { r in APIClient(http: r.resolve(HTTPClient.self)!) }
///     }
/// }
/// ```
///
/// Swapping assemblies swaps implementations, for example a test assembly that registers fakes.
public protocol Assembly {
    /// Registers the assembly's services on `container`.
    ///
    /// - Parameter container: The assembler's container.
    func assemble(container: Container)

    /// Called after every assembly applied together with this one has assembled.
    ///
    /// Does nothing by default. Use it to resolve services eagerly or to connect services
    /// registered by different assemblies.
    ///
    /// - Parameter resolver: Resolves from the fully assembled container.
    func loaded(resolver: Resolver)
}

extension Assembly {
    /// Does nothing.
    public func loaded(resolver: Resolver) {}
}
