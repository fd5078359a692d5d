import Testing
@testable import SyringeCore

@Suite("GraphRecords")
struct GraphRecordsTests {
    @Test("Emptying the records releases their instances and keeps the buffer for the next graph")
    func removeAllKeepsBuffers() {
        let counter = LiveCounter()
        let records = GraphRecords()
        #expect(records.storeUnlessPresent(object: Tracked(counter), madeBy: 1) == nil)
        // A value, kept in the form of a `.graph` registration of a value type.
        #expect(records.storeUnlessPresent(object: SharedForm.box.object(of: [Tracked(counter)]), madeBy: 2) == nil)
        #expect(counter.alive == 2)
        records.removeAll()
        #expect(counter.alive == 0)
        #expect(records.count == 0 && records.object(madeBy: 2) == nil)

        // The records and the spare buffer trade places at each removal: no other buffer appears.
        var buffers = Set<UnsafeRawPointer?>()
        for identity in 3...8 {
            _ = records.storeUnlessPresent(object: SharedForm.box.object(of: identity), madeBy: UInt64(identity))
            #expect(records.object(madeBy: UInt64(identity)).map { SharedForm.box.instance(of: $0, as: Int.self) } == identity)
            records.removeAll()
            buffers.insert(records.records.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) })
        }
        #expect(buffers.count <= 2, "a graph allocates no records once warm")
    }

    @Test("Records of one container graph are removed or taken over apart from the others, in order")
    func saltedRecords() {
        let counter = LiveCounter()
        let records = GraphRecords()
        let inner = ResolutionContext.graphSalt(at: 1)
        _ = records.storeUnlessPresent(object: Tracked(counter), madeBy: 1)
        _ = records.storeUnlessPresent(object: Tracked(counter), madeBy: 1 | inner)
        _ = records.storeUnlessPresent(object: SharedForm.box.object(of: [Tracked(counter)]), madeBy: 2 | inner)
        _ = records.storeUnlessPresent(object: SharedForm.box.object(of: "outer"), madeBy: 3)
        #expect(counter.alive == 3)

        records.removeAll(salt: inner)
        #expect(counter.alive == 1, "the inner graph's object and value are released")
        #expect(records.count == 2 && records.object(madeBy: 1) != nil)
        #expect(records.object(madeBy: 3).map { SharedForm.box.instance(of: $0, as: String.self) } == "outer")
        #expect(records.object(madeBy: 1 | inner) == nil && records.object(madeBy: 2 | inner) == nil)

        _ = records.storeUnlessPresent(object: Tracked(counter), madeBy: 4 | inner)
        let captured = GraphRecords()
        captured.take(from: records, salt: 0)
        #expect(captured.count == 2 && captured.object(madeBy: 1) != nil)
        #expect(captured.object(madeBy: 3).map { SharedForm.box.instance(of: $0, as: String.self) } == "outer")
        #expect(records.count == 1 && records.object(madeBy: 4 | inner) != nil, "the other graph's record stays")
        records.removeAll()
        captured.removeAll()
        #expect(counter.alive == 0)
    }
}
