/// One registration in a ``Registry``: the name it was made under and the entry that serves it.
///
/// Type forwarding (``ServiceEntry/implements(_:name:)``) adds more registrations for the same
/// entry under other service types.
@usableFromInline
struct Registration {
    @usableFromInline let name: String?
    @usableFromInline let entry: any ServiceEntryProtocol

    @usableFromInline
    init(name: String?, entry: any ServiceEntryProtocol) {
        self.name = name
        self.entry = entry
    }
}
