/// The object graph of the current container (see ``GraphActivation``): the thread's own records,
/// keyed with the container's salt, while nobody captured the graph, or the ``ObjectGraph`` that
/// a capture or a resumed resolution put in their place.
extension ResolutionContext {
    /// Whether an instance made now may be looked for in the graph in progress later: by another
    /// part of the resolution it is nested in, or because the outermost resolution completes its
    /// graph (a captured graph, an instance stored meanwhile through a circular dependency).
    @inline(__always)
    var graphMayBeReadLater: Bool {
        if depth > 1 { return true }
        return needsCompletion
    }

    /// The object `entry` made in the graph in progress, if any.
    @inline(__always)
    func graphObject(madeBy entry: UInt64) -> AnyObject? {
        if let sharedGraph { return sharedGraph.object(madeBy: entry) }
        return localGraph.object(madeBy: entry | graphSalt)
    }

    /// Remembers the object `entry` made in the graph in progress, unless the graph already has
    /// one for `entry` (made meanwhile through a circular dependency), which it returns instead;
    /// only records from `start` on are searched in the thread's own graph.
    @inline(__always)
    func storeInGraphUnlessPresent(object: AnyObject, madeBy entry: UInt64, searchingFrom start: Int = 0) -> AnyObject? {
        needsCompletion = true
        if let sharedGraph { return sharedGraph.storeUnlessPresent(object: object, madeBy: entry) }
        return localGraph.storeUnlessPresent(object: object, madeBy: entry | graphSalt, searchingFrom: start)
    }

    /// Notes that the instance `entry` made in the graph in progress is now shared beyond it:
    /// the graph keeps answering for it until the resolution ends (that is how circular
    /// dependencies through it converge), but a captured graph forgets it afterwards, so that it
    /// never hands back an instance a reset discarded.
    func markPublishedInGraph(madeBy entry: UInt64) {
        if let sharedGraph { return sharedGraph.markPublished(madeBy: entry) }
        localGraph.markPublished(madeBy: entry | graphSalt)
    }

    /// The current container's graph as an object that can outlive the resolution; from now on
    /// its instances live there. Only valid during a resolution.
    func captureGraph() -> ObjectGraph {
        if let sharedGraph { return sharedGraph }
        return captureGraph(at: currentActivation)
    }

    /// The identifier of the graph `container` resolves in on this thread, or of the current
    /// container's graph for a resolver that is no container; `nil` when it is not resolving.
    func currentGraphIdentifier(through container: Container?) -> GraphIdentifier? {
        guard let container else { return isResolving ? GraphIdentifier(captureGraph()) : nil }
        return captureGraph(of: container).map(GraphIdentifier.init)
    }
}
