/// A type that resolves services: a ``Container``, the resolver a factory receives, or the view
/// returned by ``Container/synchronize()``.
///
/// Conforming types implement one requirement, ``resolve(_:name:argumentTuple:)``; every form a
/// Swinject user knows (`resolve(_:)`, `resolve(_:name:)`, `resolve(_:argument:)`,
/// `resolve(_:arguments:_:)` with any number of arguments, each with or without a name) is built
/// on it.
///
/// ```swift
/// let container = Container()
/// container.register(Animal.self) { _ in Cat(name: "Mimi") }
/// container.register(Animal.self, name: "dog") { _, name in Dog(name: name) }
///
/// let cat = container.resolve(Animal.self)
/// let dog = container.resolve(Animal.self, name: "dog", argument: "Hachi")
/// ```
public protocol Resolver {
    /// Resolves a service from its type, registration name and runtime arguments.
    ///
    /// This is the single requirement of the protocol; prefer the Swinject-style forms such as
    /// ``resolve(_:)`` and ``resolve(_:name:arguments:_:_:)`` in application code.
    ///
    /// - Parameters:
    ///   - serviceType: The service type to resolve.
    ///   - name: The registration name, or `nil` for the unnamed registration.
    ///   - arguments: The runtime arguments as a tuple: `()` for none, the value itself for one,
    ///     `(a, b, …)` for several.
    /// - Returns: The resolved instance, or `nil` when no registration matches.
    func resolve<Service, Arguments>(
        _ serviceType: Service.Type, name: String?, argumentTuple arguments: Arguments
    ) -> Service?
}

extension Resolver {
    /// Resolves the unnamed registration of a service that takes no runtime arguments.
    ///
    /// - Parameter serviceType: The service type to resolve.
    /// - Returns: The resolved instance, or `nil` when nothing is registered for the type.
    @inlinable @inline(__always)
    public func resolve<Service>(_ serviceType: Service.Type) -> Service? {
        resolveDirectly(serviceType, name: nil, arguments: ())
    }

    /// Resolves a named registration of a service that takes no runtime arguments.
    ///
    /// - Parameters:
    ///   - serviceType: The service type to resolve.
    ///   - name: The registration name.
    /// - Returns: The resolved instance, or `nil` when nothing is registered under the name.
    @inlinable @inline(__always)
    public func resolve<Service>(_ serviceType: Service.Type, name: String?) -> Service? {
        resolveDirectly(serviceType, name: name, arguments: ())
    }

    /// Resolves a service whose factory takes one runtime argument.
    ///
    /// - Parameters:
    ///   - serviceType: The service type to resolve.
    ///   - argument: The argument passed to the factory; its static type selects the registration.
    /// - Returns: The resolved instance, or `nil` when no registration takes that argument type.
    @inlinable @inline(__always)
    public func resolve<Service, Argument>(_ serviceType: Service.Type, argument: Argument) -> Service? {
        resolveDirectly(serviceType, name: nil, arguments: argument)
    }

    /// Resolves a named registration whose factory takes one runtime argument.
    ///
    /// - Parameters:
    ///   - serviceType: The service type to resolve.
    ///   - name: The registration name.
    ///   - argument: The argument passed to the factory.
    /// - Returns: The resolved instance, or `nil` when no registration matches.
    @inlinable @inline(__always)
    public func resolve<Service, Argument>(
        _ serviceType: Service.Type, name: String?, argument: Argument
    ) -> Service? {
        resolveDirectly(serviceType, name: name, arguments: argument)
    }

    /// Resolves a service whose factory takes two or more runtime arguments.
    ///
    /// There is no limit on the number of arguments:
    ///
    /// ```swift
    /// container.register(Dog.self) { _, name, age, breed in Dog(name: name, age: age, breed: breed) }
    /// let dog = container.resolve(Dog.self, arguments: "Hachi", 3, Breed.akita)
    /// ```
    ///
    /// - Parameters:
    ///   - serviceType: The service type to resolve.
    ///   - first: The first argument passed to the factory.
    ///   - second: The second argument passed to the factory.
    ///   - rest: Any further arguments, in the order the factory takes them.
    /// - Returns: The resolved instance, or `nil` when no registration takes those argument types.
    @inlinable @inline(__always)
    public func resolve<Service, First, Second, each Rest>(
        _ serviceType: Service.Type, arguments first: First, _ second: Second, _ rest: repeat each Rest
    ) -> Service? {
        resolveDirectly(serviceType, name: nil, arguments: (first, second, repeat each rest))
    }

    /// Resolves a named registration whose factory takes two or more runtime arguments.
    ///
    /// - Parameters:
    ///   - serviceType: The service type to resolve.
    ///   - name: The registration name.
    ///   - first: The first argument passed to the factory.
    ///   - second: The second argument passed to the factory.
    ///   - rest: Any further arguments, in the order the factory takes them.
    /// - Returns: The resolved instance, or `nil` when no registration matches.
    @inlinable @inline(__always)
    public func resolve<Service, First, Second, each Rest>(
        _ serviceType: Service.Type,
        name: String?,
        arguments first: First,
        _ second: Second,
        _ rest: repeat each Rest
    ) -> Service? {
        resolveDirectly(serviceType, name: name, arguments: (first, second, repeat each rest))
    }

    /// Calls the container directly when this resolver is one.
    ///
    /// A factory receives its container as `any Resolver`. Going through the protocol would run
    /// the requirement's witness, which is compiled once for all types and so is not specialized;
    /// recognising the concrete resolver here (a comparison of two metadata pointers) keeps the
    /// whole resolution specialized for `Service`.
    @inlinable @inline(__always)
    func resolveDirectly<Service, Arguments>(
        _ serviceType: Service.Type, name: String?, arguments: Arguments
    ) -> Service? {
        if let container = borrowedContainer {
            return container._withUnsafeGuaranteedRef {
                $0.resolveReportingFailure(
                    serviceType, name: name, arguments: arguments, isSynchronized: Self.self == SynchronizedResolver.self)
            }
        }
        return resolve(serviceType, name: name, argumentTuple: arguments)
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

/// `value` as `Target`, which must be its exact type. Generic, so that it also serves class
/// targets without the compiler suggesting `unsafeDowncast` (which would need an `AnyObject`).
@inlinable @inline(__always)
func reinterpret<Source, Target>(_ value: Source, as target: Target.Type) -> Target {
    unsafeBitCast(value, to: Target.self)
}
