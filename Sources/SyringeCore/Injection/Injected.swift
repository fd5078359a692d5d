import Synchronization

/// A property resolved from the container in ``SpaceValues/dependenciesContainer`` on first
/// access.
///
/// ```swift
/// final class FeedbackFormViewStateFactory {
///     @Injected private var i18n: I18n
///     @Injected(DepinServiceType.test) private var eventEmitter: EventEmitter<Void>
/// }
/// ```
///
/// The container is the one in effect when the property is created, so an object made inside
/// ``withSpace(_:operation:)-(_,()->Result)`` keeps resolving from the container given there.
/// The service is resolved once, through the container's synchronized resolver, the first time
/// the property is read; reading it first from several threads at once still resolves it once.
/// After that the property lets go of the container, so a singleton with `@Injected`
/// properties does not keep its container alive.
///
/// A missing registration stops the program with a report of what was requested, the
/// resolution path and what is registered for that type. Use ``OptionalInjected`` for services
/// that may be absent.
@propertyWrapper
public final class Injected<Service> {
    let name: String?
    let isResolved = Atomic<Bool>(false)
    /// The creation lock of the container's hierarchy, which guards the first resolution.
    let lock: Lock
    /// The container until the first resolution; guarded by `lock`.
    @exclusivity(unchecked) var container: Container?
    /// The container after the first resolution, while it exists, for `withSpace(from:)`.
    private(set) weak var handle: ContainerHandle?
    // Written once, before `isResolved` is set with release ordering; read after it is seen set.
    @exclusivity(unchecked) var resolved: Service?

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

    /// The service, resolved on first access.
    public var wrappedValue: Service {
        if isResolved.load(ordering: .acquiring), let resolved { return resolved }
        return resolveOnce()
    }

    func resolveOnce() -> Service {
        // A verification check holds no lock while it resolves (it may end its thread).
        if ResolutionContext.current.isVerifying, let container = lock.withLock({ container }) {
            return SynchronizedResolver(container: container)
                .resolveOrStop(Service.self, name: name, arguments: (), caller: "@Injected")
        }
        return lock.withLock {
            if isResolved.load(ordering: .relaxed), let resolved { return resolved }
            let service = SynchronizedResolver(container: container!)
                .resolveOrStop(Service.self, name: name, arguments: (), caller: "@Injected")
            resolved = service
            isResolved.store(true, ordering: .releasing)
            container = nil
            return service
        }
    }
}

extension Injected: @unchecked Sendable where Service: Sendable {}
