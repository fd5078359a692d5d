import Syringe

/// Prints the reports of a board; its collaborators are injected on first use.
final class ReportPrinter {
    @Injected private var clock: Clock
    @Injected private var repository: TaskRepository
    @Injected(.plainFormatter) private var plain: ReportFormatter
    @Injected(.markdownFormatter) private var markdown: ReportFormatter

    func printReports(forBoard board: String) {
        let tasks = repository.tasks(onBoard: board)
        print(plain.format(tasks, board: board, at: clock.now))
        print()
        print(markdown.format(tasks, board: board, at: clock.now))
    }
}
