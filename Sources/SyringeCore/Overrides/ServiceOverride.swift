/// A registration that stands in for another one until it is cancelled or released: the
/// handle that ``Container/override(_:name:with:)`` returns.
///
/// ```swift
/// let recorder = RecordingLogger()
/// let logger = container.override(Logger.self, with: recorder)
/// runCheckout()
/// #expect(recorder.messages.contains("paid"))
/// // When `logger` goes out of scope, the real Logger registration serves again.
/// ```
///
/// Keep the handle for as long as the override should apply: releasing it removes the
/// override, as ``cancel()`` does.
public final class ServiceOverride<Service>: @unchecked Sendable {
    private weak var owner: ContainerHandle?
    private let entry: ServiceEntry<Service>
    private let lock = Lock()
    private var isActive = true

    init(entry: ServiceEntry<Service>, container: Container) {
        self.entry = entry
        self.owner = container.handle
    }

    deinit {
        cancel()
    }

    /// The registration of the override, to configure it further (scope, `initCompleted`).
    public var registration: ServiceEntry<Service> { entry }

    /// Whether the override still applies.
    public var isCancelled: Bool {
        lock.withLock { !isActive }
    }

    /// Removes the override: the registration it shadowed serves again. Calling it again does
    /// nothing.
    public func cancel() {
        let wasActive = lock.withLock {
            defer { isActive = false }
            return isActive
        }
        guard wasActive, let container = owner?.container else { return }
        container.remove(entry)
    }
}

extension Container {
    /// Makes `instance` serve `serviceType` until the returned handle is cancelled or released.
    ///
    /// The override shadows the current registration (last in, first out), so removing it brings
    /// the original back; overrides stack.
    ///
    /// ```swift
    /// let mock = container.override(APIClient.self, with: MockAPIClient())
    /// ```
    ///
    /// - Parameters:
    ///   - serviceType: The service to override.
    ///   - name: The registration name to override, or `nil`.
    ///   - instance: The instance every resolution returns while the override applies.
    /// - Returns: The handle that keeps the override in place.
    public func override<Service>(
        _ serviceType: Service.Type, name: String? = nil, with instance: Service
    ) -> ServiceOverride<Service> {
        override(serviceType, name: name) { _ in instance }
    }

    /// Makes `factory` serve `serviceType` until the returned handle is cancelled or released.
    ///
    /// ```swift
    /// let override = container.override(Clock.self) { _ in FixedClock(now: .distantPast) }
    /// ```
    ///
    /// - Parameters:
    ///   - serviceType: The service to override.
    ///   - name: The registration name to override, or `nil`.
    ///   - factory: Makes the instances while the override applies; in the container's default
    ///     scope unless set through ``ServiceOverride/registration``.
    /// - Returns: The handle that keeps the override in place.
    public func override<Service>(
        _ serviceType: Service.Type, name: String? = nil, factory: @escaping @isolated(any) (Resolver) -> Service
    ) -> ServiceOverride<Service> {
        ServiceOverride(entry: register(serviceType, name: name, factory: factory), container: self)
    }
}
