/// The instance a `.container` registration of a type that is not a class shares (a struct, an
/// enum, a protocol type), kept as an object: the registration's state holds it where it holds a
/// class type's instance, so that the resolve path reads either without generic code, retaining
/// the object under the read lock.
///
/// The box is a ``TypedSharedValue`` of the service type; code that resolves reads it as this
/// class, which is not generic, so that reading a value needs no metadata but the service type's
/// own (a generic class's metadata is looked up in the runtime's cache at each use). Immutable:
/// a new instance is a new box, so a reader that retained the box reads its value after the read
/// section without racing a writer.
class SharedValue {
    /// The value, of `service`, which must be the type the box was made for; a different type
    /// stops the program.
    func value<Service>(as service: Service.Type) -> Service {
        preconditionFailure("Syringe: a SharedValue is always a TypedSharedValue")
    }

    /// The value, as `Any`, for code that does not know its type (a `.weak` scope keeping it).
    var anyValue: Any {
        preconditionFailure("Syringe: a SharedValue is always a TypedSharedValue")
    }

    /// The value of `box`, a box of a registration whose service type is `Service`, as every
    /// registration of a key is.
    static func value<Service>(of box: AnyObject, as service: Service.Type) -> Service {
        downcast(box, to: SharedValue.self).value(as: Service.self)
    }
}

/// A ``SharedValue`` of `Service`.
final class TypedSharedValue<Service>: SharedValue {
    let value: Service

    init(_ value: Service) {
        self.value = value
    }

    override var anyValue: Any { value }

    override func value<Requested>(as requested: Requested.Type) -> Requested {
        precondition(Requested.self == Service.self, "Syringe: a shared \(Service.self) read as \(Requested.self)")
        // The same type, as the precondition checks.
        return reinterpret(value, as: Requested.self)
    }
}
