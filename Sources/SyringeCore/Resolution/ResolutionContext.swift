/// The state of the resolutions running on one thread, in named parts: the path of frames
/// (`ResolutionContext+Path.swift`: failure reports and endless resolutions), the object graph in
/// progress (`+Graph`), what a verification check records (`+Verification`), and how a thread
/// finds its context (`+Thread`). This file holds the state and the begin and end of a resolution.
///
/// A factory receives the container itself as its resolver, as in Swinject, so a nested
/// `resolve` finds the resolution it belongs to here, through a thread-local slot. Factories are
/// synchronous, so a resolution never changes threads. The context and its buffers are reused
/// for every resolution on the thread: after warm-up, resolving allocates nothing here.
final class ResolutionContext {
    // Only the owning thread touches a context, so the runtime's exclusivity checks are redundant.

    // MARK: The resolutions in progress

    @exclusivity(unchecked) var depth = 0
    /// Whether the outermost resolution left anything to complete: graph instances, a captured
    /// graph or storages in flight. Most resolutions of transient services leave nothing.
    @exclusivity(unchecked) var needsCompletion = false
    /// The counter on which this thread announces its read sections; retired when the thread
    /// ends, even if something still holds the context (a verification thread ends inside the
    /// factory it checks, without releasing what its frames hold).
    let readerSlot = ReaderSlot()

    // MARK: The path (ResolutionContext+Path.swift)

    /// The frames of the resolution in progress, outermost first: the first ``frameCount``. The
    /// places above are kept for the next frames and hold frames that ended, which nothing may
    /// read: a frame holds no reference, only addresses that are valid while it is in progress.
    /// Leaving a frame lowers the count and leaves the array as it is.
    @exclusivity(unchecked) var frames: [ResolutionFrame] = []
    /// The number of frames of the resolution in progress.
    @exclusivity(unchecked) var frameCount = 0
    @exclusivity(unchecked) var checkpointMask = ResolutionContext.checkpointInterval - 1
    /// The path of the async resolution this thread resolves for, if any: the factories that led
    /// to the synchronous resolution in progress (see ``AsyncResolution``).
    @exclusivity(unchecked) var pathPrefix: [RegistrationKey] = []

    // MARK: The graph in progress (ResolutionContext+Graph.swift)

    /// The graph instances of the containers resolving on this thread whose graphs nobody
    /// captured, each keyed with its container's salt (see ``GraphActivation``).
    let localGraph = GraphRecords()
    /// How many containers are resolving on this thread, each with its graph: the stack of
    /// `ResolutionContext+ContainerGraphs.swift`, whose outermost activation is kept in the two
    /// fields below, and the others in ``upperActivations``.
    @exclusivity(unchecked) var activationCount = 0
    /// The container of the outermost activation.
    @exclusivity(unchecked) var outermostContainer: ObjectIdentifier?
    /// The graph of the outermost activation, once captured or when resumed.
    @exclusivity(unchecked) var outermostCaptured: ObjectGraph?
    /// The activations above the outermost one; places above ``activationCount`` are kept for
    /// reuse.
    @exclusivity(unchecked) var upperActivations: [GraphActivation] = []
    /// The position in ``activations`` of the container of the innermost resolution; -1 outside
    /// a resolution.
    @exclusivity(unchecked) var currentActivation = -1
    /// The container of the current activation.
    @exclusivity(unchecked) var currentContainer: ObjectIdentifier?
    /// The current activation's graph when it was captured, or when a resolution resumes a
    /// captured graph.
    @exclusivity(unchecked) var sharedGraph: ObjectGraph?
    /// The custom storages that received an instance in the graph in progress, to tell when it
    /// completes.
    @exclusivity(unchecked) private var storagesInFlight: [(storage: InstanceStorage, lock: Lock)] = []

    // MARK: Verification (ResolutionContext+Verification.swift)

    /// Set on a verification thread: what the check observes and how it ended.
    @exclusivity(unchecked) var verification: VerificationCheck? {
        didSet {
            isVerifying = verification != nil
            checkpointMask = isVerifying ? 0 : Self.checkpointInterval - 1
        }
    }
    /// Whether this thread is checking a registration for ``Container/verify(samples:isolation:)``.
    ///
    /// A check shares nothing: scopes that would publish an instance to other resolutions
    /// (`.container`, `.weak`, custom) keep it in the check's graph only, and no lock is held
    /// while a factory runs.
    @exclusivity(unchecked) private(set) var isVerifying = false

    // MARK: Results of resolutions

    /// Where a resolution turns the object of its plan into its result of the service type,
    /// without copying it (see ``handOver(_:as:)``).
    let handOverSlot = HandOverSlot()

    /// A context for the calling thread; only ``makeCurrent()`` makes one.
    init() {
        frames.reserveCapacity(Self.checkpointInterval)
    }

    /// Runs `body` resolving in `resumed`, as the graph of `container`, which `body` resolves
    /// through.
    func resuming<Result, Failure>(
        _ resumed: ObjectGraph, through container: Container, _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        resumed.beginResolution()
        depth += 1
        let entrance = enterActivations(of: container, resuming: resumed)
        defer {
            leaveActivations(entrance)
            depth -= 1
            if depth == 0 { completeOutermostResolution() }
        }
        return try body()
    }

    /// Remembers a custom storage that received an instance, to tell it when the graph completes.
    func noteInFlight(_ storage: InstanceStorage, guardedBy lock: Lock) {
        if !storagesInFlight.contains(where: { $0.storage === storage }) {
            storagesInFlight.append((storage, lock))
            needsCompletion = true
        }
    }

    /// Ends the outermost resolution: the custom storages that received an instance are told.
    /// (Each container's graph ended with its last resolution: ``leaveGraph(_:)``.)
    func completeOutermostResolution() {
        needsCompletion = false
        checkpointMask = isVerifying ? 0 : Self.checkpointInterval - 1
        guard storagesInFlight.count > 0 else { return }
        let completed = storagesInFlight
        storagesInFlight.removeAll(keepingCapacity: true)
        for (storage, lock) in completed {
            lock.withLock { storage.graphResolutionCompleted() }
        }
    }
}

/// The depth of the thread's resolutions.
extension ResolutionContext {
    /// Whether a resolution is running on this thread.
    @inline(__always) var isResolving: Bool { depth > 0 }

    /// Notes that one more resolution, through `container`, runs on this thread, in the graph of
    /// `container` (see ``GraphActivation``); pair with ``endResolution(_:)``.
    @inline(__always)
    func beginResolution(through container: Container) -> GraphEntrance {
        depth &+= 1
        return enterGraph(of: container)
    }

    /// Ends the resolution begun with ``beginResolution(through:)``: a container whose last
    /// resolution this was ends its graph, and the outermost resolution completes.
    @inline(__always)
    func endResolution(_ entrance: GraphEntrance) {
        leaveGraph(entrance)
        depth &-= 1
        if depth == 0, needsCompletion { completeOutermostResolution() }
    }
}
