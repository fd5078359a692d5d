/// A registration that comes close to a request that found nothing, and why it did not match.
struct CloseMatch {
    enum Kind {
        /// Same type and arguments, another name.
        case otherName
        /// Same type and name, other argument types.
        case otherArguments
        /// Registered as `Optional<T>` while `T` was requested.
        case optional
        /// A type with a similar name (a protocol and its implementation, usually).
        case similarType
    }

    let kind: Kind
    let registration: DescribedRegistration

    /// The registrations that come close to `key`, the most telling first.
    static func find(for key: RegistrationKey, among registrations: [DescribedRegistration]) -> [CloseMatch] {
        var matches: [CloseMatch] = []
        for registration in registrations {
            let candidate = registration.key
            if candidate.serviceType == key.serviceType {
                if candidate.argumentsType == key.argumentsType, candidate.name != key.name {
                    matches.append(CloseMatch(kind: .otherName, registration: registration))
                } else if candidate.name == key.name, candidate.argumentsType != key.argumentsType {
                    matches.append(CloseMatch(kind: .otherArguments, registration: registration))
                }
            } else if isOptional(candidate.serviceType, of: key.serviceType) {
                matches.append(CloseMatch(kind: .optional, registration: registration))
            } else if haveSimilarNames(candidate.serviceType, key.serviceType) {
                matches.append(CloseMatch(kind: .similarType, registration: registration))
            }
        }
        return matches.sorted { $0.kind.rank < $1.kind.rank }
    }

    /// What to tell the user about this match.
    func explanation(for key: RegistrationKey) -> String {
        let described = ResolutionReport.describe(registration.key)
        let location = registration.ancestorDistance > 0 ? ", in a parent container" : ""
        switch kind {
        case .otherName:
            return "\(described)\(location): same type and arguments, another name."
        case .otherArguments:
            var text = "\(described)\(location): the factory takes other argument types."
            if let callerFix = callerFix(for: key) {
                text += " " + callerFix
            } else if mentionsAny(registration.key.argumentsType) {
                text += " An argument type of Any usually comes from a closure parameter whose type was"
                    + " not written, so Swift inferred Any: write the type, e.g. `{ (r, name: String) in … }`."
            }
            return text
        case .optional:
            return "\(described)\(location): registered as an optional; register \(key.serviceType) itself,"
                + " or resolve `\(key.serviceType)?`."
        case .similarType:
            return "\(described)\(location): a type with a similar name; if it is the one you need, resolve"
                + " it, or make its registration `.implements(\(key.serviceType).self)`."
        }
    }

    /// What the caller of `resolve` writes to reach this registration, when the arguments it
    /// passed differ from the factory's in a way that comes from the call: a class instance where
    /// the factory takes a type that is no class (a protocol, usually: Swift passes a value of
    /// type `any Animal` to `resolve`'s generic parameter as its concrete class), or a value whose
    /// static type is `Any`.
    func callerFix(for key: RegistrationKey) -> String? {
        guard kind == .otherArguments else { return nil }
        let taken = ResolutionReport.argumentTypeNames(registration.key.argumentsType)
        let passed = ResolutionReport.argumentTypeNames(key.argumentsType)
        let (takenTypes, passedTypes) = (Self.argumentTypes(registration.key.argumentsType), Self.argumentTypes(key.argumentsType))
        guard taken.count == passed.count else { return nil }
        for index in taken.indices where taken[index] != passed[index] {
            let (takenType, passedType) = (taken[index], passed[index])
            if index < takenTypes.count, index < passedTypes.count, passedTypes[index] is AnyClass,
               !(takenTypes[index] is AnyClass), takenType != "Any" {
                return "The call passed \(passedType) where the factory takes \(takenType). If the value's type is "
                    + "`any \(takenType)`, Swift passed it to `resolve` as its concrete type: write the argument as "
                    + "`value as any \(takenType)`."
            }
            if passedType == "Any" && takenType != "Any" {
                return "The call passed a value whose static type is Any where the factory takes \(takenType): "
                    + "pass it as `value as! \(takenType)`, or declare the value with its type."
            }
        }
        return nil
    }

    /// The runtime argument type of a key that takes one, the only one whose type is known
    /// without a value; none for a key that takes several.
    private static func argumentTypes(_ argumentsType: Any.Type) -> [Any.Type] {
        ResolutionReport.argumentTypeNames(argumentsType).count == 1 ? [argumentsType] : []
    }

    private static func isOptional(_ candidate: Any.Type, of requested: Any.Type) -> Bool {
        guard let wrapper = candidate as? any InjectionWrapper.Type else { return false }
        return wrapper.wrappedType == requested && String(describing: candidate).hasPrefix("Optional<")
    }

    /// `APIClient` and `APIClientProtocol`, `DefaultAPIClient`, `APIClientImpl`: one name
    /// contains the other, ignoring case, and the shorter has at least four letters.
    private static func haveSimilarNames(_ first: Any.Type, _ second: Any.Type) -> Bool {
        let (a, b) = (baseName(first).lowercased(), baseName(second).lowercased())
        guard a != b, min(a.count, b.count) >= 4 else { return false }
        return a.contains(b) || b.contains(a)
    }

    /// The type's name without module or generic arguments: `Swift.Optional<Int>` → `Optional`.
    private static func baseName(_ type: Any.Type) -> String {
        let name = String(describing: type)
        return String(name.prefix { $0 != "<" }.split(separator: ".").last ?? "")
    }

    private func mentionsAny(_ type: Any.Type) -> Bool {
        type == Any.self || String(describing: type).split(whereSeparator: { !$0.isLetter }).contains("Any")
    }
}

extension CloseMatch.Kind {
    fileprivate var rank: Int {
        switch self {
        case .otherName: 0
        case .otherArguments: 1
        case .optional: 2
        case .similarType: 3
        }
    }
}
