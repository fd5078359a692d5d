/// Runs `operation` with changed ``SpaceValues``, for the current task and the tasks it creates.
///
/// The change applies only inside `operation`: other tasks, other threads and parallel tests do
/// not see it, and nothing needs to be undone afterwards.
///
/// ```swift
/// let testContainer = Container(parent: SpaceValues.global.dependenciesContainer)
/// testContainer.register(Clock.self) { _ in FixedClock() }
///
/// let report = withSpace({ $0.dependenciesContainer = testContainer }) {
///     ReportBuilder().build()   // resolves Clock from testContainer
/// }
/// ```
///
/// Objects created inside keep the container they were given: their `@Injected` properties
/// resolve from it even when first read after `withSpace` returns.
///
/// - Parameters:
///   - update: Changes the values, starting from those in effect when `withSpace` is called.
///   - operation: The work that sees the changed values.
/// - Returns: What `operation` returns.
@discardableResult
public func withSpace<Result>(
    _ update: (inout SpaceValues) throws -> Void,
    operation: () throws -> Result
) rethrows -> Result {
    var values = SpaceValues.current
    try update(&values)
    return try SpaceValues.$scoped.withValue(values, operation: operation)
}

/// Runs an asynchronous `operation` with changed ``SpaceValues``, for the current task and the
/// tasks it creates.
///
/// ```swift
/// try await withSpace({ $0.dependenciesContainer = testContainer }) {
///     try await syncService.run()
/// }
/// ```
///
/// - Parameters:
///   - update: Changes the values, starting from those in effect when `withSpace` is called.
///   - isolation: The actor `operation` runs on: the caller's, by default.
///   - operation: The work that sees the changed values.
/// - Returns: What `operation` returns.
@discardableResult
public func withSpace<Result>(
    _ update: (inout SpaceValues) throws -> Void,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> Result
) async rethrows -> Result {
    var values = SpaceValues.current
    try update(&values)
    return try await SpaceValues.$scoped.withValue(values, operation: operation, isolation: isolation)
}
