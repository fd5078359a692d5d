/// Prints the results as a markdown table: one row per scenario, one column per contender,
/// each cell `median (min–max)`, plus Syringe's ratio to Swinject and to hand-written code.
struct Report {
    private var rows: [(scenario: Scenario, results: [String: Summary])] = []

    mutating func add(_ scenario: Scenario, _ results: [String: Summary]) {
        rows.append((scenario, results))
    }

    func markdown() -> String {
        let columns = ContenderName.all
        var lines = [
            "| scenario | unit | " + columns.joined(separator: " | ") + " | Syringe ÷ Swinject | Syringe ÷ hand |",
            "|---|---|" + String(repeating: "---:|", count: columns.count) + "---:|---:|",
        ]
        for (scenario, results) in rows {
            let cells = columns.map { name in results[name].map(Self.cell) ?? "n/a" }
            let syringe = results[ContenderName.syringe]?.median
            let versusSwinject = ratio(syringe, results[ContenderName.swinject]?.median)
            let versusHand = ratio(syringe, results[ContenderName.hand]?.median)
            lines.append("| \(scenario.name) | \(scenario.unit) | " + cells.joined(separator: " | ")
                + " | \(versusSwinject) | \(versusHand) |")
        }
        return lines.joined(separator: "\n")
    }

    private static func cell(_ summary: Summary) -> String {
        "\(format(summary.median)) (\(format(summary.minimum))–\(format(summary.maximum)))"
    }

    private func ratio(_ numerator: Double?, _ denominator: Double?) -> String {
        guard let numerator, let denominator, denominator > 0, numerator > 0 else { return "n/a" }
        let value = numerator / denominator
        return value < 1 ? "1/\(Self.format(1 / value))" : "\(Self.format(value))×"
    }

    static func format(_ value: Double) -> String {
        switch abs(value) {
        case 100...: String(Int(value.rounded()))
        case 10...: String(format1(value))
        default: String(format2(value))
        }
    }

    private static func format1(_ value: Double) -> String { String((value * 10).rounded() / 10) }
    private static func format2(_ value: Double) -> String { String((value * 100).rounded() / 100) }
}
