import Synchronization

/// How `_resolve` finds an ordinary registration with runtime arguments from the tuple a
/// plug-in passes, `(Resolver, First, …)`, whose element types it only knows as one generic type.
///
/// A registration with runtime arguments records, per (service type, that tuple type), a function
/// that reads the arguments out of such a tuple and resolves with them. Only registrations with
/// arguments record one, and only once per pair of types.
enum PlugInArguments {
    /// Resolves `Service` on a container under a name, from a `(Resolver, First, …)` tuple.
    typealias Resolve = @Sendable (Container, String?, Any) -> Any?

    private struct Types: Hashable {
        let service: ObjectIdentifier
        let tuple: ObjectIdentifier
    }

    private static let resolvers = LockedValue<[Types: Resolve]>([:])

    /// Whether a plug-in ever registered a factory whose arguments are one `(Resolver, First, …)`
    /// tuple, which the `resolve` forms then try when nothing takes their arguments separately.
    static let registeredTupleArguments = Atomic<Bool>(false)

    /// Records how to resolve `Service` from a `(Resolver, repeat each Argument)` tuple.
    static func record<Service, each Argument>(_ service: Service.Type, arguments: repeat (each Argument).Type) {
        let types = Types(
            service: ObjectIdentifier(Service.self), tuple: ObjectIdentifier((any Resolver, repeat each Argument).self))
        resolvers.withLock { resolvers in
            guard resolvers[types] == nil else { return }
            resolvers[types] = { container, name, tuple in
                // Swift has no pattern for "the elements after the first" of a tuple with a pack,
                // so the elements are read by reflection, in order: a plug-in's resolve is rare.
                var elements = Mirror(reflecting: tuple).children.dropFirst().makeIterator()
                let arguments = (repeat element((each Argument).self, from: &elements))
                return container.resolveReportingFailure(Service.self, name: name, arguments: arguments, isSynchronized: false)
            }
        }
    }

    /// The function recorded for `Service` and `tuple`, if a registration recorded one.
    static func resolver<Service, Tuple>(for service: Service.Type, tuple: Tuple.Type) -> Resolve? {
        resolvers.withLock { $0[Types(service: ObjectIdentifier(Service.self), tuple: ObjectIdentifier(Tuple.self))] }
    }

    /// The next element of a reflected tuple, which is an `Element`: the function was recorded
    /// for the tuple's type.
    private static func element<Element>(
        _ type: Element.Type, from elements: inout Mirror.Children.SubSequence.Iterator
    ) -> Element {
        guard let element = elements.next()?.value as? Element else {
            preconditionFailure("Syringe: a plug-in's arguments tuple has no \(Element.self) where its type has one")
        }
        return element
    }
}
