/// Which object graph a resolution belongs to: the graph of the container it goes through, as in
/// Swinject.
///
/// A container begins a graph when a resolution through it, or through one of its descendants,
/// starts while none is running on this thread, and ends the graph when the last of them returns.
/// So a resolution through a container that is already resolving (the `r` a factory receives, a
/// parent while its child resolves) joins that container's graph, and one through a container
/// that is not (a ``Container/synchronize()`` view, a child used from its parent's factory, an
/// unrelated container) begins a graph of its own: graph-scoped instances are shared within one
/// container's graph only.
///
/// The containers resolving on this thread form a stack of ``GraphActivation``s. A resolution
/// through a container that is not resolving pushes an activation for it, and for each of its
/// ancestors that is not resolving either, and pops them when it returns: a container's graph
/// lasts exactly as long as the resolution that began it, and a container that is resolving has
/// resolving ancestors. Their instances share the thread's ``GraphRecords``: each record is keyed
/// by the registration's identity and, in the upper 16 bits, its activation's position on the
/// stack (the `graphSalt` of the current one). A captured graph (`Lazy`, ``GraphIdentifier``)
/// keeps its instances in its own ``ObjectGraph``.
struct GraphActivation {
    /// The container, by identity: a resolution through it keeps it alive while the activation
    /// lasts, and containers are not retained here (a container is weakly referenced, which
    /// makes retaining it a slow atomic operation).
    let container: ObjectIdentifier
    /// The graph as an object once captured, or the graph a resolution resumes; `nil` while its
    /// instances are in the thread's records.
    var captured: ObjectGraph?
}

/// What ``ResolutionContext/enterGraph(of:)`` did, for ``ResolutionContext/leaveGraph(_:)``:
/// nothing (the container was the current one), or the activation that was current before and
/// how many activations it pushed.
struct GraphEntrance: Equatable {
    let previous: Int
    let pushed: Int

    /// The resolution joined the current container's graph.
    static var joined: GraphEntrance { GraphEntrance(previous: Int.min, pushed: 0) }
}

extension ResolutionContext {
    /// The key bits of an activation's records: its position in the upper 16 bits above a
    /// registration's 48-bit identity.
    static func graphSalt(at position: Int) -> UInt64 {
        UInt64(position) << 48
    }

    /// The key bits of the current activation's records in ``localGraph`` (valid during a
    /// resolution).
    var graphSalt: UInt64 { Self.graphSalt(at: max(currentActivation, 0)) }

    /// Enters the graph of `container` for a resolution through it: the graph it is resolving in
    /// on this thread, or a new one. Pair with ``leaveGraph(_:)``.
    @inline(__always)
    func enterGraph(of container: Container) -> GraphEntrance {
        let identifier = ObjectIdentifier(container)
        if currentContainer == identifier { return .joined }
        // The outermost resolution through a container without ancestors, most outermost ones.
        if activationCount == 0, container.ancestry.isEmpty {
            activationCount = 1
            outermostContainer = identifier
            (currentActivation, currentContainer) = (0, identifier)
            return GraphEntrance(previous: -1, pushed: 1)
        }
        return enterActivations(of: container)
    }

    /// Leaves the graph entered with ``enterGraph(of:)``, ending the graphs that the resolution
    /// began.
    @inline(__always)
    func leaveGraph(_ entrance: GraphEntrance) {
        if entrance == .joined { return }
        // The outermost activation, uncaptured: its records go.
        if entrance.pushed == 1, activationCount == 1, outermostCaptured == nil {
            activationCount = 0
            (currentActivation, currentContainer) = (-1, nil)
            localGraph.removeAll()
            return
        }
        leaveActivations(entrance)
    }

    /// The position of the activation of `container` on the stack, if it is resolving on this
    /// thread: the topmost, which a resumed graph may have put above an earlier one.
    func activationPosition(of container: Container) -> Int? {
        if currentContainer == ObjectIdentifier(container) { return currentActivation }
        return topmostActivation(of: ObjectIdentifier(container))
    }

    /// The position of the topmost activation of the container `identifier`, if any.
    private func topmostActivation(of identifier: ObjectIdentifier) -> Int? {
        var position = activationCount - 1
        while position >= 0 {
            if container(ofActivation: position) == identifier { return position }
            position -= 1
        }
        return nil
    }

    /// Makes `container`'s activation the current one, pushing one for it (resuming `resumed`,
    /// if given, even if it is resolving already) and for each of its ancestors that is not
    /// resolving.
    @inline(never)
    func enterActivations(of container: Container, resuming resumed: ObjectGraph? = nil) -> GraphEntrance {
        let previous = currentActivation
        let countBefore = activationCount
        var target = resumed == nil ? topmostActivation(of: ObjectIdentifier(container)) : nil
        if target == nil {
            target = pushActivation(GraphActivation(container: ObjectIdentifier(container), captured: resumed))
            for ancestor in container.ancestry where topmostActivation(of: ancestor) == nil {
                _ = pushActivation(GraphActivation(container: ancestor, captured: nil))
            }
        }
        makeActivationCurrent(target!)
        return GraphEntrance(previous: previous, pushed: activationCount - countBefore)
    }

    /// Puts `activation` on the stack and returns its position. The stack's places are reused:
    /// popping one only counts it out.
    private func pushActivation(_ activation: GraphActivation) -> Int {
        precondition(activationCount < 1 << 16, "Syringe: more than 65,535 containers resolving on one thread")
        let position = activationCount
        if position == 0 {
            (outermostContainer, outermostCaptured) = (activation.container, activation.captured)
        } else if position <= upperActivations.count {
            upperActivations[position - 1] = activation
        } else {
            upperActivations.append(activation)
        }
        activationCount += 1
        return position
    }

    /// Restores the activation current before ``enterActivations(of:resuming:)`` and pops the
    /// activations it pushed, ending their graphs.
    @inline(never)
    func leaveActivations(_ entrance: GraphEntrance) {
        // Current again before any graph ends: ending one releases instances, whose `deinit` may
        // resolve on this thread (and push and pop activations of its own above these).
        makeActivationCurrent(entrance.previous)
        for _ in 0..<entrance.pushed {
            activationCount -= 1
            let position = activationCount
            if let captured = capturedGraph(ofActivation: position) {
                setCapturedGraph(nil, ofActivation: position)
                captured.endResolution()
            } else if position == 0 {
                localGraph.removeAll()
            } else {
                localGraph.removeAll(salt: Self.graphSalt(at: position))
            }
        }
    }

    /// The container of the activation at `position`.
    private func container(ofActivation position: Int) -> ObjectIdentifier? {
        position == 0 ? outermostContainer : upperActivations[position - 1].container
    }

    /// The captured graph of the activation at `position`, if any.
    private func capturedGraph(ofActivation position: Int) -> ObjectGraph? {
        position == 0 ? outermostCaptured : upperActivations[position - 1].captured
    }

    private func setCapturedGraph(_ graph: ObjectGraph?, ofActivation position: Int) {
        if position == 0 {
            outermostCaptured = graph
        } else {
            upperActivations[position - 1].captured = graph
        }
    }

    /// Makes the activation at `position` (or none, for a negative one) the current one.
    private func makeActivationCurrent(_ position: Int) {
        currentActivation = position
        guard position >= 0 else {
            (currentContainer, sharedGraph) = (nil, nil)
            return
        }
        currentContainer = container(ofActivation: position)
        sharedGraph = capturedGraph(ofActivation: position)
    }

    /// The graph of `container` as an object that can outlive the resolution, captured now if
    /// it was not; `nil` when `container` is not resolving on this thread.
    func captureGraph(of container: Container) -> ObjectGraph? {
        activationPosition(of: container).map(captureGraph(at:))
    }

    /// The graph of the activation at `position` as an object, captured now if it was not.
    func captureGraph(at position: Int) -> ObjectGraph {
        if let captured = capturedGraph(ofActivation: position) { return captured }
        let captured = ObjectGraph(takingOver: localGraph, salt: Self.graphSalt(at: position))
        setCapturedGraph(captured, ofActivation: position)
        if position == currentActivation { sharedGraph = captured }
        // The instances made from now on are kept for whoever captured the graph.
        needsCompletion = true
        return captured
    }

    /// The object the registration `entry` made in the graph `container` resolves in on this
    /// thread, if any.
    func graphObject(madeBy entry: UInt64, resolvingThrough container: Container) -> AnyObject? {
        if currentContainer == ObjectIdentifier(container) { return graphObject(madeBy: entry) }
        switch graphHolding(of: container) {
        case .captured(let graph): return graph.object(madeBy: entry)
        case .records(let salt): return localGraph.object(madeBy: entry | salt)
        case nil: return nil
        }
    }


    /// Where the graph `container` resolves in on this thread keeps its instances; `nil` when
    /// `container` is not resolving.
    private func graphHolding(of container: Container) -> GraphHolding? {
        guard let position = activationPosition(of: container) else { return nil }
        if let captured = capturedGraph(ofActivation: position) { return .captured(captured) }
        return .records(salt: Self.graphSalt(at: position))
    }
}

/// Where an activation's graph keeps its instances.
private enum GraphHolding {
    /// In its own object: the graph was captured or is resumed.
    case captured(ObjectGraph)
    /// In the thread's records, keyed with this salt.
    case records(salt: UInt64)
}
