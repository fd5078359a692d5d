/// A registration whose service type is not known statically: what every ``ServiceEntry`` offers
/// whatever its service type.
///
/// Use it to keep registrations of different services together, for example to remove them later
/// with ``Container/remove(_:)``:
///
/// ```swift
/// let registrations: [AnyServiceEntry] = [
///     container.register(Clock.self) { _ in FixedClock() },
///     container.register(APIClient.self) { _ in OfflineClient() },
/// ]
/// registrations.forEach { container.remove($0) }
/// ```
///
/// ``ServiceEntry`` is its only conforming type that refers to a registration: a type of your own
/// that conforms refers to none, and ``Container/remove(_:)`` returns `false` for it.
public protocol AnyServiceEntry: CustomStringConvertible, Sendable {
    /// The type the factory returns.
    var serviceType: Any.Type { get }

    /// The tuple of the factory's runtime argument types: `Void` for none, the type itself for
    /// one, `(A, B, …)` for several.
    var argumentsType: Any.Type { get }

    /// The scope that decides how the instances of the registration are shared.
    var objectScope: ObjectScopeProtocol { get }

    /// Sets the scope that decides how instances are shared.
    ///
    /// - Parameter objectScope: The new scope.
    /// - Returns: The entry, to chain more configuration.
    @discardableResult
    func inObjectScope(_ objectScope: ObjectScopeProtocol) -> Self

    /// Sets the scope that decides how instances are shared: `.transient`, `.graph`,
    /// `.container`, `.weak` or a custom ``ObjectScope``.
    ///
    /// - Parameter objectScope: The new scope.
    /// - Returns: The entry, to chain more configuration.
    @discardableResult
    func inObjectScope(_ objectScope: ObjectScope) -> Self
}
