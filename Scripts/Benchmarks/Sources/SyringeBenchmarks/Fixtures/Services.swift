/// A service with no dependencies.
final class Plain {}

/// A service resolved as a (possibly named) singleton.
final class Single {}

/// A service made from two runtime arguments.
final class Parameterized {
    let name: String
    let count: Int

    init(name: String, count: Int) {
        self.name = name
        self.count = count
    }
}

/// Fills a container with registrations that are not resolved.
final class Filler {}

/// Holds singletons the way hand-written wiring would: as stored properties.
final class HandWiredSingletons {
    let single = Single()
    let named = Single()
}
