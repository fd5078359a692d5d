/// A key for a value kept in ``SpaceValues``, with the value used when none was set.
///
/// Declare a key and a computed property on ``SpaceValues`` to add your own value, the way
/// SwiftUI environment values are added:
///
/// ```swift
/// private enum FeatureFlagsKey: SpaceKey {
///     static let defaultValue = FeatureFlags.production
/// }
///
/// extension SpaceValues {
///     nonisolated var featureFlags: FeatureFlags {
///         get { self[FeatureFlagsKey.self] }
///         set { self[FeatureFlagsKey.self] = newValue }
///     }
/// }
///
/// @Space(\.featureFlags) var flags: FeatureFlags
/// ```
///
/// `@Space` may be read from any thread, so the property must be `nonisolated`: in a module
/// whose declarations are main-actor code by default (`.defaultIsolation(MainActor.self)`), it
/// would otherwise be main-actor code. Elsewhere the word changes nothing. A key's conformance is
/// never isolated to an actor (the protocol refines `SendableMetatype`), so keys need no
/// annotation.
#if compiler(>=6.2)
public protocol SpaceKey: SendableMetatype {
    /// The type of the value. It crosses tasks and threads, so it is `Sendable`.
    associatedtype Value: Sendable

    /// The value read while none has been set.
    static var defaultValue: Value { get }
}
#else
public protocol SpaceKey {
    associatedtype Value: Sendable
    static var defaultValue: Value { get }
}
#endif
