/// Adds behaviour to a container: told about every registration made on it.
///
/// ```swift
/// struct RegistrationLog: Behavior {
///     func container<Type, Service>(
///         _ container: Container, didRegisterType type: Type.Type,
///         toService entry: ServiceEntry<Service>, withName name: String?
///     ) {
///         print("registered \(type) as \(Service.self)", name ?? "")
///     }
/// }
/// let container = Container(behaviors: [RegistrationLog()])
/// ```
public protocol Behavior {
    /// Called after a registration, once for the registered type and once for every type it is
    /// forwarded to (``ServiceEntry/implements(_:name:)``, ``Container/forward(_:name:to:)``).
    ///
    /// - Parameters:
    ///   - container: The container the registration was made on.
    ///   - type: The type the registration serves; differs from `Service` for forwarded types.
    ///   - entry: The registration.
    ///   - name: The registration name.
    func container<Type, Service>(
        _ container: Container,
        didRegisterType type: Type.Type,
        toService entry: ServiceEntry<Service>,
        withName name: String?
    )
}
