/// The path of the resolution in progress: its frames, for the failure reports and for finding
/// a resolution that can never end.
extension ResolutionContext {
    /// The keys of the resolution path in progress, outermost first.
    var path: [RegistrationKey] {
        pathPrefix + frames[..<frameCount].map(\.key)
    }

    /// The request whose factory is running: the innermost frame's.
    var currentRequest: ResolutionRequest {
        frames[frameCount - 1].request
    }

    /// Pushes a frame; pair with ``leave()``. A resolution that cannot end, or that nests deeper
    /// than ``Container/maximumResolutionDepth``, stops the program.
    ///
    /// Pushing stores the frame, and nothing is searched. Only when the depth reaches a multiple of
    /// ``checkpointInterval`` are the frames pushed since the previous multiple searched for a cycle
    /// that can never complete: a factory entered again with the same arguments with nothing stored
    /// in between for the repeat to find. Every frame on the path has been searched once the path
    /// is that many frames deeper, so a cycle is reported at most that many frames after it
    /// closed, before it takes much of the stack.
    @inline(__always)
    func enter(_ frame: ResolutionFrame) {
        if frameCount < frames.count {
            frames[frameCount] = frame
        } else {
            frames.append(frame)
        }
        frameCount += 1
        if frameCount & checkpointMask == 0 { passCheckpoint() }
    }

    /// Pops the frame pushed by the matching ``enter(_:)``: the place stays, for the next push.
    @inline(__always)
    func leave() {
        frameCount -= 1
    }

    /// How many frames deeper the path gets between two searches for an endless resolution.
    static var checkpointInterval: Int { 32 }

    /// Stops the program if the path, whose depth just reached a checkpoint, cannot end or is
    /// deeper than ``Container/maximumResolutionDepth``.
    ///
    /// A frame below the last ``checkpointInterval`` ones was searched when the path passed the
    /// checkpoint above it, as the path cannot have come back below the frame since. A
    /// verification thread checks every frame as it is pushed, so a check reports a cycle at its
    /// first repeat without running its factories again. So does a thread whose path comes within
    /// one interval of the depth limit, until its outermost resolution ends, so that the limit
    /// holds to the frame while pushes far from it pay nothing more.
    func passCheckpoint() {
        let interval = checkpointMask + 1
        if firstEndlessCycle(repeatedFrom: frameCount - interval) != nil { stopEndlessResolution() }
        let limit = Container.maximumResolutionDepth
        if frameCount > limit { stopTooDeep(limit: limit) }
        if interval > 1, frameCount + interval > limit {
            checkpointMask = 0
            needsCompletion = true
        }
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
}

/// One step of the resolution in progress on a thread: an entry running its factory or its
/// `initCompleted` handlers for a request.
///
/// The frames of a thread form the resolution path (`A → B → C`) that diagnostics report and
/// that cycle detection searches. A frame holds only plain values and its request, which points
/// into the resolving call's stack, which outlives the frame, so pushing and popping one costs no
/// reference counting.
struct ResolutionFrame {
    enum Step: Equatable {
        /// The entry's factory is running.
        case factory
        /// The entry's `initCompleted` handlers are running on a new instance; `isKept` tells
        /// whether the instance is already stored where a repeated request will find it (every
        /// scope but `.transient`).
        case initCompleted(isKept: Bool)
    }

    /// The ``EntryTraits/identity`` of the registration.
    let entry: UInt64
    let request: ResolutionRequest
    let step: Step

    @inline(__always)
    init(entry: UInt64, request: ResolutionRequest, step: Step) {
        self.entry = entry
        self.request = request
        self.step = step
    }

    /// The key that was requested.
    var key: RegistrationKey { request.key }

    /// Whether `other` is a frame of the same entry entered with bit-for-bit the same arguments.
    func repeats(_ other: ResolutionFrame) -> Bool {
        entry == other.entry && request.hasSameArguments(as: other.request)
    }
}
