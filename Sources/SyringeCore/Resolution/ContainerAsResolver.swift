/// How a container is handed to its factories as `any Resolver`, and recognised again in a
/// resolver, without reference counting of the container.
///
/// One of the homes of unsafe code (see the Architecture article). Its rules:
/// - A ``ResolverBox`` of a container refers to the container strongly (an existential holds its
///   payload strongly), and the container owns the box: ``ResolverBoxes/install(for:)`` gives
///   that reference back as soon as the box is made, so that the container does not keep itself
///   alive, and ``ResolverBoxes/release(for:)``, in the container's `deinit`, takes it again just
///   before the box goes. Between the two, the box lives exactly as long as its container.
/// - ``Resolver/borrowedContainer`` is read only while the resolver it comes from is in use by
///   the caller, which keeps the container alive.
///
/// Building an existential around the container at every factory call would retain and release
/// the container, whose reference count is kept in a side table (the container has weak
/// references, from its ``ContainerHandle``): a factory handed the `let` property of a box
/// receives it by address, without a copy. A copy the factory keeps (a resolver stored for later)
/// is an ordinary one, which retains the container.
final class ResolverBox {
    let resolver: any Resolver

    init(_ resolver: any Resolver) {
        self.resolver = resolver
    }
}

/// A container's two boxes: the container as the resolver its factories receive, and its
/// synchronized view. Set at the end of the container's `init`, never changed until its
/// `deinit`.
struct ResolverBoxes {
    private var plain: Unmanaged<ResolverBox>?
    private var synchronized: Unmanaged<ResolverBox>?

    /// Makes the boxes of `container`, which the container then stores.
    static func install(for container: Container) -> ResolverBoxes {
        // A synchronized container is its own synchronized view: its factories receive it.
        let synchronizedView: any Resolver = container.resolvesSynchronized
            ? container : SynchronizedResolver(container: container)
        return ResolverBoxes(plain: box(container, of: container), synchronized: box(synchronizedView, of: container))
    }

    /// Releases the boxes, in the `deinit` of `container`, whose reference in each box is
    /// balanced first.
    func release(for container: Container) {
        for box in [plain, synchronized] {
            guard let box else { continue }
            _ = Unmanaged.passUnretained(container).retain()
            box.release()
        }
    }

    /// Calls `factory` with the container, or its synchronized view, as the resolver.
    @inline(__always)
    func call<Service>(_ factory: (Resolver) -> Service, synchronized isSynchronized: Bool = false) -> Service {
        // The boxes exist from the container's `init` on.
        (isSynchronized ? synchronized : plain).unsafelyUnwrapped._withUnsafeGuaranteedRef { factory($0.resolver) }
    }

    /// The container, or its synchronized view, as a resolver the caller may keep.
    func resolver(synchronized isSynchronized: Bool) -> any Resolver {
        (isSynchronized ? synchronized : plain).unsafelyUnwrapped.takeUnretainedValue().resolver
    }

    /// A box of `resolver`, which refers to `container`, whose reference to the container does
    /// not keep it alive.
    private static func box(_ resolver: any Resolver, of container: Container) -> Unmanaged<ResolverBox> {
        let box = Unmanaged.passRetained(ResolverBox(resolver))
        Unmanaged.passUnretained(container).release()
        return box
    }
}

extension Resolver {
    /// Calls `body` with the container when this resolver is one or a ``SynchronizedResolver``
    /// view of one, not retained: the resolver keeps it alive while its method runs, and a nested
    /// resolution (one in every dependency of a graph) then costs no reference counting of the
    /// container. Calls `otherwise` for a resolver of any other type.
    @inline(__always)
    func withBorrowedContainer<Result>(_ body: (Container) -> Result, otherwise: () -> Result) -> Result {
        guard let container = borrowedContainer else { return otherwise() }
        return container._withUnsafeGuaranteedRef(body)
    }

    /// The container when this resolver is one or a ``SynchronizedResolver`` view of one.
    var viewedContainer: Container? {
        borrowedContainer?.takeUnretainedValue()
    }

    /// The container this resolver is or views, by its reference, without a retain.
    @inline(__always)
    private var borrowedContainer: Unmanaged<Container>? {
        // Both are a single reference to the container.
        guard Self.self == Container.self || Self.self == SynchronizedResolver.self else { return nil }
        return Unmanaged.fromOpaque(reinterpret(self, as: UnsafeRawPointer.self))
    }
}
