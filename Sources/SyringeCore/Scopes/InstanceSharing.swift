/// How a registration keeps its instances, decided once when its scope is set.
///
/// The four built-in scopes are served by fast paths that keep instances in the registration's
/// state or in the resolution's ``ObjectGraph``; any other scope goes through its
/// ``InstanceStorage``.
enum InstanceSharing: UInt8, Sendable {
    // The raw values are what ``EntryTraits`` stores.
    case transient = 0
    case graph = 1
    case container = 2
    case weak = 3
    case custom = 4

    /// The sharing a verification check uses: instances that would be published to other
    /// resolutions stay in the check's graph instead, and are discarded with it.
    var withoutPublishing: InstanceSharing {
        switch self {
        case .container, .weak, .custom: .graph
        case .transient, .graph: self
        }
    }

    /// The sharing of `scope`: one of the four built-in scopes' or `.custom`.
    init(_ scope: ObjectScopeProtocol) {
        self = (scope as? ObjectScope)?.sharing ?? .custom
    }

    /// The built-in scope this sharing stands for; `nil` for custom scopes.
    var builtInScope: ObjectScope? {
        switch self {
        case .transient: .transient
        case .graph: .graph
        case .container: .container
        case .weak: .weak
        case .custom: nil
        }
    }
}
