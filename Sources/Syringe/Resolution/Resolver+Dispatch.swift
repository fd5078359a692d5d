/// Where the default `resolve` forms go: straight into the container when the resolver is one,
/// through the plug-in hook otherwise.
extension Resolver {
    /// Calls the container directly when this resolver is one.
    ///
    /// A factory receives its container as `any Resolver`, and the `resolve` forms are protocol
    /// requirements, so a factory's `r.resolve(…)` runs the default implementation through the
    /// witness table. Inlined at a call site that knows the resolver's type, recognising the
    /// container (a comparison of two metadata pointers) keeps the whole resolution specialized
    /// for `Service`.
    // No closure here captures the pack `arguments`: one that does crashes the Swift 6.3.1
    // compiler (IRGen) in optimized builds; the closures capture the tuple of the arguments.
    @inlinable @inline(__always)
    func resolveDirectly<Service, each Argument>(
        _ serviceType: Service.Type, name: String?, _ arguments: repeat each Argument
    ) -> Service? {
        guard let container = borrowedContainer else {
            return resolveThroughPlugInHook(serviceType, name: name, repeat each arguments)
        }
        let tuple = (repeat each arguments)
        let isSynchronized = Self.self == SynchronizedResolver.self
        if isEmpty(repeat each arguments) {
            return container._withUnsafeGuaranteedRef {
                $0.resolveReportingFailure(serviceType, name: name, arguments: tuple, isSynchronized: isSynchronized)
            }
        }
        if let service = container._withUnsafeGuaranteedRef({
            try? $0.resolveService(serviceType, name: name, arguments: tuple, isSynchronized: isSynchronized)
        }) {
            return service
        }
        let plugInTuple = (self as Resolver, repeat each arguments)
        return container._withUnsafeGuaranteedRef {
            $0.resolveFailedArguments(
                serviceType, name: name, arguments: tuple, plugInTuple: plugInTuple, isSynchronized: isSynchronized)
        }
    }

    /// Resolves through `_Resolver._resolve(name:option:invoker:)`, as Swinject's container
    /// implements every form, for a resolver that is not a container and does not implement the
    /// form that was called: the invoker passes the resolver and the arguments to the factory as
    /// one tuple, `(Resolver, First, …)`, or the resolver alone when there are none.
    @usableFromInline
    func resolveThroughPlugInHook<Service, each Argument>(
        _ serviceType: Service.Type, name: String?, _ arguments: repeat each Argument
    ) -> Service? {
        guard let hook = self as? _Resolver else {
            Container.log(ResolutionReport.resolverWithoutForm(
                resolver: Self.self,
                key: RegistrationKey(
                    serviceType: Service.self, argumentsType: (repeat each Argument).self, name: name)))
            return nil
        }
        return invoke(hook, name: name, with: (self as Resolver, repeat each arguments))
    }

    /// Calls `_resolve` with an invoker that passes `tuple` to the factory. A function type of
    /// its own, `(Tuple) -> Any`: a closure typed `((Resolver, repeat each Argument)) -> Any`
    /// crashes at run time (Swift 6.3.1, reabstraction thunk: "Variadic generic index out of
    /// bounds").
    private func invoke<Service, Tuple>(_ hook: _Resolver, name: String?, with tuple: Tuple) -> Service? {
        hook._resolve(name: name, option: nil) { (factory: (Tuple) -> Any) in factory(tuple) }
    }

    /// The container when this resolver is one or a ``SynchronizedResolver`` view of one, not
    /// retained: the resolver keeps it alive while its method runs, and a nested resolution
    /// (one in every dependency of a graph) then costs no reference counting of the container.
    @inlinable @inline(__always)
    var borrowedContainer: Unmanaged<Container>? {
        // Both are a single reference to the container.
        guard Self.self == Container.self || Self.self == SynchronizedResolver.self else { return nil }
        return Unmanaged.fromOpaque(reinterpret(self, as: UnsafeRawPointer.self))
    }
}

/// Whether a pack has no element.
@inlinable @inline(__always)
func isEmpty<each Element>(_ elements: repeat each Element) -> Bool {
    for _ in repeat each elements { return false }
    return true
}

/// `value` as `Target`, which must be its exact type. Generic, so that it also serves class
/// targets without the compiler suggesting `unsafeDowncast` (which would need an `AnyObject`).
@inlinable @inline(__always)
func reinterpret<Source, Target>(_ value: Source, as target: Target.Type) -> Target {
    unsafeBitCast(value, to: Target.self)
}
