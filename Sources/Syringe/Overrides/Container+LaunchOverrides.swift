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
            var candidates: [(list: RegistrationList, name: String?, registration: _ServiceRegistration)] = []
            forEachInHierarchy { container in
                container.registry.forEachVisible { list, position in
                    if LaunchOverrides.typeKey(for: list.types.serviceType) == typeKey {
                        candidates.append((list, list.name(at: position), list.registrations[position]))
                    }
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
        // Each chosen registration gets an unnamed alias in this container's list of its types.
        let shadowed: [(list: RegistrationList, identity: UInt64)] = treeLock.write {
            chosen.compactMap { chosen in
                let list = registry.list(like: chosen.list, handle: handle)
                let shadowed = list.addAlias(named: nil, to: chosen.registration)
                return shadowed.map { (list, list.traits(at: $0).identity) }
            }
        }
        for (list, identity) in shadowed { discardInstances(ofShadowed: identity, in: list) }
    }

    /// The type keys that have named registrations, for the launch-override report.
    private func namedTypeKeys() -> [String] {
        treeLock.read {
            var keys = Set<String>()
            forEachInHierarchy { container in
                container.registry.forEachVisible { list, position in
                    if list.name(at: position) != nil { keys.insert(LaunchOverrides.typeKey(for: list.types.serviceType)) }
                }
            }
            return keys.sorted()
        }
    }
}
