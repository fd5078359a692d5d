/// A registration that serves a key through another registration: a type forwarded with
/// ``ServiceEntry/implements(_:name:)`` or ``Container/forward(_:name:to:)``, or the unnamed key
/// of a type that a launch override points at a named registration.
///
/// It has a name of its own and no factory: resolving it resolves `target`, with the target's
/// scope, `initCompleted` handlers and shared instance, and casts the instance to the type asked
/// for.
final class AliasEntry: AnyServiceEntry, @unchecked Sendable {
    /// The registration this one stands for.
    let target: AnyServiceEntry

    init(name: String?, target: AnyServiceEntry) {
        self.target = target
        super.init(
            name: name, traits: EntryTraits(sharing: .transient, isSynchronized: false, makesObjects: false, isAlias: true),
            handle: target.handle, state: nil)
    }

    override var serviceType: Any.Type { target.serviceType }

    override var servedEntry: AnyServiceEntry { target }
}
