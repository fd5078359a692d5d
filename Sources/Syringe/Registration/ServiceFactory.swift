/// How an entry makes its service: the registered closure, erased once into a fixed shape.
///
/// This is the one place where a factory's argument types are erased. A factory with runtime
/// arguments reads them from the tuple that the resolver passes by pointer; the registration key
/// already includes the tuple's type, so the pointer always points at the type read here.
@usableFromInline
enum ServiceFactory<Service> {
    /// A factory without runtime arguments, stored exactly as registered.
    case plain((Resolver) -> Service)
    /// A factory with runtime arguments, wrapped once at registration.
    case withArguments((Resolver, UnsafeRawPointer) -> Service)

    /// A factory without runtime arguments.
    @inlinable
    init(plain factory: @escaping (Resolver) -> Service) {
        self = .plain(factory)
    }

    /// A factory with runtime arguments, read from the tuple the resolver passes by pointer.
    @inlinable
    init<each Argument>(withArguments factory: @escaping (Resolver, repeat each Argument) -> Service) {
        self = .withArguments { resolver, arguments in
            let values = arguments.assumingMemoryBound(to: (repeat each Argument).self).pointee
            return factory(resolver, repeat each values)
        }
    }

    @inlinable @inline(__always)
    func make(_ resolver: Resolver, arguments: UnsafeRawPointer) -> Service {
        switch self {
        case .plain(let factory): factory(resolver)
        case .withArguments(let factory): factory(resolver, arguments)
        }
    }
}
