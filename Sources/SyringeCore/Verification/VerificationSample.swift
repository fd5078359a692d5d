/// What ``Container/verify(samples:isolation:)`` is told about a registration it cannot check on
/// its own: runtime arguments to resolve it with, or that the test accepts it unchecked.
///
/// Without a sample, a registration that takes runtime arguments is listed as not checked, and
/// the report is not successful.
///
/// ```swift
/// let report = container.verify(samples: [
///     .arguments(for: UserViewModel.self, User.ID(42)),
///     .arguments(for: Download.self, name: "background", URL(string: "https://example.com")!, Priority.low),
///     .skip(Database.self),   // its async factory is checked by the integration tests
/// ])
/// ```
public struct VerificationSample {
    let key: RegistrationKey
    /// How the check resolves the registration; `nil` for a registration the test accepts
    /// unchecked.
    let resolve: ((Container) -> Void)?

    /// Arguments for the registration of `serviceType` under `name` whose factory takes their
    /// types.
    ///
    /// - Parameters:
    ///   - serviceType: The service type of the registration.
    ///   - name: The registration name, or `nil`.
    ///   - arguments: The runtime arguments, in the order the factory takes them.
    /// - Returns: The sample.
    public static func arguments<Service, each Argument>(
        for serviceType: Service.Type, name: String? = nil, _ arguments: repeat each Argument
    ) -> VerificationSample {
        let tuple = (repeat each arguments)
        return VerificationSample(
            key: RegistrationKey(serviceType: Service.self, argumentsType: (repeat each Argument).self, name: name),
            resolve: { container in
                _ = container.resolveReportingFailure(Service.self, name: name, arguments: tuple, isSynchronized: false)
            })
    }

    /// Accepts that the registrations of `serviceType` under `name` (with or without runtime
    /// arguments) are not checked: the report lists them as ``VerificationReport/skipped`` and
    /// they do not make it unsuccessful.
    ///
    /// For registrations that verification cannot check, such as those that reach an async
    /// factory, when other tests cover them.
    ///
    /// - Parameters:
    ///   - serviceType: The service type of the registrations.
    ///   - name: The registration name, or `nil`.
    /// - Returns: The sample.
    public static func skip<Service>(_ serviceType: Service.Type, name: String? = nil) -> VerificationSample {
        VerificationSample(key: RegistrationKey(serviceType: Service.self, argumentsType: Void.self, name: name), resolve: nil)
    }

    /// Whether the sample is about the registration of `key`: a skip is about a service type and
    /// name whatever its arguments, runtime arguments are about one key.
    func applies(to key: RegistrationKey) -> Bool {
        resolve == nil ? self.key.serviceType == key.serviceType && self.key.name == key.name : self.key.matches(key)
    }
}
