import Dependencies

/// swift-dependencies' natural equivalent of a singleton: a dependency key's live value.
private enum SingleKey: DependencyKey {
    static let liveValue = Single()
}

extension DependencyValues {
    var benchmarkSingle: Single {
        get { self[SingleKey.self] }
        set { self[SingleKey.self] = newValue }
    }
}

extension Single: @unchecked Sendable {}

/// Reads the singleton through `@Dependency`, as a model would.
final class DependencyReader {
    @Dependency(\.benchmarkSingle) var single
}
