import Foundation
import Testing
@testable import SyringeCore

// A randomized test: seeded sequences of registrations, removals, resolutions, resets and child
// containers run against a real container and against `ContainerModel`, a few dozen lines that
// state the semantics directly. Any difference fails with the seed and the last operations, and
// `SYRINGE_MODEL_SEED=<seed> swift test --filter ModelBasedTests` replays it.

/// What every factory of the test makes: which registration made it, when, and with what argument.
class ModelInstance {
    let registration: Int
    let serial: Int
    let argument: Int?

    required init(registration: Int, serial: Int, argument: Int?) {
        self.registration = registration
        self.serial = serial
        self.argument = argument
    }
}

/// A service type of the test; three distinct types give three independent sets of keys.
protocol ModelSlot: ModelInstance {}
final class SlotA: ModelInstance, ModelSlot {}
final class SlotB: ModelInstance, ModelSlot {}
final class SlotC: ModelInstance, ModelSlot {}

extension ModelSlot {
    static func register(
        on container: Container, name: String?, takesArgument: Bool, scope: ObjectScope,
        registration: Int, serials: SerialSource
    ) -> AnyServiceEntry {
        if takesArgument {
            return container.register(Self.self, name: name) { (_, value: Int) in
                Self(registration: registration, serial: serials.next(), argument: value)
            }.inObjectScope(scope)
        }
        return container.register(Self.self, name: name) { _ in
            Self(registration: registration, serial: serials.next(), argument: nil)
        }.inObjectScope(scope)
    }

    static func resolve(from container: Container, name: String?, argument: Int?) -> ModelInstance? {
        if let argument { return container.resolve(Self.self, name: name, argument: argument) }
        return container.resolve(Self.self, name: name)
    }

    static func hasRegistration(in container: Container, name: String?) -> Bool {
        container.hasAnyRegistration(of: Self.self, name: name)
    }

    static func reset(_ scope: ObjectScope, in container: Container) {
        container.resetObjectScope(scope, serviceType: Self.self)
    }
}

/// Numbers the instances the factories make.
final class SerialSource {
    private(set) var last = 0
    func next() -> Int {
        last += 1
        return last
    }
}

/// SplitMix64: a small generator whose sequence depends only on its seed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The semantics the container must follow, stated directly.
struct ContainerModel {
    struct Key: Hashable, CustomStringConvertible {
        let slot: Int
        let name: String?
        let takesArgument: Bool

        var description: String {
            "slot\(slot)" + (name.map { " named \($0)" } ?? "") + (takesArgument ? " with Int" : "")
        }
    }

    struct Registration {
        let id: Int
        let container: Int
        let key: Key
        let scope: ObjectScope
    }

    /// The parent of each container, by index; `nil` for the root.
    var parents: [Int?] = [nil]
    /// Per container, per key, the registrations from oldest to newest: the last one serves.
    var stacks: [[Key: [Registration]]] = [[:]]
    /// The instance a container-, session- or weak-scoped registration keeps: its serial and argument.
    var kept: [Int: (serial: Int, argument: Int?)] = [:]

    /// Containers from `index` up to the root.
    func hierarchy(from index: Int) -> [Int] {
        var chain = [index]
        while let parent = parents[chain.last!] { chain.append(parent) }
        return chain
    }

    /// The registration that serves `key` from container `index`: the newest in the nearest container.
    func serving(_ key: Key, from index: Int) -> Registration? {
        for container in hierarchy(from: index) {
            if let newest = stacks[container][key]?.last { return newest }
        }
        return nil
    }

    mutating func register(_ registration: Registration) {
        if let shadowed = stacks[registration.container][registration.key]?.last {
            kept[shadowed.id] = nil
        }
        stacks[registration.container][registration.key, default: []].append(registration)
    }

    mutating func remove(_ registration: Registration) {
        stacks[registration.container][registration.key]?.removeAll { $0.id == registration.id }
        kept[registration.id] = nil
    }

    mutating func removeAll(in container: Int) {
        for registration in stacks[container].values.joined() { kept[registration.id] = nil }
        stacks[container] = [:]
    }

    /// `resetObjectScope(scope)`: the visible registrations of the container and its ancestors.
    mutating func reset(_ scope: ObjectScope, from index: Int) {
        for container in hierarchy(from: index) {
            for newest in stacks[container].values.compactMap(\.last) where newest.scope === scope {
                kept[newest.id] = nil
            }
        }
    }

    /// `resetObjectScope(scope, serviceType:)`: goes on to the parent only while the container has
    /// a registration of the type.
    mutating func reset(_ scope: ObjectScope, slot: Int, from index: Int) {
        for container in hierarchy(from: index) {
            let ofType = stacks[container].filter { $0.key.slot == slot }.values.compactMap(\.last)
            for newest in ofType where newest.scope === scope { kept[newest.id] = nil }
            if ofType.isEmpty { return }
        }
    }
}

/// Runs one seeded sequence against the container and the model.
struct ModelBasedRun {
    static let slots: [any ModelSlot.Type] = [SlotA.self, SlotB.self, SlotC.self]
    /// A few names, or forty: a type registered under many names.
    let names: [String?]
    /// With many names, registrations pile up: fewer removals and no `removeAll`.
    var keepsRegistrations: Bool { names.count > 16 }
    /// A custom scope that keeps its instance until reset, as `.container` does, through its storage.
    static let session = ObjectScope(storageFactory: PermanentStorage.init, description: "session")
    static let scopes: [ObjectScope] = [.transient, .graph, .container, .weak, session]

    var generator: SeededGenerator
    var model = ContainerModel()
    var containers = [Container()]
    var entries: [(registration: ContainerModel.Registration, entry: AnyServiceEntry)] = []
    /// Weak-scoped instances the test keeps alive, by registration.
    var held: [Int: ModelInstance] = [:]
    let serials = SerialSource()
    var nextRegistration = 0
    var trace: [String] = []

    init(seed: UInt64, nameCount: Int) {
        generator = SeededGenerator(seed: seed)
        names = [nil] + (1..<nameCount).map { "name\($0)" }
    }

    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements.randomElement(using: &generator)!
    }

    /// Performs one random operation; returns a description of the difference, if any.
    mutating func step() -> String? {
        let roll = Int.random(in: 0..<100, using: &generator)
        let container = Int.random(in: 0..<containers.count, using: &generator)
        let slot = Int.random(in: 0..<Self.slots.count, using: &generator)
        let key = ContainerModel.Key(slot: slot, name: pick(names), takesArgument: Bool.random(using: &generator))
        switch roll {
        case 0..<25: register(key, in: container)
        case 25..<35 where !keepsRegistrations || roll.isMultiple(of: 4): removeRandomEntry()
        case 35..<75: return resolve(key, from: container)
        case 75..<82:
            let scope = pick([ObjectScope.container, .weak, Self.session])
            trace.append("container\(container).resetObjectScope(\(scope))")
            containers[container].resetObjectScope(scope)
            model.reset(scope, from: container)
        case 82..<87:
            let scope = pick([ObjectScope.container, .weak, Self.session])
            trace.append("container\(container).resetObjectScope(\(scope), serviceType: slot\(slot))")
            Self.slots[slot].reset(scope, in: containers[container])
            model.reset(scope, slot: slot, from: container)
        case 87..<93:
            let expected = model.hierarchy(from: container).contains { index in
                model.stacks[index].contains { $0.key.slot == slot && $0.key.name == key.name && !$0.value.isEmpty }
            }
            trace.append("container\(container).hasAnyRegistration(slot\(slot), name: \(key.name ?? "nil"))")
            if Self.slots[slot].hasRegistration(in: containers[container], name: key.name) != expected {
                return "hasAnyRegistration should be \(expected)"
            }
        case 93..<97 where containers.count < 6:
            trace.append("container\(containers.count) = Container(parent: container\(container))")
            containers.append(Container(parent: containers[container]))
            model.parents.append(container)
            model.stacks.append([:])
        case 97..<99 where container > 0 && !keepsRegistrations:
            trace.append("container\(container).removeAll()")
            containers[container].removeAll()
            model.removeAll(in: container)
            entries.removeAll { $0.registration.container == container }
        default:
            return resolve(key, from: container)
        }
        return nil
    }

    mutating func register(_ key: ContainerModel.Key, in container: Int) {
        nextRegistration += 1
        let registration = ContainerModel.Registration(
            id: nextRegistration, container: container, key: key, scope: pick(Self.scopes))
        trace.append("container\(container).register(\(key)) in \(registration.scope) as #\(registration.id)")
        let entry = Self.slots[key.slot].register(
            on: containers[container], name: key.name, takesArgument: key.takesArgument,
            scope: registration.scope, registration: registration.id, serials: serials)
        entries.append((registration, entry))
        model.register(registration)
    }

    mutating func removeRandomEntry() {
        guard !entries.isEmpty else { return trace.append("remove: nothing registered") }
        let index = Int.random(in: 0..<entries.count, using: &generator)
        let (registration, entry) = entries.remove(at: index)
        trace.append("container\(registration.container).remove(#\(registration.id))")
        _ = containers[registration.container].remove(entry)
        model.remove(registration)
    }

    mutating func resolve(_ key: ContainerModel.Key, from container: Int) -> String? {
        let argument = key.takesArgument ? Int.random(in: 0..<1_000, using: &generator) : nil
        trace.append("container\(container).resolve(\(key), argument: \(argument.map(String.init) ?? "none"))")
        let lastSerial = serials.last
        let instance = Self.slots[key.slot].resolve(from: containers[container], name: key.name, argument: argument)
        guard let expected = model.serving(key, from: container) else {
            return instance.map { "expected nil, got an instance of #\($0.registration)" }
        }
        guard let instance else { return "expected an instance of #\(expected.id), got nil" }
        if instance.registration != expected.id {
            return "expected an instance of #\(expected.id), got one of #\(instance.registration)"
        }
        let keepsUntilReset = expected.scope === ObjectScope.container || expected.scope === Self.session
        let isShared = keepsUntilReset
            || (expected.scope === ObjectScope.weak && held[expected.id] != nil)
        if isShared, let kept = model.kept[expected.id] {
            if instance.serial != kept.serial || instance.argument != kept.argument {
                return "expected the kept instance \(kept.serial), got \(instance.serial)"
            }
        } else if instance.serial != lastSerial + 1 || instance.argument != argument {
            return "expected a new instance made with \(argument.map(String.init) ?? "no argument")"
        }
        if keepsUntilReset || expected.scope === ObjectScope.weak {
            model.kept[expected.id] = (instance.serial, instance.argument)
        }
        if expected.scope === ObjectScope.weak {
            held[expected.id] = Bool.random(using: &generator) ? instance : nil
        }
        return nil
    }
}

@Suite("Model-based: random operation sequences against a reference model")
struct ModelBasedTests {
    static let operationsPerSeed = 10_000

    /// Fixed seeds, plus the one in `SYRINGE_MODEL_SEED` to replay a failure.
    static let seeds: [UInt64] = {
        if let seed = ProcessInfo.processInfo.environment["SYRINGE_MODEL_SEED"].flatMap(UInt64.init) { return [seed] }
        return [1, 0xC0FFEE, 20_261_123]
    }()

    @Test("The container behaves as the model says", arguments: seeds)
    func matchesModel(seed: UInt64) {
        check(seed: seed, nameCount: 3)
    }

    @Test("The container behaves as the model says with forty names per type", arguments: seeds.prefix(1))
    func matchesModelWithManyNames(seed: UInt64) {
        check(seed: seed, nameCount: 40)
    }

    private func check(seed: UInt64, nameCount: Int) {
        LogRecorder.install()
        var run = ModelBasedRun(seed: seed, nameCount: nameCount)
        for operation in 1...Self.operationsPerSeed {
            if let difference = run.step() {
                Issue.record("""
                    seed \(seed), \(nameCount) names, operation \(operation): \(difference)
                    last operations:
                    \(run.trace.suffix(12).joined(separator: "\n"))
                    replay: SYRINGE_MODEL_SEED=\(seed) swift test --filter ModelBasedTests
                    """)
                return
            }
        }
        #expect(run.trace.count == Self.operationsPerSeed)
    }
}
