import Synchronization

/// A property resolved from the container in ``SpaceValues/dependenciesContainer`` on first
/// access, or `nil` when nothing is registered for it.
///
/// ```swift
/// final class CheckoutModel {
///     @OptionalInjected private var analytics: Analytics?
/// }
/// ```
///
/// Like ``Injected`` it resolves once, on first access, from the container in effect when the
/// property was created; a missing registration is remembered as `nil` and not reported.
@propertyWrapper
public final class OptionalInjected<Service> {
    let container: Container
    private let name: String?
    private let isResolved = Atomic<Bool>(false)
    // Written once, before `isResolved` is set with release ordering; read after it is seen set.
    @exclusivity(unchecked) private var resolved: Service?

    /// Resolves the service registered under `serviceName` (or the unnamed one) on first access.
    ///
    /// - Parameter serviceName: The registration name, or `nil`.
    public init(_ serviceName: ServiceName? = nil) {
        container = SpaceValues.current.dependenciesContainer.inEffect()
        name = serviceName?.name
    }

    /// The service, or `nil` when it is not registered.
    public var wrappedValue: Service? {
        if isResolved.load(ordering: .acquiring) { return resolved }
        return container.creationLock.withLock {
            if isResolved.load(ordering: .relaxed) { return resolved }
            resolved = try? container.resolveService(Service.self, name: name, arguments: (), isSynchronized: true)
            isResolved.store(true, ordering: .releasing)
            return resolved
        }
    }
}

extension OptionalInjected: @unchecked Sendable where Service: Sendable {}
