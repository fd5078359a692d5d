/// Reads a value from ``SpaceValues``, like SwiftUI's `@Environment`.
///
/// ```swift
/// @main @MainActor
/// enum App {
///     @Space(\.dependenciesAssembler) private static var assembler: Assembler
///
///     static func main() {
///         assembler.apply(assemblies: [AppAssembly()])
///     }
/// }
/// ```
///
/// Each read returns the value in effect at that moment for the current task: set by the
/// innermost ``withSpace(_:operation:)-(_,()->Result)``, or else in ``SpaceValues/global``.
///
/// In the Swift 6 language mode a `static var` must be isolated to a global actor, so mark the
/// type that holds a static `@Space` property `@MainActor` (as above); instance properties and
/// the Swift 5 mode need nothing.
///
/// The key path must be `Sendable`: a value of your own is read through a `nonisolated` property
/// of ``SpaceValues`` (see ``SpaceKey``). In a module with default main-actor isolation, a
/// property declared without `nonisolated` is main-actor code, and the compiler says that its
/// key path "does not conform to the 'Sendable' protocol".
@propertyWrapper
public struct Space<Value: Sendable>: Sendable {
    private let keyPath: KeyPath<SpaceValues, Value> & Sendable

    /// Reads the value at `keyPath` of the current ``SpaceValues``.
    ///
    /// - Parameter keyPath: The value to read, e.g. `\.dependenciesContainer`.
    public init(_ keyPath: KeyPath<SpaceValues, Value> & Sendable) {
        self.keyPath = keyPath
    }

    /// The value in effect now.
    public var wrappedValue: Value {
        SpaceValues.current[keyPath: keyPath]
    }
}
