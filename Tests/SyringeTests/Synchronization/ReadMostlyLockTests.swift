import Dispatch
import Testing
@testable import Syringe

@Suite("ReadMostlyLock")
struct ReadMostlyLockTests {
    /// A value guarded by the lock under test.
    private final class Guarded: @unchecked Sendable {
        let lock = ReadMostlyLock()
        var first = 0
        var second = 0
    }

    @Test("Readers never see a writer's update half done")
    func writersAreExclusive() {
        let guarded = Guarded()
        let torn = CallCounter()
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for _ in 0..<2_000 {
                if worker < 2 {
                    guarded.lock.write {
                        guarded.first += 1
                        guarded.second += 1
                    }
                } else {
                    let (first, second) = guarded.lock.read(stripe: ThreadStripe.current) {
                        (guarded.first, guarded.second)
                    }
                    if first != second { torn.increment() }
                }
            }
        }
        #expect(torn.count == 0)
        #expect(guarded.first == 4_000)
    }

    @Test("Every stripe index is valid")
    func stripeRange() {
        let guarded = Guarded()
        for stripe in -3..<20 {
            #expect(guarded.lock.read(stripe: stripe) { true })
        }
        #expect((0..<ReadMostlyLock.stripeCount).contains(ThreadStripe.current))
    }
}
