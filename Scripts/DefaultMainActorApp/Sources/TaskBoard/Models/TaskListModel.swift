import Observation
import Syringe

/// The board screen's model, which its view observes. The services are not state to observe:
/// `@ObservationIgnored @Injected`.
@Observable
final class TaskListModel {
    @ObservationIgnored @Injected private var store: TaskStore
    @ObservationIgnored @Injected(FormatterName.shouting) private var formatter: TitleFormatter
    private(set) var rows: [String] = []

    func refresh() {
        store.load()
        rows = store.titles.map(formatter.format)
    }
}
