/// The board's summary line, made with its dependencies passed to its initializer.
final class SummaryModel {
    private let store: TaskStore
    private let date: DateStamp

    init(store: TaskStore, date: DateStamp) {
        self.store = store
        self.date = date
    }

    var text: String { "\(store.titles.count) tasks on \(date.text)" }
}
