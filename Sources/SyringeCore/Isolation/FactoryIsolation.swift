/// The actor a factory's code is isolated to, and the check that keeps it there.
///
/// A factory is registered as an `@isolated(any)` function: Swift records, in the function value,
/// the actor its code is isolated to — a closure written `@MainActor`, a closure formed in
/// main-actor code (every closure of a module built with `.defaultIsolation(MainActor.self)`), an
/// initializer of a `@MainActor` type — or `nil` for code that may run anywhere. A factory
/// without an actor is stored as it is and costs nothing more to run. A factory with one is
/// stored inside a check: run on its actor, it runs; run anywhere else by a synchronous resolve,
/// it stops the program with a report that names the service, the actor and the fix, instead of
/// running main-actor code on another thread. ``Container/resolveAsync(_:name:)`` hops to the
/// actor first.
package struct FactoryIsolation: Sendable {
    /// The actor the factory's code is isolated to.
    let actor: any Actor
    /// Whether that actor is the main actor.
    let isMainActor: Bool

    init(_ actor: any Actor) {
        self.actor = actor
        isMainActor = actor === MainActor.shared
    }

    /// The isolation of a function whose `isolation` is `actor`: `nil` when the function's code
    /// may run anywhere.
    package init?(_ actor: (any Actor)?) {
        guard let actor else { return nil }
        self.init(actor)
    }

    /// `factory`, checked to run on the actor of `isolation` only if there is one: the factory a
    /// registration stores.
    static func checking<Service>(
        _ factory: @escaping (Resolver) -> Service, on isolation: FactoryIsolation?, name: String?,
        argumentsType: Any.Type
    ) -> (Resolver) -> Service {
        guard let isolation else { return factory }
        return isolation.checking(factory, name: name, argumentsType: argumentsType)
    }

    /// `factory`, checked to run on this actor only.
    func checking<Service>(_ factory: @escaping (Resolver) -> Service, name: String?, argumentsType: Any.Type)
        -> (Resolver) -> Service {
        let (actor, isMainActor) = (self.actor, self.isMainActor)
        return { resolver in
            if !Self.runsOnMainThread(isMainActor) {
                Self.ensureRunning(on: actor) {
                    RegistrationKey(serviceType: Service.self, argumentsType: argumentsType, name: name)
                }
            }
            return factory(resolver)
        }
    }

    /// `handler`, an `initCompleted` handler of the registration of `Service`, checked to run on
    /// this actor only.
    func checkingHandler<Service>(
        _ handler: @escaping (Resolver, Service) -> Void, name: String?, argumentsType: Any.Type
    ) -> (Resolver, Service) -> Void {
        let (actor, isMainActor) = (self.actor, self.isMainActor)
        return { resolver, instance in
            if !Self.runsOnMainThread(isMainActor) {
                Self.ensureRunning(on: actor, code: "an initCompleted handler") {
                    RegistrationKey(serviceType: Service.self, argumentsType: argumentsType, name: name)
                }
            }
            handler(resolver, instance)
        }
    }

    /// Whether code isolated to the main actor (`isMainActor`) is called on the main thread,
    /// answered without the runtime's check of the current executor, which costs far more than
    /// reading a thread-local flag, on every call of the factory.
    ///
    /// On the main thread, the runtime itself counts code outside any task as running on the main
    /// actor, and a task there runs on the main actor's executor unless a custom executor runs its
    /// jobs on that thread, where main-actor code is as safe as anywhere else on it. Anywhere
    /// else, including where the main actor's jobs run on other threads (on Linux after
    /// `dispatchMain()`), the runtime's check decides.
    private static func runsOnMainThread(_ isMainActor: Bool) -> Bool {
        isMainActor && ActorIsolation.isMainThread
    }

    /// Returns if the calling code runs on `actor`; otherwise stops the program, or the
    /// verification in progress, with a report on `code` of the registration of `key` (or logs
    /// the report and returns, as ``Container/offActorResolution`` says).
    static func ensureRunning(on actor: any Actor, code: String = "the factory", key: () -> RegistrationKey) {
        let isCurrent = ActorIsolation.isCurrent(actor)
        if isCurrent == true { return }
        let context = ResolutionContext.current
        // A verification thread is no actor's executor, but the actor that called the
        // verification lends it its isolation while it waits for the check.
        if context.isVerifying {
            if context.verificationMayRun(isolatedTo: actor) { return }
            context.endVerification(reachingFactoryIsolatedTo: actor)
        }
        let handling = Container.offActorResolution
        guard isCurrent != nil else {
            // This runtime can only check by stopping the program: its own message names the actor.
            if handling == .stop { actor.preconditionIsolated() }
            return
        }
        let report = ResolutionReport.codeOffItsActor(code, key: key(), actor: actor, path: context.path.dropLast())
        switch handling {
        case .stop: fatalError(report)
        case .logAndRun: Container.log(report)
        }
    }
}

extension FactoryIsolation {
    /// Runs `body` on this actor, hopping there and back.
    func run<Result: Sendable>(_ body: @Sendable () throws -> Result) async throws -> Result {
        try await Self.run(on: actor, body)
    }

    private static func run<Result: Sendable>(on actor: isolated any Actor, _ body: () throws -> Result) throws -> Result {
        try body()
    }
}
