/// What a thread checking a registration for ``Container/verify(samples:isolation:)`` records, and how its
/// check ends.
extension ResolutionContext {
    /// Records, for a verification, that the step in progress requested `key`.
    func noteRequest(for key: RegistrationKey) {
        guard let verification, let from = frameCount > 0 ? frames[frameCount - 1].key : pathPrefix.last else { return }
        verification.recordDependency(from: from, to: key)
    }

    /// Whether the verification check on this thread may run code isolated to `actor`: the actor
    /// that called the verification, which is blocked until the check ends, so that such code
    /// never runs at the same time as other code of its actor.
    func verificationMayRun(isolatedTo actor: any Actor) -> Bool {
        guard let lentActor = verification?.lentActor else { return false }
        return lentActor === actor
    }

    /// Ends a verification check: records the failure and ends the thread, before the factory
    /// that asked for the missing service can stop the process.
    func endVerification(failure report: String, path: [RegistrationKey]) -> Never {
        verification?.recordFailure(report, path: path)
        endVerificationThread()
    }

    /// Ends a verification check that reached a factory isolated to `actor`, which the check's
    /// thread must not run.
    func endVerification(reachingFactoryIsolatedTo actor: any Actor) -> Never {
        verification?.recordUncheckedFactory(reason: "isolated to \(type(of: actor))")
        endVerificationThread()
    }

    private func endVerificationThread() -> Never {
        VerificationThread.exit(abandoning: verification?.container, self)
    }
}
