/// How an entry keeps its instances, decided once when its scope is set.
///
/// The four built-in scopes are served by fast paths that keep instances in the entry itself or
/// in the resolution's ``ObjectGraph``; any other scope goes through its ``InstanceStorage``.
@usableFromInline
enum InstanceSharing {
    case transient
    case graph
    case container
    case weak
    case custom

    /// The sharing a verification check uses: instances that would be published to other
    /// resolutions stay in the check's graph instead, and are discarded with it.
    @inlinable
    var withoutPublishing: InstanceSharing {
        switch self {
        case .container, .weak, .custom: .graph
        case .transient, .graph: self
        }
    }

    @usableFromInline
    init(_ scope: ObjectScopeProtocol) {
        switch scope {
        case ObjectScope.transient: self = .transient
        case ObjectScope.graph: self = .graph
        case ObjectScope.container: self = .container
        case ObjectScope.weak: self = .weak
        default: self = .custom
        }
    }
}

private func ~= (pattern: ObjectScope, value: ObjectScopeProtocol) -> Bool {
    pattern === value
}
