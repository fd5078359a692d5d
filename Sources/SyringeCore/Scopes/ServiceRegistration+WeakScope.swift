/// The `.weak` scope: the instance a registration shares while something else holds it.
///
/// The instance is kept by a ``WeakStorage`` in the registration's state (``keepWeakly(_:in:)``),
/// read by ``weakObject(in:)``, made as a `.container` instance is
/// (``sharedOrNewObject(from:in:making:completing:)``), and discarded with the state's storage
/// (``takeInstances()``).
///
/// Not thread safe: the container tree's ``ReadMostlyLock`` guards it.
extension _ServiceRegistration {
    /// The `.weak` instance kept in `state` if it is still alive, under the read lock; outlined,
    /// so that the `.container` path stays small enough to inline.
    static func weakObject(in state: EntryState) -> AnyObject? {
        (state.storage as? WeakStorage)?.object
    }

    /// Keeps `instance` weakly, as a `.weak` registration whose state is `state` does.
    func keepWeakly(_ instance: Any, in state: EntryState) {
        let storage = state.storage.map { $0 as! WeakStorage } ?? WeakStorage()
        storage.instance = instance
        state.storage = storage
    }
}
