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
///     var featureFlags: FeatureFlags {
///         get { self[FeatureFlagsKey.self] }
///         set { self[FeatureFlagsKey.self] = newValue }
///     }
/// }
///
/// @Space(\.featureFlags) var flags: FeatureFlags
/// ```
public protocol SpaceKey {
    /// The type of the value. It crosses tasks and threads, so it is `Sendable`.
    associatedtype Value: Sendable

    /// The value read while none has been set.
    static var defaultValue: Value { get }
}
