/// One registration's factory and entry: the parts that depend on its service type. Its name,
/// traits and state are kept beside it by its list (``RegistrationRecord``).
///
/// Registrations are stored inline in the ``RegistrationList`` of their service type and argument
/// types, so that registering allocates nothing per registration and a registration costs 56
/// bytes with its record (plus its share of the list's spare capacity and name index). A
/// ``ServiceEntry`` refers to one by its list and identity.
///
/// A registration made by ``Container/forward(_:name:to:)`` or a launch override is an alias: it
/// has no factory, and its state is an ``AliasState`` naming the registration it stands for.
///
/// The factory is the first stored property, so that code which does not know the service type
/// finds it at the start of each registration (``RegistrationList/factorySlot(at:)``); the
/// layout is the same for every service type.
struct Registration<Service> {
    /// Makes an instance; `nil` for an alias. A factory with runtime arguments reads them from
    /// the request it serves (see ``ServiceFactory``).
    let factory: ((Resolver) -> Service)?
    /// The ``ServiceEntry`` that `register` returned, kept, as Swinject's container keeps its
    /// entries, while the registration is in its list. (The entry refers to the list: the list
    /// gives its entries up when its container is released or cleared, see
    /// ``RegistrationList/detachFromContainer(takingInstancesInto:)``.)
    var entry: AnyObject?

    init(factory: ((Resolver) -> Service)?, entry: AnyObject? = nil) {
        self.factory = factory
        self.entry = entry
    }

    /// Whether instances of `Service` are single object references: a class type, not a
    /// class-bound existential.
    static var makesObjects: Bool {
        Service.self is AnyObject.Type && MemoryLayout<Service>.size == MemoryLayout<AnyObject>.size
    }
}
