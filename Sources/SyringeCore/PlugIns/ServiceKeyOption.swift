/// An extra part of a registration key, for plug-ins that keep their registrations apart from
/// ordinary ones (as Swinject's storyboard support and keyed registrations do).
///
/// Registrations made through `Container._register(_:factory:name:option:)` with an option are
/// found only by `_Resolver._resolve(name:option:invoker:)` with an equal option.
///
/// ```swift
/// struct FeatureKey: ServiceKeyOption {
///     let feature: String
///     func isEqualTo(_ another: ServiceKeyOption) -> Bool { (another as? FeatureKey)?.feature == feature }
///     func hash(into hasher: inout Hasher) { hasher.combine(feature) }
///     var description: String { "feature \(feature)" }
/// }
/// ```
public protocol ServiceKeyOption: CustomStringConvertible, Sendable {
    /// Whether `another` is the same option.
    ///
    /// - Parameter another: The option to compare with.
    /// - Returns: `true` when both options select the same registrations.
    func isEqualTo(_ another: ServiceKeyOption) -> Bool

    /// Hashes the option; equal options must hash alike.
    ///
    /// - Parameter into: The hasher to feed.
    func hash(into: inout Hasher)
}

/// Registration names that carry a ``ServiceKeyOption``: each distinct option is numbered once
/// per process, and the number becomes part of the name, so that an option costs ordinary
/// registrations nothing.
enum ServiceKeyOptions {
    /// An option, hashable through its own requirements.
    private struct Key: Hashable, Sendable {
        let option: ServiceKeyOption

        static func == (lhs: Key, rhs: Key) -> Bool { lhs.option.isEqualTo(rhs.option) }
        func hash(into hasher: inout Hasher) { option.hash(into: &hasher) }
    }

    private static let numbers = LockedValue<[Key: Int]>([:])

    /// The name under which a registration named `name` with `option` is stored: `name` itself
    /// without an option.
    static func name(_ name: String?, option: ServiceKeyOption?) -> String? {
        guard let option else { return name }
        let number = numbers.withLock { numbers in
            let key = Key(option: option)
            if let number = numbers[key] { return number }
            numbers[key] = numbers.count
            return numbers.count - 1
        }
        let optionPart = "⟨option #\(number): \(option.description)⟩"
        return name.map { "\(optionPart) \($0)" } ?? optionPart
    }
}
