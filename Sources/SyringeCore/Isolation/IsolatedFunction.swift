// The one file where Syringe calls `@isolated(any)` functions synchronously.
//
// Swift calls an `@isolated(any)` function only with `await`, so that the call can hop to the
// function's actor. A factory runs synchronously, on the actor it was checked to be on (see
// `FactoryIsolation`), so Syringe calls the same function as a plain one: an `@isolated(any)`
// function value is a plain function value whose context also records the actor, and has the
// same size and calling convention. Swift does not promise that layout, so every reinterpretation
// below first makes sure, once per process, that it holds (`IsolatedCall.ensureLayout()`), and
// `IsolatedCallTests` pins it.

/// Checks that an `@isolated(any)` function value can be called as the plain function it is, and
/// makes the plain functions of registered factories, initializers and handlers.
package enum IsolatedCall {
    /// Whether an `@isolated(any)` function value has the size and alignment of a plain one, and
    /// a nonisolated closure with a context, reinterpreted as a plain function, computes what it
    /// computes when awaited.
    static let layoutHolds: Bool = {
        let offset = Int.random(in: 1...1_000)
        let probe: @isolated(any) (Int) -> Int = { $0 &+ offset }
        guard MemoryLayout<@isolated(any) (Int) -> Int>.size == MemoryLayout<(Int) -> Int>.size,
              MemoryLayout<@isolated(any) (Int) -> Int>.alignment == MemoryLayout<(Int) -> Int>.alignment,
              probe.isolation == nil
        else { return false }
        return reinterpret(probe, as: ((Int) -> Int).self)(41) == 41 &+ offset
    }()

    /// Stops the program with an explanation if this toolchain lays out `@isolated(any)` function
    /// values otherwise than Syringe relies on, before any factory is called so.
    static func ensureLayout() {
        guard layoutHolds else {
            fatalError(
                "Syringe: this Swift toolchain lays out @isolated(any) function values differently from "
                    + "plain ones, so Syringe cannot call factories synchronously. Please report the Swift "
                    + "version (swift --version) to Syringe's maintainers.")
        }
    }

    /// `function`, an `@isolated(any)` function value or a struct that holds one, as `Plain`,
    /// the same function without `@isolated(any)` or a struct that holds that: the one
    /// reinterpretation every synchronous call of such a function goes through.
    ///
    /// Always inlined, so that the two types are known where it is used: a generic function of
    /// them would look up the metadata of both function types at every registration (and build
    /// it at the first registration of each service type).
    @inline(__always)
    static func plain<Isolated, Plain>(_ function: Isolated, as plain: Plain.Type) -> Plain {
        ensureLayout()
        return reinterpret(function, as: Plain.self)
    }

    /// `factory`, to call synchronously on its actor.
    static func synchronous<Service>(
        _ factory: @escaping @isolated(any) (Resolver) -> Service
    ) -> (Resolver) -> Service {
        plain(factory, as: ((Resolver) -> Service).self)
    }

    /// `handler`, an `initCompleted` handler, to call synchronously on its actor.
    static func synchronous<Service>(
        _ handler: @escaping @isolated(any) (Resolver, Service) -> Void
    ) -> (Resolver, Service) -> Void {
        plain(handler, as: ((Resolver, Service) -> Void).self)
    }

    /// `initializer`, which takes an empty tuple, to call synchronously on its actor (not through
    /// a pack, whose one element would be `()`).
    package static func synchronous<Service>(_ initializer: @escaping @isolated(any) (()) -> Service) -> (()) -> Service {
        typealias Initializer = (()) -> Service
        return plain(initializer, as: Initializer.self)
    }

    /// `initializer`, which takes a pair, to call synchronously on its actor.
    package static func synchronous<Service, First, Second>(
        _ initializer: @escaping @isolated(any) ((First, Second)) -> Service
    ) -> ((First, Second)) -> Service {
        plain(initializer, as: (((First, Second)) -> Service).self)
    }
}

/// A factory as registered, `@isolated(any)`, split into the function to call synchronously and
/// the actor its code is isolated to. The reinterpretation goes through a struct because Swift
/// cannot pass a function value of a parameter pack's type to generic code unwrapped.
struct IsolatedFunction<Service, each Argument> {
    let function: @isolated(any) (Resolver, repeat each Argument) -> Service

    init(_ function: @escaping @isolated(any) (Resolver, repeat each Argument) -> Service) {
        self.function = function
    }

    /// The function, to call synchronously on its actor.
    var synchronous: (Resolver, repeat each Argument) -> Service {
        IsolatedCall.plain(self, as: SynchronousFunction<Service, repeat each Argument>.self).function
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
package struct IsolatedInitializer<Service, each Parameter> {
    let function: @isolated(any) (repeat each Parameter) -> Service

    package init(_ function: @escaping @isolated(any) (repeat each Parameter) -> Service) {
        self.function = function
    }

    /// The initializer, to call synchronously on its actor.
    package var synchronous: (repeat each Parameter) -> Service {
        IsolatedCall.plain(self, as: SynchronousInitializer<Service, repeat each Parameter>.self).function
    }

    /// The actor the initializer's code is isolated to, if any.
    package var isolation: FactoryIsolation? { FactoryIsolation(function.isolation) }
}

/// ``IsolatedInitializer`` seen as the plain function it is.
struct SynchronousInitializer<Service, each Parameter> {
    let function: (repeat each Parameter) -> Service
}

/// An initializer that takes its dependencies as one tuple of two or more (see
/// ``AutoregisteredInitializer/init(tupled:)``), `@isolated(any)`, split like ``IsolatedFunction``.
package struct IsolatedTupleInitializer<Service, First, Second, each Other> {
    let function: @isolated(any) (borrowing (First, Second, repeat each Other)) -> Service

    package init(_ function: @escaping @isolated(any) (borrowing (First, Second, repeat each Other)) -> Service) {
        self.function = function
    }

    /// The initializer, to call synchronously on its actor.
    package var synchronous: (borrowing (First, Second, repeat each Other)) -> Service {
        IsolatedCall.plain(self, as: SynchronousTupleInitializer<Service, First, Second, repeat each Other>.self).function
    }

    /// The actor the initializer's code is isolated to, if any.
    package var isolation: FactoryIsolation? { FactoryIsolation(function.isolation) }
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
        IsolatedCall.plain(function, as: (() -> Service).self)
    }

    /// The actor the function's code is isolated to, if any.
    var isolation: FactoryIsolation? { FactoryIsolation(function.isolation) }
}
