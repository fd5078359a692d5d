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
/// The wrapper is compiled once, in the library, like the rest of `register`: specialized at each
/// registration of an app, it would save a resolve with arguments the lookup of the arguments'
/// tuple metadata, at the cost of two functions of the app's code for every such registration.
enum ServiceFactory {
    /// Wraps `factory` so that it takes its runtime arguments from the request being served.
    static func readingArguments<Service, each Argument>(
        _ factory: @escaping (Resolver, repeat each Argument) -> Service
    ) -> (Resolver) -> Service {
        { resolver in
            let request = ResolutionContext.withCurrent { $0.currentRequest }
            return factory(resolver, repeat each request.arguments(as: (repeat each Argument).self))
        }
    }
}
