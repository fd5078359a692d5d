/// The override containers in effect for the current task, by the container they override.
enum ScopedOverrides {
    @TaskLocal static var containers: [ObjectIdentifier: Container] = [:]
}

extension Container {
    /// Runs `operation` with extra registrations that only it sees, in the current task and the
    /// tasks it creates; everywhere else the container is unchanged.
    ///
    /// ```swift
    /// let report = container.withOverrides({ $0.register(Clock.self) { _ in FixedClock() } }) {
    ///     container.resolve(ReportBuilder.self)!.build()   // built with FixedClock
    /// }
    /// ```
    ///
    /// The registrations are made on a child container, so everything else still resolves from
    /// this one, and the child's registrations win. Objects created inside keep the overrides:
    /// their `@Injected` properties resolve from the child even when first read later.
    /// Overrides nest: an inner `withOverrides` builds on the outer one.
    ///
    /// - Parameters:
    ///   - register: Registers the overrides on the child container.
    ///   - operation: The work that sees the overrides.
    /// - Returns: What `operation` returns.
    @discardableResult
    public func withOverrides<Result>(
        _ register: (Container) throws -> Void,
        operation: () throws -> Result
    ) rethrows -> Result {
        let overrides = try makeOverrideContainer(register)
        activeSpecialModes.wrappingAdd(1, ordering: .relaxed)
        defer { activeSpecialModes.wrappingSubtract(1, ordering: .relaxed) }
        return try ScopedOverrides.$containers.withValue(scopedContainers(with: overrides), operation: operation)
    }

    /// Runs an asynchronous `operation` with extra registrations that only it sees, in the
    /// current task and the tasks it creates.
    ///
    /// ```swift
    /// try await container.withOverrides({ $0.register(APIClient.self) { _ in OfflineClient() } }) {
    ///     try await syncService.run()
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - register: Registers the overrides on the child container.
    ///   - isolation: The actor `operation` runs on: the caller's, by default.
    ///   - operation: The work that sees the overrides.
    /// - Returns: What `operation` returns.
    @discardableResult
    public func withOverrides<Result>(
        _ register: (Container) throws -> Void,
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Result
    ) async rethrows -> Result {
        let overrides = try makeOverrideContainer(register)
        activeSpecialModes.wrappingAdd(1, ordering: .relaxed)
        defer { activeSpecialModes.wrappingSubtract(1, ordering: .relaxed) }
        return try await ScopedOverrides.$containers.withValue(
            scopedContainers(with: overrides), operation: operation, isolation: isolation)
    }

    /// The container that resolves for this one in the current task, if `withOverrides` is in
    /// effect for it.
    func scopedOverride() -> Container? {
        ScopedOverrides.containers[ObjectIdentifier(self)]
    }

    /// This container, or the one that resolves for it in the current task.
    func inEffect() -> Container {
        guard activeSpecialModes.load(ordering: .relaxed) != 0 else { return self }
        return scopedOverride() ?? self
    }

    private func makeOverrideContainer(_ register: (Container) throws -> Void) rethrows -> Container {
        let overrides = Container(parent: inEffect(), defaultObjectScope: defaultObjectScope)
        try register(overrides)
        return overrides
    }

    private func scopedContainers(with overrides: Container) -> [ObjectIdentifier: Container] {
        var containers = ScopedOverrides.containers
        containers[ObjectIdentifier(self)] = overrides
        return containers
    }
}
