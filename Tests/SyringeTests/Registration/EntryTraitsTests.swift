import Testing
@testable import SyringeCore

@Suite("Registration traits")
struct EntryTraitsTests {
    private static let allSharing: [InstanceSharing] = [.transient, .graph, .container, .weak, .custom]

    @Test("Only .container and .weak registrations keep a shared instance the fast path reads", arguments: allSharing)
    func keepsSharedInstance(sharing: InstanceSharing) {
        let traits = EntryTraits(sharing: sharing, isSynchronized: false, makesObjects: true)
        #expect(traits.sharing == sharing)
        #expect(traits.keepsSharedInstance == (sharing == .container || sharing == .weak))
        let alias = EntryTraits(sharing: sharing, isSynchronized: false, makesObjects: true, isAlias: true)
        #expect(!alias.keepsSharedInstance)
    }

    @Test("Every .transient and .graph registration but an alias makes instances directly, synchronized or with handlers", arguments: allSharing)
    func makesInstancesDirectly(sharing: InstanceSharing) {
        let makesDirectly = sharing == .transient || sharing == .graph
        var traits = EntryTraits(sharing: sharing, isSynchronized: false, makesObjects: true)
        #expect(traits.makesInstancesDirectly == makesDirectly)
        traits.hasInitCompletedActions = true
        #expect(traits.makesInstancesDirectly == makesDirectly)
        #expect(EntryTraits(sharing: sharing, isSynchronized: true, makesObjects: false).makesInstancesDirectly == makesDirectly)
        #expect(!EntryTraits(sharing: sharing, isSynchronized: false, makesObjects: true, isAlias: true).makesInstancesDirectly)
    }

    @Test("An async registration's shared instance is read by async resolutions only, and the flag changes no other trait", arguments: allSharing)
    func asyncFlag(sharing: InstanceSharing) {
        let plain = EntryTraits(sharing: sharing, isSynchronized: false, makesObjects: true, argumentCount: 100)
        let async = EntryTraits(sharing: sharing, isSynchronized: false, makesObjects: true, argumentCount: 100, isAsync: true)
        #expect(async.isAsync && !plain.isAsync)
        #expect(!async.keepsSharedInstance)
        #expect(async.readByAsyncResolution.keepsSharedInstance == plain.keepsSharedInstance)
        #expect(!async.readByAsyncResolution.isAsync)
        #expect(async.sharing == sharing && async.argumentCount == 63 && plain.argumentCount == 63)
        #expect(async.makesInstancesDirectly == plain.makesInstancesDirectly)
        #expect(async.makesSharedInstancesDirectly == plain.makesSharedInstancesDirectly)
    }

    @Test("The flag of an object kept in the record changes no other trait", arguments: allSharing)
    func keepsObjectInRecord(sharing: InstanceSharing) {
        var traits = EntryTraits(sharing: sharing, isSynchronized: false, makesObjects: true)
        let before = traits
        #expect(!traits.keepsObjectInRecord)
        traits.keepsObjectInRecord = true
        #expect(traits.keepsObjectInRecord)
        #expect(traits.sharing == before.sharing && traits.identity == before.identity)
        #expect(traits.keepsSharedInstance == before.keepsSharedInstance)
        #expect(traits.makesInstancesDirectly == before.makesInstancesDirectly)
        #expect(traits.makesObjects && !traits.isSynchronized && !traits.hasInitCompletedActions && !traits.isAlias)
        traits.keepsObjectInRecord = false
        #expect(traits.bits == before.bits)
    }
}
