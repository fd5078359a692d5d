import Testing
@testable import SyringeCore

@Suite("GraphRecords")
struct GraphRecordsTests {
    @Test("Emptying the records releases their instances and keeps the buffers for the next graph")
    func removeAllKeepsBuffers() {
        let counter = LiveCounter()
        let records = GraphRecords()
        #expect(records.storeUnlessPresent(object: Tracked(counter), madeBy: 1) == nil)
        #expect(records.storeUnlessPresent(value: [Tracked(counter)] as Any, madeBy: 2) == nil)
        #expect(counter.alive == 2)
        records.removeAll()
        #expect(counter.alive == 0)
        #expect(records.count == 0 && records.value(madeBy: 2) == nil)

        let valuesBuffer = records.values.withUnsafeBufferPointer { $0.baseAddress }
        for identity in 3...5 {
            _ = records.storeUnlessPresent(value: identity as Any, madeBy: UInt64(identity))
            #expect(records.value(madeBy: UInt64(identity)) as? Int == identity)
            records.removeAll()
            #expect(records.values.withUnsafeBufferPointer { $0.baseAddress } == valuesBuffer,
                    "a graph of values allocates nothing once warm")
        }
    }
}
