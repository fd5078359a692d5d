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

    @Test("Only .transient and .graph registrations without flags make instances directly", arguments: allSharing)
    func makesInstancesDirectly(sharing: InstanceSharing) {
        var traits = EntryTraits(sharing: sharing, isSynchronized: false, makesObjects: true)
        #expect(traits.makesInstancesDirectly == (sharing == .transient || sharing == .graph))
        traits.hasInitCompletedActions = true
        #expect(!traits.makesInstancesDirectly)
        #expect(!EntryTraits(sharing: sharing, isSynchronized: true, makesObjects: true).makesInstancesDirectly)
        #expect(!EntryTraits(sharing: sharing, isSynchronized: false, makesObjects: true, isAlias: true).makesInstancesDirectly)
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
