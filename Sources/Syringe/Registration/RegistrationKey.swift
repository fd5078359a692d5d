/// What a registration is found by: the service type, the type of its runtime arguments and a name.
///
/// The arguments type is the tuple of the argument types (`Void` for none, the type itself for
/// one), so a factory `(Resolver, String, Int) -> Dog` is found under `(String, Int)`.
struct RegistrationKey: @unchecked Sendable {
    let serviceType: Any.Type
    let argumentsType: Any.Type
    let name: String?

    @inline(__always)
    init(serviceType: Any.Type, argumentsType: Any.Type, name: String?) {
        self.serviceType = serviceType
        self.argumentsType = argumentsType
        self.name = name
    }

    /// Whether `other` is the same key.
    func matches(_ other: RegistrationKey) -> Bool {
        serviceType == other.serviceType && argumentsType == other.argumentsType && name == other.name
    }

    /// The type pair that selects a bucket of the registry; the name is matched inside it.
    @inline(__always)
    var types: TypePair { TypePair(serviceType: serviceType, argumentsType: argumentsType) }
}

/// A service type together with the type of its runtime arguments.
struct TypePair: @unchecked Sendable {
    let serviceType: Any.Type
    let argumentsType: Any.Type

    @inline(__always)
    init(serviceType: Any.Type, argumentsType: Any.Type) {
        self.serviceType = serviceType
        self.argumentsType = argumentsType
    }
}
