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
        let listings = treeLock.read {
            var listings: [RegistrationListing] = []
            registry.forEachServing { registration in listings.append(registration.listing) }
            return listings
        }
        return "[" + listings.map { "\n    { \($0.text) }" }.sorted().joined(separator: ",") + "\n]"
    }
}
