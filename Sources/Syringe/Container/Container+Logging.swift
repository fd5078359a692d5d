import Synchronization

private let loggingFunctionStorage = Mutex<Container.LoggingFunctionType?>({ print($0) })

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
        get { loggingFunctionStorage.withLock { $0 } }
        set { loggingFunctionStorage.withLock { $0 = newValue } }
    }

    static func log(_ message: String) {
        loggingFunction?(message)
    }
}
