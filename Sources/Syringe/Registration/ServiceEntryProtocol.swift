/// What a container needs from an entry without knowing its service type.
///
/// Methods marked "under the read lock" expect the caller to hold the tree's ``ReadMostlyLock``
/// as a reader; the others take whatever lock they need.
@usableFromInline
protocol ServiceEntryProtocol: AnyObject {
    /// The type the entry's factory returns.
    var serviceType: Any.Type { get }
    /// The tuple of the factory's runtime argument types (`Void` for none).
    var argumentsType: Any.Type { get }
    /// The scope, under the read lock.
    var currentScope: ObjectScopeProtocol { get }

    /// The registration's description for ``Container/description``, under the read lock.
    func describe(registeredAs key: RegistrationKey) -> String

    /// The instance the entry already shares, as `Any`, under the read lock.
    func sharedInstanceErased() -> Any?

    /// Resolves the entry's service as `Any` (for forwarded types and wrappers).
    func resolveErased(_ request: ResolutionRequest, from container: Container, in context: ResolutionContext) -> Any

    /// Discards the instances the entry shares (``Container/resetObjectScope(_:)-(ObjectScopeProtocol)``).
    func discardSharedInstances(lock: ReadMostlyLock, creationLock: Lock)
}

/// One request to resolve an entry: the key asked for, the caller's arguments and whether the
/// resolution runs through a synchronized resolver.
@usableFromInline
struct ResolutionRequest {
    @usableFromInline let key: RegistrationKey
    /// The caller's argument tuple; valid for the duration of the resolution.
    @usableFromInline let arguments: UnsafeRawPointer
    @usableFromInline let argumentsSize: Int
    @usableFromInline let isSynchronized: Bool

    @inlinable
    init(key: RegistrationKey, arguments: UnsafeRawPointer, argumentsSize: Int, isSynchronized: Bool) {
        self.key = key
        self.arguments = arguments
        self.argumentsSize = argumentsSize
        self.isSynchronized = isSynchronized
    }
}
