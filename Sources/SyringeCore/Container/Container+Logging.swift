/// The function is kept inside a struct: stored directly as the generic `Value`, every access
/// through `withLock`'s `inout` would wrap it in two more reabstraction thunks.
private struct LoggingSetting {
    var function: Container.LoggingFunctionType?
}

private let loggingSetting = LockedValue(LoggingSetting(function: { print($0) }))

extension Container {
    /// A function that receives diagnostic messages.
    public typealias LoggingFunctionType = @Sendable (String) -> Void

    /// Receives a report each time a `resolve` finds nothing: what was requested, the
    /// resolution path that led to it and the registrations that exist. Prints by default; set
    /// it to `nil` to silence the reports, or to your logger:
    ///
    /// ```swift
    /// Container.loggingFunction = { message in logger.warning("\(message)") }
    /// Container.loggingFunction = nil
    /// ```
    public static var loggingFunction: LoggingFunctionType? {
        get { loggingSetting.withLock { $0.function } }
        set { loggingSetting.withLock { $0.function = newValue } }
    }

    static func log(_ message: String) {
        loggingFunction?(message)
    }
}
