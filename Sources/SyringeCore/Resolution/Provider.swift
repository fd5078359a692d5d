/// Resolves a new instance of a service each time ``instance`` is read.
///
/// `Provider<T>` needs no registration of its own: resolving it succeeds whenever `T` is
/// registered (with the same name and arguments). Each read is a new top-level resolution, so
/// the instances follow `T`'s scope: a new one for `.transient` and `.graph`, the shared one for
/// `.container`.
///
/// ```swift
/// container.register(JobRunner.self) { r in JobRunner(makeJob: r.resolve(Provider<Job>.self)!) }
/// // each job gets a fresh instance:
/// let job = runner.makeJob.instance
/// ```
public final class Provider<Service> {
    private let resolveInstance: (Container) -> Service?
    private weak var owner: ContainerHandle?
    private let key: RegistrationKey

    init<Arguments>(_ request: WrapperRequest<Arguments>) {
        resolveInstance = request.resolution(of: Service.self, inGraph: nil)
        owner = request.container.handle
        key = request.wrappedKey(Service.self)
    }

    /// A newly resolved instance.
    ///
    /// Stops the program with an explanation if the container that made this `Provider` has been
    /// released, or no longer has a registration for the service.
    public var instance: Service {
        resolveLazily(resolveInstance, from: owner?.container, key: key, wrapper: "Provider")
    }
}

extension Provider: InjectionWrapper {
    static var wrappedType: Any.Type { Service.self }

    static func wrap<Arguments>(_ request: WrapperRequest<Arguments>) -> Any? {
        request.isRegistered ? Provider(request) : nil
    }
}

extension Provider: @unchecked Sendable where Service: Sendable {}
