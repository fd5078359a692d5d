/// Keeps results alive so that the optimizer cannot delete the work being measured; for results
/// that already live elsewhere (shared instances) or are made on several threads at once.
/// Scenarios that make new objects keep them in a ``Retainer``.
@inline(never)
func consume<T>(_ value: T) {
    withExtendedLifetime(value) {}
}

/// Holds the latest result of an operation that makes new objects until the next one replaces it,
/// as a caller that keeps a resolved service would.
///
/// The result escapes, so the optimizer can neither delete the work nor keep an object made by
/// hand on the stack (`consume` alone lets it do the latter, which made a hand-written transient
/// cost a few nanoseconds instead of an allocation). Replacing the result releases the previous
/// one, as an application that lets a service go would; every contender pays the same.
final class Retainer<Value> {
    private var latest: Value?

    @inline(never)
    func keep(_ value: Value) {
        latest = value
    }
}
