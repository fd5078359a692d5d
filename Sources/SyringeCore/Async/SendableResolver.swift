/// A resolver that can cross isolation domains: what an async factory receives.
///
/// An async factory may resume on another thread after each `await`, and may hand its resolver
/// to tasks it starts, so the resolver it receives is `Sendable`. It resolves in the resolution
/// that runs the factory: the same object graph for graph-scoped services, and a failure report
/// that shows the whole resolution path, across `await`s.
///
/// ```swift
/// container.register(Database.self) { (r: SendableResolver) async throws in
///     async let cache = r.resolveAsync(QueryCache.self)
///     return try await Database.open(config: r ~> DatabaseConfig.self, cache: cache)
/// }
/// ```
public typealias SendableResolver = Resolver & Sendable
