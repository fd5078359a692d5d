import Foundation

/// Tells the time; the report and greetings are stamped with it.
protocol Clock: Sendable {
    var now: Date { get }
}

/// The real time.
struct SystemClock: Clock {
    var now: Date { Date() }
}

/// A clock stopped at one moment, for reproducible output.
struct FixedClock: Clock {
    let now: Date
}
