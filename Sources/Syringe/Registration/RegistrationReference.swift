/// Where to find a registration again after the read section in which it was found: its
/// identity, and the position it had then.
@usableFromInline
struct RegistrationReference {
    @usableFromInline let identity: UInt64
    @usableFromInline let hint: Int

    @inlinable
    init(identity: UInt64, hint: Int) {
        self.identity = identity
        self.hint = hint
    }
}
