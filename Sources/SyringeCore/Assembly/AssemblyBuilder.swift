/// Builds a list of assemblies from a closure, with `if`, `if let`, `switch` and `for` inside.
///
/// ```swift
/// assembler.apply {
///     CoreAssembly()
///     NetworkAssembly()
///     if configuration.usesMocks {
///         MockServicesAssembly()
///     }
///     for feature in enabledFeatures {
///         feature.assembly
///     }
/// }
/// ```
@resultBuilder
public enum AssemblyBuilder {
    /// One assembly.
    public static func buildExpression(_ assembly: Assembly) -> [Assembly] {
        [assembly]
    }

    /// Several assemblies, in order.
    public static func buildExpression(_ assemblies: [Assembly]) -> [Assembly] {
        assemblies
    }

    /// The assemblies of consecutive statements, in order.
    public static func buildBlock(_ components: [Assembly]...) -> [Assembly] {
        components.flatMap { $0 }
    }

    /// The assemblies of an `if` without `else`, if its condition held.
    public static func buildOptional(_ component: [Assembly]?) -> [Assembly] {
        component ?? []
    }

    /// The assemblies of the first branch of an `if`–`else` or `switch`.
    public static func buildEither(first component: [Assembly]) -> [Assembly] {
        component
    }

    /// The assemblies of the second branch of an `if`–`else` or `switch`.
    public static func buildEither(second component: [Assembly]) -> [Assembly] {
        component
    }

    /// The assemblies of every iteration of a `for` loop.
    public static func buildArray(_ components: [[Assembly]]) -> [Assembly] {
        components.flatMap { $0 }
    }

    /// The assemblies of an `if #available` block.
    public static func buildLimitedAvailability(_ component: [Assembly]) -> [Assembly] {
        component
    }
}

extension Assembler {
    /// Applies the assemblies the closure lists: assembles all of them, then calls
    /// `loaded(resolver:)` on each.
    ///
    /// ```swift
    /// assembler.apply {
    ///     AnalyticsAssembly()
    ///     if isDebug { DebugMenuAssembly() }
    /// }
    /// ```
    ///
    /// - Parameter assemblies: Lists the assemblies, with `if` and `for` if needed.
    public func apply(@AssemblyBuilder _ assemblies: () -> [Assembly]) {
        apply(assemblies: assemblies())
    }
}
