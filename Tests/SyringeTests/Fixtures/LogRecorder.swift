@testable import SyringeCore

/// Records the messages sent to `Container.loggingFunction`, for the tests that check them.
///
/// Installed once for the whole test process (tests run in parallel, and the logging function is
/// global), so tests look for messages about their own, uniquely named services.
enum LogRecorder {
    private static let messages = LockedValue<[String]>([])
    private static let installation: Void = {
        Container.loggingFunction = { message in LogRecorder.messages.withLock { $0.append(message) } }
    }()

    /// Makes sure the recorder is installed.
    static func install() {
        installation
    }

    /// The recorded messages that contain `text`.
    static func messages(containing text: String) -> [String] {
        messages.withLock { $0.filter { $0.contains(text) } }
    }
}
