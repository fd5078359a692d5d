/// A container, or its synchronized view, as the `any Resolver` that factories receive, made
/// once per container.
///
/// Passing a `Container` where `any Resolver` is expected builds an existential around it, which
/// retains the container and releases it when the factory returns: two atomic operations per
/// factory call, one pair per object of a graph. A factory handed the `let` property of a box
/// receives it by address, without a copy. A copy the factory keeps (a resolver stored for later)
/// is an ordinary one, which retains the container.
///
/// The box's existential is a strong reference to the container, which owns the box: the
/// container gives that reference back as soon as it made the box (it must not keep itself
/// alive) and takes it again in its `deinit`, just before it releases the box (see
/// ``Container/makeResolverBox(_:)`` and ``Container/releaseResolverBox(_:)``).
final class ResolverBox {
    let resolver: any Resolver

    init(_ resolver: any Resolver) {
        self.resolver = resolver
    }
}

extension Container {
    /// A box of `resolver`, which refers to this container, whose reference to the container does
    /// not keep it alive.
    func makeResolverBox(_ resolver: any Resolver) -> Unmanaged<ResolverBox> {
        let box = Unmanaged.passRetained(ResolverBox(resolver))
        Unmanaged.passUnretained(self).release()
        return box
    }

    /// Releases a box made by ``makeResolverBox(_:)``, in `deinit`: the release of the container
    /// that its existential makes is balanced first.
    func releaseResolverBox(_ box: Unmanaged<ResolverBox>?) {
        guard let box else { return }
        _ = Unmanaged.passUnretained(self).retain()
        box.release()
    }
}
