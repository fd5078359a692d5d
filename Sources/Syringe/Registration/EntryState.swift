/// The parts of a registration that most registrations never need: runtime argument types, a
/// custom scope and its storage, `initCompleted` handlers, and the instance a `.container` entry
/// shares.
///
/// An entry makes its state the first time it needs one (when registered with runtime
/// arguments, configured, or when its first shared instance is stored), so that the common entry
/// stays small. Once made, the state is never replaced: the resolve path reads it through the
/// entry without retaining it. Its fields are guarded by the container tree's lock, like the
/// entry's own.
@usableFromInline
class EntryState {
    /// The tuple of the factory's runtime argument types: `Void` for none.
    @usableFromInline let argumentsType: Any.Type
    /// The number of runtime arguments the factory takes.
    let argumentCount: Int
    /// The scope, when it is not one of the four built-in ones.
    @exclusivity(unchecked) var customScope: ObjectScopeProtocol?
    /// A `.weak` entry's ``WeakStorage`` or a custom scope's ``InstanceStorage``, made on first use.
    @exclusivity(unchecked) var storage: AnyObject?

    @usableFromInline
    init(argumentsType: Any.Type, argumentCount: Int) {
        self.argumentsType = argumentsType
        self.argumentCount = argumentCount
    }

    /// The number of `initCompleted` handlers.
    var initCompletedCount: Int { 0 }

    /// Forgets the instances kept for the entry's scope and returns them, for the caller to
    /// release once it let go of the lock.
    func takeKeptInstances() -> [Any] {
        defer { storage = nil }
        return storage.map { [$0] } ?? []
    }
}

/// The state of a ``ServiceEntry``, typed by its service so that the shared instance and the
/// `initCompleted` handlers are kept without casts.
@usableFromInline
final class TypedEntryState<Service>: EntryState {
    /// The instance a `.container` entry shares, once made.
    @usableFromInline @exclusivity(unchecked) var shared: Service?
    @usableFromInline @exclusivity(unchecked) var initCompletedActions: [(Resolver, Service) -> Void] = []

    override var initCompletedCount: Int { initCompletedActions.count }

    override func takeKeptInstances() -> [Any] {
        defer { shared = nil }
        return super.takeKeptInstances() + (shared.map { [$0] } ?? [])
    }
}
