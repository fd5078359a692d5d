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

    @Test("Records of one container graph are removed or taken over apart from the others, in order")
    func saltedRecords() {
        let counter = LiveCounter()
        let records = GraphRecords()
        let inner = ResolutionContext.graphSalt(at: 1)
        _ = records.storeUnlessPresent(object: Tracked(counter), madeBy: 1)
        _ = records.storeUnlessPresent(object: Tracked(counter), madeBy: 1 | inner)
        _ = records.storeUnlessPresent(value: [Tracked(counter)] as Any, madeBy: 2 | inner)
        _ = records.storeUnlessPresent(value: "outer" as Any, madeBy: 3)
        #expect(counter.alive == 3)

        records.removeAll(salt: inner)
        #expect(counter.alive == 1, "the inner graph's object and value are released")
        #expect(records.count == 2 && records.object(madeBy: 1) != nil && records.value(madeBy: 3) as? String == "outer")
        #expect(records.object(madeBy: 1 | inner) == nil && records.value(madeBy: 2 | inner) == nil)

        _ = records.storeUnlessPresent(object: Tracked(counter), madeBy: 4 | inner)
        let captured = GraphRecords()
        captured.take(from: records, salt: 0)
        #expect(captured.count == 2 && captured.object(madeBy: 1) != nil && captured.value(madeBy: 3) as? String == "outer")
        #expect(records.count == 1 && records.object(madeBy: 4 | inner) != nil, "the other graph's record stays")
        records.removeAll()
        captured.removeAll()
        #expect(counter.alive == 0)
    }
}
