/// The outcome of ``Container/verify(samples:)``: every registration that was checked, every
/// failure with its resolution path, the registrations that could not be checked, and the
/// dependencies observed.
///
/// ```swift
/// @Test func appAssembliesAreComplete() {
///     let report = Assembler(AppAssemblies.all).verify()
///     #expect(report.isSuccessful, "\(report)")
/// }
/// ```
public struct VerificationReport: CustomStringConvertible, Sendable {
    /// One registration that could not be resolved.
    public struct Failure: CustomStringConvertible, Sendable {
        /// The registration that was checked, e.g. `SessionStore` or `Database("primary")`.
        public let registration: String
        /// The resolution path to the failure, outermost first.
        public let path: [String]
        /// The full report of the failure.
        public let report: String

        /// The registration and its path, then the report, indented.
        public var description: String {
            "\(registration): \(path.joined(separator: " → "))\n" + report.split(separator: "\n").map { "    \($0)" }.joined(separator: "\n")
        }
    }

    /// The registrations that resolved, in the order they were checked.
    public let verified: [String]
    /// The registrations that failed.
    public let failures: [Failure]
    /// Registrations that take runtime arguments and had no ``VerificationSample``.
    public let unchecked: [String]
    /// Registrations whose resolution reaches a factory that a check, which runs synchronously on
    /// a thread of its own, must not run: one isolated to an actor (a `@MainActor` factory, which
    /// never runs off its actor) or an async one. Each with the reason, such as
    /// `isolated to MainActor` or `async factory of Database`.
    public let uncheckedFactories: [(registration: String, reason: String)]
    /// The registrations and the dependencies observed while checking them.
    public let dependencyGraph: DependencyGraph

    /// Whether every checked registration resolved.
    public var isSuccessful: Bool { failures.isEmpty }

    /// A summary followed by each failure.
    public var description: String {
        let notChecked = unchecked.count + uncheckedFactories.count
        var lines = ["Syringe verification: \(verified.count) resolved, \(failures.count) failed, \(notChecked) not checked."]
        lines += failures.map { "✗ \($0)" }
        if !unchecked.isEmpty {
            lines.append("Not checked (they take runtime arguments; give samples to check them): "
                + unchecked.joined(separator: ", "))
        }
        if !uncheckedFactories.isEmpty {
            lines.append("Not checked (they reach a factory that verification does not run on its threads): "
                + uncheckedFactories.map { "\($0.registration) (\($0.reason))" }.joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }
}
