/// Builds a container from ``Assembly`` values.
///
/// ```swift
/// let assembler = Assembler([NetworkAssembly(), StorageAssembly()])
/// let api = assembler.resolver.resolve(APIClient.self)!
///
/// assembler.apply(assembly: FeatureAssembly())   // later, when a feature loads
/// ```
///
/// Each `apply` runs every assembly's ``Assembly/assemble(container:)`` first and then every
/// assembly's ``Assembly/loaded(resolver:)``, so assemblies applied together may depend on each
/// other's registrations.
public final class Assembler: Sendable {
    let container: Container

    /// Resolves from the assembled container. Registration happens through assemblies only.
    public var resolver: Resolver { container }

    /// Creates an assembler without assemblies.
    ///
    /// - Parameter container: The container to assemble into; a new one when `nil` or omitted.
    public init(container: Container? = Container()) {
        self.container = container ?? Container()
    }

    /// Creates an assembler without assemblies whose container is a child of another
    /// assembler's container.
    ///
    /// - Parameters:
    ///   - parentAssembler: The assembler whose registrations the new container can resolve.
    ///   - defaultObjectScope: The scope of registrations that do not set one.
    ///   - behaviors: Behaviors of the new container.
    public init(parentAssembler: Assembler?, defaultObjectScope: ObjectScope = .graph, behaviors: [Behavior] = []) {
        container = Container(
            parent: parentAssembler?.container, defaultObjectScope: defaultObjectScope, behaviors: behaviors)
    }

    /// Creates an assembler and applies `assemblies` to `container`.
    ///
    /// - Parameters:
    ///   - assemblies: The assemblies to apply, in order.
    ///   - container: The container to assemble into.
    public init(_ assemblies: [Assembly], container: Container = Container()) {
        self.container = container
        apply(assemblies: assemblies)
    }

    /// Creates an assembler whose container is a child of `parent`'s, and applies `assemblies`.
    ///
    /// - Parameters:
    ///   - assemblies: The assemblies to apply, in order.
    ///   - parent: The assembler whose registrations the new container can resolve.
    ///   - defaultObjectScope: The scope of registrations that do not set one.
    ///   - behaviors: Behaviors of the new container.
    public init(
        _ assemblies: [Assembly],
        parent: Assembler?,
        defaultObjectScope: ObjectScope = .graph,
        behaviors: [Behavior] = []
    ) {
        container = Container(parent: parent?.container, defaultObjectScope: defaultObjectScope, behaviors: behaviors)
        apply(assemblies: assemblies)
    }

    /// Creates an assembler and applies `assemblies` to `container`.
    ///
    /// - Parameters:
    ///   - assemblies: The assemblies to apply, in order.
    ///   - container: The container to assemble into; a new one when `nil`.
    @available(*, deprecated, message: "Use the non-throwing init(_:container:)")
    public convenience init(assemblies: [Assembly], container: Container? = Container()) throws {
        self.init(assemblies, container: container ?? Container())
    }

    /// Creates an assembler whose container is a child of `parentAssembler`'s, and applies
    /// `assemblies`.
    ///
    /// - Parameters:
    ///   - assemblies: The assemblies to apply, in order.
    ///   - parentAssembler: The assembler whose registrations the new container can resolve.
    @available(*, deprecated, message: "Use the non-throwing init(_:parent:)")
    public convenience init(assemblies: [Assembly], parentAssembler: Assembler?) throws {
        self.init(assemblies, parent: parentAssembler)
    }

    /// Applies one assembly: assembles it, then calls its `loaded(resolver:)`.
    ///
    /// - Parameter assembly: The assembly to apply.
    public func apply(assembly: Assembly) {
        apply(assemblies: [assembly])
    }

    /// Applies assemblies: assembles all of them, then calls `loaded(resolver:)` on each.
    ///
    /// - Parameter assemblies: The assemblies to apply, in order.
    public func apply(assemblies: [Assembly]) {
        for assembly in assemblies {
            assembly.assemble(container: container)
        }
        for assembly in assemblies {
            assembly.loaded(resolver: resolver)
        }
    }
}
