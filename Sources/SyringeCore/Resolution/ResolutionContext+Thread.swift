#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import SyringeThreadLocal

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
