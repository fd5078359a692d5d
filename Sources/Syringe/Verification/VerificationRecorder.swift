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

    /// Why a factory the check reached could not run on its thread, if that ended the check.
    private(set) var uncheckedReason: String?

    func recordUncheckedFactory(reason: String) {
        uncheckedReason = reason
    }
}
