import Swinject

/// The same fixtures registered on a Swinject container.
enum SwinjectWiring {
    static func graph(into container: Container) {
        container.register(Shared.self) { _ in Shared() }
        container.register(LeafG.self) { _ in LeafG() }
        container.register(LeafH.self) { _ in LeafH() }
        container.register(NodeF.self) { r in NodeF(r.resolve(Shared.self)!) }
        container.register(NodeC.self) { r in NodeC(r.resolve(NodeF.self)!, r.resolve(Shared.self)!) }
        container.register(NodeD.self) { r in NodeD(r.resolve(LeafG.self)!, r.resolve(Shared.self)!) }
        container.register(NodeE.self) { r in NodeE(r.resolve(LeafH.self)!, r.resolve(Shared.self)!) }
        container.register(NodeA.self) { r in NodeA(r.resolve(NodeC.self)!, r.resolve(NodeD.self)!, r.resolve(Shared.self)!) }
        container.register(NodeB.self) { r in NodeB(r.resolve(NodeE.self)!, r.resolve(Shared.self)!) }
        container.register(Root.self) { r in Root(r.resolve(NodeA.self)!, r.resolve(NodeB.self)!, r.resolve(Shared.self)!) }
    }

    static func services(into container: Container) {
        container.register(Plain.self) { _ in Plain() }.inObjectScope(.transient)
        container.register(MainActorPlain.self) { _ in MainActorPlain() }.inObjectScope(.transient)
        container.register(Single.self) { _ in Single() }.inObjectScope(.container)
        for index in 0..<10 {
            container.register(Single.self, name: "name-\(index)") { _ in Single() }.inObjectScope(.container)
        }
        container.register(Parameterized.self) { (_, name: String, count: Int) in Parameterized(name: name, count: count) }
            .inObjectScope(.transient)
    }
}
