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
///
/// A missing registration stops the program with a report of what was requested, the
/// resolution path and what is registered for that type. Use ``OptionalInjected`` for services
/// that may be absent.
@propertyWrapper
public final class Injected<Service> {
    @usableFromInline let container: Container
    @usableFromInline let name: String?
    @usableFromInline let isResolved = Atomic<Bool>(false)
    // Written once, before `isResolved` is set with release ordering; read after it is seen set.
    @usableFromInline @exclusivity(unchecked) var resolved: Service?

    /// Resolves the service registered under `serviceName` (or the unnamed one) on first access.
    ///
    /// - Parameter serviceName: The registration name, or `nil`.
    public init(_ serviceName: ServiceName? = nil) {
        container = SpaceValues.current.dependenciesContainer.inEffect()
        name = serviceName?.name
    }

    /// The service, resolved on first access.
    @inlinable
    public var wrappedValue: Service {
        if isResolved.load(ordering: .acquiring), let resolved { return resolved }
        return resolveOnce()
    }

    @usableFromInline
    func resolveOnce() -> Service {
        // A verification check holds no lock while it resolves (it may end its thread).
        if ResolutionContext.current.isVerifying {
            return SynchronizedResolver(container: container)
                .resolveOrStop(Service.self, name: name, arguments: (), caller: "@Injected")
        }
        return container.creationLock.withLock {
            if isResolved.load(ordering: .relaxed), let resolved { return resolved }
            let service = SynchronizedResolver(container: container)
                .resolveOrStop(Service.self, name: name, arguments: (), caller: "@Injected")
            resolved = service
            isResolved.store(true, ordering: .releasing)
            return service
        }
    }
}

extension Injected: @unchecked Sendable where Service: Sendable {}
