/// Registrations taken out of a list (``RegistrationList/removeRegistrations(where:)``), kept
/// until the caller let go of the lock: releasing them releases their factories, entries and
/// states, which may run a `deinit` that resolves.
struct RemovedRegistrations {
    var registrations: [Registration<Void>] = []
    var states: [EntryState] = []
}
