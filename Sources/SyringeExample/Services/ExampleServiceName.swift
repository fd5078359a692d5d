import Syringe

/// The registration names the example uses, so names are never repeated as strings.
enum ExampleServiceName: String, ServiceName {
    case plainFormatter
    case markdownFormatter
}

extension Injected {
    /// `@Injected(.plainFormatter)`. `nonisolated`, so that a type that is not main-actor code
    /// can use it in a module with default main-actor isolation.
    nonisolated convenience init(_ name: ExampleServiceName) {
        self.init(name as ServiceName)
    }
}
