import Foundation
import Syringe

/// The clock, and greetings made from a user name given at resolve time.
struct CoreAssembly: Assembly {
    func assemble(container: Container) {
        container.register(Clock.self) { SystemClock() }
            .inObjectScope(.container)
        container.register(Clock.self, name: "fixed") { FixedClock(now: Date(timeIntervalSince1970: 1_767_225_600)) }
            .inObjectScope(.container)
        container.register(Greeting.self) { (r, user: String) in Greeting(user: user, clock: r~>) }
    }
}
