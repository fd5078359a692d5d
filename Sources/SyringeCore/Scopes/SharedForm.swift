/// The form in which a registration keeps the instance it shares, as an object that code which
/// is not generic can read, store and compare: the instance of a class type as it is, a value in
/// a ``SharedValue`` box, an instance of a protocol type as the object it is.
///
/// The plan of a resolution reads a shared instance in this form
/// (``ResolutionPlan/shared(_:_:)``); only the step from and to the service type, ``object(of:)``
/// and ``instance(of:as:)``, is generic.
///
/// A graph keeps its instances in the form ``init(graphOf:)`` gives, which depends on the service
/// type alone: a registration's scope can change while an instance it made is in a graph (a
/// verification check, a captured graph, another thread's `inObjectScope`), and the instance
/// must read back as it was stored.
enum SharedForm {
    /// The instance itself, of the service type (a class type): handed over as it is.
    case service
    /// A ``SharedValue`` box of the service type, which keeps the instance of a `.container`
    /// registration of a type that is not a class: its value is the instance.
    case box
    /// An instance of a protocol type that a `.weak` registration keeps as the object it is: cast
    /// to the service type.
    case object
    /// The object that the registration a forwarded type stands for shares, of that
    /// registration's class type: cast to the forwarded type, which it may not conform to. The
    /// cast is kept for the next resolutions (`keepsView`) when that registration is a
    /// `.container` one: a `.weak` instance must not be held.
    case forwarded(keepsView: Bool)

    /// The form in which a registration with `traits` shares its instances.
    @inline(__always)
    init(_ traits: EntryTraits) {
        if traits.makesObjects {
            self = .service
        } else if case .container = traits.sharing {
            self = .box
        } else {
            self = .object
        }
    }

    /// The form in which a graph keeps the instances of a registration with `traits`: the
    /// object of a class type, a ``SharedValue`` box of any other type, whatever the scope.
    @inline(__always)
    init(graphOf traits: EntryTraits) {
        self = traits.makesObjects ? .service : .box
    }

    /// `instance`, a new instance to keep, in this form, which is one a graph keeps instances in
    /// (``init(graphOf:)``): instances are made only in those forms; a `.weak` scope takes the
    /// object out of the box itself (``_ServiceRegistration/keep(object:)``).
    @inline(__always)
    func object<Service>(of instance: Service) -> AnyObject {
        switch self {
        case .service: reinterpret(instance, as: AnyObject.self)
        case .box: TypedSharedValue(instance)
        case .object, .forwarded: preconditionFailure("Syringe: a new instance is kept as its object or in a box")
        }
    }

    /// The instance that `object`, in this form, is or keeps, as `Service`, the service type of
    /// its registration's key. A forwarded type is cast as a `.weak` protocol type is: the caller
    /// has made sure that the object is one (see ``Container/forwardedInstance(_:_:key:keepingView:in:)``).
    @inline(__always)
    func instance<Service>(of object: AnyObject, as service: Service.Type) -> Service {
        switch self {
        case .service: reinterpret(object, as: Service.self)
        case .box: SharedValue.value(of: object, as: Service.self)
        case .object, .forwarded: object as! Service
        }
    }
}
