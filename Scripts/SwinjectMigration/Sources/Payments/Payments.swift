// Not moved yet: built against Swinject 2.10.0 itself. A module that is not moved may import one
// that is (here for `UserSession`); the other way round does not work, see the migration article.
import Accounts
import Swinject

public final class CheckoutService {
    public let session: UserSession
    public init(session: UserSession) { self.session = session }
}

public final class PaymentsAssembly: Swinject.Assembly {
    public init() {}

    public func assemble(container: Swinject.Container) {
        container.register(CheckoutService.self) { r in CheckoutService(session: r.resolve(UserSession.self)!) }
    }
}
