import Dispatch
import Foundation
import Testing
@testable import SyringeCore

@Suite("ReadMostlyLock")
struct ReadMostlyLockTests {
    /// A value guarded by the lock under test.
    private final class Guarded: @unchecked Sendable {
        let lock = ReadMostlyLock()
        var first = 0
        var second = 0
    }

    /// Runs `writers` threads that update the guarded pair and `readers` threads that read it,
    /// `sections` times each; returns how many reads saw the pair half updated, and the number
    /// of updates.
    private func race(writers: Int, readers: Int, sections: Int) -> (tornReads: Int, updates: Int) {
        let guarded = Guarded()
        let torn = CallCounter()
        DispatchQueue.concurrentPerform(iterations: writers + readers) { worker in
            for _ in 0..<sections {
                if worker < writers {
                    guarded.lock.write {
                        guarded.first += 1
                        guarded.second += 1
                    }
                } else {
                    let (first, second) = guarded.lock.read { (guarded.first, guarded.second) }
                    if first != second { torn.increment() }
                }
            }
        }
        return (torn.count, guarded.first)
    }

    @Test("Readers never see a writer's update half done")
    func writersAreExclusive() {
        let outcome = race(writers: 2, readers: 6, sections: 2_000)
        #expect(outcome.tornReads == 0)
        #expect(outcome.updates == 4_000)
    }

    @Test("A reader and a writer that start at the same moment never both go ahead")
    func readerAndWriterRacing() {
        // One reader and one writer, many short sections each: the handshake's race (both
        // announce, then both look) happens many times.
        let outcome = race(writers: 1, readers: 1, sections: 200_000)
        #expect(outcome.tornReads == 0)
        #expect(outcome.updates == 200_000)
    }

    @Test("A read section that is not ended explicitly ends where it goes out of scope", .timeLimit(.minutes(1)))
    func sectionEndsItself() {
        let lock = ReadMostlyLock()
        let slot = ResolutionContext.current.readerSlot
        func leave(_ section: consuming ReadSection) {}
        leave(lock.beginRead(on: slot))
        #expect(slot.counter.pointee.load(ordering: .relaxed) == 0)
        let wrote = lock.write { true }   // would wait for ever on a section still open
        #expect(wrote)
    }

    @Test("A writer waits for a read section in progress on another thread, of any lock")
    func writerWaitsForReaders() {
        let reading = ReadMostlyLock()
        let writing = ReadMostlyLock()
        let entered = DispatchSemaphore(value: 0)
        let leave = DispatchSemaphore(value: 0)
        let wrote = LockedValue(false)
        let reader = Thread {
            reading.read {
                entered.signal()
                leave.wait()
            }
        }
        reader.start()
        entered.wait()
        let writerStarted = DispatchSemaphore(value: 0)
        let writer = Thread {
            writerStarted.signal()
            writing.write { wrote.withLock { $0 = true } }
        }
        writer.start()
        writerStarted.wait()
        Thread.sleep(forTimeInterval: 0.05)
        #expect(!wrote.withLock { $0 }, "the read section is still open")
        leave.signal()
        expectCompletes(within: 10) {
            while !wrote.withLock({ $0 }) { Thread.sleep(forTimeInterval: 0.001) }
        }
    }

    @Test("A thread that ends leaves its reader slot to the next thread that resolves")
    func slotsOfEndedThreadsAreReused() {
        let container = Container()
        container.register(Animal.self) { _ in Cat() }
        let slotsBefore = ReaderSlot.count
        for _ in 0..<100 {
            let resolved = DispatchSemaphore(value: 0)
            let thread = Thread {
                _ = container.resolve(Animal.self)
                resolved.signal()
            }
            thread.start()
            resolved.wait()
            // Let the thread end, and release its context, before the next one starts.
            Thread.sleep(forTimeInterval: 0.002)
        }
        // Other tests run meanwhile and may add slots of their own; without reuse this test alone
        // would add a hundred.
        #expect(ReaderSlot.count - slotsBefore < 50)
    }
}
