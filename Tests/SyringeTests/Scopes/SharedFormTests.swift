import Testing
@testable import SyringeCore

/// Services of types that are not classes, under protocols that are not class-bound.
private protocol Named { var name: String { get } }
private protocol Labelled {}
private struct Plate: Named, Labelled { let name: String }
private final class Badge: Named, Labelled { let name = "badge" }

private final class Holder {
    let named: Named
    let labelled: Labelled?
    init(named: Named, labelled: Labelled?) {
        self.named = named
        self.labelled = labelled
    }
}

/// An instance kept by a graph or a scope reads back as the service type however the
/// registration's scope changed after it was kept, and whichever path reads it.
@Suite("Instances kept as objects read back as their service type")
struct SharedFormTests {
    init() { LogRecorder.install() }

    @Test("verify() checks a .container struct or protocol-typed registration that also forwards a type, whichever it reaches first")
    func verifyForwardedValueSingletons() {
        for forwardedFirst in [false, true] {
            let container = Container()
            container.register(Named.self) { _ in Plate(name: "plate") }.inObjectScope(.container).implements(Labelled.self)
            container.register(Holder.self) { r in
                if forwardedFirst {
                    let labelled = r.resolve(Labelled.self)
                    return Holder(named: r.resolve(Named.self)!, labelled: labelled)
                }
                let named = r.resolve(Named.self)!
                return Holder(named: named, labelled: r.resolve(Labelled.self))
            }
            let report = container.verify()
            #expect(report.isSuccessful, "\(report)")
            #expect(report.verified == ["Holder", "Labelled", "Named"])
            #expect(container.resolve(Holder.self)?.labelled is Plate)
        }
    }

    @Test("A graph-scoped value kept in a captured graph reads back after its registration becomes a singleton")
    func graphValueAfterScopeChange() throws {
        let container = Container()
        let entry = container.register(Named.self) { _ in Badge() }.inObjectScope(.graph)
        var graph: GraphIdentifier?
        container.register(Holder.self) { r in
            graph = r.resolve(GraphIdentifier.self)
            return Holder(named: r.resolve(Named.self)!, labelled: nil)
        }
        let holder = try #require(container.resolve(Holder.self))
        entry.inObjectScope(.container)
        let again = container.withObjectGraph(try #require(graph)) { $0.resolve(Named.self) }
        #expect(again?.name == "badge")
        #expect(container.resolve(Named.self)?.name == "badge")
        withExtendedLifetime(holder) {}
    }

    @Test("A .weak registration that becomes a .container one while its factory runs keeps what it made as a singleton")
    func weakBecomingSingletonWhileMaking() {
        let container = Container()
        var made = 0
        // Weak: the entry keeps this factory, which must not keep the entry.
        weak var entry: ServiceEntry<Named>?
        let registered = container.register(Named.self) { _ in
            made += 1
            entry?.inObjectScope(.container)
            return Badge()
        }.inObjectScope(.weak)
        entry = registered
        let first = container.resolve(Named.self)
        let second = container.resolve(Named.self)
        #expect(first?.name == "badge" && second?.name == "badge")
        #expect(made == 1, "the second resolve reads the singleton the first one made")
    }
}
