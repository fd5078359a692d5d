extension Container {
    /// Checks that every registration resolves, and reports every failure at once.
    ///
    /// Each registration that takes no runtime arguments (and each one with a ``VerificationSample``)
    /// is resolved, with everything it depends on, in a throw-away object graph: instances made
    /// for the check, singletons included, are discarded afterwards, and a registration whose
    /// dependency is missing is reported with its resolution path instead of stopping the
    /// program. Meant for a unit test that the app's assemblies are complete:
    ///
    /// ```swift
    /// @Test @MainActor func assembliesAreComplete() {
    ///     let report = Assembler(AppAssemblies.all).verify()
    ///     #expect(report.isSuccessful, "\(report)")
    /// }
    /// ```
    ///
    /// A `resolve` inside a factory that finds nothing counts as a failure: resolve optional
    /// dependencies as `T?` (or with `@OptionalInjected`) to mark them optional. The check covers
    /// this container and its ancestors. Shared instances that already exist (`.container` ones, and
    /// `.weak` ones still alive) are used as they are.
    ///
    /// Each check runs on a thread of its own, which a failure ends on the spot: a factory whose
    /// dependency is missing has no instance to go on with, and Swift cannot unwind it. The
    /// factories on the failing path do not run their `defer` blocks or release what they hold:
    /// a lock of their own that they hold while they resolve stays locked, and the container of a
    /// failed check stays in memory (LeakSanitizer is told that this is deliberate). Verify in
    /// tests, not in the running app.
    ///
    /// Factories isolated to the actor that calls `verify` are checked too: the caller waits,
    /// blocked, while a check runs, so its actor's code runs on the check's thread and never at
    /// the same time as other code of that actor. Call it from a `@MainActor` test to check
    /// main-actor factories (every factory of a module built with
    /// `.defaultIsolation(MainActor.self)`); the Swift runtime counts the check's thread as the
    /// actor's, so `MainActor.assumeIsolated` passes there. Such a factory must not wait for its
    /// actor's own queue (`DispatchQueue.main.sync`, for instance) nor ask the system which
    /// thread it runs on (`dispatchPrecondition`, `Thread.isMainThread`): the check's thread is
    /// not the actor's. Called on the main thread outside any actor (a synchronous XCTest method),
    /// it lends the main actor, which cannot run meanwhile. Nonisolated async factories are
    /// checked as `resolveAsync` runs them; factories isolated to another actor, and async
    /// factories isolated to any actor (whose code, after waiting elsewhere, resumes on its
    /// actor's own queue, which the blocked caller holds), are listed as not checked.
    ///
    /// - Parameters:
    ///   - samples: Runtime arguments for registrations that take them, and registrations whose
    ///     check the test skips.
    ///   - isolation: The actor the caller runs on, whose factories the checks run; the caller's
    ///     by default.
    /// - Returns: What resolved, what failed and why, what was not checked, and the dependencies
    ///   observed. Successful only if every registration was checked (or skipped) and resolved.
    public func verify(
        samples: [VerificationSample] = [], isolation: isolated (any Actor)? = #isolation
    ) -> VerificationReport {
        let candidates = verificationCandidates()
        return runChecks(of: candidates, samples: samples, lending: Self.lentActor(isolation))
    }

    /// Checks that `serviceType` resolves under `name`, with everything it depends on, as
    /// ``verify(samples:isolation:)`` checks each registration: in a throw-away object graph, a
    /// missing dependency anywhere below it reported with its path instead of stopping the
    /// program.
    ///
    /// ```swift
    /// @Test @MainActor func checkoutResolves() {
    ///     let report = appContainer.verify(CheckoutModel.self)
    ///     #expect(report.isSuccessful, "\(report)")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - serviceType: The service to check, registered without runtime arguments.
    ///   - name: The registration name, or `nil`.
    ///   - isolation: The actor the caller runs on, whose factories the check runs; the caller's
    ///     by default.
    /// - Returns: The report of the one check: `verified` or `failures` names the service, or
    ///   `uncheckedFactories` says why its resolution could not be checked.
    public func verify<Service>(
        _ serviceType: Service.Type, name: String? = nil, isolation: isolated (any Actor)? = #isolation
    ) -> VerificationReport {
        let key = RegistrationKey(serviceType: Service.self, argumentsType: Void.self, name: name)
        // The scope is described after the read section: a custom scope's description is user code.
        let scope: ObjectScopeProtocol? = treeLock.read { anyRegistration(for: key)?.served?.scope }
        let candidate = (key: key, node: DependencyGraph.Node(key, scope: scope.map { "\($0)" } ?? "not registered"))
        // Not registered: a resolve of the service type reports what comes close.
        let reportingFailure = VerificationSample(key: key) { container in
            _ = container.resolveReportingFailure(Service.self, name: name, arguments: (), isSynchronized: false)
        }
        return runChecks(of: [candidate], samples: scope == nil ? [reportingFailure] : [], lending: Self.lentActor(isolation))
    }

    /// The actor whose code the checks may run: the caller's, or the main actor when the caller
    /// runs on the main thread outside any actor, as the main actor's jobs cannot run while that
    /// thread waits.
    private static func lentActor(_ isolation: (any Actor)?) -> (any Actor)? {
        isolation ?? (ActorIsolation.isMainThread ? MainActor.shared : nil)
    }

    /// Checks each candidate on a thread of its own, with its sample where it needs one.
    private func runChecks(
        of candidates: [(key: RegistrationKey, node: DependencyGraph.Node)], samples: [VerificationSample],
        lending lentActor: (any Actor)?
    ) -> VerificationReport {
        activeSpecialModes.wrappingAdd(1, ordering: .relaxed)
        defer { activeSpecialModes.wrappingSubtract(1, ordering: .relaxed) }

        var verified: [String] = []
        var failures: [VerificationReport.Failure] = []
        var unchecked: [String] = []
        var uncheckedFactories: [(registration: String, reason: String)] = []
        var skipped: [String] = []
        var dependencies: [(from: RegistrationKey, to: RegistrationKey)] = []
        for candidate in candidates {
            let name = ResolutionReport.shortDescription(candidate.key)
            let sample = samples.first { $0.applies(to: candidate.key) }
            if let sample, sample.resolve == nil {
                skipped.append(name)
                continue
            }
            guard let resolution = sample?.resolve.map(VerificationCheck.Resolution.synchronous) ?? resolution(for: candidate.key) else {
                unchecked.append(ResolutionReport.describe(candidate.key))
                continue
            }
            let check = VerificationCheck(in: self, lending: lentActor, resolution: resolution)
            VerificationThread.run(check)
            dependencies += check.dependencies
            if let reason = check.uncheckedReason {
                uncheckedFactories.append((name, reason))
            } else if let failure = check.failure {
                failures.append(VerificationReport.Failure(
                    registration: name, path: failure.path.map(ResolutionReport.shortDescription), report: failure.report))
            } else {
                verified.append(name)
            }
        }
        return VerificationReport(
            verified: verified, failures: failures, unchecked: unchecked, uncheckedFactories: uncheckedFactories,
            skipped: skipped, dependencyGraph: DependencyGraph(candidates: candidates, dependencies: dependencies))
    }

    /// Every registration that serves a key from this container, with its node for the graph:
    /// read in a read section, and described after it, as a custom scope's description is user
    /// code.
    private func verificationCandidates() -> [(key: RegistrationKey, node: DependencyGraph.Node)] {
        let served: [(key: RegistrationKey, scope: ObjectScopeProtocol)] = treeLock.read {
            var served: [(key: RegistrationKey, scope: ObjectScopeProtocol)] = []
            forEachInHierarchy { container in
                container.registry.forEachServing { registration in
                    let key = registration.key
                    guard !served.contains(where: { $0.key.matches(key) }), let registration = registration.served else { return }
                    served.append((key, registration.scope))
                }
            }
            return served
        }
        return served.map { ($0.key, DependencyGraph.Node($0.key, scope: "\($0.scope)")) }
            .sorted { $0.node.identifier < $1.node.identifier }
    }

    /// The resolution that checks `key` without a sample: none if it takes runtime arguments.
    private func resolution(for key: RegistrationKey) -> VerificationCheck.Resolution? {
        guard key.argumentsType == Void.self else { return nil }
        if case .awaitFactory = asyncPlan(for: key) { return .asynchronous { await $0.resolveAsyncForVerification(key) } }
        return .synchronous { $0.resolveForVerification(key) }
    }

    /// Resolves `key`, made by an async factory, as `resolveAsync` does; records an error it
    /// throws as the check's failure.
    private func resolveAsyncForVerification(_ key: RegistrationKey) async {
        let resolution = AsyncResolution(container: self, isSynchronized: false)
        defer { resolution.graph.end() }
        do {
            _ = try await resolution.resolve(key, as: Any.self, arguments: ())
        } catch let error as ResolutionError {
            ResolutionContext.current.verification?.recordFailure(error.description, path: error.pathKeys)
        } catch {
            ResolutionContext.current.verification?.recordFailure(
                "Syringe: the factory of \(ResolutionReport.describe(key)) threw: \(error)", path: [key])
        }
    }

    /// Resolves `key` as the app's `resolve` does, with the service type opened from the key:
    /// a failure (a missing dependency, a forwarded type the instance is not) ends the check.
    private func resolveForVerification(_ key: RegistrationKey) {
        func resolve<Service>(_ service: Service.Type) {
            _ = resolveOrReportFailure(Service.self, name: key.name, arguments: (), isSynchronized: false)
        }
        resolve(key.serviceType)
    }
}

extension Assembler {
    /// Checks that every registration of the assembled container resolves; see
    /// ``Container/verify(samples:isolation:)``.
    ///
    /// - Parameters:
    ///   - samples: Runtime arguments for registrations that take them, and registrations whose
    ///     check the test skips.
    ///   - isolation: The actor the caller runs on, whose factories the checks run; the caller's
    ///     by default.
    /// - Returns: The verification report.
    public func verify(
        samples: [VerificationSample] = [], isolation: isolated (any Actor)? = #isolation
    ) -> VerificationReport {
        container.verify(samples: samples, isolation: isolation)
    }
}

extension DependencyGraph.Node {
    init(_ key: RegistrationKey, scope: String) {
        self.init(
            service: String(describing: key.serviceType), name: key.name, scope: scope,
            arguments: key.argumentsType == Void.self ? nil : String(describing: key.argumentsType))
    }
}

extension DependencyGraph {
    init(
        candidates: [(key: RegistrationKey, node: Node)],
        dependencies: [(from: RegistrationKey, to: RegistrationKey)]
    ) {
        func node(for key: RegistrationKey) -> Node {
            candidates.first { $0.key.matches(key) }?.node ?? Node(key, scope: "not registered")
        }
        var edges: [Edge] = []
        var seen = Set<Edge>()
        for dependency in dependencies {
            let edge = Edge(from: node(for: dependency.from), to: node(for: dependency.to))
            if seen.insert(edge).inserted { edges.append(edge) }
        }
        self.init(nodes: candidates.map(\.node), edges: edges)
    }
}
