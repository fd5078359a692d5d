/// A registration as diagnostics show it: its key, its description line, and how far up the
/// container hierarchy it was found (0 for the container that was asked).
struct DescribedRegistration {
    let key: RegistrationKey
    let text: String
    let ancestorDistance: Int
}
