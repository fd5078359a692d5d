/// Where the default `resolve` forms go: straight into the container when the resolver is one,
/// through the plug-in hook otherwise.
extension Resolver {
    /// Calls the container directly when this resolver is one, and otherwise the resolver's
    /// `_Resolver._resolve(name:option:invoker:)`.
    ///
    /// A factory receives its container as `any Resolver`, and the `resolve` forms are protocol
    /// requirements, so a factory's `r.resolve(…)` runs the default implementation through the
    /// witness table. Recognising the container is a comparison of two metadata pointers.
    ///
    /// `plugInTuple` is how a plug-in passes the same arguments, `(Resolver, First, …)` (without
    /// arguments, the resolver alone, which ``resolveWithoutContainer(_:name:arguments:plugInTuple:)``
    /// passes itself). A container tries it when nothing takes the arguments (a plug-in's
    /// `_register` keys them so). It is made only then, and typed `Any`
    /// until then: as a generic parameter, its tuple type's metadata would be looked up on every
    /// call.
    func resolveDirectly<Service, Arguments>(
        _ serviceType: Service.Type, name: String?, arguments: Arguments, plugInTuple: @autoclosure () -> Any
    ) -> Service? {
        let isSynchronized = Self.self == SynchronizedResolver.self
        return withBorrowedContainer { container in
            if Arguments.self == Void.self {
                return container.resolveReportingFailure(
                    serviceType, name: name, arguments: arguments, isSynchronized: isSynchronized)
            }
            do throws(ResolutionFailure) {
                return try container.resolveService(serviceType, name: name, arguments: arguments, isSynchronized: isSynchronized)
            } catch {
                return container.resolveAfterFailure(error, plugInTuple: plugInTuple, isSynchronized: isSynchronized)
            }
        } otherwise: {
            resolveWithoutContainer(serviceType, name: name, arguments: arguments, plugInTuple: plugInTuple)
        }
    }

    /// ``resolveDirectly(_:name:arguments:plugInTuple:)`` for the forms without runtime arguments,
    /// most resolutions: without the test of the arguments type and the plug-in tuple's
    /// autoclosure.
    func resolveDirectly<Service>(_ serviceType: Service.Type, name: String?) -> Service? {
        let isSynchronized = Self.self == SynchronizedResolver.self
        return withBorrowedContainer { container in
            container.resolveReportingFailure(serviceType, name: name, arguments: (), isSynchronized: isSynchronized)
        } otherwise: {
            resolveWithoutContainer(serviceType, name: name, arguments: (), plugInTuple: { () })
        }
    }

    /// Resolves through a resolver that is not a container: the resolver an async factory
    /// receives, or a resolver of another type through its `_Resolver` hook.
    func resolveWithoutContainer<Service, Arguments>(
        _ serviceType: Service.Type, name: String?, arguments: Arguments, plugInTuple: () -> Any
    ) -> Service? {
        if let resolution = self as? AsyncResolution {
            return resolution.resolvingSynchronously { resolver in
                resolver.resolveDirectly(serviceType, name: name, arguments: arguments, plugInTuple: plugInTuple())
            }
        }
        guard let hook = self as? _Resolver else {
            return reportMissingForm(RegistrationKey(serviceType: Service.self, argumentsType: Arguments.self, name: name))
        }
        // The tuple is passed as its own type, to which the `Any` is opened; the resolver alone
        // would be opened to its concrete type, so it is passed as the protocol.
        return Arguments.self == Void.self
            ? invoke(hook, name: name, with: self as Resolver)
            : invoke(hook, name: name, with: plugInTuple())
    }

    /// Calls `_resolve` with an invoker that passes `tuple` to the factory, as Swinject's container
    /// implements every form.
    func invoke<Service, Tuple>(_ hook: _Resolver, name: String?, with tuple: Tuple) -> Service? {
        hook._resolve(name: name, option: nil) { (factory: (Tuple) -> Any) in factory(tuple) }
    }

    /// Says that this resolver, which is not a container, implements neither the form that was
    /// called nor `_Resolver`.
    func reportMissingForm<Service>(_ key: RegistrationKey) -> Service? {
        Container.log(ResolutionReport.resolverWithoutForm(resolver: Self.self, key: key))
        return nil
    }
}
