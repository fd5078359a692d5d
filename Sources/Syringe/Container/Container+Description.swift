extension Container: CustomStringConvertible {
    /// The registrations made on this container, one per line, sorted:
    ///
    /// ```
    /// [
    ///     { Service: Animal, Factory: Resolver -> Animal, ObjectScope: graph },
    ///     { Service: Animal, Name: "dog", Factory: (Resolver, String) -> Animal, ObjectScope: container }
    /// ]
    /// ```
    public var description: String {
        let lines = treeLock.read(stripe: ThreadStripe.current) {
            var lines: [String] = []
            registry.forEachVisible { types, entry in
                let key = RegistrationKey(serviceType: types.serviceType, argumentsType: types.argumentsType, name: entry.name)
                lines.append("\n    { \(entry.describe(registeredAs: key)) }")
            }
            return lines
        }
        return "[" + lines.sorted().joined(separator: ",") + "\n]"
    }
}
