/// The instance a `.container` registration of a type that is not a class shares (a struct, an
/// enum, a protocol type), kept as an object: the registration's state holds it where it holds a
/// class type's instance, so that the resolve path reads either without generic code, retaining
/// the object under the read lock.
///
/// Immutable: a new instance is a new box, so a reader that retained the box reads its value
/// after the read section without racing a writer.
final class SharedValue<Service> {
    let value: Service

    init(_ value: Service) {
        self.value = value
    }

    /// The value of `box`, a box of a registration whose service type is `Service`, as every
    /// registration of a key is.
    static func value(of box: AnyObject) -> Service {
        unsafeDowncast(box, to: SharedValue<Service>.self).value
    }
}
