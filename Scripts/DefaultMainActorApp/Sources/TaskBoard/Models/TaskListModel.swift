import Observation
import Syringe

/// The board screen's model, observed by its view: `@Injected` properties of an `@Observable`
/// class are marked `@ObservationIgnored`, as the services are not state the view observes.
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
