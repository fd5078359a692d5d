import Swinject
import Syringe

/// A family of distinct types, `Tag<Void>`, `Tag<Tag<Void>>`, …, to fill containers with
/// registrations of different service types, as an application has.
struct Tag<Inner> {}

/// Registers `count` distinct service types on both containers.
func registerDistinctTypes(count: Int, syringe: Syringe.Container, swinject: Swinject.Container) {
    func register<Inner>(_: Inner.Type, remaining: Int) {
        guard remaining > 0 else { return }
        syringe.register(Tag<Inner>.self) { _ in Tag<Inner>() }
        swinject.register(Tag<Inner>.self) { _ in Tag<Inner>() }
        register(Tag<Inner>.self, remaining: remaining - 1)
    }
    register(Void.self, remaining: count)
}
