import Testing
@testable import SyringeCore

private struct AnimalAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Animal.self) { _ in Cat(name: "Whiskers") }
        container.register(Animal.self, name: "dog") { _ in Dog(name: "Rex") }
    }
}

private struct FoodAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Food.self) { _ in Sushi() }
    }
}

private struct PersonAssembly: Assembly {
    func assemble(container: Container) {
        container.register(PetOwner.self) { r in
            let owner = PetOwner(pet: r.resolve(Animal.self))
            owner.favoriteFood = r.resolve(Food.self)
            return owner
        }
    }
}

/// Records the order of `assemble` and `loaded` calls across assemblies.
private final class LoadLog {
    var events: [String] = []
    var resolvedInLoaded: Animal?
}

private struct RecordingAssembly: LoadAwareAssembly {
    let name: String
    let log: LoadLog

    func assemble(container: Container) {
        log.events.append("assemble \(name)")
    }

    func loaded(resolver: Resolver) {
        log.events.append("loaded \(name)")
        log.resolvedInLoaded = resolver.resolve(Animal.self)
    }
}

@Suite("Assembler")
struct AssemblerTests {
    init() { LogRecorder.install() }

    @Test("An assembler builds its container from assemblies")
    func assembles() {
        let assembler = Assembler([AnimalAssembly(), FoodAssembly(), PersonAssembly()])
        let owner = assembler.resolver.resolve(PetOwner.self)
        #expect(owner?.pet?.name == "Whiskers")
        #expect(owner?.favoriteFood is Sushi)
        #expect(assembler.resolver.resolve(Animal.self, name: "dog")?.name == "Rex")
    }

    @Test("Assemblies can be applied later, one or several at a time")
    func appliesLater() {
        let assembler = Assembler()
        #expect(assembler.resolver.resolve(Animal.self) == nil)
        assembler.apply(assembly: AnimalAssembly())
        #expect(assembler.resolver.resolve(Animal.self) != nil)
        assembler.apply(assemblies: [FoodAssembly(), PersonAssembly()])
        #expect(assembler.resolver.resolve(PetOwner.self)?.favoriteFood is Sushi)
    }

    @Test("loaded(resolver:) runs after every assembly applied together has assembled")
    func loadedRunsAfterAssemble() {
        let log = LoadLog()
        let assembler = Assembler([
            RecordingAssembly(name: "a", log: log), AnimalAssembly(), RecordingAssembly(name: "b", log: log),
        ])
        #expect(log.events == ["assemble a", "assemble b", "loaded a", "loaded b"])
        #expect(log.resolvedInLoaded?.name == "Whiskers")
        assembler.apply(assembly: RecordingAssembly(name: "c", log: log))
        #expect(log.events.suffix(2) == ["assemble c", "loaded c"])
    }

    @Test("A given container is used as the baseline")
    func givenContainer() {
        let container = Container { $0.register(Food.self) { _ in Pizza() } }
        let assembler = Assembler([PersonAssembly()], container: container)
        #expect(assembler.resolver.resolve(PetOwner.self)?.favoriteFood is Pizza)
        #expect(Assembler(container: container).resolver.resolve(Food.self) is Pizza)
        #expect(Assembler(container: nil).resolver.resolve(Food.self) == nil)
    }

    @Test("A child assembler resolves its parent's registrations, not the other way round")
    func parentAssembler() {
        let parent = Assembler([AnimalAssembly(), FoodAssembly()])
        let child = Assembler([PersonAssembly()], parent: parent)
        #expect(child.resolver.resolve(PetOwner.self)?.pet != nil)
        #expect(parent.resolver.resolve(PetOwner.self) == nil)
        let empty = Assembler(parentAssembler: parent)
        #expect(empty.resolver.resolve(Food.self) is Sushi)
    }

    @Test("A child assembler takes a default object scope and behaviors")
    func childOptions() {
        let recorder = RegistrationRecorder()
        let assembler = Assembler([AnimalAssembly()], parent: nil, defaultObjectScope: .container, behaviors: [recorder])
        #expect(assembler.resolver.resolve(Animal.self) === assembler.resolver.resolve(Animal.self))
        #expect(recorder.registrations.count == 2)
        let empty = Assembler(parentAssembler: nil, defaultObjectScope: .container, behaviors: [recorder])
        #expect(empty.resolver.resolve(Animal.self) == nil)
    }

    @Test("The deprecated throwing initialisers still work")
    @available(*, deprecated)
    func deprecatedInitialisers() throws {
        let assembler = try Assembler(assemblies: [AnimalAssembly()])
        #expect(assembler.resolver.resolve(Animal.self) != nil)
        let child = try Assembler(assemblies: [FoodAssembly()], parentAssembler: assembler)
        #expect(child.resolver.resolve(Animal.self) != nil)
        #expect(child.resolver.resolve(Food.self) != nil)
    }
}
