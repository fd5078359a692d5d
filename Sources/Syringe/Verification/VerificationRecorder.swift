/// What one verification check observed: the dependencies its registration requested and, if
/// it failed, why. Written by the check's thread and read once that thread has ended.
final class VerificationRecorder {
    let root: RegistrationKey
    private(set) var failure: (report: String, path: [RegistrationKey])?
    private(set) var dependencies: [(from: RegistrationKey, to: RegistrationKey)] = []

    init(root: RegistrationKey) {
        self.root = root
    }

    func recordDependency(from: RegistrationKey, to: RegistrationKey) {
        dependencies.append((from, to))
    }

    func recordFailure(_ report: String, path: [RegistrationKey]) {
        failure = (report, path)
    }

    /// The actor of the isolated factory that ended the check unfinished, if one did.
    private(set) var isolatingActor: String?

    func recordIsolatedFactory(isolatedTo actor: String) {
        isolatingActor = actor
    }
}
