/// How a factory with runtime arguments is stored: the one place where a factory's argument
/// types are erased.
///
/// Every registration stores its factory as `(Resolver) -> Service`, so that one without runtime
/// arguments keeps the closure exactly as registered: no wrapper to allocate, nothing to unpack.
/// A factory with arguments is wrapped once, at registration, in a closure that reads the
/// arguments of the request it serves from the resolving thread's ``ResolutionContext``. The
/// registration key includes the arguments' tuple type, so the request's arguments are always
/// of the type read here.
///
/// The wrapper is made where the factory is registered, specialized for the argument types
/// (the public `register` forms with arguments are inlinable for that step alone): unspecialized,
/// it would copy the arguments through runtime metadata on every resolution.
@usableFromInline
enum ServiceFactory {
    /// Wraps `factory` so that it takes its runtime arguments from the request being served.
    @inlinable
    static func readingArguments<Service, each Argument>(
        _ factory: @escaping (Resolver, repeat each Argument) -> Service
    ) -> (Resolver) -> Service {
        { resolver in
            let arguments = currentArguments().assumingMemoryBound(to: (repeat each Argument).self)
            return factory(resolver, repeat each arguments.pointee)
        }
    }

    /// The arguments of the request that the calling thread's innermost factory serves.
    @usableFromInline
    static func currentArguments() -> UnsafeRawPointer {
        ResolutionContext.unretainedCurrent._withUnsafeGuaranteedRef { $0.currentArguments }
    }
}
