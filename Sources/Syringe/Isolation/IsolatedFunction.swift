/// A factory as registered, `@isolated(any)`, split into the function to call synchronously and
/// the actor its code is isolated to.
///
/// Swift calls an `@isolated(any)` function only with `await`, so that the call can hop to the
/// function's actor. A factory runs synchronously, on the actor it was checked to be on (see
/// ``FactoryIsolation``), so Syringe calls the same function as a plain one: an `@isolated(any)`
/// function value is a plain function value whose context also records the actor, and has the
/// same size and calling convention. The reinterpretation goes through a struct because Swift
/// cannot pass a function value of a parameter pack's type to generic code unwrapped.
struct IsolatedFunction<Service, each Argument> {
    let function: @isolated(any) (Resolver, repeat each Argument) -> Service

    init(_ function: @escaping @isolated(any) (Resolver, repeat each Argument) -> Service) {
        self.function = function
    }

    /// The function, to call synchronously on its actor.
    var synchronous: (Resolver, repeat each Argument) -> Service {
        unsafeBitCast(self, to: SynchronousFunction<Service, repeat each Argument>.self).function
    }

    /// The actor the function's code is isolated to, if any.
    var isolation: FactoryIsolation? {
        FactoryIsolation(function.isolation)
    }
}

/// ``IsolatedFunction`` seen as the plain function it is.
struct SynchronousFunction<Service, each Argument> {
    let function: (Resolver, repeat each Argument) -> Service
}

/// An initializer given to `autoregister`, `@isolated(any)`, split like ``IsolatedFunction``.
struct IsolatedInitializer<Service, each Parameter> {
    let function: @isolated(any) (repeat each Parameter) -> Service

    init(_ function: @escaping @isolated(any) (repeat each Parameter) -> Service) {
        self.function = function
    }

    /// The initializer, to call synchronously on its actor.
    var synchronous: (repeat each Parameter) -> Service {
        unsafeBitCast(self, to: SynchronousInitializer<Service, repeat each Parameter>.self).function
    }

    /// The actor the initializer's code is isolated to, if any.
    var isolation: FactoryIsolation? { FactoryIsolation(function.isolation) }
}

/// ``IsolatedInitializer`` seen as the plain function it is.
struct SynchronousInitializer<Service, each Parameter> {
    let function: (repeat each Parameter) -> Service
}

/// An initializer that takes its dependencies as one tuple of two or more (see
/// ``AutoregisteredInitializer/init(tupled:)``), `@isolated(any)`, split like ``IsolatedFunction``.
struct IsolatedTupleInitializer<Service, First, Second, each Other> {
    let function: @isolated(any) (borrowing (First, Second, repeat each Other)) -> Service

    init(_ function: @escaping @isolated(any) (borrowing (First, Second, repeat each Other)) -> Service) {
        self.function = function
    }

    /// The initializer, to call synchronously on its actor.
    var synchronous: (borrowing (First, Second, repeat each Other)) -> Service {
        unsafeBitCast(self, to: SynchronousTupleInitializer<Service, First, Second, repeat each Other>.self).function
    }

    /// The actor the initializer's code is isolated to, if any.
    var isolation: FactoryIsolation? { FactoryIsolation(function.isolation) }
}

/// ``IsolatedTupleInitializer`` seen as the plain function it is.
struct SynchronousTupleInitializer<Service, First, Second, each Other> {
    let function: (borrowing (First, Second, repeat each Other)) -> Service
}

/// A factory that takes nothing, `@isolated(any)`, split like ``IsolatedFunction``. (Kept apart
/// from ``IsolatedInitializer``: a function of an empty parameter pack, called from an `async`
/// function, crashes the Swift 6.3.1 optimizer.)
struct IsolatedProducer<Service> {
    let function: @isolated(any) () -> Service

    /// The function, to call synchronously on its actor.
    var synchronous: () -> Service {
        unsafeBitCast(function, to: (() -> Service).self)
    }

    /// The actor the function's code is isolated to, if any.
    var isolation: FactoryIsolation? { FactoryIsolation(function.isolation) }
}
