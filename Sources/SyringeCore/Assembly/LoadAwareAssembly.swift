/// An ``Assembly`` that must be told when the assembler finished loading.
///
/// Kept for code written against Swinject versions where ``Assembly/loaded(resolver:)`` lived in
/// this protocol; any `Assembly` can implement `loaded(resolver:)` today.
///
/// ```swift
/// struct WarmUpAssembly: LoadAwareAssembly {
///     func assemble(container: Container) { /* … */ }
///     func loaded(resolver: Resolver) { _ = resolver.resolve(Cache.self) }
/// }
/// ```
public protocol LoadAwareAssembly: Assembly {
    /// Called after every assembly applied together with this one has assembled.
    ///
    /// - Parameter resolver: Resolves from the fully assembled container.
    func loaded(resolver: Resolver)
}
