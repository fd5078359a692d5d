extension Container {
    /// Removes a registration: under its own type and under every type forwarded to it.
    ///
    /// Registrations are kept last-in, first-out: a registration that the removed one shadowed
    /// serves its key again.
    ///
    /// ```swift
    /// container.register(Clock.self) { _ in SystemClock() }
    /// let fixed = container.register(Clock.self) { _ in FixedClock() }   // shadows SystemClock
    /// container.remove(fixed)                                          // SystemClock again
    /// ```
    ///
    /// - Parameter entry: The registration, as `register` returned it.
    /// - Returns: Whether the registration was found on this container; `false` also for an
    ///   ``AnyServiceEntry`` that is not a ``ServiceEntry``.
    @discardableResult
    public func remove(_ entry: AnyServiceEntry) -> Bool {
        guard let entry = entry as? _ServiceRegistration else { return false }
        let removed = treeLock.write {
            registry.remove { registration in
                registration === entry || (registration.state as? AliasState)?.target === entry
            }
        }
        return !removed.isEmpty
    }

    /// Removes every registration made on this container (not those of its parent).
    ///
    /// Shared instances of the removed registrations are released with them.
    public func removeAll() {
        let removed = treeLock.write {
            let registrations = registry.removeAll()
            return (registrations, registrations.compactMap { $0.remove() })
        }
        withExtendedLifetime(removed) {}
    }
}
