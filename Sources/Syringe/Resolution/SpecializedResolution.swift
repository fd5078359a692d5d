/// The rest of a resolution once its registration is found, compiled for the registration's
/// service and argument types: what code that is not specialized for them continues in.
///
/// A call through the `Resolver` protocol (each `r.resolve` in a factory), a call from generic
/// code and a call in a debug build run the resolve path without knowing the service type at
/// compile time, where every step that depends on it goes through runtime metadata. Such a call
/// finds the registration with code that does not depend on it (see ``UnspecializedPlan``), which
/// also returns an instance the registration shares as an object; anything else it hands over to
/// this function, which each registration list keeps: it was made where the service was
/// registered, with the types known, so it runs the same code as a specialized call site.
///
/// It receives the read section in which the registration was found, and ends it. The arguments
/// point to a value of the list's arguments type, and `resolved` to uninitialized memory for a
/// value of its service type, which it initializes, or else it sets `failure`. It captures
/// nothing (it is made in code specialized for the types), so any thread may call it.
@usableFromInline
typealias SpecializedResolution = @Sendable (
    _ container: Container, _ list: Unmanaged<RegistrationList>, _ position: Int, _ section: consuming ReadSection,
    _ key: RegistrationKey, _ arguments: UnsafeRawPointer, _ isSynchronized: Bool,
    _ context: Unmanaged<ResolutionContext>, _ resolved: UnsafeMutableRawPointer,
    _ failure: UnsafeMutablePointer<ResolutionFailure?>
) -> Void

extension Container {
    /// The ``SpecializedResolution`` of registrations of `Service` taking `Arguments`: made where
    /// they are registered, inlined there, so specialized for those types; `nil` where that code
    /// is not specialized either (generic code, debug builds), where it would only add a detour.
    @inlinable
    static func specializedResolution<Service, Arguments>(
        of service: Service.Type, taking arguments: Arguments.Type
    ) -> SpecializedResolution? {
        guard _isConcrete(Service.self), _isConcrete(Arguments.self) else { return nil }
        return { container, list, position, section, key, arguments, isSynchronized, context, resolved, failure in
            do throws(ResolutionFailure) {
                resolved.assumingMemoryBound(to: Service.self).initialize(to: try container.resolveRegistration(
                    list, at: position, section, key, arguments.assumingMemoryBound(to: Arguments.self).pointee,
                    isSynchronized: isSynchronized, in: context))
            } catch {
                failure.pointee = error
            }
        }
    }
}
