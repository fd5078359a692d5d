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
        let candidates = treeLock.read(stripe: ThreadStripe.current) {
            var candidates: [(types: TypePair, entry: AnyServiceEntry)] = []
            forEachInHierarchy { container in
                container.registry.forEachVisible { types, entry in
                    if LaunchOverrides.typeKey(for: types.serviceType) == typeKey {
                        candidates.append((types, entry))
                    }
                }
            }
            return candidates
        }
        let chosen = candidates.filter { $0.entry.name == name }
        guard !chosen.isEmpty else {
            fatalError(ResolutionReport.unknownLaunchOverride(
                typeKey: typeKey, name: name, namesOfType: candidates.compactMap(\.entry.name),
                knownTypeKeys: namedTypeKeys()))
        }
        treeLock.write {
            for (types, entry) in chosen {
                registry.add(AliasEntry(name: nil, target: entry.servedEntry), for: types)
            }
        }
    }

    /// The type keys that have named registrations, for the launch-override report.
    private func namedTypeKeys() -> [String] {
        treeLock.read(stripe: ThreadStripe.current) {
            var keys = Set<String>()
            forEachInHierarchy { container in
                container.registry.forEachVisible { types, entry in
                    if entry.name != nil { keys.insert(LaunchOverrides.typeKey(for: types.serviceType)) }
                }
            }
            return keys.sorted()
        }
    }
}
