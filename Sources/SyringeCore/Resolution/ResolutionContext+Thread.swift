#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import SyringeThreadLocal

// The memory the resolving thread's context reaches outside Swift's ownership, each piece with
// the rule that keeps it valid:
// - the context itself, in a thread-specific slot that owns it and a C thread-local variable the
//   resolve path reads: lent for the length of a call (`withCurrent`), released when its thread
//   ends;
// - the hand-over slot, in which an object becomes the generic result (`HandOverSlot`): one
//   reference, written and taken in one call, on the context's own thread;
// - a request's key and arguments, in the stack of the `resolve` call that made the request
//   (`ResolutionRequest`, made in `ResolutionRequest.with` and in `Container.makeInstance`): read
//   while that call runs, by the frames and factories it runs, and read as the tuple type the key
//   names.

/// How a thread finds its context: a C thread-local variable the resolve path reads, and a
/// thread-specific slot that owns the context and releases it when the thread ends.
extension ResolutionContext {
    /// The context of the calling thread.
    static var current: ResolutionContext {
        unretainedCurrent.takeUnretainedValue()
    }

    /// Runs `body` with the calling thread's context, borrowed: a thread's context lives as long
    /// as the thread, so the resolve path passes it along as a parameter and pays no reference
    /// counting for it. `body` must not keep the context beyond the call.
    @inline(__always)
    static func withCurrent<Result, Failure>(
        _ body: (ResolutionContext) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        do {
            return try unretainedCurrent._withUnsafeGuaranteedRef(body)
        } catch {
            // `body` throws nothing but a `Failure`.
            throw error as! Failure
        }
    }

    /// ``current``, not retained: read by ``withCurrent(_:)`` and ``current`` only.
    @inline(__always)
    private static var unretainedCurrent: Unmanaged<ResolutionContext> {
        Unmanaged.fromOpaque(syringe_current_context() ?? makeCurrent())
    }

    /// Makes the calling thread's context, on its first resolution, and returns its address. The
    /// thread-specific slot of ``contextKey`` owns it, and releases it when the thread ends.
    @inline(never)
    private static func makeCurrent() -> UnsafeMutableRawPointer {
        let context = pthread_getspecific(contextKey) ?? {
            let made = Unmanaged.passRetained(ResolutionContext()).toOpaque()
            let status = pthread_setspecific(contextKey, made)
            precondition(status == 0, "Syringe: pthread_setspecific failed with \(status)")
            return made
        }()
        syringe_set_current_context(context)
        return context
    }
}

/// The key of the thread-specific slot that owns each thread's context, so that the context is
/// released when its thread ends. The resolve path finds the context through the C thread-local
/// variable of `SyringeThreadLocal`, which is faster to read.
private let contextKey: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, releaseContext)
    precondition(status == 0, "Syringe: pthread_key_create failed with \(status)")
    return key
}()

/// Retires the reader slot of a thread that ends and releases its context. A resolution that
/// runs afterwards on that thread, from another thread-specific value's destructor, makes a new
/// context.
#if canImport(Darwin)
private func releaseContext(_ slot: UnsafeMutableRawPointer) {
    endContext(slot)
}
#else
private func releaseContext(_ slot: UnsafeMutableRawPointer?) {
    guard let slot else { return }
    endContext(slot)
}
#endif

private func endContext(_ slot: UnsafeMutableRawPointer) {
    syringe_set_current_context(nil)
    let context = Unmanaged<ResolutionContext>.fromOpaque(slot)
    context.takeUnretainedValue().readerSlot.retire()
    context.release()
}

extension ResolutionContext {
    /// `object`, of the service type, as the result of a resolution, moved through the context's
    /// ``handOverSlot``.
    @inline(__always)
    func handOver<Service>(_ object: consuming AnyObject, as service: Service.Type) -> Service {
        handOverSlot.handOver(object, as: Service.self)
    }
}

/// The memory in which a resolution turns an object of the service type into its result, owned
/// by the thread's context: the reference the caller owns becomes the result without being
/// copied, which from generic code would be a call of the type's value witness.
///
/// It holds one reference, written and taken within ``handOver(_:as:)``, on the context's own
/// thread, and is empty between two hand-overs.
struct HandOverSlot: ~Copyable {
    private let slot = UnsafeMutablePointer<AnyObject>.allocate(capacity: 1)

    deinit {
        slot.deallocate()
    }

    /// `object` as a `Service`, which must be a class type that `object` is an instance of; a
    /// `Service` whose size is not a reference's is stopped.
    @inline(__always)
    func handOver<Service>(_ object: consuming AnyObject, as service: Service.Type) -> Service {
        precondition(MemoryLayout<Service>.size == MemoryLayout<AnyObject>.size, "Syringe: an object handed over as a \(Service.self)")
        slot.initialize(to: object)
        return UnsafeMutableRawPointer(slot).assumingMemoryBound(to: Service.self).move()
    }
}

extension Container {
    /// Makes an instance from `factory` of a registration with `traits`, as the plan
    /// ``ResolutionPlan/make(_:traits:section:)`` says, for a request for `key` with `arguments`,
    /// synchronized or not; `completing` is the registration when it has `initCompleted` handlers
    /// to run on the new instance.
    @inline(never)
    borrowing func makeInstance<Service, Arguments>(
        _ factory: borrowing @escaping (Resolver) -> Service, traits: EntryTraits, _ key: borrowing RegistrationKey,
        _ arguments: borrowing Arguments, isSynchronized: Bool, completing: _ServiceRegistration?,
        in context: ResolutionContext
    ) -> Service {
        // What `ResolutionRequest.with` does, written out, so that the request is made in this
        // function's own frame rather than through a closure. Arguments of no size (none, for
        // most requests) are never read: the request points at the key instead.
        guard MemoryLayout<Arguments>.size > 0 else {
            return withUnsafePointer(to: key) { key in
                makeInstance(
                    factory, traits: traits,
                    for: ResolutionRequest(key: key, arguments: key, argumentsSize: 0, isSynchronized: isSynchronized),
                    completing: completing, in: context)
            }
        }
        return withUnsafePointer(to: arguments) { arguments in
            withUnsafePointer(to: key) { key in
                makeInstance(
                    factory, traits: traits,
                    for: ResolutionRequest(
                        key: key, arguments: arguments, argumentsSize: MemoryLayout<Arguments>.size,
                        isSynchronized: isSynchronized),
                    completing: completing, in: context)
            }
        }
    }
}

/// One request to resolve an entry: the key asked for, the caller's arguments and whether the
/// resolution runs through a synchronized resolver.
///
/// It points at the key and the argument tuple in the stack of the `resolve` call that made it
/// (``with(key:arguments:isSynchronized:_:)``, or `Container.makeInstance`, above), and is valid while that call runs, which outlasts
/// every frame and factory that reads the request. Holding no references, it is copied without
/// reference counting.
struct ResolutionRequest {
    private let keyAddress: UnsafePointer<RegistrationKey>
    private let argumentsAddress: UnsafeRawPointer
    private let argumentsSize: Int
    let isSynchronized: Bool

    @inline(__always)
    fileprivate init(
        key: UnsafePointer<RegistrationKey>, arguments: UnsafeRawPointer, argumentsSize: Int, isSynchronized: Bool
    ) {
        self.keyAddress = key
        self.argumentsAddress = arguments
        self.argumentsSize = argumentsSize
        self.isSynchronized = isSynchronized
    }

    /// The key that was requested.
    var key: RegistrationKey { keyAddress.pointee }

    /// The caller's arguments, as `Arguments`, the tuple of the argument types in the key of the
    /// registration whose factory reads them. The key of a request includes the type of the
    /// tuple it points at, and a registration serves only requests for its key, so the two are
    /// one type; a tuple of another size stops the program.
    @inline(__always)
    func arguments<Arguments>(as arguments: Arguments.Type) -> Arguments {
        precondition(MemoryLayout<Arguments>.size == argumentsSize, "Syringe: arguments read as a tuple of another type")
        return argumentsAddress.assumingMemoryBound(to: Arguments.self).pointee
    }

    /// Whether `other`, a request for the same registration, has bit for bit the same arguments.
    func hasSameArguments(as other: ResolutionRequest) -> Bool {
        guard argumentsSize == other.argumentsSize else { return false }
        return argumentsSize == 0 || memcmp(argumentsAddress, other.argumentsAddress, argumentsSize) == 0
    }

    /// Runs `body` with the request for `key` and `arguments`, which points at them for the call.
    /// Arguments of no size (none, for most requests) are never read: the request points at the
    /// key instead.
    @inline(__always)
    static func with<Arguments, Result>(
        key: borrowing RegistrationKey, arguments: borrowing Arguments, isSynchronized: Bool,
        _ body: (ResolutionRequest) -> Result
    ) -> Result {
        guard MemoryLayout<Arguments>.size > 0 else {
            return withUnsafePointer(to: key) { key in
                body(ResolutionRequest(key: key, arguments: key, argumentsSize: 0, isSynchronized: isSynchronized))
            }
        }
        return withUnsafePointer(to: arguments) { arguments in
            withUnsafePointer(to: key) { key in
                body(ResolutionRequest(
                    key: key, arguments: arguments, argumentsSize: MemoryLayout<Arguments>.size,
                    isSynchronized: isSynchronized))
            }
        }
    }
}
