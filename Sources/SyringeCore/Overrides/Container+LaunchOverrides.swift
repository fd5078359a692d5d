import Foundation

extension Container {
    /// Applies the launch overrides a UI-test driver put in the environment: for each selected
    /// type, the chosen named registration serves the type's unnamed requests.
    ///
    /// Call it once, after the assemblies are applied. Nothing happens when the variable is
    /// absent; an unknown type key or name stops the program with the list of valid choices.
    ///
    /// ```swift
    /// assembler.apply(assemblies: [AppAssembly()])
    /// container.applyLaunchOverrides()
    /// ```
    ///
    /// - Parameter environment: The environment to read; the process's own by default.
    public func applyLaunchOverrides(from environment: [String: String] = ProcessInfo.processInfo.environment) {
        let overrides: LaunchOverrides
        do {
            overrides = try LaunchOverrides(environment: environment)
        } catch {
            fatalError(error.description)
        }
        for (typeKey, name) in overrides.selections.sorted(by: { $0.key < $1.key }) {
            apply(typeKey: typeKey, name: name)
        }
    }

    /// Makes the registrations named `name` of the type with `typeKey` serve its unnamed key.
    private func apply(typeKey: String, name: String) {
        let candidates = treeLock.read {
            var candidates: [_ServiceRegistration] = []
            forEachInHierarchy { container in
                container.registry.forEachServing { registration in
                    if LaunchOverrides.typeKey(for: registration.types.serviceType) == typeKey { candidates.append(registration) }
                }
            }
            return candidates
        }
        let chosen = candidates.filter { $0.name == name }
        guard !chosen.isEmpty else {
            fatalError(ResolutionReport.unknownLaunchOverride(
                typeKey: typeKey, name: name, namesOfType: candidates.compactMap(\.name),
                knownTypeKeys: namedTypeKeys()))
        }
        // Each chosen registration gets an unnamed alias of its types in this container.
        let aliases = chosen.map { _ServiceRegistration.makeAlias(types: $0.types, name: nil, handle: handle, to: $0) }
        let shadowed = treeLock.write { aliases.compactMap { registry.add($0) } }
        for registration in shadowed { discardInstances(ofShadowed: registration) }
    }

    /// The type keys that have named registrations, for the launch-override report.
    private func namedTypeKeys() -> [String] {
        treeLock.read {
            var keys = Set<String>()
            forEachInHierarchy { container in
                container.registry.forEachServing { registration in
                    if registration.name != nil { keys.insert(LaunchOverrides.typeKey(for: registration.types.serviceType)) }
                }
            }
            return keys.sorted()
        }
    }
}
