import Synchronization

/// A reader–writer lock for data that is read on every resolution and written rarely.
///
/// Every resolution reads the registrations, while registering, storing a singleton or
/// resetting a scope writes them. A single mutex would make threads that resolve at the same
/// time fight over one cache line; this lock has each reader announce itself on its thread's own
/// ``ReaderSlot``, so that readers on different threads never touch the same memory.
///
/// A reader announces itself on its slot and then checks that no writer is active; a writer
/// raises its flag and then waits until every thread's slot is empty. Each side orders its store
/// before its load, so at least one of them sees the other (the classic Dekker handshake), with
/// sequentially consistent operations on both sides. A reader that meets a writer steps back and
/// waits on the writer mutex.
///
/// Rules that keep it deadlock free: no user code runs while either side is held, read sections
/// never nest, and a writer never reads.
final class ReadMostlyLock: @unchecked Sendable {
    let writerActive = Atomic<Bool>(false)
    let writers = Lock()

    init() {}

    /// Runs `body` as a reader on the calling thread's slot.
    func read<Result>(_ body: () throws -> Result) rethrows -> Result {
        let section = beginRead(on: ResolutionContext.unretainedCurrent.takeUnretainedValue().readerSlot)
        let result = try body()
        section.end()
        return result
    }

    /// Enters a read section on `slot`, the calling thread's, for hot paths where a closure would
    /// get in the optimizer's way. The section is a value that cannot be copied and ends exactly
    /// once: where the code ends it, or else where it goes out of scope.
    func beginRead(on slot: ReaderSlot) -> ReadSection {
        let counter = slot.counter
        assert(counter.pointee.load(ordering: .relaxed) == 0, "Syringe: read sections must not nest")
        while true {
            counter.pointee.store(1, ordering: .sequentiallyConsistent)
            if !writerActive.load(ordering: .sequentiallyConsistent) { return ReadSection(counter: counter) }
            counter.pointee.store(0, ordering: .releasing)
            writers.withLock {}
        }
    }

    /// Runs `body` as the only thread that can see the guarded data.
    func write<Result>(_ body: () throws -> Result) rethrows -> Result {
        try writers.withLock {
            writerActive.store(true, ordering: .sequentiallyConsistent)
            defer { writerActive.store(false, ordering: .releasing) }
            ReaderSlot.waitUntilNoneIsReading()
            return try body()
        }
    }
}

/// A read section entered with ``ReadMostlyLock/beginRead(on:)``: the counter to clear when it
/// ends.
///
/// It cannot be copied, and it ends exactly once: ``end()`` consumes it, and a section that goes
/// out of scope on a path that did not end it (a thrown error, a forgotten branch) ends there.
/// A writer waits for every section to end, so a section that never ended would block every
/// registration for ever.
struct ReadSection: ~Copyable {
    let counter: UnsafeMutablePointer<Atomic<Int>>

    @inline(__always)
    init(counter: UnsafeMutablePointer<Atomic<Int>>) {
        self.counter = counter
    }

    /// Leaves the read section.
    @inline(__always)
    consuming func end() {
        counter.pointee.store(0, ordering: .releasing)
        discard self
    }

    deinit {
        counter.pointee.store(0, ordering: .releasing)
    }
}
