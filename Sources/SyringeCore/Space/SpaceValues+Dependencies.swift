/// The program's default container: made on first use, shared by `\.dependenciesContainer` and
/// `\.dependenciesAssembler` until one of them is set.
private let defaultDependenciesContainer = Container()

extension SpaceValues {
    /// The container that `@Injected` properties resolve from.
    ///
    /// By default one container for the whole program, the same one ``dependenciesAssembler``
    /// assembles into.
    ///
    /// ```swift
    /// @Space(\.dependenciesContainer) var container: Container
    /// ```
    public var dependenciesContainer: Container {
        get { dependenciesContainerValue ?? defaultDependenciesContainer }
        set { dependenciesContainerValue = newValue }
    }

    /// An assembler for ``dependenciesContainer``: assemblies applied through it register into
    /// the container that `@Injected` properties resolve from.
    ///
    /// Setting it sets ``dependenciesContainer`` to the assembler's container.
    ///
    /// ```swift
    /// @Space(\.dependenciesAssembler) private static var assembler: Assembler
    /// assembler.apply(assemblies: [AppAssembly()])
    /// ```
    public var dependenciesAssembler: Assembler {
        get { Assembler(container: dependenciesContainer) }
        set { dependenciesContainer = newValue.container }
    }
}
