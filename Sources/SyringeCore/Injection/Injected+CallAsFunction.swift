extension Injected {
    /// The service, resolved on first call: for an `Injected` held in a `let`.
    ///
    /// A property wrapper's storage is a `var`, which a class checked to be `Sendable` cannot
    /// have. Such a class holds the wrapper itself in a `let`, and calls it:
    ///
    /// ```swift
    /// final class ReportUploader: Sendable {
    ///     private let http = Injected<HTTPClient>()
    ///
    ///     func upload() -> String? { http().get("/reports") }
    /// }
    /// ```
    ///
    /// `Injected` is `Sendable` when its service is.
    public func callAsFunction() -> Service {
        wrappedValue
    }
}

extension OptionalInjected {
    /// The service, or `nil`, resolved on first call: for an `OptionalInjected` held in a `let`,
    /// as in a class checked to be `Sendable` (see ``Injected/callAsFunction()``).
    public func callAsFunction() -> Service? {
        wrappedValue
    }
}
