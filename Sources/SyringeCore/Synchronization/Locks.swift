#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Synchronization

// Syringe's locks, the one place where memory a lock needs at a fixed address, or shared between
// threads without one, is handled by address:
// - `Lock`, a pthread mutex kept as the element of a `ManagedBuffer`, whose address Swift promises
//   stays put while the buffer lives; every pthread return code is checked.
// - `ReadMostlyLock`, whose readers announce themselves on `ReaderSlot` counters, one cache line
//   each, allocated once and never freed, so that their addresses stay valid for every thread.
//   A read section may not begin inside another on the same thread (a `precondition` in
//   `beginRead(on:)`), and a thread may not end inside one (a `precondition` in `retire()`).

/// A mutex, optionally recursive, kept as the element of a `ManagedBuffer`: storage whose address
/// Swift promises stays put while the buffer lives, which a pthread mutex needs, with no memory
/// allocated or freed by hand.
///
/// A pthread mutex, not the standard library's `Mutex`: the thread sanitizer cannot see that
/// one's futex-based waiting and reports what it guards as races (Swift 6.3.1 on Linux;
/// `Scripts/MutexThreadSanitizerCheck/run.sh` says whether a toolchain still does).
///
/// The recursive kind guards the making of shared instances: a factory may resolve, and so
/// make, other shared instances on the same thread while the lock is held.
final class Lock: @unchecked Sendable {
    /// The mutex, the buffer's one element; the buffer's header is unused.
    private let storage: ManagedBuffer<Void, pthread_mutex_t>

    /// Creates a lock; a recursive one may be locked again by the thread that holds it.
    init(recursive: Bool = false) {
        storage = .create(minimumCapacity: 1) { _ in }
        var attributes = pthread_mutexattr_t()
        let initialized = pthread_mutexattr_init(&attributes)
        precondition(initialized == 0, "Syringe: pthread_mutexattr_init failed with \(initialized)")
        if recursive {
            let typed = pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
            precondition(typed == 0, "Syringe: pthread_mutexattr_settype failed with \(typed)")
        }
        let status = storage.withUnsafeMutablePointerToElements { mutex in
            mutex.initialize(to: pthread_mutex_t())
            return pthread_mutex_init(mutex, &attributes)
        }
        let destroyed = pthread_mutexattr_destroy(&attributes)
        precondition(status == 0, "Syringe: pthread_mutex_init failed with \(status)")
        precondition(destroyed == 0, "Syringe: pthread_mutexattr_destroy failed with \(destroyed)")
    }

    deinit {
        let status = storage.withUnsafeMutablePointerToElements { pthread_mutex_destroy($0) }
        precondition(status == 0, "Syringe: pthread_mutex_destroy failed with \(status)")
    }

    /// Acquires the lock; pair with ``unlock()``.
    func lock() {
        let status = storage.withUnsafeMutablePointerToElements { pthread_mutex_lock($0) }
        precondition(status == 0, "Syringe: pthread_mutex_lock failed with \(status)")
    }

    /// Releases the lock acquired with ``lock()``.
    func unlock() {
        let status = storage.withUnsafeMutablePointerToElements { pthread_mutex_unlock($0) }
        precondition(status == 0, "Syringe: pthread_mutex_unlock failed with \(status)")
    }

    /// Runs `body` while holding the lock.
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}

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
        let section = beginRead(on: ResolutionContext.withCurrent { $0.readerSlot })
        let result = try body()
        section.end()
        return result
    }

    /// Enters a read section on `slot`, the calling thread's, for hot paths where a closure would
    /// get in the optimizer's way. The section is a value that cannot be copied and ends exactly
    /// once: where the code ends it, or else where it goes out of scope.
    func beginRead(on slot: ReaderSlot) -> ReadSection {
        let counter = slot.counter
        // A nested section would clear the outer one's announcement when it ends, and a writer
        // would then change what the outer section still reads.
        precondition(counter.pointee.load(ordering: .relaxed) == 0, "Syringe: read sections must not nest")
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

/// The counter on which one thread announces its read sections to every ``ReadMostlyLock``.
///
/// Each thread that reads has its own slot (its ``ResolutionContext`` claims it), on a cache
/// line of its own. Only that thread changes the counter, so entering a read section is one
/// store and leaving it another, where a counter shared between threads would take two
/// read-modify-write operations. A writer of any lock waits until every counter is zero, so read
/// sections must never nest: a reader waiting for a writer while it holds another section would
/// wait for itself. The store that enters a section is sequentially consistent (a fence), so that
/// a writer either sees it or the section sees the writer. A claim is followed by a full fence,
/// so that a writer that did not see the claim is seen by every section after it.
///
/// The slots form a list that only grows, and a slot whose thread has ended is claimed again by
/// the next new thread, so the list is as long as the most threads that ever read at once. A
/// writer walks it without a lock.
struct ReaderSlot {
    /// The counter, alone on its cache line.
    let counter: UnsafeMutablePointer<Atomic<Int>>
    private let node: UnsafeMutablePointer<Node>

    /// Claims a free slot, or adds one to the list.
    init() {
        node = Self.claim()
        counter = node.pointee.counter
        // Ordered after the claim in the single total order of sequentially consistent
        // operations: a writer whose scan missed the claim raised its flag before this fence, so
        // every later section of this slot sees the flag.
        atomicMemoryFence(ordering: .sequentiallyConsistent)
    }

    private static func claim() -> UnsafeMutablePointer<Node> {
        var node = Self.first.load(ordering: .acquiring)
        while let candidate = node {
            if candidate.pointee.claimed.compareExchange(
                expected: false, desired: true, ordering: .sequentiallyConsistent
            ).exchanged {
                return candidate
            }
            node = candidate.pointee.next
        }
        // A new slot, its counter on a line of its own, so that no other thread's writes share
        // the counter's cache line.
        let counter = UnsafeMutableRawPointer.allocate(byteCount: lineSize, alignment: lineSize)
            .bindMemory(to: Atomic<Int>.self, capacity: 1)
        counter.initialize(to: Atomic(0))
        let added = UnsafeMutablePointer<Node>.allocate(capacity: 1)
        added.initialize(to: Node(counter: counter))
        var head = Self.first.load(ordering: .acquiring)
        while true {
            added.pointee.next = head
            // Sequentially consistent, like the writer's load of `first`: a writer either sees
            // the new slot or the new thread's first read section sees the writer's flag.
            let (exchanged, current) = Self.first.compareExchange(
                expected: head, desired: added, ordering: .sequentiallyConsistent)
            if exchanged { break }
            head = current
        }
        return added
    }

    /// Frees the slot for another thread, when its thread ends outside any read section.
    func retire() {
        precondition(counter.pointee.load(ordering: .relaxed) == 0, "Syringe: a thread ended inside a read section")
        node.pointee.claimed.store(false, ordering: .releasing)
    }

    /// Returns once no thread is in a read section; for a writer that has already announced
    /// itself, so that no new section starts meanwhile.
    static func waitUntilNoneIsReading() {
        var node = first.load(ordering: .sequentiallyConsistent)
        while let current = node {
            let counter = current.pointee.counter
            var spins = 0
            while counter.pointee.load(ordering: .sequentiallyConsistent) != 0 {
                spins += 1
                if spins > 64 { sched_yield() }
            }
            node = current.pointee.next
        }
    }

    /// The number of slots, claimed or free: the most threads that ever read at once.
    static var count: Int {
        var count = 0
        var node = first.load(ordering: .acquiring)
        while let current = node {
            count += 1
            node = current.pointee.next
        }
        return count
    }

    /// One slot: its counter, and whether a thread has claimed it.
    private struct Node: ~Copyable {
        let counter: UnsafeMutablePointer<Atomic<Int>>
        let claimed = Atomic<Bool>(true)
        /// Set before the node is published, never after.
        var next: UnsafeMutablePointer<Node>?
    }

    /// A cache line is at most 128 bytes on current CPUs.
    private static let lineSize = 128

    /// The most recently added slot. Nodes are never freed, so sharing their addresses is safe.
    nonisolated(unsafe) private static let first = Atomic<UnsafeMutablePointer<Node>?>(nil)
}
