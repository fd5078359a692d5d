/// One registration: the name it was made under and its factory. Its traits and state, which do
/// not depend on the service type, are kept beside it by its list (``RegistrationRecord``).
///
/// Registrations are stored inline in the ``RegistrationList`` of their service type and argument
/// types, so that registering allocates nothing per registration and a registration costs 56
/// bytes with its record (plus its share of the list's spare capacity and name index). A
/// ``ServiceEntry`` refers to one by its list and identity.
///
/// A registration made by ``Container/forward(_:name:to:)`` or a launch override is an alias: it
/// has no factory, and its state is an ``AliasState`` naming the registration it stands for.
@usableFromInline
struct Registration<Service>: NamedRegistration {
    /// The name. Registrations of a list whose names are equal store bit-for-bit the same string
    /// (see ``RegistrationList/shadowedPosition(byNewest:)``), so that a lookup can compare names
    /// by their bits first.
    @usableFromInline var name: String?
    /// Makes an instance; `nil` for an alias. A factory with runtime arguments reads them from
    /// the request it serves (see ``ServiceFactory``).
    @usableFromInline let factory: ((Resolver) -> Service)?
    /// The ``ServiceEntry`` that `register` returned, kept, as Swinject's container keeps its
    /// entries, while the registration is in its list. (The entry refers to the list: the list
    /// gives its entries up when its container is released or cleared, see
    /// ``AnyRegistrationList/releaseEntries()``.)
    @usableFromInline var entry: AnyObject?

    @inlinable
    init(name: String?, factory: ((Resolver) -> Service)?, entry: AnyObject? = nil) {
        self.name = name
        self.factory = factory
        self.entry = entry
    }

    /// Whether instances of `Service` are single object references: a class type, not a
    /// class-bound existential.
    @inlinable
    static var makesObjects: Bool {
        Service.self is AnyObject.Type && MemoryLayout<Service>.size == MemoryLayout<AnyObject>.size
    }
}

extension Registration {
    /// Whether the registration's name is `name` to the bit: a comparison of two words, where
    /// `==` on strings that differ calls into the standard library. Equal strings may differ in
    /// their bits (another spelling of the same characters, another buffer), so `false` is not an
    /// answer to whether the names are equal.
    @inlinable @inline(__always)
    func hasName(identicalTo name: String) -> Bool {
        // A `String?` that holds a string has the string's bits; `nil` has bits no string has.
        reinterpret(self.name, as: (UInt64, UInt64).self) == reinterpret(name, as: (UInt64, UInt64).self)
    }
}

/// A registration whose name the name index can read.
@usableFromInline
protocol NamedRegistration {
    var name: String? { get }
}
