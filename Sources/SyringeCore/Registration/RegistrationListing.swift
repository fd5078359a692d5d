/// A registration as ``Container/description`` and failure reports list it, e.g.
/// `Service: Animal, Factory: Resolver -> Animal, ObjectScope: graph`.
///
/// Read under the container's lock, written out after the read section ends: the text includes
/// the scope's description, which a custom ``ObjectScopeProtocol`` computes in code of its own,
/// code that may resolve, and so enter a read section of its own, which must never nest in
/// another.
struct RegistrationListing {
    /// The key the registration is listed under: its own, or an alias's.
    let key: RegistrationKey
    /// What the listing says of the registration that serves the key; `nil` for an alias of a
    /// removed registration.
    private let served: Served?

    private struct Served {
        let serviceType: Any.Type
        let argumentsType: Any.Type
        let argumentCount: Int
        let scope: ObjectScopeProtocol
        let initCompletedCount: Int
    }

    /// Reads what `registration` lists under `key`, its own by default; under the lock.
    init(_ registration: _ServiceRegistration, listedAs key: RegistrationKey? = nil) {
        self.key = key ?? registration.key
        served = registration.served.map { served in
            Served(
                serviceType: served.types.serviceType, argumentsType: served.types.argumentsType,
                argumentCount: served.traits.argumentCount, scope: served.scope,
                initCompletedCount: served.state?.initCompletedCount ?? 0)
        }
    }

    /// The listing; outside any read section.
    var text: String {
        guard let served else { return "Service: \(key.serviceType), forwarded to a removed registration" }
        var parts = ["Service: \(served.serviceType)"]
        if let name = key.name { parts.append("Name: \"\(name)\"") }
        let parameters = _ServiceRegistration.factoryDescription(served.argumentsType, served.argumentCount)
        parts.append("Factory: \(parameters) -> \(key.serviceType)")
        parts.append("ObjectScope: \(served.scope)")
        if served.initCompletedCount > 0 {
            parts.append("InitCompleted: Specified \(served.initCompletedCount) closures")
        }
        return parts.joined(separator: ", ")
    }
}
