import Swinject
import Syringe

/// Resolution from generic code that the optimizer does not specialize: a generic helper in an
/// app or a library, a wrapper such as `Lazy`, code in another module. Each function is generic
/// over the service type, lives in a module of its own, and is kept unspecialized, so the
/// libraries' code runs as it does at such call sites, not specialized for the benchmark's types.
public enum GenericCallSite {
    @inline(never) @_semantics("optimize.sil.specialize.generic.never")
    public static func resolve<Service>(_ service: Service.Type, from container: Syringe.Container) -> Service? {
        container.resolve(service)
    }

    @inline(never) @_semantics("optimize.sil.specialize.generic.never")
    public static func resolve<Service>(_ service: Service.Type, from container: Swinject.Container) -> Service? {
        container.resolve(service)
    }

    @inline(never) @_semantics("optimize.sil.specialize.generic.never")
    public static func resolve<Service>(
        _ service: Service.Type, name: String, from container: Syringe.Container
    ) -> Service? {
        container.resolve(service, name: name)
    }

    @inline(never) @_semantics("optimize.sil.specialize.generic.never")
    public static func resolve<Service>(
        _ service: Service.Type, name: String, from container: Swinject.Container
    ) -> Service? {
        container.resolve(service, name: name)
    }

    @inline(never) @_semantics("optimize.sil.specialize.generic.never")
    public static func resolve<Service, First, Second>(
        _ service: Service.Type, arguments first: First, _ second: Second, from container: Syringe.Container
    ) -> Service? {
        container.resolve(service, arguments: first, second)
    }

    @inline(never) @_semantics("optimize.sil.specialize.generic.never")
    public static func resolve<Service, First, Second>(
        _ service: Service.Type, arguments first: First, _ second: Second, from container: Swinject.Container
    ) -> Service? {
        container.resolve(service, arguments: first, second)
    }

    /// Hand-written wiring behind the same kind of generic helper: a stored factory.
    @inline(never) @_semantics("optimize.sil.specialize.generic.never")
    public static func make<Service>(_ factory: () -> Service) -> Service {
        factory()
    }
}
