/// Why a service could not be resolved: thrown by ``Resolver/require(_:)`` and its other forms.
///
/// ```swift
/// do {
///     let api = try container.require(APIClient.self)
/// } catch {
///     logger.error("\(error)")      // the full report: what was asked, the path, what exists
///     if error.code == .notRegistered { … }
/// }
/// ```
///
/// Its ``description`` is the same report `Container.loggingFunction` receives.
public struct ResolutionError: Error, CustomStringConvertible, @unchecked Sendable {
    /// What kind of failure it was. Extensible: compare with the static members.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        /// The code's name, e.g. `notRegistered`.
        public let rawValue: String

        /// Creates a code.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Nothing is registered for the requested type, name and argument types.
        public static let notRegistered = Code(rawValue: "notRegistered")

        /// The type is forwarded (`implements`, `forward(_:to:)`) to a registration whose
        /// instance is not of that type.
        public static let forwardingMismatch = Code(rawValue: "forwardingMismatch")
        /// Async factories await each other in a cycle, which could never finish.
        public static let circularDependency = Code(rawValue: "circularDependency")

        /// The code's name.
        public var description: String { rawValue }
    }

    /// What kind of failure it was.
    public let code: Code
    /// The service type that was requested.
    public let serviceType: Any.Type
    /// The registration name that was requested.
    public let name: String?
    /// The tuple of the runtime argument types that were passed (`Void` for none).
    public let argumentsType: Any.Type
    /// The resolution path that led to the failure, outermost first, ending with the request.
    public let path: [String]
    /// The registrations that come close to the request, each with why it did not match
    /// (another name, other argument types, an optional, a type with a similar name).
    public let closeMatches: [String]
    /// The full report: what was requested, the path, what is registered that comes close, and
    /// what to do.
    public let description: String

    /// The requested key, for the verification report of a trapping API.
    let key: RegistrationKey
    /// The keys of ``path``, for a verification report.
    let pathKeys: [RegistrationKey]

    init(code: Code, key: RegistrationKey, path: [RegistrationKey], closeMatches: [String], report: String) {
        self.code = code
        self.serviceType = key.serviceType
        self.name = key.name
        self.argumentsType = key.argumentsType
        self.path = (path + [key]).map(ResolutionReport.shortDescription)
        self.closeMatches = closeMatches
        self.key = key
        self.pathKeys = path + [key]
        self.description = report
    }
}
