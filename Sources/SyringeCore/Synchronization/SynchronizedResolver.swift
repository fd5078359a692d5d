/// The resolver given to synchronized factories (``Container/registerSynchronized(_:name:factory:)``)
/// and used by `@Injected`.
///
/// It resolves through the container (the `resolve` forms' default implementations recognise
/// it); every factory it runs (and every factory those resolve through it) runs under the
/// container hierarchy's recursive lock, one at a time.
struct SynchronizedResolver: Resolver, Sendable {
    let container: Container

    init(container: Container) {
        self.container = container
    }
}
