import Syringe

/// The registration names the example uses, so names are never repeated as strings.
enum ExampleServiceName: String, ServiceName {
    case plainFormatter
    case markdownFormatter

    var name: String { rawValue }
}

extension Injected {
    /// `@Injected(.plainFormatter)`.
    convenience init(_ name: ExampleServiceName) {
        self.init(name as ServiceName)
    }
}
