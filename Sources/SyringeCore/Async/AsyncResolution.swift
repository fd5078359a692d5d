/// One async resolution: the state that travels with it across `await`s, and the resolver its
/// async factories receive.
///
/// A synchronous resolution keeps its state in the resolving thread's ``ResolutionContext``; an
/// async factory may resume on another thread after each `await`, so an async resolution carries
/// its state itself: the object graph it resolves in and the path that led to the factory
/// running. Each factory receives a resolution whose path ends with its own key; they share the
/// graph. A resolution that runs inside the creation of a shared instance waits on that
/// creation's behalf (see ``PendingCreation``). A synchronous resolve through it
/// (`r ~> Config.self`, `r.resolve(…)`) resolves on the calling thread in the carried graph, with
/// the carried path at the front of any failure report.
final class AsyncResolution: Sendable {
    let container: Container
    let graph: AsyncGraph
    /// The keys of the factories that led here, outermost first.
    let path: [RegistrationKey]
    /// The creation of a shared instance that this resolution is part of, if any.
    let creation: PendingCreation?
    /// Whether the resolution was asked of a synchronized resolver (`@Injected`'s, a
    /// synchronized factory's): its synchronous factories then run one at a time, as that
    /// resolver's do.
    let isSynchronized: Bool

    init(
        container: Container, isSynchronized: Bool, graph: AsyncGraph = AsyncGraph(), path: [RegistrationKey] = [],
        creation: PendingCreation? = nil
    ) {
        self.container = container
        self.isSynchronized = isSynchronized
        self.graph = graph
        self.path = path
        self.creation = creation
    }

    /// Resolves `key` as `Service` with the runtime `arguments` (of the key's arguments type):
    /// awaits its async factory, hops to its factory's actor, or resolves it here, as its
    /// registration requires.
    ///
    /// Synchronous factories without an actor of their own run on `isolation`, where the
    /// resolution was asked for, as they would with a synchronous resolve.
    func resolve<Service, Arguments: Sendable>(
        _ key: RegistrationKey, as service: Service.Type, arguments: Arguments,
        isolation: isolated (any Actor)? = #isolation
    ) async throws -> Service {
        let box: InstanceBox
        let context = ResolutionContext.current
        if context.isVerifying, let from = path.last { context.verification?.recordDependency(from: from, to: key) }
        switch container.asyncPlan(for: key) {
        case .awaitFactory(let factory, let registration, let sharing, let identity, _):
            guard !path.contains(where: { $0.matches(key) }) else { throw circularDependencyError(at: key) }
            box = try await factory.instance(of: registration, sharing: sharing, identity: identity, in: appending(key))
        case .hop(let isolation) where context.isVerifying:
            // A check runs on its own thread: only the actor that lends it its isolation runs there.
            guard context.verificationMayRun(isolatedTo: isolation.actor) else {
                context.endVerification(reachingFactoryIsolatedTo: isolation.actor)
            }
            box = try resolveSynchronously(key, as: Service.self, arguments: arguments)
        case .hop(let isolation):
            box = try await isolation.run { try self.resolveSynchronously(key, as: Service.self, arguments: arguments) }
        case .resolveHere:
            box = try resolveSynchronously(key, as: Service.self, arguments: arguments)
        }
        guard let service = box.instance as? Service else { throw forwardingMismatchError(at: key, instance: box.instance) }
        return service
    }

    /// Runs a synchronous resolution in this resolution's graph, with its path in front, through
    /// the container or, if ``isSynchronized``, its synchronized view.
    func resolvingSynchronously<Result, Failure>(
        _ body: (_ through: any Resolver & Sendable) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let context = ResolutionContext.current
        let outerPrefix = context.pathPrefix
        context.pathPrefix = path
        defer { context.pathPrefix = outerPrefix }
        let resolver: any Resolver & Sendable = isSynchronized ? SynchronizedResolver(container: container) : container
        return try context.resuming(graph.objects, through: container) { () throws(Failure) -> Result in try body(resolver) }
    }

    /// Resolves `Service` synchronously in this resolution (see ``resolvingSynchronously(_:)``).
    func resolveSynchronously<Service, Arguments>(
        _ service: Service.Type, name: String?, arguments: Arguments
    ) throws(ResolutionError) -> Service {
        try resolvingSynchronously { resolver throws(ResolutionError) in
            try resolver.resolveOrThrow(Service.self, name: name, arguments: arguments)
        }
    }

    private func resolveSynchronously<Service, Arguments>(
        _ key: RegistrationKey, as service: Service.Type, arguments: Arguments
    ) throws -> InstanceBox {
        InstanceBox(instance: try resolveSynchronously(Service.self, name: key.name, arguments: arguments))
    }

    /// The resolution in which the factory that makes `pending`'s instance runs.
    func making(_ pending: PendingCreation) -> AsyncResolution {
        AsyncResolution(container: container, isSynchronized: isSynchronized, graph: graph, path: path, creation: pending)
    }

    /// Waits for `task`, which makes `pending`'s instance, on behalf of the creation this
    /// resolution is part of; throws instead if that creation is what `pending` waits for.
    /// The resolution's path ends with `pending`'s key.
    func awaitCreation(_ task: Task<InstanceBox, any Error>, of pending: PendingCreation) async throws -> InstanceBox {
        guard let creation else { return try await task.value }
        if let chain = pending.beginWait(by: creation) { throw circularDependencyError(waitingFor: chain) }
        defer { pending.endWait(by: creation) }
        return try await task.value
    }

    private func appending(_ key: RegistrationKey) -> AsyncResolution {
        AsyncResolution(
            container: container, isSynchronized: isSynchronized, graph: graph, path: path + [key], creation: creation)
    }

    private func circularDependencyError(at key: RegistrationKey) -> ResolutionError {
        let start = path.firstIndex { $0.matches(key) } ?? 0
        return ResolutionError(
            code: .circularDependency, key: key, path: path, closeMatches: [],
            report: ResolutionReport.circularDependency(cycle: Array(path[start...]) + [key], path: path))
    }

    /// The report of a cycle of creations that wait for one another, `chain` starting with the
    /// one this resolution would wait for and ending with its own.
    private func circularDependencyError(waitingFor chain: [PendingCreation]) -> ResolutionError {
        let cycle = chain.map(\.key) + [chain[0].key]
        let outer = Array(path.dropLast())
        return ResolutionError(
            code: .circularDependency, key: chain[0].key, path: outer, closeMatches: [],
            report: ResolutionReport.circularDependency(cycle: cycle, path: outer))
    }

    private func forwardingMismatchError(at key: RegistrationKey, instance: Any) -> ResolutionError {
        ResolutionError(
            code: .forwardingMismatch, key: key, path: path, closeMatches: [],
            report: ResolutionReport.forwardingMismatch(
                key: key, registeredType: container.registeredType(for: key), instanceType: type(of: instance)))
    }
}

extension AsyncResolution: Resolver {}
