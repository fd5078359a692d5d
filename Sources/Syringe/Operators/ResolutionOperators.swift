import SyringeCore

// The standard library already declares `infix operator ~>`; declaring it again would make every
// use ambiguous, so only the postfix form is declared here.
postfix operator ~>

/// Resolves a service that must exist.
///
/// ```swift
/// container.register(LifeCycleCompositor.self) { r in
///     LifeCycleCompositor(delegates: [r ~> AnalyticsCompositor.self, r ~> LifecycleHandler.self])
/// }
/// ```
///
/// A missing registration stops the program with a report of what was requested, the
/// resolution path and what is registered for that type.
///
/// - Parameters:
///   - resolver: The resolver, usually the one a factory receives, or a container.
///   - serviceType: The service type to resolve.
/// - Returns: The resolved instance.
public func ~> <Service>(resolver: Resolver, serviceType: Service.Type) -> Service {
    resolver.resolveOrStop(serviceType, name: nil, arguments: (), caller: "r ~> \(Service.self).self")
}

/// Resolves a service that must exist, of the type the context expects.
///
/// ```swift
/// container.register(Greeter.self) { r in Greeter(clock: r~>, formatter: r~>) }
/// ```
///
/// - Parameter resolver: The resolver, usually the one a factory receives, or a container.
/// - Returns: The resolved instance.
public postfix func ~> <Service>(resolver: Resolver) -> Service {
    resolver.resolveOrStop(Service.self, name: nil, arguments: (), caller: "r~> (as \(Service.self))")
}

/// Resolves a named service that must exist.
///
/// ```swift
/// let database = r ~> (Database.self, name: "primary")
/// ```
///
/// - Parameters:
///   - resolver: The resolver, usually the one a factory receives, or a container.
///   - service: The service type and the registration name.
/// - Returns: The resolved instance.
public func ~> <Service>(resolver: Resolver, service: (Service.Type, name: String)) -> Service {
    resolver.resolveOrStop(
        service.0, name: service.name, arguments: (), caller: "r ~> (\(Service.self).self, name: \"\(service.name)\")")
}

/// Resolves a service that must exist, passing one runtime argument to its factory.
///
/// ```swift
/// let dog = r ~> (Dog.self, argument: "Hachi")
/// ```
///
/// - Parameters:
///   - resolver: The resolver, usually the one a factory receives, or a container.
///   - service: The service type and the argument.
/// - Returns: The resolved instance.
public func ~> <Service, Argument>(resolver: Resolver, service: (Service.Type, argument: Argument)) -> Service {
    resolver.resolveOrStop(
        service.0, name: nil, arguments: service.argument, caller: "r ~> (\(Service.self).self, argument: …)")
}

/// Resolves a service that must exist, passing several runtime arguments to its factory.
///
/// ```swift
/// let dog = r ~> (Dog.self, arguments: ("Hachi", 3))
/// ```
///
/// - Parameters:
///   - resolver: The resolver, usually the one a factory receives, or a container.
///   - service: The service type and the arguments, as a tuple.
/// - Returns: The resolved instance.
public func ~> <Service, each Argument>(
    resolver: Resolver, service: (Service.Type, arguments: (repeat each Argument))
) -> Service {
    resolver.resolveOrStop(
        service.0, name: nil, arguments: service.arguments, caller: "r ~> (\(Service.self).self, arguments: …)")
}

/// Resolves a named service that must exist, passing one runtime argument to its factory.
///
/// - Parameters:
///   - resolver: The resolver, usually the one a factory receives, or a container.
///   - service: The service type, the registration name and the argument.
/// - Returns: The resolved instance.
public func ~> <Service, Argument>(
    resolver: Resolver, service: (Service.Type, name: String, argument: Argument)
) -> Service {
    resolver.resolveOrStop(
        service.0, name: service.name, arguments: service.argument,
        caller: "r ~> (\(Service.self).self, name: \"\(service.name)\", argument: …)")
}

/// Resolves a named service that must exist, passing several runtime arguments to its factory.
///
/// - Parameters:
///   - resolver: The resolver, usually the one a factory receives, or a container.
///   - service: The service type, the registration name and the arguments, as a tuple.
/// - Returns: The resolved instance.
public func ~> <Service, each Argument>(
    resolver: Resolver, service: (Service.Type, name: String, arguments: (repeat each Argument))
) -> Service {
    resolver.resolveOrStop(
        service.0, name: service.name, arguments: service.arguments,
        caller: "r ~> (\(Service.self).self, name: \"\(service.name)\", arguments: …)")
}

// SwinjectAutoregistration's forms with the arguments as separate elements of the operand, kept
// for source compatibility with the arities it declares. A tuple whose elements after the label
// are a pack cannot be taken apart again, hence one declaration per arity.
//
// The two four-element operands, `(T.self, name: n, arguments: a, b)` and
// `(T.self, arguments: a, b, c)`, would each also match the other declaration through an
// implicit reordering of the tuple's elements, making every such call ambiguous, or resolving
// the wrong registration: `name:` can fill an unlabeled element, an unlabeled `b` of type String
// can fill `name:`. The second and third arguments of the unnamed form are therefore labeled
// (an unlabeled element converts to a labeled one, `name:` does not), and the named form is
// disfavored, so that it is chosen only when the unnamed form does not apply.

/// Resolves a named service that must exist, passing two runtime arguments written as separate
/// elements of the operand.
///
/// ```swift
/// let dog = r ~> (Dog.self, name: "hachi", arguments: "Hachi", 3)   // deprecated
/// let dog = r ~> (Dog.self, name: "hachi", arguments: ("Hachi", 3))
/// ```
///
/// - Parameters:
///   - resolver: The resolver, usually the one a factory receives, or a container.
///   - service: The service type, the registration name and the two arguments.
/// - Returns: The resolved instance.
@available(
    *, deprecated,
    message: "pass the arguments as one tuple: r ~> (Service.self, name: \"name\", arguments: (arg1, arg2))")
@_disfavoredOverload
public func ~> <Service, First, Second>(
    resolver: Resolver, service: (Service.Type, name: String, arguments: First, Second)
) -> Service {
    resolver ~> (service.0, name: service.name, arguments: (service.arguments, service.3))
}

/// Resolves a service that must exist, passing three runtime arguments written as separate
/// elements of the operand.
///
/// ```swift
/// let dog = r ~> (Dog.self, arguments: "Hachi", 3, true)   // deprecated
/// let dog = r ~> (Dog.self, arguments: ("Hachi", 3, true))
/// ```
///
/// - Parameters:
///   - resolver: The resolver, usually the one a factory receives, or a container.
///   - service: The service type and the three arguments; the labels `second` and `third`
///     need not be written.
/// - Returns: The resolved instance.
@available(
    *, deprecated,
    message: "pass the arguments as one tuple: r ~> (Service.self, arguments: (arg1, arg2, arg3))")
public func ~> <Service, First, Second, Third>(
    resolver: Resolver, service: (Service.Type, arguments: First, second: Second, third: Third)
) -> Service {
    resolver ~> (service.0, arguments: (service.arguments, service.second, service.third))
}

/// Resolves a named service that must exist, passing three runtime arguments written as
/// separate elements of the operand.
///
/// ```swift
/// let dog = r ~> (Dog.self, name: "hachi", arguments: "Hachi", 3, true)   // deprecated
/// let dog = r ~> (Dog.self, name: "hachi", arguments: ("Hachi", 3, true))
/// ```
///
/// - Parameters:
///   - resolver: The resolver, usually the one a factory receives, or a container.
///   - service: The service type, the registration name and the three arguments.
/// - Returns: The resolved instance.
@available(
    *, deprecated,
    message: "pass the arguments as one tuple: r ~> (Service.self, name: \"name\", arguments: (arg1, arg2, arg3))")
public func ~> <Service, First, Second, Third>(
    resolver: Resolver, service: (Service.Type, name: String, arguments: First, Second, Third)
) -> Service {
    resolver ~> (service.0, name: service.name, arguments: (service.arguments, service.3, service.4))
}
