import Synchronization

/// One registration: its key (service type, arguments type, name), its ``EntryTraits``, and its
/// ``EntryState`` or the object it shares; the part of a ``ServiceEntry`` that does not depend on
/// the service type.
///
/// A ``ServiceEntry`` is a registration with a factory: the object `register` returns is the one
/// its container keeps, so a registration costs one object. An alias (``Container/forward(_:name:to:)``,
/// a launch override) is a plain registration, without a factory. The container's ``Registry``
/// finds the registration that serves a key and reads everything a resolution decides on, and an
/// existing shared object, without touching generic metadata; only the factory, read from the
/// entry (``_ServiceRegistration/factory(of:as:)``), depends on the service type.
///
/// Public only because ``ServiceEntry``, a public class, derives from it: it has no public
/// members, and code outside Syringe cannot make or subclass it.
///
/// Not thread safe: the container tree's ``ReadMostlyLock`` guards the slot; the traits may change
/// in a read section, with a compare-and-exchange; the key and the handle never change.
public class _ServiceRegistration: @unchecked Sendable {
    /// The service type and the type of the runtime arguments the registration serves.
    final let types: TypePair
    /// The name the registration serves.
    final let name: String?
    /// The locks of the container the registration was made on, and the container while it
    /// exists.
    final let handle: ContainerHandle
    /// The traits' bits: atomic, so that configuration can change them while resolutions read
    /// them.
    final let traitBits: Atomic<UInt64>
    /// The registration's ``EntryState``, once it needs one; or, while its traits say so
    /// (``EntryTraits/keepsObjectInRecord``), the object a `.container` registration of a class
    /// type shares, kept here so that the common singleton needs no state (an allocation more at
    /// its first resolution, and a pointer more to follow at every one after). Changed only under
    /// the write lock, read under the read lock. A state, once set,
    /// is never replaced; a registration that needs one while it keeps its object here moves the
    /// object into it (``ensureState()``).
    @exclusivity(unchecked) final var slot: RegistrationSlot

    init(types: TypePair, name: String?, handle: ContainerHandle, traits: EntryTraits, state: EntryState?) {
        self.types = types
        self.name = name
        self.handle = handle
        self.traitBits = Atomic(traits.bits)
        slot = RegistrationSlot(state)
    }
}

extension _ServiceRegistration {
    /// The traits, read without ordering: under the lock, or racing only with configuration.
    var traits: EntryTraits {
        EntryTraits(bits: traitBits.load(ordering: .relaxed))
    }

    /// The object that a registration whose slot holds `slot` and whose traits are `traits`
    /// already shares, if any, as its scope keeps it (`ServiceRegistration+ContainerScope.swift`,
    /// `ServiceRegistration+WeakScope.swift`); under the read lock. Code that does not know the service type
    /// reads a shared instance this way: `.container` instances of class types (in the slot, or in
    /// the state of a registration that has one) and `.weak` instances are objects, and a
    /// `.container` value of any other type is in a ``SharedValue`` box in the state.
    ///
    /// Static, so that the resolve path passes the slot it read and retains no registration for
    /// a call.
    static func sharedObject(in slot: AnyObject?, traits: EntryTraits) -> AnyObject? {
        guard traits.keepsSharedInstance, let slot else { return nil }
        if traits.keepsObjectInRecord { return slot }
        return sharedObject(inState: downcast(slot, to: EntryState.self), traits: traits)
    }

    /// The object that a registration whose state is `state` and whose traits are `traits`
    /// already shares, if any; under the read lock (see ``sharedObject(in:traits:)``).
    static func sharedObject(inState state: EntryState, traits: EntryTraits) -> AnyObject? {
        guard case .container = traits.sharing else {
            return weakObject(in: state)
        }
        return containerObject(in: state)
    }

    /// The object this registration, made by an async factory, already shares, with the form it
    /// is in, read as ``Resolver/resolveAsync(_:name:isolation:)`` reads it (see
    /// ``EntryTraits/readByAsyncResolution``); under the read lock.
    func asyncSharedObject() -> (object: AnyObject, form: SharedForm)? {
        let traits = traits.readByAsyncResolution
        return Self.sharedObject(in: slot.object, traits: traits).map { ($0, SharedForm(traits)) }
    }

    /// The registration that `alias` stands for, unless it was removed; under the read lock.
    static func target(of alias: _ServiceRegistration) -> _ServiceRegistration? {
        guard let target = (alias.state as? AliasState)?.target, !target.traits.isRemoved else { return nil }
        return target
    }

    /// The object that `target`, the registration `alias` stands for, already shares, when it is
    /// a registration of a class type, in the form the alias reads it: the instance as the
    /// alias's type, boxed, once a resolution cast it (``EntryState/forwardedView(as:)``), or else
    /// the instance itself, to cast; read as ``sharedObject(in:traits:)`` reads it, under the
    /// read lock.
    @inline(never)
    static func sharedObject(ofTarget target: _ServiceRegistration, of alias: _ServiceRegistration) -> (AnyObject, SharedForm)? {
        let traits = target.traits
        guard traits.keepsSharedInstance, traits.makesObjects else { return nil }
        if let view = target.state?.forwardedView(as: alias.types.serviceType) {
            return (view, .box)
        }
        var keepsView = false
        if case .container = traits.sharing { keepsView = true }
        return sharedObject(in: target.slot.object, traits: traits).map { ($0, .forwarded(keepsView: keepsView)) }
    }

    /// Under the write lock: keeps `service`, the instance that the registration this alias
    /// stands for shares (`object`), cast to the alias's type, `Service`, so that later
    /// resolutions of the alias read it without casting; unless that registration shares
    /// another instance by now, or is not a `.container` one (a `.weak` instance must not be
    /// held).
    func keepForwardedView<Service>(_ service: Service, of object: AnyObject) {
        guard !traits.isRemoved, let target = Self.target(of: self),
              case .container = target.traits.sharing, target.traits.makesObjects,
              Self.sharedObject(in: target.slot.object, traits: target.traits) === object
        else { return }
        target.ensureState().addForwardedView(TypedSharedValue(service), as: Service.self)
    }

    /// Changes the traits, under the lock (a read section suffices: other configuration may
    /// change them at the same time).
    func updateTraits(_ update: (inout EntryTraits) -> Void) {
        var current = traitBits.load(ordering: .relaxed)
        while true {
            var traits = EntryTraits(bits: current)
            update(&traits)
            let (exchanged, original) = traitBits.compareExchange(expected: current, desired: traits.bits, ordering: .relaxed)
            if exchanged { return }
            current = original
        }
    }

    /// The state, if the registration has one; under the lock.
    var state: EntryState? {
        guard let slot = slot.object, !traits.keepsObjectInRecord else { return nil }
        return downcast(slot, to: EntryState.self)
    }

    /// Gives the registration, which has no state, the state `state`; under the write lock.
    func setState(_ state: EntryState) {
        slot.object = state
    }

    /// Forgets every instance the registration keeps, in its slot or its state, whatever its
    /// scope, and returns them, for the caller to release once it let go of the write lock.
    func takeInstances() -> [Any] {
        (takeObjectInRecord().map { [$0] } ?? []) + (state?.takeKeptInstances() ?? [])
    }

    /// Whether the registration keeps an instance, or a storage or an async factory that may
    /// keep one.
    var keepsInstances: Bool {
        traits.keepsObjectInRecord || state?.keepsInstances == true
    }

    /// Marks the registration removed from its container, and takes everything its slot holds (its
    /// state or the object it shares), for the caller to release once it let go of the write
    /// lock. A removed registration resolves nothing and configuring it does nothing.
    func remove() -> AnyObject? {
        updateTraits { $0.isRemoved = true }
        defer { slot.object = nil }
        return slot.object
    }

    /// The scope; under the lock.
    var scope: ObjectScopeProtocol {
        traits.sharing.builtInScope ?? state!.customScope!
    }

    /// The key the registration serves.
    var key: RegistrationKey {
        RegistrationKey(serviceType: types.serviceType, argumentsType: types.argumentsType, name: name)
    }

    /// The registration that resolves requests for this one: itself, or for an alias the
    /// registration it stands for (`nil` once that one is removed); under the lock.
    var served: _ServiceRegistration? {
        guard let alias = state as? AliasState else { return self }
        return alias.target.traits.isRemoved ? nil : alias.target
    }

    /// What ``Container/description`` and failure reports list of the registration; under the
    /// lock.
    var listing: RegistrationListing { RegistrationListing(self) }
}

extension _ServiceRegistration {
    /// A factory's parameter list as Swinject prints it: `Resolver` or `(Resolver, String, Int)`.
    static func factoryDescription(_ argumentsType: Any.Type, _ argumentCount: Int) -> String {
        switch argumentCount {
        case 0: "Resolver"
        case 1: "(Resolver, \(argumentsType))"
        default: "(Resolver, \(String(describing: argumentsType).dropFirst())"
        }
    }
}

private let registrationIdentities = Atomic<UInt64>(0)

/// A registration's identity and the flags the resolve path decides on, packed into one word.
///
/// One word keeps a registration small and lets a resolution read everything it branches on with
/// a single load. The identity takes the upper 48 bits: numbers are never reused, and 2⁴⁸
/// registrations would take years at a million a second. The number of runtime arguments (for
/// descriptions) takes bits 8 to 13, whether the factory is async bit 14, whether the
/// registration was removed bit 15, the other flags the lowest byte.
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
    @inline(__always) static var isAsyncFlag: UInt64 { 1 << 14 }
    static var isRemovedFlag: UInt64 { 1 << 15 }
    @inline(__always) static var identityShift: UInt64 { 16 }

    @inline(__always)
    init(bits: UInt64) {
        self.bits = bits
    }

    /// The traits of a new registration, with an identity no other registration has had.
    init(
        sharing: InstanceSharing, isSynchronized: Bool, makesObjects: Bool, argumentCount: Int = 0,
        isAlias: Bool = false, isAsync: Bool = false
    ) {
        let identity = registrationIdentities.wrappingAdd(1, ordering: .relaxed).newValue
        bits = identity << Self.identityShift | UInt64(sharing.rawValue)
            | UInt64(min(argumentCount, 63)) << Self.argumentCountShift
        if isSynchronized { bits |= Self.isSynchronizedFlag }
        if makesObjects { bits |= Self.makesObjectsFlag }
        if isAlias { bits |= Self.isAliasFlag }
        if isAsync { bits |= Self.isAsyncFlag }
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

    /// The number of runtime arguments the factory takes (at most 63 are told apart).
    var argumentCount: Int { Int(truncatingIfNeeded: bits >> Self.argumentCountShift & 0x3F) }

    /// Whether an async factory makes the instances (``Container/register(_:name:factory:)-owde``),
    /// which only ``Resolver/resolveAsync(_:name:isolation:)`` may hand out: a synchronous resolve
    /// does not read the instance such a registration shares (see ``keepsSharedInstance``), and
    /// so reaches the factory, which stops it.
    @inline(__always) var isAsync: Bool { bits & Self.isAsyncFlag != 0 }

    /// These traits as ``Resolver/resolveAsync(_:name:isolation:)`` reads them: the instance an
    /// async registration shares is read as any other.
    var readByAsyncResolution: EntryTraits {
        EntryTraits(bits: bits & ~Self.isAsyncFlag)
    }

    /// Whether the registration was removed from its list (``Container/remove(_:)``,
    /// ``Container/removeAll()``): it resolves nothing, and configuring its entry does nothing.
    var isRemoved: Bool {
        get { bits & Self.isRemovedFlag != 0 }
        set { bits = newValue ? bits | Self.isRemovedFlag : bits & ~Self.isRemovedFlag }
    }

    /// Whether a resolution makes the instance from the registration's own factory as the plan
    /// says (``ResolutionPlan/make(_:traits:section:)``): a `.transient` or `.graph` registration
    /// that is no alias, synchronized or not, with `initCompleted` handlers or without.
    @inline(__always) var makesInstancesDirectly: Bool {
        let deciding = Self.sharingMask | Self.isAliasFlag
        return bits & deciding <= 1  // .transient or .graph, and no alias
    }

    /// Whether a resolution makes and shares the instance as the plan says
    /// (``ResolutionPlan/makeShared(_:section:)``): a `.container` or `.weak` registration, of any
    /// service type, synchronized or not, with `initCompleted` handlers and runtime arguments or
    /// without, that is no alias (see
    /// ``_ServiceRegistration/sharedOrNewObject(from:in:making:completing:)``).
    @inline(__always) var makesSharedInstancesDirectly: Bool {
        // `.container` and `.weak` differ in the lowest bit of the sharing only.
        let deciding = Self.sharingMask & ~1 | Self.isAliasFlag
        return bits & deciding == UInt64(InstanceSharing.container.rawValue)
    }

    /// Whether the registration is an ordinary `.container` or `.weak` one, whose shared
    /// instance, once made, lives in its ``EntryState`` or its slot, and whose factory is not
    /// async unless the traits are read by an async resolution (``readByAsyncResolution``).
    @inline(__always) var keepsSharedInstance: Bool {
        // .container or .weak, not an alias, not async.
        (bits & (Self.sharingMask | Self.isAliasFlag | Self.isAsyncFlag)) &>> 1 == 1
    }
}
