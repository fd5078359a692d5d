import SyringeCore

// SwinjectAutoregistration declares `autoregister`'s initializers as functions of one tuple,
// `((A, B)) -> Service`, and `(()) -> Service` for no dependencies; libraries built on it pass
// functions of those types on. Given to the separate-parameter forms, such a function crashed the
// compiler (SILGen, signal 11), and `(()) -> Service` asked the container for a `()`.
//
// The overloads below take them instead. How they are declared works around Swift 6.3.1 bugs:
// - Two elements have their own overloads, without a pack, and the pack form starts with two
//   named elements, so that its pack is never empty: from an `async` function, a call whose
//   packs are all empty, such as one passing a function of an empty pack, crashes the optimizer
//   (LLVM, signal 11).
// - The pack form's tuple is `borrowing`: see `AutoregisteredInitializer.init(tupled:)`.
// - No form takes a tuple of one element: `(A)` is `A`, so it would also take `(A) -> Service`,
//   be preferred to the separate-parameter form and crash the compiler (SILGen, signal 6).

extension Container {
    /// Registers a service made by a function whose one parameter is the empty tuple: the
    /// service has no dependencies.
    ///
    /// ```swift
    /// let makeClock: (()) -> SystemClock = { _ in SystemClock() }
    /// container.autoregister(SystemClock.self, initializer: makeClock)
    /// ```
    ///
    /// This is SwinjectAutoregistration's form for services without dependencies: `()` is
    /// passed as it is, not resolved from the container.
    ///
    /// - Parameters:
    ///   - serviceType: The type to resolve the service by.
    ///   - name: A name that tells registrations of the same type apart.
    ///   - initializer: Makes the service.
    /// - Returns: The registration, to configure it further.
    @discardableResult
    public func autoregister<Service>(
        _ serviceType: Service.Type,
        name: String? = nil,
        initializer: @escaping @isolated(any) (()) -> Service
    ) -> ServiceEntry<Service> {
        let synchronous = IsolatedCall.synchronous(initializer)
        return register(
            serviceType, name: name, factory: { _ in synchronous(()) }, isolatedTo: FactoryIsolation(initializer.isolation))
    }

    /// Registers a service made by a function that takes its two dependencies as one tuple; each
    /// element is resolved from the container.
    ///
    /// ```swift
    /// let makeStore: ((APIClient, Cache)) -> SessionStore = { SessionStore(api: $0.0, cache: $0.1) }
    /// container.autoregister(SessionStore.self, initializer: makeStore)
    /// // same as: container.register(SessionStore.self) { r in makeStore((r~>, r~>)) }
    /// ```
    ///
    /// This is the form SwinjectAutoregistration declares, in which libraries built on it pass
    /// their functions on. An element that cannot be resolved stops the program with a report
    /// naming the element, its type and what is registered.
    ///
    /// - Parameters:
    ///   - serviceType: The type to resolve the service by.
    ///   - name: A name that tells registrations of the same type apart.
    ///   - initializer: Makes the service; each element of its tuple is resolved by its type.
    /// - Returns: The registration, to configure it further.
    @discardableResult
    public func autoregister<Service, FirstElement, SecondElement>(
        _ serviceType: Service.Type,
        name: String? = nil,
        initializer: @escaping @isolated(any) ((FirstElement, SecondElement)) -> Service
    ) -> ServiceEntry<Service> {
        autoregister(serviceType, name: name, initializer: AutoregisteredInitializer(
            paired: IsolatedCall.synchronous(initializer),
            isolation: FactoryIsolation(initializer.isolation)))
    }

    /// Registers a service made by a function that takes three or more dependencies as one tuple;
    /// each element is resolved from the container.
    ///
    /// ```swift
    /// let makeFeed: ((APIClient, Cache, Clock)) -> Feed = { Feed(api: $0.0, cache: $0.1, clock: $0.2) }
    /// container.autoregister(Feed.self, initializer: makeFeed)
    /// ```
    ///
    /// This is the form SwinjectAutoregistration declares, in which libraries built on it pass
    /// their functions on. There is no limit on the number of elements. An element that cannot
    /// be resolved stops the program with a report naming the element, its type and what is
    /// registered.
    ///
    /// - Parameters:
    ///   - serviceType: The type to resolve the service by.
    ///   - name: A name that tells registrations of the same type apart.
    ///   - initializer: Makes the service; each element of its tuple is resolved by its type.
    /// - Returns: The registration, to configure it further.
    @discardableResult
    public func autoregister<Service, FirstElement, SecondElement, each OtherElement>(
        _ serviceType: Service.Type,
        name: String? = nil,
        initializer: @escaping @isolated(any) (borrowing (FirstElement, SecondElement, repeat each OtherElement)) -> Service
    ) -> ServiceEntry<Service> {
        autoregister(serviceType, name: name, initializer: AutoregisteredInitializer(tupled: IsolatedTupleInitializer(initializer)))
    }

    /// Registers a service made by a function that takes its two dependencies as one tuple, one
    /// of them a runtime argument; the other is resolved from the container.
    ///
    /// ```swift
    /// let makeModel: ((User.ID, SessionStore)) -> UserViewModel = { UserViewModel(id: $0.0, store: $0.1) }
    /// container.autoregister(UserViewModel.self, argument: User.ID.self, initializer: makeModel)
    /// let model = container.resolve(UserViewModel.self, argument: userID)
    /// ```
    ///
    /// The argument goes to the tuple element of its type.
    ///
    /// - Parameters:
    ///   - serviceType: The type to resolve the service by.
    ///   - name: A name that tells registrations of the same type apart.
    ///   - argument: The type of the runtime argument; the tuple must have an element of it.
    ///   - initializer: Makes the service.
    /// - Returns: The registration, to configure it further.
    @discardableResult
    public func autoregister<Service, Argument, FirstElement, SecondElement>(
        _ serviceType: Service.Type,
        name: String? = nil,
        argument: Argument.Type,
        initializer: @escaping @isolated(any) ((FirstElement, SecondElement)) -> Service
    ) -> ServiceEntry<Service> {
        autoregister(
            serviceType, name: name, argumentTypes: argument,
            initializer: AutoregisteredInitializer(
            paired: IsolatedCall.synchronous(initializer),
            isolation: FactoryIsolation(initializer.isolation)))
    }

    /// Registers a service made by a function that takes three or more dependencies as one tuple,
    /// one of them a runtime argument; every other element is resolved from the container.
    ///
    /// ```swift
    /// let makeModel: ((User.ID, SessionStore, Clock)) -> UserViewModel = {
    ///     UserViewModel(id: $0.0, store: $0.1, clock: $0.2)
    /// }
    /// container.autoregister(UserViewModel.self, argument: User.ID.self, initializer: makeModel)
    /// ```
    ///
    /// The argument goes to the tuple element of its type.
    ///
    /// - Parameters:
    ///   - serviceType: The type to resolve the service by.
    ///   - name: A name that tells registrations of the same type apart.
    ///   - argument: The type of the runtime argument; the tuple must have an element of it.
    ///   - initializer: Makes the service.
    /// - Returns: The registration, to configure it further.
    @discardableResult
    public func autoregister<Service, Argument, FirstElement, SecondElement, each OtherElement>(
        _ serviceType: Service.Type,
        name: String? = nil,
        argument: Argument.Type,
        initializer: @escaping @isolated(any) (borrowing (FirstElement, SecondElement, repeat each OtherElement)) -> Service
    ) -> ServiceEntry<Service> {
        autoregister(
            serviceType, name: name, argumentTypes: argument,
            initializer: AutoregisteredInitializer(tupled: IsolatedTupleInitializer(initializer)))
    }

    /// Registers a service made by a function that takes its two dependencies as one tuple, both
    /// of them runtime arguments.
    ///
    /// ```swift
    /// let makeDownload: ((URL, Priority)) -> Download = { Download(url: $0.0, priority: $0.1) }
    /// container.autoregister(Download.self, arguments: URL.self, Priority.self, initializer: makeDownload)
    /// let download = container.resolve(Download.self, arguments: url, Priority.high)
    /// ```
    ///
    /// Each argument goes to the first tuple element of its type that has not received one.
    ///
    /// - Parameters:
    ///   - serviceType: The type to resolve the service by.
    ///   - name: A name that tells registrations of the same type apart.
    ///   - first: The type of the first runtime argument.
    ///   - second: The type of the second runtime argument.
    ///   - initializer: Makes the service.
    /// - Returns: The registration, to configure it further.
    @discardableResult
    public func autoregister<Service, First, Second, FirstElement, SecondElement>(
        _ serviceType: Service.Type,
        name: String? = nil,
        arguments first: First.Type,
        _ second: Second.Type,
        initializer: @escaping @isolated(any) ((FirstElement, SecondElement)) -> Service
    ) -> ServiceEntry<Service> {
        // Two arguments at most, as the tuple has two elements; a further pack of argument types
        // would be empty in every call, and a call whose packs are all empty, from an `async`
        // function, crashes the optimizer.
        autoregister(
            serviceType, name: name, argumentTypes: first, second,
            initializer: AutoregisteredInitializer(
            paired: IsolatedCall.synchronous(initializer),
            isolation: FactoryIsolation(initializer.isolation)))
    }

    /// Registers a service made by a function that takes three or more dependencies as one tuple,
    /// two or more of them runtime arguments; every other element is resolved from the container.
    ///
    /// ```swift
    /// let makeDownload: ((URL, Priority, Session)) -> Download = {
    ///     Download(url: $0.0, priority: $0.1, session: $0.2)
    /// }
    /// container.autoregister(Download.self, arguments: URL.self, Priority.self, initializer: makeDownload)
    /// let download = container.resolve(Download.self, arguments: url, Priority.high)
    /// ```
    ///
    /// Each argument goes to the first tuple element of its type that has not received one.
    ///
    /// - Parameters:
    ///   - serviceType: The type to resolve the service by.
    ///   - name: A name that tells registrations of the same type apart.
    ///   - first: The type of the first runtime argument.
    ///   - second: The type of the second runtime argument.
    ///   - rest: The types of any further runtime arguments.
    ///   - initializer: Makes the service.
    /// - Returns: The registration, to configure it further.
    @discardableResult
    public func autoregister<Service, First, Second, each Rest, FirstElement, SecondElement, each OtherElement>(
        _ serviceType: Service.Type,
        name: String? = nil,
        arguments first: First.Type,
        _ second: Second.Type,
        _ rest: repeat (each Rest).Type,
        initializer: @escaping @isolated(any) (borrowing (FirstElement, SecondElement, repeat each OtherElement)) -> Service
    ) -> ServiceEntry<Service> {
        autoregister(
            serviceType, name: name, argumentTypes: first, second, repeat each rest,
            initializer: AutoregisteredInitializer(tupled: IsolatedTupleInitializer(initializer)))
    }
}

extension AutoregisteredInitializer {
    /// An initializer that takes its two dependencies as the elements of one tuple.
    /// (`initializer` is the registered `@isolated(any)` function cast as ``IsolatedFunction``
    /// explains, without a pack: through one, its tuple crashes the Swift 6.3.1 compiler.)
    init<FirstElement, SecondElement>(
        paired initializer: @escaping ((FirstElement, SecondElement)) -> Service, isolation: FactoryIsolation?
    ) {
        form = .tuple
        dependencyTypes = [FirstElement.self, SecondElement.self]
        self.isolation = isolation
        call = { elements in initializer((elements.next(FirstElement.self), elements.next(SecondElement.self))) }
    }

    /// An initializer that takes its dependencies as the elements of one tuple, of two or more.
    ///
    /// The tuple's type is declared `borrowing`: a closure literal whose one parameter is a
    /// tuple of three or more, passed where the tuple's type contains a pack expansion, crashes
    /// Swift 6.3.1 while it emits the closure (signal 11 in SILGen's
    /// `EmitBBArguments::expandTuple`, swiftlang/swift#87432) unless the parameter's ownership
    /// is spelled out. The modifier changes nothing for callers: a function of type
    /// `((A, B, C)) -> Service` converts to it.
    init<FirstElement, SecondElement, each OtherElement>(
        tupled isolated: IsolatedTupleInitializer<Service, FirstElement, SecondElement, repeat each OtherElement>
    ) {
        form = .tuple
        dependencyTypes = types(FirstElement.self, SecondElement.self, repeat (each OtherElement).self)
        isolation = isolated.isolation
        let initializer = isolated.synchronous
        call = { elements in
            initializer((
                elements.next(FirstElement.self), elements.next(SecondElement.self),
                repeat elements.next((each OtherElement).self)))
        }
    }
}
