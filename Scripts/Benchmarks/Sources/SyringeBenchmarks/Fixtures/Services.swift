import Swinject
import Syringe

/// A service with no dependencies.
final class Plain {}

/// A service with no dependencies whose Syringe factory is isolated to the main actor, as every
/// factory of a module with default main-actor isolation is.
final class MainActorPlain {}

/// A service resolved as a (possibly named) singleton.
final class Single {}

/// A service made from two runtime arguments.
final class Parameterized {
    let name: String
    let count: Int

    init(name: String, count: Int) {
        self.name = name
        self.count = count
    }
}

/// Fills a container with registrations that are not resolved.
final class Filler {}

/// Holds singletons the way hand-written wiring would: as stored properties.
final class HandWiredSingletons {
    let single = Single()
    let named = Single()
}

/// A Syringe and a Swinject container with the services and the graph of scenarios 1–5.
func wiredContainers() -> (Syringe.Container, Swinject.Container) {
    let syringe = Syringe.Container()
    SyringeWiring.services(into: syringe)
    SyringeWiring.graph(into: syringe)
    let swinject = Swinject.Container()
    SwinjectWiring.services(into: swinject)
    SwinjectWiring.graph(into: swinject)
    return (syringe, swinject)
}
