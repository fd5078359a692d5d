import Foundation

/// The messages Syringe gives when a resolution goes wrong: what was asked for, the resolution
/// path that led there, what exists that comes close, and what to do.
package enum ResolutionReport {
    /// Nothing is registered for `key`: the request, the path that led to it, the registrations
    /// that come close and what to do.
    static func notRegistered(
        key: RegistrationKey, path: [RegistrationKey], registrations: [DescribedRegistration],
        closeMatches: [CloseMatch]
    ) -> String {
        var lines = ["Syringe: resolution failed: nothing is registered for \(describe(key))."]
        if !path.isEmpty {
            lines.append("Resolution path: \((path + [key]).map(shortDescription).joined(separator: " → "))")
        }
        if !closeMatches.isEmpty {
            lines.append("Close matches:")
            lines += closeMatches.map { "  - \($0.explanation(for: key))" }
        }
        let sameType = registrations.filter { $0.key.serviceType == key.serviceType }
        if sameType.isEmpty {
            lines.append("No registration of \(key.serviceType) exists (\(registrations.count) registrations in all).")
        } else {
            lines.append("Registrations of \(key.serviceType):")
            lines += sameType.map { "    { \($0.text) }" + ($0.ancestorDistance > 0 ? " (in a parent container)" : "") }
        }
        if let callerFix = closeMatches.lazy.compactMap({ $0.callerFix(for: key) }).first {
            lines.append("To fix: \(callerFix) Or register \(describe(key)), e.g. `\(registrationExample(for: key))`.")
        } else {
            lines.append("To fix: register \(describe(key)), e.g. `\(registrationExample(for: key))`"
                + (closeMatches.isEmpty ? "." : ", or resolve one of the close matches."))
        }
        return lines.joined(separator: "\n")
    }

    /// `container.register(Dog.self, name: "rex") { (r, a1: String) in … }`.
    static func registrationExample(for key: RegistrationKey) -> String {
        let name = key.name.map { ", name: \"\($0)\"" } ?? ""
        let parameters: String
        if key.argumentsType == Void.self {
            parameters = "r"
        } else {
            let labelled = argumentTypeNames(key.argumentsType).enumerated().map { "a\($0.offset + 1): \($0.element)" }
            parameters = "(r, " + labelled.joined(separator: ", ") + ")"
        }
        return "container.register(\(key.serviceType).self\(name)) { \(parameters) in … }"
    }

    /// The names of the runtime argument types of a key's `argumentsType`: `(String, Int)` →
    /// `["String", "Int"]`, `any Animal` → `["any Animal"]`.
    static func argumentTypeNames(_ argumentsType: Any.Type) -> [String] {
        if argumentsType == Void.self { return [] }
        let arguments = String(describing: argumentsType)
        let types = arguments.hasPrefix("(") ? String(arguments.dropFirst().dropLast()) : arguments
        return splitTopLevel(types)
    }

    /// Splits `String, Dictionary<String, Int>` at the commas that are not inside brackets.
    private static func splitTopLevel(_ list: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in list {
            switch character {
            case "<", "(", "[": depth += 1
            case ">", ")", "]": depth -= 1
            case "," where depth == 0:
                parts.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        parts.append(current.trimmingCharacters(in: .whitespaces))
        return parts
    }

    /// A factory would run again inside itself with nothing in between that could end it.
    static func circularDependency(cycle: [RegistrationKey], path: [RegistrationKey]) -> String {
        """
        Syringe: circular dependency: \(cycle.map(shortDescription).joined(separator: " → ")).
        Resolution path: \((path + [cycle.last].compactMap { $0 }).map(shortDescription).joined(separator: " → "))
        Each of these factories resolves the next one while it is running, so the resolution can \
        never finish. Break the cycle: inject one of the dependencies in an `initCompleted` handler \
        (graph or container scope), or resolve it through `Lazy<\(cycle.last.map { "\($0.serviceType)" } ?? "T")>` \
        or `Provider<…>` instead.
        """
    }

    /// A resolver that is not a container was asked for a form it does not implement and has no
    /// `_resolve` to build it on.
    static func resolverWithoutForm(resolver: Any.Type, key: RegistrationKey) -> String {
        """
        Syringe: \(resolver) cannot resolve \(describe(key)): it does not implement the `resolve` \
        form that was called, and it does not conform to `_Resolver`, whose `_resolve(name:option:invoker:)` \
        every form can be built on. Implement that form, or conform to `_Resolver` and forward \
        `_resolve` to a container.
        """
    }

    /// A forwarded type resolved to an instance that is not of that type.
    static func forwardingMismatch(key: RegistrationKey, registeredType: Any.Type, instanceType: Any.Type) -> String {
        """
        Syringe: cannot forward \(key.serviceType) to the registration of \(registeredType): \
        the instance it made, of type \(instanceType), is not a \(key.serviceType). \
        Remove `.implements(\(key.serviceType).self)` / `forward(\(key.serviceType).self, …)`, or make the \
        registered type conform to \(key.serviceType).
        """
    }

    /// A `Lazy` or `Provider` was read after its container was released.
    static func containerReleased(wrapper: String, key: RegistrationKey) -> String {
        """
        Syringe: \(wrapper)<\(key.serviceType)>.instance was read after the container that made it \
        was released, so \(describe(key)) cannot be resolved. Keep the container alive as long as \
        the objects it resolves (for example in an Assembler held by your app), or resolve the \
        service before releasing the container.
        """
    }

    /// A `Lazy` or `Provider` was read after its service's registration was removed.
    static func wrappedServiceMissing(wrapper: String, key: RegistrationKey) -> String {
        """
        Syringe: \(wrapper)<\(key.serviceType)>.instance could not resolve \(describe(key)): its \
        registration was removed after the \(wrapper) was made. Register the service again, or \
        stop removing it while \(wrapper)s of it are in use.
        """
    }

    /// A registration repeats on a path that got deeper than the limit, with other runtime
    /// arguments each time (the same arguments are reported by ``circularDependency(cycle:path:)``
    /// long before).
    static func circularDependencyWithChangingArguments(
        cycle: [RegistrationKey], path: [RegistrationKey], depth: Int, limit: Int
    ) -> String {
        """
        Syringe: circular dependency: \(cycle.map(shortDescription).joined(separator: " → ")), \
        entered again with other runtime arguments each time, until resolutions nested \(depth) \
        levels deep, more than Container.maximumResolutionDepth (\(limit)) allows.
        Resolution path: \((path + [cycle.last].compactMap { $0 }).map(shortDescription).joined(separator: " → "))
        Each of these factories resolves the next one while it is running, and the runtime arguments \
        never lead to a factory that stops. End the recursion (stop resolving when the arguments say \
        so), or break it with `Lazy<\(cycle.last.map { "\($0.serviceType)" } ?? "T")>` or `Provider<…>`; \
        if it does end deeper than this, raise Container.maximumResolutionDepth.
        """
    }

    /// A chain of distinct registrations got deeper than the limit.
    static func tooDeep(path: [RegistrationKey], limit: Int) -> String {
        let tail = path.suffix(12).map(shortDescription).joined(separator: " → ")
        return """
            Syringe: resolutions nested \(path.count) levels deep, more than Container.maximumResolutionDepth \
            (\(limit)) allows; Syringe stops here rather than let the thread's stack overflow. No registration \
            repeats on the path: it is a chain of \(path.count) distinct dependencies, not a cycle.
            The innermost steps: \(path.count > 12 ? "… → " : "")\(tail)
            To fix: raise the limit (`Container.maximumResolutionDepth = …`) if the resolving threads have \
            the stack for it (see its documentation for the stack each level takes), or make the chain \
            shorter: resolve its deep part once ahead of time in `.container` scope, or defer part of it \
            with `Lazy` or `Provider`.
            """
    }

    /// `forward(_:to:)` was given a registration of another container hierarchy.
    static func forwardAcrossHierarchies(type: Any.Type, service: Any.Type) -> String {
        "Syringe: cannot forward \(type) to a registration of \(service) made on a container of another "
            + "hierarchy (or one that has been released). Forward on the container the registration was "
            + "made on, or one of its children, or register \(type) on this container."
    }

    /// `implements` was called on an entry whose container no longer exists.
    static func entryOutlivedContainer(forwarding type: Any.Type, to service: Any.Type) -> String {
        """
        Syringe: cannot forward \(type) to the registration of \(service): the container it was \
        registered on has been released. Call `implements` while the container exists, right \
        after `register`.
        """
    }

    /// `Animal named "dog" with arguments (String, Int)`.
    static func describe(_ key: RegistrationKey) -> String {
        var text = "\(key.serviceType)"
        if let name = key.name { text += " named \"\(name)\"" }
        if key.argumentsType != Void.self {
            let arguments = "\(key.argumentsType)"
            text += " with arguments " + (arguments.hasPrefix("(") ? arguments : "(\(arguments))")
        }
        return text
    }

    /// `Animal` or `Animal("dog")`, for resolution paths.
    static func shortDescription(_ key: RegistrationKey) -> String {
        key.name.map { "\(key.serviceType)(\"\($0)\")" } ?? "\(key.serviceType)"
    }
}

extension ResolutionReport {
    /// A service that must exist (`~>`, `@Injected`, `autoregister`) could not be resolved.
    static func requiredServiceMissing(caller: String, report: String) -> String {
        "Syringe: \(caller) requires a service that cannot be resolved.\n" + report
    }
}

extension ResolutionReport {
    /// An autoregistered initializer has no dependency of a declared runtime argument's type.
    ///
    /// - Parameters:
    ///   - dependency: What the initializer's dependencies are: "parameter" or "tuple element".
    ///   - input: The initializer's parameter list, e.g. `(Food, Int)` or `((Food, Int))`.
    package static func autoregistrationArgumentUnused(
        service: Any.Type, argument: Any.Type, dependency: String, input: String
    ) -> String {
        "Syringe: autoregister(\(service).self): the runtime argument of type \(argument) has no "
            + "\(dependency) of that type to go to; the initializer takes \(input). Declare the argument types "
            + "the initializer takes, or register the service with `register` and a closure."
    }
}

extension ResolutionReport {
    /// A launch override names a type or registration that does not exist.
    static func unknownLaunchOverride(typeKey: String, name: String, namesOfType: [String], knownTypeKeys: [String]) -> String {
        if namesOfType.isEmpty {
            return "Syringe: launch override for unknown type key \"\(typeKey)\" (selecting \"\(name)\"). "
                + "Type keys with named registrations: \(knownTypeKeys.joined(separator: ", ")). "
                + "Build the overrides with LaunchOverrides().using(_:for:) so that the key is the type's full name."
        }
        return "Syringe: launch override selects \"\(name)\" for \(typeKey), which has no registration of that "
            + "name. Names registered for \(typeKey): \(namesOfType.sorted().joined(separator: ", "))."
    }
}

extension ResolutionReport {
    /// A synchronous resolve was about to run a factory isolated to an actor, off that actor.
    static func codeOffItsActor(
        _ code: String, key: RegistrationKey, actor: any Actor, path: some Collection<RegistrationKey>
    ) -> String {
        let actorName = "\(type(of: actor))"
        var lines = ["Syringe: \(code) of \(describe(key)) is isolated to \(actorName), and a synchronous resolve was about to run it off \(actorName)."]
        if !path.isEmpty {
            lines.append("Resolution path: \((path + [key]).map(shortDescription).joined(separator: " → "))")
        }
        lines.append("""
            To fix, do one of:
              - resolve it on \(actorName) (from \(actorName == "MainActor" ? "@MainActor" : "\(actorName)-isolated") code);
              - await it from anywhere: `try await \(resolveAsyncCall(for: key))` runs the factory on \(actorName);
              - if the factory may run anywhere, register it from nonisolated code, or as a `@Sendable` closure \
            (`{ @Sendable r in … }`) where the file imports Syringe (through Swinject's factory types, a closure counts \
            as code of the actor that registers it);
              - while you move registrations made in main-actor code (an app delegate's), \
            `Container.offActorResolution = .logAndRun` logs this report and runs the factory here, as Swinject did.
            """)
        return lines.joined(separator: "\n")
    }
}

extension ResolutionReport {
    /// A synchronous resolve reached a registration made with an async factory.
    static func asyncFactoryResolvedSynchronously(key: RegistrationKey, path: some Collection<RegistrationKey>) -> String {
        var lines = ["Syringe: \(describe(key)) is made by an async factory, which a synchronous resolve cannot await."]
        if !path.isEmpty {
            lines.append("Resolution path: \((path + [key]).map(shortDescription).joined(separator: " → "))")
        }
        lines.append("""
            To fix, await it: `try await \(resolveAsyncCall(for: key))`, \
            from async code or from an async factory (make the factory that needs it async too).
            """)
        return lines.joined(separator: "\n")
    }

    /// The `resolveAsync` call that resolves `key`: `resolver.resolveAsync(Title.self, name: "main", argument: a1)`.
    static func resolveAsyncCall(for key: RegistrationKey) -> String {
        let name = key.name.map { ", name: \"\($0)\"" } ?? ""
        let arguments = argumentTypeNames(key.argumentsType).indices.map { "a\($0 + 1)" }
        let passed = switch arguments.count {
        case 0: ""
        case 1: ", argument: a1"
        default: ", arguments: " + arguments.joined(separator: ", ")
        }
        return "resolver.resolveAsync(\(key.serviceType).self\(name)\(passed))"
    }

    /// An async registration was put in a custom scope.
    static func asyncFactoryInCustomScope(key: RegistrationKey) -> String {
        """
        Syringe: \(describe(key)) is made by an async factory in a custom object scope, which async \
        factories do not support. Use `.transient`, `.graph`, `.container` or `.weak`.
        """
    }

    /// An `initCompleted` handler was added to a registration made with an async factory.
    static func asyncFactoryWithInitCompleted(key: RegistrationKey) -> String {
        """
        Syringe: \(describe(key)) is made by an async factory, and `initCompleted` handlers run only \
        after synchronous factories. Do the work in the factory, after making the instance: \
        `{ r async throws in let made = try await …; made.delegate = r ~> Delegate.self; return made }`.
        """
    }
}

extension ResolutionReport {
    /// `sendable` was asked of a resolver of a type Syringe does not know.
    static func resolverNotSendable(_ resolver: Any.Type) -> String {
        """
        Syringe: \(resolver) is not one of Syringe's resolvers, so `sendable` cannot tell whether it \
        may cross tasks. Hand the task the container itself (a `Container` is Sendable), or a \
        resolver of your own that conforms to Sendable.
        """
    }
}
