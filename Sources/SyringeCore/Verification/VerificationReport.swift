/// The outcome of ``Container/verify(samples:isolation:)``: every registration that was checked, every
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
    /// Registrations whose resolution reaches a factory that a check, which runs on a thread of
    /// its own, must not run: one isolated to an actor other than the one that called
    /// ``Container/verify(samples:isolation:)`` (a `@MainActor` factory checked from a
    /// nonisolated test, for instance). Each with the reason, such as `isolated to MainActor`.
    public let uncheckedFactories: [(registration: String, reason: String)]
    /// Registrations left unchecked because a ``VerificationSample/skip(_:name:)`` sample accepts
    /// it.
    public let skipped: [String]
    /// The registrations and the dependencies observed while checking them.
    public let dependencyGraph: DependencyGraph

    /// Whether every registration was checked and resolved.
    ///
    /// A report that left a registration unchecked is not successful: give it a sample, verify
    /// from its factory's actor, or accept it with ``VerificationSample/skip(_:name:)``.
    public var isSuccessful: Bool { failures.isEmpty && unchecked.isEmpty && uncheckedFactories.isEmpty }

    /// A summary followed by each failure, and each registration not checked with what to do
    /// about it.
    public var description: String {
        let notChecked = unchecked.count + uncheckedFactories.count
        var summary = "Syringe verification: \(verified.count) resolved, \(failures.count) failed, \(notChecked) not checked"
        summary += skipped.isEmpty ? "." : ", \(skipped.count) skipped."
        var lines = [summary]
        lines += failures.map { "✗ \($0)" }
        if !unchecked.isEmpty {
            lines.append("Not checked, they take runtime arguments: " + unchecked.joined(separator: ", ")
                + ". Give each a sample, `.arguments(for: Service.self, …)`, or accept it with `.skip(Service.self)`.")
        }
        if !uncheckedFactories.isEmpty {
            lines.append("Not checked, they reach a factory isolated to an actor that did not call verify(): "
                + uncheckedFactories.map { "\($0.registration) (\($0.reason))" }.joined(separator: ", ")
                + ". Call verify() from that actor (for the main actor, in a @MainActor test), or accept each with `.skip(Service.self)`.")
        }
        if !skipped.isEmpty { lines.append("Skipped, as the samples accept: " + skipped.joined(separator: ", ") + ".") }
        return lines.joined(separator: "\n")
    }
}
