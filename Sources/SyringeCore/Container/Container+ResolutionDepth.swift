import Synchronization

/// The value of ``Container/maximumResolutionDepth``.
private let resolutionDepthLimit = Atomic<Int>(256)

extension Container {
    /// How deep resolutions may nest on one thread before Syringe stops the program, instead of
    /// letting the thread's stack overflow.
    ///
    /// Each registration whose factory is running counts one level, and one more while its
    /// `initCompleted` handlers run; a graph resolves at the depth of its longest dependency chain.
    /// When a resolution would go deeper, the program stops with a report of how deep it got, the
    /// innermost steps and whether any registration repeated on the way (a cycle whose runtime
    /// arguments change each round is reported as a circular dependency). ``verify(samples:isolation:)``
    /// reports such a chain as a failure instead.
    ///
    /// Every level takes stack. Measured on x86-64 Linux with Swift 6.3, for a chain of named
    /// registrations resolved through the `Resolver` a factory receives: about 10–13 KB per level
    /// in a debug build (about 13 KB with the thread sanitizer) and 1.4–2.4 KB in a release build.
    /// Your factories' own frames come on top. A main thread has 8 MB of stack; secondary threads of Apple platforms,
    /// dispatch queues and Swift concurrency have 512 KB, which a debug build fills after about
    /// 40 levels and a release build after about 200.
    ///
    /// The default, 256, lets a release build nest as deep as the main thread affords with a wide
    /// margin. Raise it for a deeper graph that runs on a thread with enough stack, or restructure
    /// the graph: resolve the deep part once in `.container` scope ahead of time, or defer part of
    /// it with `Lazy` or `Provider`. Lower it to be told about deep graphs sooner.
    ///
    /// ```swift
    /// Container.maximumResolutionDepth = 1_000
    /// ```
    ///
    /// Safe to read and write from any thread; a change applies to resolutions that reach the
    /// depth afterwards. The value must be at least 32.
    public static var maximumResolutionDepth: Int {
        get { resolutionDepthLimit.load(ordering: .relaxed) }
        set {
            precondition(
                newValue >= ResolutionContext.checkpointInterval,
                "Syringe: Container.maximumResolutionDepth must be at least \(ResolutionContext.checkpointInterval), not \(newValue).")
            resolutionDepthLimit.store(newValue, ordering: .relaxed)
        }
    }
}
