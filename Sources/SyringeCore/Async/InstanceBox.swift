/// An instance on its way from the isolation domain that made it to the one that resolved it.
///
/// Syringe cannot know whether a service is `Sendable`: a shared instance of a non-`Sendable`
/// type resolved from two isolation domains is the caller's to protect, as the Concurrency
/// article says. Instances of actor-isolated types (a `@MainActor` class) are `Sendable` and
/// safe to hand over.
struct InstanceBox: @unchecked Sendable {
    let instance: Any
}
