/// The resolver returned by ``Container/synchronize()`` and given to synchronized factories.
///
/// It resolves through the container; every factory it runs (and every factory those resolve
/// through it) runs under the container hierarchy's recursive lock, one at a time.
@usableFromInline
struct SynchronizedResolver: Resolver, Sendable {
    @usableFromInline let container: Container

    @inlinable
    init(container: Container) {
        self.container = container
    }

    @usableFromInline
    func resolve<Service, Arguments>(
        _ serviceType: Service.Type, name: String?, argumentTuple arguments: Arguments
    ) -> Service? {
        container.resolveReportingFailure(serviceType, name: name, arguments: arguments, isSynchronized: true)
    }
}
