/// Where to find a registration again after the read section in which it was found: its
/// identity, and the position it had then.
struct RegistrationReference {
    let identity: UInt64
    let hint: Int

    init(identity: UInt64, hint: Int) {
        self.identity = identity
        self.hint = hint
    }
}
