// The app during the move: the modules moved to Syringe assemble into a Syringe container, the
// others into a Swinject container, which gets the shared services from the Syringe one.
import Accounts
import Foundation
import Payments
import Swinject
import Syringe

let moved = Syringe.Assembler([AccountsAssembly()])

let notMoved = Swinject.Container()
notMoved.register(UserSession.self) { _ in moved.resolver.resolve(UserSession.self)! }
_ = Swinject.Assembler([PaymentsAssembly()], container: notMoved)

func check(_ condition: Bool, _ what: String) {
    print(condition ? "ok: \(what)" : "FAILED: \(what)")
    if !condition { exit(1) }
}

check(type(of: moved.resolver) == Syringe.Container.self, "Accounts' `Swinject.Container` is Syringe's")
check(String(reflecting: type(of: notMoved)) == "Swinject.Container", "Payments uses Swinject itself")
let checkout = notMoved.resolve(CheckoutService.self)
check(checkout?.session === moved.resolver.accountService.session, "both sides share one session")
