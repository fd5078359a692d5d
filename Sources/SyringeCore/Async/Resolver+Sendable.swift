extension Resolver {
    /// This resolver as a ``SendableResolver``, for a factory to hand to a task it starts.
    ///
    /// ```swift
    /// container.register(FeedPrefetcher.self) { r in
    ///     let prefetcher = FeedPrefetcher()
    ///     let resolver = r.sendable
    ///     Task { await prefetcher.start(with: try await resolver.resolveAsync(HTTPClient.self)) }
    ///     return prefetcher
    /// }
    /// ```
    ///
    /// Every resolver Syringe hands to a factory is `Sendable`: the container, its synchronized
    /// view and the resolver of an async factory. A task resolves through it in a resolution of
    /// its own: it does not share the factory's object graph, and its failure reports do not
    /// show the factory's path. Nor does Syringe see that the factory waits for the task: a
    /// factory that awaits a task which resolves the service the factory is making waits for
    /// ever, where the same resolve made through the factory's own resolver throws
    /// ``ResolutionError/Code/circularDependency``.
    ///
    /// A resolver of another type stops the program: Syringe cannot know whether it may cross
    /// tasks.
    public var sendable: SendableResolver {
        if let container = viewedContainer {
            return Self.self == SynchronizedResolver.self ? SynchronizedResolver(container: container) : container
        }
        if let resolution = self as? AsyncResolution {
            return resolution.isSynchronized ? SynchronizedResolver(container: resolution.container) : resolution.container
        }
        fatalError(ResolutionReport.resolverNotSendable(Self.self))
    }
}
