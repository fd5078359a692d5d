extension Resolver {
    /// Resolves a service that must exist, for the APIs that cannot return `nil` (`~>`,
    /// `@Injected`, `autoregister`): a failure stops the program with the full report.
    ///
    /// - Parameter caller: How the failing call reads in the user's code, for the report.
    @inlinable @inline(__always)
    func resolveOrStop<Service, Arguments>(
        _ serviceType: Service.Type, name: String?, arguments: Arguments,
        caller: @autoclosure () -> String
    ) -> Service {
        let (container, isSynchronized): (Container?, Bool) =
            if Self.self == Container.self {
                (reinterpreted(as: Container.self), false)
            } else if Self.self == SynchronizedResolver.self {
                (reinterpreted(as: SynchronizedResolver.self).container, true)
            } else {
                (nil, false)
            }
        guard let container else {
            guard let service = resolve(serviceType, name: name, argumentTuple: arguments) else {
                stopUnresolved(
                    RegistrationKey(serviceType: Service.self, argumentsType: Arguments.self, name: name),
                    by: Self.self, caller: caller())
            }
            return service
        }
        do {
            return try container.resolveService(serviceType, name: name, arguments: arguments, isSynchronized: isSynchronized)
        } catch {
            container.stop(error, caller: caller())
        }
    }
}

/// Stops the program because a resolver other than a container could not resolve `key`.
@usableFromInline
func stopUnresolved(_ key: RegistrationKey, by resolver: Any.Type, caller: String) -> Never {
    fatalError(ResolutionReport.requiredServiceMissing(
        caller: caller, report: "\(ResolutionReport.describe(key)) could not be resolved by \(resolver)."))
}

extension Container {
    /// Stops the program with the report of a failed required resolution.
    @usableFromInline
    func stop(_ failure: ResolutionFailure, caller: String) -> Never {
        fatalError(ResolutionReport.requiredServiceMissing(caller: caller, report: report(failure)))
    }
}
