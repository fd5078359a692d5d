/// One verification check: the resolution it runs on its thread (see ``VerificationThread``), and
/// what it observed there: the dependencies its registration requested and, if it failed, why.
/// Written by the check's thread and read once that thread has ended.
final class VerificationCheck {
    /// The container being verified, which outlives the check.
    unowned let container: Container
    private let resolution: Resolution
    private(set) var failure: (report: String, path: [RegistrationKey])?
    private(set) var dependencies: [(from: RegistrationKey, to: RegistrationKey)] = []
    /// Why a factory the check reached could not run on its thread, if that ended the check.
    private(set) var uncheckedReason: String?
    /// The actor that called the verification and waits, blocked, until the check's thread ends:
    /// code isolated to it may run on the check's thread, as nothing else can run on it meanwhile.
    let lentActor: (any Actor)?

    /// How a check resolves its registration: synchronously, or, for a registration made by an
    /// async factory, as `resolveAsync` does.
    enum Resolution {
        case synchronous((Container) -> Void)
        case asynchronous((Container) async -> Void)
    }

    init(in container: Container, lending lentActor: (any Actor)?, resolution: Resolution) {
        self.container = container
        self.lentActor = lentActor
        self.resolution = resolution
    }

    /// Runs the check on the calling thread, which must be the check's own.
    func run() {
        ResolutionContext.current.verification = self
        switch resolution {
        case .synchronous(let resolve):
            guard let lentActor else { return resolve(container) }
            LentIsolation.run(as: lentActor) { [container] in resolve(container) }
        case .asynchronous(let resolve):
            LentIsolation.run(as: lentActor) { [container] in await resolve(container) }
        }
    }

    func recordDependency(from: RegistrationKey, to: RegistrationKey) {
        dependencies.append((from, to))
    }

    func recordFailure(_ report: String, path: [RegistrationKey]) {
        failure = (report, path)
    }

    func recordUncheckedFactory(reason: String) {
        uncheckedReason = reason
    }
}
