import Testing
import Syringe
@testable import SyringeCore

/// Resolves a service from `container` when it is released.
private final class ResolvesWhenReleased: @unchecked Sendable {
    let container: Container
    init(_ container: Container) { self.container = container }
    deinit { _ = container.resolve(Food.self) }
}

/// Reads a `Lazy` when it is released.
private final class ReadsLazyWhenReleased {
    let lazy: Lazy<Food>
    init(_ lazy: Lazy<Food>) { self.lazy = lazy }
    deinit { _ = lazy.instance }
}

@Suite("User code that runs while Syringe cleans up")
struct ReentrancyTests {
    @Test("A deinit that resolves while a graph is emptied")
    func resolveWhileGraphIsEmptied() {
        let container = Container()
        container.register(Food.self) { _ in Sushi() }
        container.register(ResolvesWhenReleased.self) { [unowned container] _ in ResolvesWhenReleased(container) }
        container.register(PetOwner.self) { r in
            _ = r.resolve(ResolvesWhenReleased.self)
            return PetOwner()
        }
        for _ in 0..<10 { #expect(container.resolve(PetOwner.self) != nil) }
    }

    @Test("A deinit that resolves when resetObjectScope, inObjectScope, remove or removeAll release a singleton")
    func resolveWhileDiscarding() {
        expectCompletes {
            let container = Container()
            container.register(Food.self) { _ in Sushi() }
            let entry = container.register(ResolvesWhenReleased.self) { _ in ResolvesWhenReleased(container) }
                .inObjectScope(.container)
            _ = container.resolve(ResolvesWhenReleased.self)
            container.resetObjectScope(.container)
            _ = container.resolve(ResolvesWhenReleased.self)
            entry.inObjectScope(.container)
            _ = container.resolve(ResolvesWhenReleased.self)
            container.register(ResolvesWhenReleased.self) { _ in ResolvesWhenReleased(container) }
            _ = container.resolve(ResolvesWhenReleased.self)
            container.remove(entry)
            container.removeAll()
        }
    }

    @Test("A deinit that reads a Lazy of the graph that is being weakened")
    func lazyWhileGraphIsWeakened() {
        expectCompletes {
            let container = Container()
            container.register(Food.self) { _ in Sushi() }
            container.register(ReadsLazyWhenReleased.self) { r in ReadsLazyWhenReleased(r.resolve(Lazy<Food>.self)!) }
            container.register(PetOwner.self) { r in
                _ = r.resolve(ReadsLazyWhenReleased.self)
                return PetOwner()
            }
            for _ in 0..<5 { _ = container.resolve(PetOwner.self) }
        }
    }

    @Test("A custom scope whose storage factory changes the entry's scope")
    func scopeChangedWhileMakingStorage() {
        let container = Container()
        var entry: ServiceEntry<Dog>?
        let custom = ObjectScope(storageFactory: {
            entry?.inObjectScope(.container)
            return PermanentStorage()
        })
        entry = container.register(Dog.self) { _ in Dog() }.inObjectScope(custom)
        let first = container.resolve(Dog.self)
        let second = container.resolve(Dog.self)
        #expect(first != nil)
        #expect(second === container.resolve(Dog.self))
    }

    @Test("A singleton's deinit may describe its registration while the container goes away")
    func describeDuringTeardown() {
        final class Describes {
            var entry: AnyServiceEntry?
            var describedInDeinit: (String) -> Void = { _ in }
            deinit { entry.map { describedInDeinit($0.description) } }
        }
        var descriptions: [String] = []
        var container: Container? = Container()
        let entry = container!.register(Describes.self) { _ in Describes() }.inObjectScope(.container)
        do {
            let describes = container!.resolve(Describes.self)!
            describes.entry = entry
            describes.describedInDeinit = { descriptions.append($0) }
        }
        container = nil
        // The singleton went with its container although its own entry still refers to its
        // registration, and described it while going.
        #expect(descriptions == [entry.description])
        #expect(entry.description.contains("Service: Describes"))
    }
}

@Suite("Behaviour fixed after review")
struct ReviewRegressionTests {
    init() { LogRecorder.install() }

    @Test("After a reset, a Lazy made earlier resolves the new singleton, not the discarded one")
    func lazyAfterReset() throws {
        let container = Container()
        container.register(Food.self) { _ in Sushi() }.inObjectScope(.container)
        container.register(PetOwner.self) { r in
            let owner = PetOwner()
            owner.favoriteFood = r.resolve(Food.self)
            return owner
        }
        final class Holder { var lazy: Lazy<Food>? }
        let holder = Holder()
        container.register(Holder.self) { r in
            holder.lazy = r.resolve(Lazy<Food>.self)
            _ = r.resolve(PetOwner.self)
            return holder
        }
        _ = container.resolve(Holder.self)
        let old = container.resolve(Food.self)
        container.resetObjectScope(.container)
        let lazyFood = try #require(holder.lazy).instance
        #expect(lazyFood !== old)
        #expect(lazyFood === container.resolve(Food.self))
    }

    @Test("Registering a key again lets the shadowed singleton go; removing the newer one makes a new one")
    func reregistrationReleases() {
        let counter = LiveCounter()
        let container = Container()
        container.register(Tracked.self) { _ in Tracked(counter) }.inObjectScope(.container)
        _ = container.resolve(Tracked.self)
        for _ in 0..<5 {
            container.register(Tracked.self) { _ in Tracked(counter) }.inObjectScope(.container)
            _ = container.resolve(Tracked.self)
        }
        #expect(counter.alive == 1)
    }

    @Test("A shadowed registration that still serves a forwarded type keeps its singleton")
    func shadowedButForwarded() {
        let container = Container()
        container.register(Dog.self) { _ in Dog(name: "first") }.inObjectScope(.container).implements(Animal.self)
        let animal = container.resolve(Animal.self)
        container.register(Dog.self) { _ in Dog(name: "second") }
        #expect(container.resolve(Animal.self) === animal)
    }

    @Test("A singleton with @Injected properties does not keep its container alive once resolved")
    func injectedLetsGo() {
        final class Service {
            @Injected var food: Food
        }
        weak var weakContainer: Container?
        weak var weakService: Service?
        do {
            let container = Container()
            container.register(Food.self) { _ in Sushi() }
            container.register(Service.self) { r in
                withSpace({ $0.dependenciesContainer = r as! Container }) { Service() }
            }
            .inObjectScope(.container)
            let service = container.resolve(Service.self)!
            _ = service.food
            weakContainer = container
            weakService = service
        }
        #expect(weakContainer == nil)
        #expect(weakService == nil)
    }

    @Test("r ~> GraphIdentifier.self and require give the graph in progress")
    func graphIdentifierThroughRequiredForms() {
        let container = Container()
        var identifiers: [GraphIdentifier] = []
        container.register(Dog.self) { r in
            identifiers.append(r ~> GraphIdentifier.self)
            identifiers.append(try! r.require(GraphIdentifier.self))
            return Dog()
        }
        _ = container.resolve(Dog.self)
        #expect(identifiers.count == 2 && identifiers[0] == identifiers[1])
    }

    @Test("Forwarding to a registration of another hierarchy stops with an explanation")
    func forwardAcrossHierarchies() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let entry = Container().register(Dog.self) { _ in Dog() }
            let other = Container()
            withExtendedLifetime(entry) { other.forward(Animal.self, to: entry) }
        }.map { result in
            #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("another hierarchy"))
        }
    }

    @Test("Endless recursion with new arguments each time stops at the depth limit as a circular dependency")
    func depthLimit() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            final class Node {
                let child: Node?
                init(child: Node?) { self.child = child }
            }
            let container = Container()
            container.register(Node.self) { (r, depth: Int) in Node(child: r.resolve(Node.self, argument: depth + 1)) }
                .inObjectScope(.transient)
            _ = container.resolve(Node.self, argument: 0)
        }.map { result in
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(output.contains("circular dependency: Node → Node, entered again with other runtime arguments each time"))
            #expect(output.contains("nested 257 levels deep"))
        }
    }
}
