#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import SyringeThreadLocal

/// The state of the resolutions running on one thread: the path of frames, the instances of the
/// object graph in progress and the custom storages to notify when the outermost resolution ends.
///
/// A factory receives the container itself as its resolver, as in Swinject, so a nested
/// `resolve` finds the resolution it belongs to here, through a thread-local slot. Factories are
/// synchronous, so a resolution never changes threads. The context and its buffers are reused
/// for every resolution on the thread: after warm-up, resolving allocates nothing here.
@usableFromInline
final class ResolutionContext {
    // Only the owning thread touches a context, so the runtime's exclusivity checks are redundant.
    // The state the resolve path touches on every call is visible to inlined code.
    @usableFromInline @exclusivity(unchecked) var frameStorage: UnsafeMutablePointer<ResolutionFrame>
    @usableFromInline @exclusivity(unchecked) var frameCount = 0
    /// The path is searched for an endless resolution each time a push makes its depth a multiple
    /// of this mask plus one: ``checkpointInterval`` minus one, or zero on a verification thread,
    /// which checks every frame.
    @usableFromInline @exclusivity(unchecked) var checkpointMask = ResolutionContext.checkpointInterval - 1
    /// How many frames the buffer has room for: always enough to reach the next check.
    @exclusivity(unchecked) private var frameCapacity = ResolutionContext.checkpointInterval
    /// The counter on which this thread announces its read sections; retired when the thread
    /// ends, even if something still holds the context (a verification thread ends inside the
    /// factory it checks, without releasing what its frames hold).
    @usableFromInline let readerSlot = ReaderSlot()
    @usableFromInline @exclusivity(unchecked) var depth = 0
    /// The graph instances of the outermost resolution, while nobody captured its graph.
    @usableFromInline let localGraph = GraphRecords()
    /// The graph in use when it was captured, or when a resolution resumes a captured graph.
    @usableFromInline @exclusivity(unchecked) var sharedGraph: ObjectGraph?
    @exclusivity(unchecked) private var storagesInFlight: [(storage: InstanceStorage, lock: Lock)] = []
    /// Whether the outermost resolution left anything to complete: graph instances, a captured
    /// graph or storages in flight. Most resolutions of transient services leave nothing.
    @usableFromInline @exclusivity(unchecked) var needsCompletion = false
    /// Set on a verification thread: what the check observes and how it ended.
    @exclusivity(unchecked) var verification: VerificationCheck? {
        didSet {
            isVerifying = verification != nil
            checkpointMask = isVerifying ? 0 : Self.checkpointInterval - 1
        }
    }
    /// Whether this thread is checking a registration for ``Container/verify(samples:)``.
    ///
    /// A check shares nothing: scopes that would publish an instance to other resolutions
    /// (`.container`, `.weak`, custom) keep it in the check's graph only, and no lock is held
    /// while a factory runs.
    @usableFromInline @exclusivity(unchecked) private(set) var isVerifying = false
    /// Memory for the instances that unspecialized resolutions hand back (see
    /// ``takeResultMemory(for:)``), used last in, first out; `resultMemoryUsed` bytes are in use.
    let resultMemory = UnsafeMutableRawPointer.allocate(
        byteCount: ResolutionContext.resultMemoryCapacity, alignment: ResolutionContext.resultMemoryAlignment)
    @exclusivity(unchecked) var resultMemoryUsed = 0
    /// Where an unspecialized resolution turns the retained object of its plan into its result
    /// of the service type, without copying it (see ``Container/resolveUnspecialized(_:name:arguments:isSynchronized:)``).
    let handOverSlot = UnsafeMutableRawPointer.allocate(
        byteCount: MemoryLayout<AnyObject>.size, alignment: MemoryLayout<AnyObject>.alignment)

    private init() {
        frameStorage = .allocate(capacity: frameCapacity)
    }

    deinit {
        frameStorage.deallocate()
        resultMemory.deallocate()
        handOverSlot.deallocate()
    }

    /// The frames of the resolution in progress, outermost first.
    var frames: UnsafeBufferPointer<ResolutionFrame> {
        UnsafeBufferPointer(start: frameStorage, count: frameCount)
    }

    /// The keys of the resolution path in progress, outermost first.
    var path: [RegistrationKey] {
        pathPrefix + frames.map(\.key)
    }

    /// The path of the async resolution this thread resolves for, if any: the factories that led
    /// to the synchronous resolution in progress (see ``AsyncResolution``).
    @exclusivity(unchecked) var pathPrefix: [RegistrationKey] = []

    /// The context of the calling thread.
    @inlinable
    static var current: ResolutionContext {
        unretainedCurrent.takeUnretainedValue()
    }

    /// Whether a resolution is running on this thread.
    @inlinable var isResolving: Bool { depth > 0 }

    /// The runtime arguments of the request whose factory is running: the innermost frame's.
    @inlinable var currentArguments: UnsafeRawPointer {
        frameStorage[frameCount - 1].request.arguments
    }

    /// Records, for a verification, that the step in progress requested `key`.
    @usableFromInline
    func noteRequest(for key: RegistrationKey) {
        guard let verification, frameCount > 0 else { return }
        verification.recordDependency(from: frames[frameCount - 1].key, to: key)
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

    /// Ends a verification check that reached the async factory of `key`, which a synchronous
    /// check cannot await.
    func endVerification(reachingAsyncFactoryOf key: RegistrationKey) -> Never {
        verification?.recordUncheckedFactory(reason: "async factory of \(ResolutionReport.shortDescription(key))")
        endVerificationThread()
    }

    private func endVerificationThread() -> Never {
        VerificationThread.exit(abandoning: verification?.container, self)
    }

    /// Notes that one more resolution runs on this thread; pair with ``endResolution()``. The
    /// outermost resolution on a thread starts a new object graph.
    @inlinable @inline(__always)
    func beginResolution() {
        depth &+= 1
    }

    /// ``current``, not retained: a thread's context lives as long as the thread, so the resolve
    /// path borrows it and pays no reference counting for it.
    @inlinable @inline(__always)
    static var unretainedCurrent: Unmanaged<ResolutionContext> {
        if let context = syringe_current_context() { return Unmanaged.fromOpaque(context) }
        return makeCurrent()
    }

    /// Makes the calling thread's context, on its first resolution. The thread-specific slot of
    /// ``contextKey`` owns it, and releases it when the thread ends.
    @usableFromInline @inline(never)
    static func makeCurrent() -> Unmanaged<ResolutionContext> {
        let context = pthread_getspecific(contextKey).map { Unmanaged<ResolutionContext>.fromOpaque($0) } ?? {
            let made = Unmanaged.passRetained(ResolutionContext())
            pthread_setspecific(contextKey, made.toOpaque())
            return made
        }()
        syringe_set_current_context(context.toOpaque())
        return context
    }

    /// Ends the resolution begun with ``beginResolution()``; the outermost one completes its
    /// object graph.
    @inlinable @inline(__always)
    func endResolution() {
        depth &-= 1
        if depth == 0, needsCompletion { completeOutermostResolution() }
    }

    /// Runs `body` resolving in `resumed` instead of the current graph.
    func resuming<Result, Failure>(
        _ resumed: ObjectGraph, _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        resumed.beginResolution()
        let outerGraph = sharedGraph
        sharedGraph = resumed
        depth += 1
        defer {
            depth -= 1
            sharedGraph = outerGraph
            resumed.endResolution()
            if depth == 0 { completeOutermostResolution() }
        }
        return try body()
    }

    /// The object `entry` made in the graph in progress, if any.
    @inlinable @inline(__always)
    func graphObject(madeBy entry: UInt64) -> AnyObject? {
        if let sharedGraph { return sharedGraph.object(madeBy: entry) }
        return localGraph.object(madeBy: entry)
    }

    /// The value `entry` made in the graph in progress, if any.
    @usableFromInline
    func graphValue(madeBy entry: UInt64) -> Any? {
        if let sharedGraph { return sharedGraph.value(madeBy: entry) }
        return localGraph.value(madeBy: entry)
    }

    /// Remembers the object `entry` made in the graph in progress, unless the graph already has
    /// one for `entry` (made meanwhile through a circular dependency), which it returns instead;
    /// only records from `start` on are searched in the thread's own graph.
    @inlinable @inline(__always)
    func storeInGraphUnlessPresent(object: AnyObject, madeBy entry: UInt64, searchingFrom start: Int = 0) -> AnyObject? {
        needsCompletion = true
        if let sharedGraph { return sharedGraph.storeUnlessPresent(object: object, madeBy: entry) }
        return localGraph.storeUnlessPresent(object: object, madeBy: entry, searchingFrom: start)
    }

    /// Remembers the value `entry` made in the graph in progress, unless the graph already has
    /// one for `entry`, which it returns instead.
    @usableFromInline
    func storeInGraphUnlessPresent(value: Any, madeBy entry: UInt64) -> Any? {
        needsCompletion = true
        if let sharedGraph { return sharedGraph.storeUnlessPresent(value: value, madeBy: entry) }
        return localGraph.storeUnlessPresent(value: value, madeBy: entry)
    }

    /// Notes that the instance `entry` made in the graph in progress is now shared beyond it:
    /// the graph keeps answering for it until the resolution ends (that is how circular
    /// dependencies through it converge), but a captured graph forgets it afterwards, so that it
    /// never hands back an instance a reset discarded.
    @usableFromInline
    func markPublishedInGraph(madeBy entry: UInt64) {
        if let sharedGraph { return sharedGraph.markPublished(madeBy: entry) }
        localGraph.markPublished(madeBy: entry)
    }

    /// The graph in progress as an object that can outlive the resolution; from now on its
    /// instances live there. Only valid during a resolution.
    @usableFromInline
    func captureGraph() -> ObjectGraph {
        if let sharedGraph { return sharedGraph }
        let captured = ObjectGraph(takingOver: localGraph)
        sharedGraph = captured
        needsCompletion = true
        return captured
    }

    /// The identifier of the graph in progress, or `nil` outside a resolution.
    @usableFromInline
    func currentGraphIdentifier() -> GraphIdentifier? {
        isResolving ? GraphIdentifier(captureGraph()) : nil
    }

    /// Remembers a custom storage that received an instance, to tell it when the graph completes.
    @usableFromInline
    func noteInFlight(_ storage: InstanceStorage, guardedBy lock: Lock) {
        if !storagesInFlight.contains(where: { $0.storage === storage }) {
            storagesInFlight.append((storage, lock))
            needsCompletion = true
        }
    }

    /// Pushes a frame; pair with ``leave()``. A resolution that cannot end, or that nests deeper
    /// than ``Container/maximumResolutionDepth``, stops the program.
    ///
    /// Pushing is a store and a count: the frame is written straight into the buffer, which
    /// always has room for it, and nothing is searched. Only when the depth reaches a multiple of
    /// ``checkpointInterval`` are the frames pushed since the previous multiple searched for a cycle
    /// that can never complete: a factory entered again with the same arguments with nothing stored
    /// in between for the repeat to find. Every frame on the path has been searched once the path
    /// is that many frames deeper, so a cycle is reported at most that many frames after it
    /// closed, before it takes much of the stack.
    @inlinable @inline(__always)
    func enter(_ frame: ResolutionFrame) {
        (frameStorage + frameCount).initialize(to: frame)
        frameCount &+= 1
        if frameCount & checkpointMask == 0 { passCheckpoint() }
    }

    /// Pops the frame pushed by the matching ``enter(_:)``.
    @inlinable @inline(__always)
    func leave() {
        frameCount &-= 1
    }

    /// How many frames deeper the path gets between two searches for an endless resolution.
    @inlinable static var checkpointInterval: Int { 32 }

    /// Stops the program if the path, whose depth just reached a checkpoint, cannot end or is
    /// deeper than ``Container/maximumResolutionDepth``; otherwise makes room for the frames up to
    /// the next checkpoint.
    ///
    /// A frame below the last ``checkpointInterval`` ones was searched when the path passed the
    /// checkpoint above it, as the path cannot have come back below the frame since. A
    /// verification thread checks every frame as it is pushed, so a check reports a cycle at its
    /// first repeat without running its factories again. So does a thread whose path comes within
    /// one interval of the depth limit, until its outermost resolution ends, so that the limit
    /// holds to the frame while pushes far from it pay nothing more.
    @usableFromInline
    func passCheckpoint() {
        let interval = checkpointMask + 1
        if firstEndlessCycle(repeatedFrom: frameCount - interval) != nil { stopEndlessResolution() }
        let limit = Container.maximumResolutionDepth
        if frameCount > limit { stopTooDeep(limit: limit) }
        if interval > 1, frameCount + interval > limit {
            checkpointMask = 0
            needsCompletion = true
        }
        guard frameCount + interval > frameCapacity else { return }
        frameCapacity = max(frameCapacity * 2, frameCount + interval)
        frameStorage = frameStorage.movedToBuffer(count: frameCount, capacity: frameCapacity)
    }

    /// Stops a resolution that cannot end, with the first cycle on the path that can never
    /// complete, reported where it closed.
    private func stopEndlessResolution() -> Never {
        let (report, failedPath) = endlessResolutionFailure()
        stop(report, path: failedPath)
    }

    /// The report and path of ``stopEndlessResolution()``. Made in a function of its own, so that
    /// a verification thread that ends with them holds nothing else it made.
    private func endlessResolutionFailure() -> (report: String, path: [RegistrationKey]) {
        guard let (start, repeated) = firstEndlessCycle(repeatedFrom: 0) else {
            preconditionFailure("Syringe: no endless cycle on the path")
        }
        let pathBefore = frames[..<repeated].map(\.key)
        let failedPath = pathBefore + [frames[repeated].key]
        return (ResolutionReport.circularDependency(cycle: Array(failedPath[start...]), path: pathBefore), failedPath)
    }

    /// Stops a resolution whose path got deeper than `limit`: as a circular dependency if a
    /// registration repeats on the path (with other runtime arguments, or the checkpoints would
    /// have stopped it), otherwise as a chain too deep for the limit.
    private func stopTooDeep(limit: Int) -> Never {
        let (report, failedPath) = tooDeepFailure(limit: limit)
        stop(report, path: failedPath)
    }

    /// The report and path of ``stopTooDeep(limit:)``, made apart as in
    /// ``endlessResolutionFailure()``.
    private func tooDeepFailure(limit: Int) -> (report: String, path: [RegistrationKey]) {
        var firstIndex: [UInt64: Int] = [:]
        for index in 0..<frameCount where frames[index].step == .factory {
            if let start = firstIndex[frames[index].entry] {
                let pathBefore = frames[..<index].map(\.key)
                let failedPath = pathBefore + [frames[index].key]
                let report = ResolutionReport.circularDependencyWithChangingArguments(
                    cycle: Array(failedPath[start...]), path: pathBefore, depth: frameCount, limit: limit)
                return (report, failedPath)
            }
            firstIndex[frames[index].entry] = index
        }
        return (ResolutionReport.tooDeep(path: path, limit: limit), path)
    }

    /// Ends the check with `report` on a verification thread, or stops the program.
    private func stop(_ report: String, path failedPath: [RegistrationKey]) -> Never {
        if isVerifying { endVerification(failure: report, path: failedPath) }
        fatalError(report)
    }

    /// The first frame of the path from `firstCandidate` on that enters a factory again with the
    /// same arguments while nothing made in between is stored for the repeat to find, and the
    /// frame it repeats.
    ///
    /// Such a repeat recurses forever unless state outside the container ends it: the only way
    /// out of a cycle that the container sees is an instance whose `initCompleted` handlers are
    /// running and that is not transient, which the repeat finds in its graph or scope. That is
    /// how `initCompleted` resolves circular dependencies. Each such instance is stored once per
    /// graph, so a cycle that never converges meets a repeat with none in between.
    private func firstEndlessCycle(repeatedFrom firstCandidate: Int) -> (start: Int, repeated: Int)? {
        for repeated in firstCandidate..<frameCount where frames[repeated].step == .factory {
            for index in (0..<repeated).reversed() {
                let candidate = frames[index]
                if candidate.step == .initCompleted(isKept: true) { break }
                if candidate.repeats(frames[repeated]) { return (index, repeated) }
            }
        }
        return nil
    }

    @usableFromInline
    func completeOutermostResolution() {
        needsCompletion = false
        checkpointMask = isVerifying ? 0 : Self.checkpointInterval - 1
        if let captured = sharedGraph {
            sharedGraph = nil
            captured.endResolution()
        }
        localGraph.removeAll()
        guard !storagesInFlight.isEmpty else { return }
        let completed = storagesInFlight
        storagesInFlight.removeAll(keepingCapacity: true)
        for (storage, lock) in completed {
            lock.withLock { storage.graphResolutionCompleted() }
        }
    }
}

/// The key of the thread-specific slot that owns each thread's context, so that the context is
/// released when its thread ends. The resolve path finds the context through the C thread-local
/// variable of `SyringeThreadLocal`, which is faster to read.
private let contextKey: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, releaseContext)
    precondition(status == 0, "Syringe: pthread_key_create failed with \(status)")
    return key
}()

/// Retires the reader slot of a thread that ends and releases its context. A resolution that
/// runs afterwards on that thread, from another thread-specific value's destructor, makes a new
/// context.
#if canImport(Darwin)
private func releaseContext(_ slot: UnsafeMutableRawPointer) {
    endContext(slot)
}
#else
private func releaseContext(_ slot: UnsafeMutableRawPointer?) {
    guard let slot else { return }
    endContext(slot)
}
#endif

private func endContext(_ slot: UnsafeMutableRawPointer) {
    syringe_set_current_context(nil)
    let context = Unmanaged<ResolutionContext>.fromOpaque(slot)
    context.takeUnretainedValue().readerSlot.retire()
    context.release()
}
