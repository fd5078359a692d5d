/// What the general path of a resolution reads from a list in the read section in which it found
/// a registration: the recipe that makes its instances, and the instance it already shares.
extension RegistrationList {
    /// What making an instance of the registration at `position`, of `service`, needs, under
    /// the read lock.
    func recipe<Service>(at position: Int, of service: Service.Type) -> ServiceRecipe<Service> {
        ServiceRecipe(factory: factory(at: position, of: Service.self), traits: traits(at: position))
    }

    /// The instance the registration at `position`, of `service`, already shares, under the read
    /// lock.
    func sharedInstance<Service>(at position: Int, of service: Service.Type) -> Service? {
        registrations[position].sharedInstance(of: Service.self)
    }
}
