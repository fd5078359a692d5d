/// What a synchronous resolve does when it reaches a factory isolated to an actor, running
/// anywhere but on that actor.
///
/// Swift records the actor of a closure formed in actor-isolated code, in every language mode: a
/// registration written in a `@MainActor` method (an app delegate's, for instance) has a
/// main-actor factory even when its body touches nothing of the main actor. Such code that
/// resolves its services from background threads, as it did with Swinject, stops under the
/// default ``stop``. While you move those registrations (to nonisolated code, or into
/// `{ @Sendable r in … }` closures) or their resolves (to the actor, or to
/// ``Resolver/resolveAsync(_:name:isolation:)``), ``logAndRun`` reports each such resolve and
/// keeps the program running:
///
/// ```swift
/// Container.offActorResolution = .logAndRun   // in main, before anything resolves
/// ```
public enum OffActorResolution: Sendable {
    /// Stop the program with a report that names the service, the actor, the resolution path and
    /// the fixes. The default: an isolated factory never runs off its actor.
    case stop
    /// Send that report to ``Container/loggingFunction`` and run the factory where the resolve
    /// runs, as Swinject does. The compiler's guarantees for the factory's code do not hold there:
    /// use it to find and move such registrations, not to keep them. On Apple systems before the
    /// 26 releases, a factory isolated to an actor other than the main actor runs without a
    /// check or a report, as the runtime cannot tell where it runs without stopping.
    case logAndRun
}

private let offActorResolutionSetting = LockedValue(OffActorResolution.stop)

extension Container {
    /// What a synchronous resolve does with an actor-isolated factory off its actor, for every
    /// container: ``OffActorResolution/stop`` (the default) or ``OffActorResolution/logAndRun``.
    public static var offActorResolution: OffActorResolution {
        get { offActorResolutionSetting.withLock { $0 } }
        set { offActorResolutionSetting.withLock { $0 = newValue } }
    }
}
