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
/// property was created, and lets go of the container afterwards; a missing registration is
/// remembered as `nil` and not reported.
@propertyWrapper
public final class OptionalInjected<Service> {
    private let name: String?
    private let isResolved = Atomic<Bool>(false)
    let lock: Lock
    /// The container until the first resolution; guarded by `lock`.
    @exclusivity(unchecked) private(set) var container: Container?
    private(set) weak var handle: ContainerHandle?
    // Written once, before `isResolved` is set with release ordering; read after it is seen set.
    @exclusivity(unchecked) private var resolved: Service?

    /// Resolves the service registered under `serviceName` (or the unnamed one) on first access.
    ///
    /// - Parameter serviceName: The registration name, or `nil`.
    public init(_ serviceName: ServiceName? = nil) {
        let container = SpaceValues.current.dependenciesContainer.inEffect()
        self.container = container
        self.lock = container.creationLock
        self.handle = container.handle
        self.name = serviceName?.name
    }

    /// The service, or `nil` when it is not registered.
    public var wrappedValue: Service? {
        if isResolved.load(ordering: .acquiring) { return resolved }
        return lock.withLock {
            if isResolved.load(ordering: .relaxed) { return resolved }
            resolved = try? container?.resolveService(Service.self, name: name, arguments: (), isSynchronized: true)
            isResolved.store(true, ordering: .releasing)
            container = nil
            return resolved
        }
    }
}

extension OptionalInjected: @unchecked Sendable where Service: Sendable {}
