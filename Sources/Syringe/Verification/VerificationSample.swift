/// Runtime arguments with which ``Container/verify(samples:)`` checks a registration that takes
/// them; without a sample, such a registration is listed as not checked.
///
/// ```swift
/// let report = container.verify(samples: [
///     .arguments(for: UserViewModel.self, User.ID(42)),
///     .arguments(for: Download.self, name: "background", URL(string: "https://example.com")!, Priority.low),
/// ])
/// ```
public struct VerificationSample {
    let key: RegistrationKey
    let resolve: (Container) -> Void

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
}
