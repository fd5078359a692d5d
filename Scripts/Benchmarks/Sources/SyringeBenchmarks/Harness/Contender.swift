/// One library (or hand-written code) taking part in a scenario.
struct Contender {
    /// The column it is reported under.
    let name: String
    /// Runs the operation `count` times and returns what one run costs, in the scenario's unit.
    let measure: (_ count: Int) -> Double
}

/// The libraries compared, in table order.
enum ContenderName {
    static let hand = "hand-written"
    static let swinject = "Swinject"
    static let swinjectSynchronized = "Swinject sync"
    static let dependencies = "swift-dependencies"
    static let syringe = "Syringe"
    static let syringeSynchronized = "Syringe sync"
    static let syringeInjected = "Syringe @Injected"

    static let all = [hand, swinject, swinjectSynchronized, dependencies, syringe, syringeSynchronized, syringeInjected]
}

extension Contender {
    /// A contender whose operation is timed over a loop, in nanoseconds per operation.
    static func timed(_ name: String, _ operation: @escaping () -> Void) -> Contender {
        Contender(name: name) { count in
            let start = nanoseconds()
            for _ in 0..<count { operation() }
            return Double(nanoseconds() - start) / Double(count)
        }
    }
}
