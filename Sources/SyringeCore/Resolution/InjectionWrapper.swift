/// A type that a container resolves through the registration of the type it wraps, without a
/// registration of its own: `Lazy<T>`, `Provider<T>` and `T?`.
protocol InjectionWrapper {
    /// The type whose registration serves the wrapper.
    static var wrappedType: Any.Type { get }

    /// Makes the wrapper, or returns `nil` when it cannot be made.
    static func wrap<Arguments>(_ request: WrapperRequest<Arguments>) -> Any?
}

/// What a wrapper needs to resolve its wrapped service later: where, under which name, with
/// which arguments, and in which object graph.
struct WrapperRequest<Arguments> {
    let container: Container
    let name: String?
    let arguments: Arguments
    let isSynchronized: Bool
    /// Whether the wrapped type has a registration for this name and arguments.
    let isRegistered: Bool
    /// The context of the thread resolving the wrapper.
    let context: ResolutionContext

    /// The graph the container resolving the wrapper is in, captured so that it can be resumed
    /// later; `nil` when the container is not resolving.
    func captureGraph() -> ObjectGraph? {
        context.captureGraph(of: container)
    }

    /// The key of the wrapped service, for messages.
    func wrappedKey<Wrapped>(_ wrapped: Wrapped.Type) -> RegistrationKey {
        RegistrationKey(serviceType: Wrapped.self, argumentsType: Arguments.self, name: name)
    }

    /// A function that resolves the wrapped service from a container, in `graph` when given.
    func resolution<Wrapped>(of wrapped: Wrapped.Type, inGraph graph: ObjectGraph?) -> (Container) -> Wrapped? {
        let (name, arguments, isSynchronized) = (self.name, self.arguments, self.isSynchronized)
        return { container in
            let resolve = {
                container.resolveReportingFailure(
                    Wrapped.self, name: name, arguments: arguments, isSynchronized: isSynchronized)
            }
            guard let graph else { return resolve() }
            return ResolutionContext.current.resuming(graph, through: container, resolve)
        }
    }
}

extension Optional: InjectionWrapper {
    static var wrappedType: Any.Type { Wrapped.self }

    /// Resolves the wrapped service now; a missing registration yields `nil` inside the optional
    /// rather than a failure.
    static func wrap<Arguments>(_ request: WrapperRequest<Arguments>) -> Any? {
        let wrapped: Wrapped? = request.isRegistered ? request.resolution(of: Wrapped.self, inGraph: nil)(request.container) : nil
        return wrapped as Any
    }
}
