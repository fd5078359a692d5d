/// Registrations taken out of a list (``RegistrationList/removeRegistrations(where:)``), kept
/// until the caller let go of the lock: releasing them releases their factories, entries and
/// states, which may run a `deinit` that resolves.
struct RemovedRegistrations {
    /// Their factories and entries.
    var registrations: [Registration<Void>] = []
    /// Their states and the objects they kept in their records.
    var objects: [AnyObject] = []
}
