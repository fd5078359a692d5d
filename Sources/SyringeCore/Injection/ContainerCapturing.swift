/// A property wrapper that keeps the container it resolves from: `@Injected`,
/// `@OptionalInjected`. ``withSpace(from:operation:)-(_,()->Result)`` looks for them.
///
/// Each holds its container until the first resolution (guarded by the hierarchy's creation
/// lock), then only the container's handle, so that it does not keep the container alive.
protocol ContainerCapturing: AnyObject {
    var lock: Lock { get }
    var container: Container? { get }
    var handle: ContainerHandle? { get }
}

extension ContainerCapturing {
    /// The container the property resolves (or resolved) from, while it exists.
    var capturedContainer: Container? {
        lock.withLock { container } ?? handle?.container
    }
}

extension Injected: ContainerCapturing {}
extension OptionalInjected: ContainerCapturing {}

/// The container that `object`'s first `@Injected` or `@OptionalInjected` property resolves
/// from, searching its class hierarchy.
func capturedContainer(of object: Any) -> Container? {
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
        for child in current.children {
            if let container = (child.value as? ContainerCapturing)?.capturedContainer { return container }
        }
        mirror = current.superclassMirror
    }
    return nil
}

/// Runs `operation` with the container that `parent`'s `@Injected` properties resolve from, so
/// that objects it creates inherit the parent's overrides.
///
/// ```swift
/// final class CheckoutModel {
///     @Injected private var api: APIClient
///
///     func makeReceipt() -> ReceiptModel {
///         withSpace(from: self) { ReceiptModel() }   // resolves from the same container as `self`
///     }
/// }
/// ```
///
/// When `parent` has no such property, `operation` runs with the values in effect.
///
/// - Parameters:
///   - parent: An object with `@Injected` or `@OptionalInjected` properties.
///   - operation: The work that creates the children.
/// - Returns: What `operation` returns.
@discardableResult
public func withSpace<Result>(from parent: Any, operation: () throws -> Result) rethrows -> Result {
    guard let container = capturedContainer(of: parent) else { return try operation() }
    return try withSpace({ $0.dependenciesContainer = container }, operation: operation)
}

/// Runs an asynchronous `operation` with the container that `parent`'s `@Injected` properties
/// resolve from.
///
/// - Parameters:
///   - parent: An object with `@Injected` or `@OptionalInjected` properties.
///   - isolation: The actor `operation` runs on: the caller's, by default.
///   - operation: The work that creates the children.
/// - Returns: What `operation` returns.
@discardableResult
public func withSpace<Result>(
    from parent: Any,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> Result
) async rethrows -> Result {
    guard let container = capturedContainer(of: parent) else { return try await operation() }
    return try await withSpace({ $0.dependenciesContainer = container }, isolation: isolation, operation: operation)
}
