import Synchronization

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A reader–writer lock for data that is read on every resolution and written rarely.
///
/// Every resolution reads the registrations, while registering, configuring an entry or storing a
/// singleton writes them. A single mutex would make threads that resolve at the same time fight
/// over one cache line; this lock gives readers one of several counters ("stripes"), each on its
/// own cache line, so that readers on different threads never touch the same memory.
///
/// A reader announces itself on its stripe and then checks that no writer is active; a writer
/// raises its flag and then waits until every stripe is empty. Both use sequentially consistent
/// operations, so at least one of them sees the other (the classic Dekker handshake). A reader
/// that meets a writer steps back and waits on the writer mutex.
///
/// Rules that keep it deadlock free: no user code runs while either side is held, a reader never
/// writes and a writer never reads through the lock.
@usableFromInline
final class ReadMostlyLock: @unchecked Sendable {
    /// Number of reader stripes; threads beyond this number share stripes (correct, only slower).
    @inlinable static var stripeCount: Int { 8 }
    /// A cache line on every current CPU, with room to spare.
    @inlinable static var stripeSpacing: Int { 128 }

    @usableFromInline let stripes: UnsafeMutableRawPointer
    @usableFromInline let writerActive = Atomic<Bool>(false)
    @usableFromInline let writers = Lock()

    @usableFromInline
    init() {
        stripes = .allocate(
            byteCount: Self.stripeCount * Self.stripeSpacing, alignment: Self.stripeSpacing)
        for index in 0..<Self.stripeCount {
            stripe(index).initialize(to: Atomic(0))
        }
    }

    deinit {
        for index in 0..<Self.stripeCount {
            _ = stripe(index).move()
        }
        stripes.deallocate()
    }

    @inlinable @inline(__always)
    func stripe(_ index: Int) -> UnsafeMutablePointer<Atomic<Int>> {
        (stripes + index * Self.stripeSpacing).assumingMemoryBound(to: Atomic<Int>.self)
    }

    /// Runs `body` as a reader. `stripe` is the calling thread's stripe (see ``ThreadStripe``).
    @inlinable @inline(__always)
    func read<Result>(stripe index: Int, _ body: () throws -> Result) rethrows -> Result {
        let section = beginRead(stripe: index)
        defer { endRead(section) }
        return try body()
    }

    /// Enters a read section; pair with ``endRead(_:)``. For hot paths where a closure would get
    /// in the optimizer's way.
    @inlinable @inline(__always)
    func beginRead(stripe index: Int) -> ReadSection {
        let counter = stripe(index & (Self.stripeCount - 1))
        while true {
            counter.pointee.wrappingAdd(1, ordering: .sequentiallyConsistent)
            if !writerActive.load(ordering: .sequentiallyConsistent) { return ReadSection(stripe: counter) }
            counter.pointee.wrappingSubtract(1, ordering: .sequentiallyConsistent)
            writers.withLock {}
        }
    }

    /// Leaves the read section entered by ``beginRead(stripe:)``.
    @inlinable @inline(__always)
    func endRead(_ section: ReadSection) {
        section.stripe.assumingMemoryBound(to: Atomic<Int>.self).pointee
            .wrappingSubtract(1, ordering: .releasing)
    }

    /// Runs `body` as the only thread that can see the guarded data.
    @inlinable
    func write<Result>(_ body: () throws -> Result) rethrows -> Result {
        try writers.withLock {
            writerActive.store(true, ordering: .sequentiallyConsistent)
            defer { writerActive.store(false, ordering: .releasing) }
            for index in 0..<Self.stripeCount {
                var spins = 0
                while stripe(index).pointee.load(ordering: .sequentiallyConsistent) != 0 {
                    spins += 1
                    if spins > 64 { sched_yield() }
                }
            }
            return try body()
        }
    }
}

/// A read section entered with ``ReadMostlyLock/beginRead(stripe:)``: the stripe to leave.
@usableFromInline
struct ReadSection {
    @usableFromInline let stripe: UnsafeMutableRawPointer

    @inlinable
    init(stripe: UnsafeMutablePointer<Atomic<Int>>) {
        self.stripe = UnsafeMutableRawPointer(stripe)
    }
}
