// Moved to Syringe without an edit: the target is built against Syringe's compatibility modules
// with `-module-alias Swinject=SyringeSwinject` (see Package.swift), so every `Swinject.` name
// here is Syringe's.
import Swinject
import SwinjectAutoregistration

public final class UserSession {
    public let userName: String
    public init(userName: String) { self.userName = userName }
}

public final class AccountService {
    public let session: UserSession
    public init(session: UserSession) { self.session = session }
}

public final class AccountsAssembly: Swinject.Assembly {
    public init() {}

    public func assemble(container: Swinject.Container) {
        container.register(UserSession.self) { _ in UserSession(userName: "ada") }
            .inObjectScope(Swinject.ObjectScope.container)
        container.autoregister(AccountService.self, initializer: AccountService.init)
    }
}

extension Swinject.Resolver {
    public var accountService: AccountService { self ~> AccountService.self }
}
