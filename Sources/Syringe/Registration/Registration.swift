/// One registration in a ``Registry``: the name it was made under and the entry that serves it.
///
/// Type forwarding (``ServiceEntry/implements(_:name:)``) adds more registrations for the same
/// entry under other service types.
@usableFromInline
struct Registration {
    @usableFromInline let name: String?
    @usableFromInline let entry: AnyServiceEntry

    @usableFromInline
    init(name: String?, entry: AnyServiceEntry) {
        self.name = name
        self.entry = entry
    }
}
