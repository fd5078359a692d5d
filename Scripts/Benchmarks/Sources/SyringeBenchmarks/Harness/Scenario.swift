/// A situation measured for several contenders, taking turns round by round.
struct Scenario {
    let name: String
    /// `ns` per operation, `µs`, `bytes`, …
    let unit: String
    /// Operations per contender and round; 1 for scenarios measured as a whole.
    let operationsPerRound: Int
    let contenders: [Contender]
}

/// The median, minimum and maximum of a contender's rounds.
struct Summary {
    let median: Double
    let minimum: Double
    let maximum: Double

    init(_ samples: [Double]) {
        let sorted = samples.sorted()
        median = sorted.count.isMultiple(of: 2)
            ? (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
            : sorted[sorted.count / 2]
        minimum = sorted.first ?? 0
        maximum = sorted.last ?? 0
    }
}

extension Scenario {
    /// Runs a warm-up round, then `rounds` rounds in which every contender runs once, in an
    /// order that rotates so that no contender always goes first.
    func run(rounds: Int) -> [String: Summary] {
        for contender in contenders { _ = contender.measure(operationsPerRound) }
        var samples: [String: [Double]] = [:]
        for round in 0..<rounds {
            for offset in contenders.indices {
                let contender = contenders[(round + offset) % contenders.count]
                samples[contender.name, default: []].append(contender.measure(operationsPerRound))
            }
        }
        return samples.mapValues(Summary.init)
    }
}
