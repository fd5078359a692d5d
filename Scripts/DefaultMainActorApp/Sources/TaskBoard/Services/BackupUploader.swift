import Syringe

/// Copies the board elsewhere, off the main actor: a `nonisolated` type, with a `@Sendable`
/// factory for its service. It holds `Injected` in a `let` and calls it, as a `Sendable` class
/// cannot have the `var` that `@Injected` declares.
nonisolated final class BackupUploader: Sendable {
    private let client = Injected<BackupClient>()

    func upload(_ titles: [String]) -> Int {
        client().send(titles)
    }
}

nonisolated final class BackupClient: Sendable {
    func send(_ titles: [String]) -> Int { titles.count }
}
