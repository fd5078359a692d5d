import Foundation

/// Turns tasks into text. Two named singletons exist: plain and Markdown.
protocol ReportFormatter: Sendable {
    func format(_ tasks: [BoardTask], board: String, at date: Date) -> String
}

/// A report for the terminal.
struct PlainFormatter: ReportFormatter {
    func format(_ tasks: [BoardTask], board: String, at date: Date) -> String {
        let lines = tasks.map { "  \($0.isDone ? "done" : "todo")  \($0.title)" }
        return (["Board \(board) on \(day(date)):"] + lines).joined(separator: "\n")
    }
}

/// A report to paste into a document.
struct MarkdownFormatter: ReportFormatter {
    func format(_ tasks: [BoardTask], board: String, at date: Date) -> String {
        let lines = tasks.map { "- [\($0.isDone ? "x" : " ")] \($0.title)" }
        return (["## \(board) (\(day(date)))"] + lines).joined(separator: "\n")
    }
}

/// `2026-01-31`, in UTC.
func day(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
}
