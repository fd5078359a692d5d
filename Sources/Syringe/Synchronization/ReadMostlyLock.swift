#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
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
        let section = beginRead(on: ResolutionContext.current.readerSlot)
        let result = try body()
        section.end()
        return result
    }

    /// Enters a read section on `slot`, the calling thread's, for hot paths where a closure would
    /// get in the optimizer's way. The section is a value that cannot be copied and ends exactly
    /// once: where the code ends it, or else where it goes out of scope.
    func beginRead(on slot: ReaderSlot) -> ReadSection {
        assert(slot.readers.load(ordering: .relaxed) == 0, "Syringe: read sections must not nest")
        while true {
            slot.readers.store(1, ordering: .sequentiallyConsistent)
            if !writerActive.load(ordering: .sequentiallyConsistent) { return ReadSection(slot: slot) }
            slot.readers.store(0, ordering: .releasing)
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

/// A read section entered with ``ReadMostlyLock/beginRead(on:)``: the slot whose counter to clear
/// when it ends.
///
/// It cannot be copied, and it ends exactly once: ``end()`` consumes it, and a section that goes
/// out of scope on a path that did not end it (a thrown error, a forgotten branch) ends there.
/// A writer waits for every section to end, so a section that never ended would block every
/// registration for ever. The slot is not retained: slots are never freed (see ``ReaderSlot``).
struct ReadSection: ~Copyable {
    unowned(unsafe) let slot: ReaderSlot

    @inline(__always)
    init(slot: ReaderSlot) {
        self.slot = slot
    }

    /// Leaves the read section.
    @inline(__always)
    consuming func end() {
        slot.readers.store(0, ordering: .releasing)
        discard self
    }

    deinit {
        slot.readers.store(0, ordering: .releasing)
    }
}

/// The counter on which one thread announces its read sections to every ``ReadMostlyLock``.
///
/// Each thread that reads has its own slot (its ``ResolutionContext`` claims it), its counter
/// on a cache line of its own. Only that thread changes the
/// counter, so entering a read section is one store and leaving it another, where a counter
/// shared between threads would take two read-modify-write operations. A writer of any lock
/// waits until every counter is zero, so read sections must never nest: a reader waiting for a
/// writer while it holds another section would wait for itself. The store that enters a section
/// is sequentially consistent (a fence), so that a writer either sees it or the section sees the
/// writer.
///
/// The slots form a list that only grows, and a slot whose thread has ended is claimed again by
/// the next new thread, so the list is as long as the most threads that ever read at once. The
/// list is changed and walked under ``listLock``: a writer that walks it before a new slot joins
/// raised its flag before, so the new thread's sections see the flag.
final class ReaderSlot: Sendable {
    /// Keeps the counter off the cache line (at most 128 bytes on current CPUs) of whatever
    /// lies before the slot in memory, and of its own reference count: never read. Swift lays
    /// out a class's stored properties in the order they are declared; were it not to, the
    /// counter could share a line, which costs time, not correctness.
    private let leadingPadding = ReaderSlotPadding()
    /// 1 while the slot's thread is in a read section.
    let readers = Atomic<Int>(0)
    /// Whether a thread owns the slot.
    let claimed = Atomic<Bool>(true)
    /// The slot added before this one.
    let next: ReaderSlot?
    /// Keeps the counter off the cache line of whatever lies after the slot: never read.
    private let trailingPadding = ReaderSlotPadding()

    private init(next: ReaderSlot?) {
        self.next = next
    }

    /// Claims a free slot for the calling thread, or adds one to the list.
    static func claim() -> ReaderSlot {
        listLock.withLock { newest in
            var slot = newest
            while let candidate = slot {
                if candidate.claimed.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing)
                    .exchanged
                {
                    return candidate
                }
                slot = candidate.next
            }
            let added = ReaderSlot(next: newest)
            newest = added
            return added
        }
    }

    /// Frees the slot for another thread, when its thread ends outside any read section.
    func retire() {
        assert(readers.load(ordering: .relaxed) == 0, "Syringe: a thread ended inside a read section")
        claimed.store(false, ordering: .releasing)
    }

    /// Returns once no thread is in a read section; for a writer that has already announced
    /// itself, so that no new section starts meanwhile.
    static func waitUntilNoneIsReading() {
        var slot = listLock.withLock { $0 }
        while let current = slot {
            var spins = 0
            while current.readers.load(ordering: .sequentiallyConsistent) != 0 {
                spins += 1
                if spins > 64 { sched_yield() }
            }
            slot = current.next
        }
    }

    /// The number of slots, claimed or free: the most threads that ever read at once.
    static var count: Int {
        var count = 0
        var slot = listLock.withLock { $0 }
        while let current = slot {
            count += 1
            slot = current.next
        }
        return count
    }

    /// The most recently added slot. Slots are never freed, so read sections need not retain
    /// theirs.
    private static let listLock = LockedValue<ReaderSlot?>(nil)
}

/// 128 bytes that nothing reads or writes, on either side of a ``ReaderSlot``'s counter.
private struct ReaderSlotPadding {
    let words: (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int) =
        (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
}
