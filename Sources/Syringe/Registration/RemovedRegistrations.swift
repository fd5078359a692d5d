/// Registrations taken out of a list (``RegistrationList/removeRegistrations(where:)``), kept
/// until the caller let go of the lock: releasing them releases their entries (and with them
/// their factories) and states, which may run a `deinit` that resolves.
struct RemovedRegistrations {
    /// Their entries, their states and the objects they kept in their records.
    var objects: [AnyObject] = []
}
