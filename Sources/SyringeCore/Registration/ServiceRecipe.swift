/// What making an instance of a registration needs: its factory and traits, copied out of the
/// registration in one go under the read lock.
///
/// A transient or graph-scoped resolution without `initCompleted` handlers works from the recipe
/// alone, so it never retains the registration's list: copying the factory retains its closure
/// context, which a closure that captures nothing does not have. Every other resolution holds on
/// to the list as well.
struct ServiceRecipe<Service> {
    let factory: (Resolver) -> Service
    let traits: EntryTraits

    init(factory: @escaping (Resolver) -> Service, traits: EntryTraits) {
        self.factory = factory
        self.traits = traits
    }

    /// The registration's ``EntryTraits/identity``: graphs and frames know the registration by it.
    var identity: UInt64 { traits.identity }
}

/// Making instances from a recipe: the part of the resolve path that needs no registration.
extension ServiceRecipe {
    /// Runs the factory for `request` (see ``Container/runFactory(_:traits:for:in:)``).
    func make(_ request: ResolutionRequest, from container: Container, in context: ResolutionContext) -> Service {
        container.runFactory(factory, traits: traits, for: request, in: context)
    }

    /// The instance this recipe's registration made in the graph that `container`, the
    /// container of the resolution in progress, resolves in, if any.
    func instance(resolvingThrough container: Container, in context: ResolutionContext) -> Service? {
        context.graphObject(madeBy: identity, resolvingThrough: container)
            .map { SharedForm(graphOf: traits).instance(of: $0, as: Service.self) }
    }

    /// Remembers `instance` in the graph in progress, unless the graph already has an instance of
    /// this recipe's registration (made meanwhile through a circular dependency), which it returns
    /// instead.
    func storeUnlessPresent(_ instance: Service, in context: ResolutionContext) -> Service? {
        let form = SharedForm(graphOf: traits)
        return context.storeInGraphUnlessPresent(object: form.object(of: instance), madeBy: identity)
            .map { form.instance(of: $0, as: Service.self) }
    }
}
