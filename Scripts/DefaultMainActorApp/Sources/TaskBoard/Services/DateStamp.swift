import Syringe

/// The date the board shows: a struct service.
struct DateStamp {
    let text: String
}

/// How task titles are written: registered by name.
protocol TitleFormatter {
    func format(_ title: String) -> String
}

struct PlainTitleFormatter: TitleFormatter {
    func format(_ title: String) -> String { title }
}

struct ShoutingTitleFormatter: TitleFormatter {
    func format(_ title: String) -> String { title.uppercased() }
}

/// The registration names of the app: an enum with String raw values needs nothing more.
enum FormatterName: String, ServiceName {
    case plain, shouting
}
