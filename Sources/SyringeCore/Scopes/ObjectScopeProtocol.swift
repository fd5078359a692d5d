/// A policy for how the instances of a registration are shared.
///
/// ``ObjectScope`` covers the built-in policies and custom ones built from an ``InstanceStorage``
/// factory. Conform to this protocol directly only when a scope needs more than a storage
/// factory. Scopes are compared by identity, so keep one instance per scope (usually a
/// `static let`).
public protocol ObjectScopeProtocol: AnyObject {
    /// Makes the storage that keeps the instances of one registration in this scope.
    ///
    /// Called once per registration, the first time that registration is resolved or its scope
    /// is reset (``Container/resetObjectScope(_:)-(ObjectScopeProtocol)``).
    func makeStorage() -> InstanceStorage
}
