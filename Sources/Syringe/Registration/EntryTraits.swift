import Synchronization

private let registrationIdentities = Atomic<UInt64>(0)

/// A registration's identity and the flags the resolve path decides on, packed into one word.
///
/// One word keeps a registration small and lets a resolution read everything it branches on with
/// a single load. The identity takes the upper 48 bits: numbers are never reused, and 2⁴⁸
/// registrations would take years at a million a second. The number of runtime arguments (for
/// descriptions) takes bits 8 to 14, whether the registration was removed bit 15, the other flags
/// the lowest byte.
///
/// A ``_ServiceRegistration`` keeps them in an atomic word: the resolve path reads them in a read section
/// of the container tree's ``ReadMostlyLock``, and configuration that changes no state of the
/// registration updates them in a read section too, with a compare-and-exchange.
struct EntryTraits {
    var bits: UInt64

    @inline(__always) static var sharingMask: UInt64 { 0b111 }
    @inline(__always) static var isSynchronizedFlag: UInt64 { 1 << 3 }
    @inline(__always) static var makesObjectsFlag: UInt64 { 1 << 4 }
    @inline(__always) static var hasInitCompletedActionsFlag: UInt64 { 1 << 5 }
    @inline(__always) static var isAliasFlag: UInt64 { 1 << 6 }
    @inline(__always) static var keepsObjectInRecordFlag: UInt64 { 1 << 7 }
    @inline(__always) static var argumentCountShift: UInt64 { 8 }
    static var isRemovedFlag: UInt64 { 1 << 15 }
    @inline(__always) static var identityShift: UInt64 { 16 }

    @inline(__always)
    init(bits: UInt64) {
        self.bits = bits
    }

    /// The traits of a new registration, with an identity no other registration has had.
    init(sharing: InstanceSharing, isSynchronized: Bool, makesObjects: Bool, argumentCount: Int = 0, isAlias: Bool = false) {
        let identity = registrationIdentities.wrappingAdd(1, ordering: .relaxed).newValue
        bits = identity << Self.identityShift | UInt64(sharing.rawValue)
            | UInt64(min(argumentCount, 127)) << Self.argumentCountShift
        if isSynchronized { bits |= Self.isSynchronizedFlag }
        if makesObjects { bits |= Self.makesObjectsFlag }
        if isAlias { bits |= Self.isAliasFlag }
    }

    /// Whether instances of `service` are single object references: a class type, not a
    /// class-bound existential.
    static func makesObjects<Service>(_ service: Service.Type) -> Bool {
        Service.self is AnyObject.Type && MemoryLayout<Service>.size == MemoryLayout<AnyObject>.size
    }

    /// A number unique to the registration for the life of the process; object graphs, resolution
    /// frames and ``ServiceEntry`` know the registration by it.
    @inline(__always) var identity: UInt64 { bits >> Self.identityShift }

    /// How the registration shares its instances.
    @inline(__always) var sharing: InstanceSharing {
        get {
            switch bits & Self.sharingMask {
            case 0: .transient
            case 1: .graph
            case 2: .container
            case 3: .weak
            default: .custom
            }
        }
        set { bits = bits & ~Self.sharingMask | UInt64(newValue.rawValue) }
    }

    /// Whether the factory runs under the container's recursive lock (`registerSynchronized`).
    @inline(__always) var isSynchronized: Bool { bits & Self.isSynchronizedFlag != 0 }

    /// Whether the service type is a class, so that instances can be kept as plain object
    /// references and read back without a dynamic cast.
    @inline(__always) var makesObjects: Bool { bits & Self.makesObjectsFlag != 0 }

    /// Whether `initCompleted` handlers were added.
    @inline(__always) var hasInitCompletedActions: Bool {
        get { bits & Self.hasInitCompletedActionsFlag != 0 }
        set { bits = newValue ? bits | Self.hasInitCompletedActionsFlag : bits & ~Self.hasInitCompletedActionsFlag }
    }

    /// Whether the registration only stands for another one (see ``AliasState``).
    @inline(__always) var isAlias: Bool { bits & Self.isAliasFlag != 0 }

    /// Whether the registration, a `.container` one of a class type without a state, keeps the
    /// object it shares in its slot (see ``_ServiceRegistration/slot``).
    @inline(__always) var keepsObjectInRecord: Bool {
        get { bits & Self.keepsObjectInRecordFlag != 0 }
        set { bits = newValue ? bits | Self.keepsObjectInRecordFlag : bits & ~Self.keepsObjectInRecordFlag }
    }

    /// The number of runtime arguments the factory takes (at most 127 are told apart).
    var argumentCount: Int { Int(truncatingIfNeeded: bits >> Self.argumentCountShift & 0x7F) }

    /// Whether the registration was removed from its list (``Container/remove(_:)``,
    /// ``Container/removeAll()``): it resolves nothing, and configuring its entry does nothing.
    var isRemoved: Bool {
        get { bits & Self.isRemovedFlag != 0 }
        set { bits = newValue ? bits | Self.isRemovedFlag : bits & ~Self.isRemovedFlag }
    }

    /// Whether a resolution can make the instance straight from the factory: a `.transient` or
    /// `.graph` registration whose factory runs unlocked and that has no `initCompleted`
    /// handlers. Such a resolution needs nothing from the registration but its factory and identity.
    @inline(__always) var makesInstancesDirectly: Bool {
        let deciding = Self.sharingMask | Self.isSynchronizedFlag | Self.hasInitCompletedActionsFlag | Self.isAliasFlag
        return bits & deciding <= 1  // .transient or .graph, and no flag
    }

    /// Whether a resolution can make and share the instance with the factory alone: a
    /// `.container` or `.weak` registration of a class type whose factory runs unlocked and that
    /// has no `initCompleted` handlers nor runtime arguments (see
    /// ``_ServiceRegistration/sharedOrNewObject(from:in:making:completing:)``).
    @inline(__always) var makesSharedObjectsDirectly: Bool {
        // `.container` and `.weak` differ in the lowest bit of the sharing only.
        let deciding = Self.sharingMask & ~1 | Self.isSynchronizedFlag | Self.hasInitCompletedActionsFlag
            | Self.isAliasFlag | Self.makesObjectsFlag | 0xFF << Self.argumentCountShift
        return bits & deciding == UInt64(InstanceSharing.container.rawValue) | Self.makesObjectsFlag
    }

    /// Whether the registration is an ordinary `.container` or `.weak` one, whose shared
    /// instance, once made, lives in its ``EntryState`` or its slot.
    @inline(__always) var keepsSharedInstance: Bool {
        (bits & (Self.sharingMask | Self.isAliasFlag)) &>> 1 == 1  // .container or .weak, not an alias
    }
}
