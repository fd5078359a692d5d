/// A graph of ten objects, five levels deep, in which seven objects depend on one shared object
/// that must be a single instance per resolution:
///
///     Root → A, B, Shared      A → C, D, Shared     B → E, Shared
///     C → F, Shared            D → G, Shared        E → H, Shared
///     F → Shared               G, H → nothing
final class Shared {}
final class LeafG {}
final class LeafH {}
final class NodeF { let shared: Shared; init(_ shared: Shared) { self.shared = shared } }
final class NodeC { let f: NodeF; let shared: Shared; init(_ f: NodeF, _ shared: Shared) { (self.f, self.shared) = (f, shared) } }
final class NodeD { let g: LeafG; let shared: Shared; init(_ g: LeafG, _ shared: Shared) { (self.g, self.shared) = (g, shared) } }
final class NodeE { let h: LeafH; let shared: Shared; init(_ h: LeafH, _ shared: Shared) { (self.h, self.shared) = (h, shared) } }
final class NodeA {
    let c: NodeC, d: NodeD, shared: Shared
    init(_ c: NodeC, _ d: NodeD, _ shared: Shared) { (self.c, self.d, self.shared) = (c, d, shared) }
}
final class NodeB { let e: NodeE; let shared: Shared; init(_ e: NodeE, _ shared: Shared) { (self.e, self.shared) = (e, shared) } }
final class Root {
    let a: NodeA, b: NodeB, shared: Shared
    init(_ a: NodeA, _ b: NodeB, _ shared: Shared) { (self.a, self.b, self.shared) = (a, b, shared) }

    /// Whether all seven dependents got the same shared instance.
    var sharesOneInstance: Bool {
        [a.shared, b.shared, a.c.shared, a.d.shared, b.e.shared, a.c.f.shared].allSatisfy { $0 === shared }
    }
}

/// The graph built by hand: the floor any container is measured against.
func makeGraphByHand() -> Root {
    let shared = Shared()
    return Root(
        NodeA(NodeC(NodeF(shared), shared), NodeD(LeafG(), shared), shared),
        NodeB(NodeE(LeafH(), shared), shared),
        shared)
}
