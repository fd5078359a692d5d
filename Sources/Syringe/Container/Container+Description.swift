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
        let lines = treeLock.read {
            var lines: [String] = []
            registry.forEachServing { registration in lines.append("\n    { \(registration.listing) }") }
            return lines
        }
        return "[" + lines.sorted().joined(separator: ",") + "\n]"
    }
}
