/// Delays resolving a service until ``instance`` is first read; later reads return the same
/// instance.
///
/// `Lazy<T>` needs no registration of its own: resolving it succeeds whenever `T` is registered
/// (with the same name and arguments).
///
/// ```swift
/// container.register(ReportBuilder.self) { r in
///     ReportBuilder(exporter: r.resolve(Lazy<PDFExporter>.self)!)
/// }
/// // …later, only if a report is exported:
/// builder.exporter.instance.export(report)
/// ```
///
/// The instance is resolved in the object graph that created the `Lazy`, so graph-scoped
/// services it depends on are the ones its owner received. Reading ``instance`` is thread safe.
public final class Lazy<Service> {
    private let resolveInstance: (Container) -> Service?
    private weak var owner: ContainerHandle?
    private let key: RegistrationKey
    private let lock = Lock()
    private var resolved: Service?  // guarded by `lock`

    init<Arguments>(_ request: WrapperRequest<Arguments>) {
        resolveInstance = request.resolution(of: Service.self, inGraph: request.captureGraph())
        owner = request.container.handle
        key = request.wrappedKey(Service.self)
    }

    /// The service, resolved on first access.
    ///
    /// Stops the program with an explanation if the container that made this `Lazy` has been
    /// released, or no longer has a registration for the service.
    public var instance: Service {
        if let resolved = lock.withLock({ resolved }) { return resolved }
        let made = resolveLazily(resolveInstance, from: owner?.container, key: key, wrapper: "Lazy")
        return lock.withLock {
            if let resolved { return resolved }
            resolved = made
            return made
        }
    }
}

extension Lazy: InjectionWrapper {
    static var wrappedType: Any.Type { Service.self }

    static func wrap<Arguments>(_ request: WrapperRequest<Arguments>) -> Any? {
        guard request.isRegistered else { return nil }
        return Lazy(request)
    }
}

extension Lazy: @unchecked Sendable where Service: Sendable {}

/// Resolves the service behind a `Lazy` or `Provider`, or stops with an explanation.
func resolveLazily<Service>(
    _ resolve: (Container) -> Service?, from container: Container?, key: RegistrationKey, wrapper: String
) -> Service {
    guard let container else {
        fatalError(ResolutionReport.containerReleased(wrapper: wrapper, key: key))
    }
    guard let instance = resolve(container) else {
        fatalError(ResolutionReport.wrappedServiceMissing(wrapper: wrapper, key: key))
    }
    return instance
}
