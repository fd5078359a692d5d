import Synchronization

/// The resolve path of code that is not specialized: a call through the `Resolver` protocol
/// (each `r.resolve` in a factory), a call from generic code the compiler did not specialize,
/// every call in a debug build (see the Performance article).
///
/// ``unspecializedPlan(for:isSynchronized:in:)`` reads the registry once, without generic code,
/// and says what to do (an ``UnspecializedPlan``); the entry points act on the plan, and only
/// their last step depends on the service type. The plan's read and the step that acts on it are
/// transparent and in this file, the file of their callers, so that a debug build of the library
/// (which inlines its own transparent code only within a file) makes them without a call.
extension Container {
    /// The resolve path, for code that is not specialized: the registration is found, and an
    /// instance it already shares as an object is read, without generic code (the one generic
    /// step hands the object over as the result); anything else is resolved by
    /// ``resolveUnspecialized(following:_:name:arguments:isSynchronized:key:in:)``.
    ///
    /// The common case, an existing shared object of the service type, is all this function
    /// does, so that it stays small in a debug build, which gives every local of a function a
    /// zero-filled stack slot on entry and inlines nothing.
    @inline(never)
    func resolveUnspecialized<Service, Arguments>(
        _ serviceType: Service.Type, name: String?, arguments: Arguments, isSynchronized: Bool
    ) throws(ResolutionFailure) -> Service {
        let key = RegistrationKey(serviceType: Service.self, argumentsType: Arguments.self, name: name)
        let context = ResolutionContext.unretainedCurrent
        let plan = unspecializedPlan(for: key, isSynchronized: isSynchronized, in: context)
        guard case .shared(let object, isService: true) = plan else {
            return try resolveUnspecialized(
                following: plan, serviceType, name: name, arguments: arguments, isSynchronized: isSynchronized,
                key: key, in: context)
        }
        return Self.handOver(object, as: Service.self, in: context)
    }

    /// ``resolveUnspecialized(_:name:arguments:isSynchronized:)`` for the forms that return `nil`
    /// and report a failure: the instance goes straight into the optional result.
    @inline(never)
    func resolveUnspecializedReportingFailure<Service, Arguments>(
        _ serviceType: Service.Type, name: String?, arguments: Arguments, isSynchronized: Bool
    ) -> Service? {
        resolveUnspecializedIntoOptional(serviceType, name: name, arguments: arguments, isSynchronized: isSynchronized)
    }

    /// ``resolveUnspecializedReportingFailure(_:name:arguments:isSynchronized:)`` for a request
    /// without a name, runtime arguments or synchronization, most requests (see
    /// ``resolveReportingFailure(_:)``).
    @inline(never)
    func resolveUnspecializedReportingFailure<Service>(_ serviceType: Service.Type) -> Service? {
        resolveUnspecializedIntoOptional(serviceType, name: nil, arguments: (), isSynchronized: false)
    }

    /// The body of the two `resolveUnspecializedReportingFailure` functions; transparent, so that
    /// each is made for its parameters (the one without a name and arguments, for constants).
    @_transparent
    func resolveUnspecializedIntoOptional<Service, Arguments>(
        _ serviceType: Service.Type, name: String?, arguments: Arguments, isSynchronized: Bool
    ) -> Service? {
        let key = RegistrationKey(serviceType: Service.self, argumentsType: Arguments.self, name: name)
        let context = ResolutionContext.unretainedCurrent
        let plan = unspecializedPlan(for: key, isSynchronized: isSynchronized, in: context)
        guard case .shared(let object, isService: true) = plan else {
            do throws(ResolutionFailure) {
                return try resolveUnspecialized(
                    following: plan, serviceType, name: name, arguments: arguments, isSynchronized: isSynchronized,
                    key: key, in: context)
            } catch {
                reportFailure(error)
                return nil
            }
        }
        return Self.handOver(object, as: Service.self, in: context)
    }

    /// `object`, retained for the caller and of the service type, as the result: moved through
    /// memory of the thread's context, not copied, so the plan's retain is the caller's. Stored
    /// through a typed pointer, which a debug build writes inline (`storeBytes` is a generic call
    /// there); transparent, so that a debug build inlines it too (it is in the same file).
    @_transparent
    static func handOver<Service>(
        _ object: Unmanaged<AnyObject>, as service: Service.Type, in context: Unmanaged<ResolutionContext>
    ) -> Service {
        let slot = context._withUnsafeGuaranteedRef { $0.handOverSlot }
        slot.assumingMemoryBound(to: Unmanaged<AnyObject>.self).pointee = object
        return slot.assumingMemoryBound(to: Service.self).move()
    }

    /// Acts on `plan`, the plan of an unspecialized resolution of `key` that is not an existing
    /// object of the service type: an object to cast to it (a protocol), an instance to make from
    /// the factory, the registration's ``SpecializedResolution`` or the generic path.
    /// Transparent, so that a debug build inlines it too (callgrind, a debug transient resolve:
    /// 3,181 -> 3,053 instructions).
    @_transparent
    func resolveUnspecialized<Service, Arguments>(
        following plan: UnspecializedPlan, _ serviceType: Service.Type, name: String?, arguments: Arguments,
        isSynchronized: Bool, key: RegistrationKey, in context: Unmanaged<ResolutionContext>
    ) throws(ResolutionFailure) -> Service {
        switch plan {
        case .shared(let object, _):
            // The list of a key's types is always a list of the key's service type.
            return object.takeRetainedValue() as! Service
        case .make(let slot, let traits, let section):
            // Copied before the read section ends, after which a writer could remove the
            // registration; the list of a key's types is always a list of the key's service type.
            // Read as the function rather than the `Optional` it is stored as (a registration that
            // makes instances is no alias, so it has a factory, and an `Optional` function holding
            // one has the function's bits): the metadata of an `Optional` of a generic function
            // type is looked up on every call, and costs more than the rest of the resolution.
            let factory = slot.assumingMemoryBound(to: ((Resolver) -> Service).self).pointee
            ReadSection(counter: section).end()
            return makeUnspecialized(factory, traits: traits, key, arguments, in: context)
        case .makeShared(let list, let position, let section):
            return makeSharedUnspecialized(Service.self, in: list, at: position, ReadSection(counter: section), key, in: context)
        case .generic:
            return try resolveThroughGeneralPath(serviceType, name: name, arguments: arguments, isSynchronized: isSynchronized)
        case .registration(let list, let position, let section):
            return try resolveRegistration(
                list, at: position, ReadSection(counter: section), key, arguments,
                isSynchronized: isSynchronized || resolvesSynchronized, in: context)
        }
    }

    /// Makes an instance from `factory` of a registration with `traits`, as the plan
    /// ``UnspecializedPlan/make(factory:traits:section:)`` says: what ``makeDirectly(_:_:_:in:)``
    /// does, in fewer calls: this takes the request's pointers and makes the instance in three
    /// closures, where the specialized path's helpers take eight calls in a debug build (which
    /// inlines none), and where a release build's call through the registration's
    /// ``SpecializedResolution`` costs more than the generic steps it saves.
    @inline(never)
    borrowing func makeUnspecialized<Service, Arguments>(
        _ factory: borrowing @escaping (Resolver) -> Service, traits: EntryTraits, _ key: borrowing RegistrationKey,
        _ arguments: borrowing Arguments, in context: Unmanaged<ResolutionContext>
    ) -> Service {
        // Arguments of no size (none, for most requests) are never read: the request points at
        // the key instead.
        guard MemoryLayout<Arguments>.size > 0 else {
            return withUnsafePointer(to: key) { key in
                makeUnspecialized(
                    factory, traits: traits,
                    for: ResolutionRequest(key: key, arguments: key, argumentsSize: 0, isSynchronized: false),
                    in: context)
            }
        }
        return withUnsafePointer(to: arguments) { arguments in
            withUnsafePointer(to: key) { key in
                makeUnspecialized(
                    factory, traits: traits,
                    for: ResolutionRequest(
                        key: key, arguments: arguments, argumentsSize: MemoryLayout<Arguments>.size, isSynchronized: false),
                    in: context)
            }
        }
    }

    /// Returns the object that the registration at `position` of `list` (retained, taken over
    /// here), found in the read section `section` (which this ends), shares, made from its
    /// factory for a request for `key` if it shares none yet, as the plan
    /// ``UnspecializedPlan/makeShared(_:position:section:)`` says: what the specialized path does
    /// for a singleton (see ``RegistrationList/sharedOrNewObject(at:from:in:making:completing:)``),
    /// without generic code but the factory's last cast.
    @inline(never)
    borrowing func makeSharedUnspecialized<Service>(
        _ service: Service.Type, in list: Unmanaged<RegistrationList>, at position: Int, _ section: consuming ReadSection,
        _ key: borrowing RegistrationKey, in context: Unmanaged<ResolutionContext>
    ) -> Service {
        // Copied before the read section ends, as for `.make`.
        let traits = list._withUnsafeGuaranteedRef { $0.traits(at: position) }
        let factory = list._withUnsafeGuaranteedRef { $0.factorySlot(at: position) }
            .assumingMemoryBound(to: ((Resolver) -> Service).self).pointee
        section.end()
        let object = withUnsafePointer(to: key) { key in
            context._withUnsafeGuaranteedRef { resolution in
                resolution.beginResolution()
                defer { resolution.endResolution() }
                return list.takeRetainedValue().sharedOrNewObject(
                    at: RegistrationReference(identity: traits.identity, hint: position), from: self, in: resolution
                ) {
                    // Such a registration takes no arguments: the request points at the key instead.
                    let request = ResolutionRequest(key: key, arguments: key, argumentsSize: 0, isSynchronized: false)
                    return unsafeBitCast(makeUnspecialized(factory, traits: traits, for: request, in: context), to: AnyObject.self)
                } completing: { _ in }
            }
        }
        return unsafeBitCast(object, to: Service.self)
    }

    /// Makes an instance from `factory` for `request`, as one resolution of the thread whose
    /// context is `context`: the factory runs as a frame of the resolution path, and a
    /// graph-scoped instance is remembered in the graph in progress (see
    /// ``makeDirectly(_:_:_:in:)``).
    ///
    /// A `borrowing` method (so that a debug build does not retain `self` for the closures):
    /// it must not convert `self` to `any Resolver` itself, which stops Swift 6.3's compiler (an
    /// unhandled `init_existential_ref` in its move-only checking); the factory receives the
    /// container from ``resolverBox``. Transparent, so that a debug build inlines it into its
    /// caller (a debug transient resolve: 3,053 -> 3,009 instructions).
    @_transparent
    borrowing func makeUnspecialized<Service>(
        _ factory: borrowing @escaping (Resolver) -> Service, traits: EntryTraits, for request: ResolutionRequest,
        in context: Unmanaged<ResolutionContext>
    ) -> Service {
        context._withUnsafeGuaranteedRef { context in
            // Matched with `case` rather than compared with `==`, which a debug build calls through
            // the `Equatable` conformance.
            var isGraphScoped = false
            if case .graph = traits.sharing { isGraphScoped = true }
            let recordsBefore = isGraphScoped ? context.localGraph.count : 0
            context.beginResolution()
            defer { context.endResolution() }
            context.enter(ResolutionFrame(entry: traits.identity, request: request, step: .factory))
            let instance = resolverBox!._withUnsafeGuaranteedRef { factory($0.resolver) }
            context.leave()
            // Moved out rather than returned: a debug build copies a returned constant (a retain
            // and a release).
            guard isGraphScoped, context.graphMayBeReadLater else { return consume instance }
            guard traits.makesObjects else {
                return ServiceRecipe(factory: copy factory, traits: traits).keepInGraph(instance, in: context, madeSince: recordsBefore)
            }
            // Kept as the object it is, without the metadata of `Service?` that the recipe's
            // typed path looks up in a debug build.
            guard let existing = context.storeInGraphUnlessPresent(
                object: unsafeBitCast(instance, to: AnyObject.self), madeBy: traits.identity, searchingFrom: recordsBefore)
            else { return consume instance }
            return unsafeBitCast(existing, to: Service.self)
        }
    }

    /// Reads the registry for `key` on the thread whose context is `context`, for a request that
    /// is synchronized or not (a container that resolves synchronized makes every request so),
    /// and says what to do next (see ``UnspecializedPlan``).
    @_transparent
    func unspecializedPlan(
        for key: RegistrationKey, isSynchronized: Bool, in context: Unmanaged<ResolutionContext>
    ) -> UnspecializedPlan {
        guard activeSpecialModes.load(ordering: .relaxed) == 0 else { return .generic }
        let section = treeLock.beginRead(on: context._withUnsafeGuaranteedRef { $0.readerSlot })
        guard let (list, position) = servingRegistration(for: key) else {
            section.end()
            return .generic
        }
        // Read through a borrowed reference: the read section keeps writers, and so removals, out.
        let traits = list._withUnsafeGuaranteedRef { $0.traits(at: position) }
        if let shared = list._withUnsafeGuaranteedRef({ $0.sharedObject(at: position, traits: traits) }) {
            section.end()
            return .shared(shared, isService: traits.makesObjects)
        }
        // Conditions rather than `||`, whose autoclosure retains the container in a debug build.
        guard traits.makesInstancesDirectly, !isSynchronized, !resolvesSynchronized else {
            return sharingPlan(list, at: position, traits: traits, isSynchronized: isSynchronized, section.handOver(), in: context)
        }
        if case .graph = traits.sharing, context._withUnsafeGuaranteedRef({ $0.isResolving }) {
            // The instance the graph in progress already has; a value is read by the typed path.
            guard traits.makesObjects else { return .registration(list, position: position, section: section.handOver()) }
            if let existing = ResolutionContext.retainedGraphObject(madeBy: traits.identity, in: context) {
                section.end()
                return .shared(existing, isService: true)
            }
        }
        // Made here rather than through the list's specialized resolution, even where it has
        // one: the factory is all it takes, and the detour costs more than unspecialized code
        // saves (callgrind, release, from generic code: transient 936 -> 722 instructions, two
        // arguments 1,508 -> 1,295, a ten-object graph through `Resolver` 13,297 -> 10,805).
        return .make(
            factory: list._withUnsafeGuaranteedRef { $0.factorySlot(at: position) }, traits: traits,
            section: section.handOver())
    }

    /// The plan for the registration at `position` of `list`, with `traits`, found in the read
    /// section whose counter is `section`, when it does not make its instances directly: a
    /// singleton (or `.weak`) object made and shared with its factory alone, when it is one and
    /// the request is not synchronized, or else the registration's general path. A function of
    /// its own, so that a debug build of the common plans does not set up its locals.
    func sharingPlan(
        _ list: Unmanaged<RegistrationList>, at position: Int, traits: EntryTraits, isSynchronized: Bool,
        _ section: UnsafeMutablePointer<Atomic<Int>>, in context: Unmanaged<ResolutionContext>
    ) -> UnspecializedPlan {
        // A verification check publishes no shared instance: the general path keeps it in the
        // check's graph.
        guard traits.makesSharedObjectsDirectly, !isSynchronized, !resolvesSynchronized,
              !context._withUnsafeGuaranteedRef({ $0.isVerifying })
        else { return .registration(list, position: position, section: section) }
        return .makeShared(list.retain(), position: position, section: section)
    }
}
