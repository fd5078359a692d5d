import Foundation

/// Which named registration serves a service type in a process about to be launched: built by
/// a UI-test driver, read by the app at start-up.
///
/// The driver builds the selections with types, never strings, and passes them in the launched
/// process's environment:
///
/// ```swift
/// let overrides = LaunchOverrides()
///     .using("mock", for: APIClient.self)
///     .using(ServiceNames.fixedClock, for: Clock.self)
/// app.launchEnvironment.merge(overrides.environment) { $1 }   // XCUIApplication, or Process
/// ```
///
/// The app opts in explicitly, after its assemblies are applied; a binary that never calls
/// ``Container/applyLaunchOverrides(from:)`` cannot be reconfigured from outside:
///
/// ```swift
/// assembler.apply(assemblies: [AppAssembly()])
/// #if DEBUG
/// container.applyLaunchOverrides()
/// #endif
/// ```
///
/// A type is identified by its fully qualified name (`String(reflecting:)`, e.g.
/// `MyApp.APIClient`).
public struct LaunchOverrides: Sendable, Equatable {
    /// The environment variable that carries the selections, as a JSON object from type key to
    /// registration name.
    public static let environmentVariable = "SYRINGE_LAUNCH_OVERRIDES"

    /// The selected registration name of each service type, by type key.
    public private(set) var selections: [String: String] = [:]

    /// Creates empty selections.
    public init() {}

    /// Reads the selections from a launched process's environment.
    ///
    /// - Parameter environment: The environment, usually `ProcessInfo.processInfo.environment`.
    /// - Throws: A description of the problem when the variable is present but malformed.
    public init(environment: [String: String]) throws(LaunchOverrides.FormatError) {
        guard let text = environment[Self.environmentVariable] else { return }
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)),
              let selections = object as? [String: String]
        else { throw FormatError(value: text) }
        self.selections = selections
    }

    /// Adds a selection: the registration named `name` serves `serviceType`.
    ///
    /// - Parameters:
    ///   - name: The registration name to use.
    ///   - serviceType: The service type it should serve.
    /// - Returns: The selections with this one added.
    public func using<Service>(_ name: String, for serviceType: Service.Type) -> LaunchOverrides {
        var copy = self
        copy.selections[Self.typeKey(for: serviceType)] = name
        return copy
    }

    /// Adds a selection: the registration named `name` serves `serviceType`.
    ///
    /// - Parameters:
    ///   - name: The registration name to use.
    ///   - serviceType: The service type it should serve.
    /// - Returns: The selections with this one added.
    public func using<Service>(_ name: some ServiceName, for serviceType: Service.Type) -> LaunchOverrides {
        using(name.name, for: serviceType)
    }

    /// The environment to give the launched process.
    public var environment: [String: String] {
        let data = (try? JSONSerialization.data(withJSONObject: selections, options: [.sortedKeys])) ?? Data("{}".utf8)
        return [Self.environmentVariable: String(decoding: data, as: UTF8.self)]
    }

    /// The key that identifies `serviceType`: its fully qualified name.
    public static func typeKey(for serviceType: Any.Type) -> String {
        String(reflecting: serviceType)
    }

    /// The launch-override variable could not be read.
    public struct FormatError: Error, CustomStringConvertible {
        /// The variable's value.
        public let value: String

        /// What is wrong with the variable and what it must look like.
        public var description: String {
            "Syringe: \(LaunchOverrides.environmentVariable) must be a JSON object from type key to "
                + "registration name, e.g. {\"MyApp.APIClient\":\"mock\"}; it is: \(value)"
        }
    }
}
