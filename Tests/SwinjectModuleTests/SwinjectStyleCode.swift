// Code as a Swinject code base has it, left as it is: module-qualified names, scoped imports and
// extensions of Swinject's types. The target builds it against Syringe's compatibility modules
// under Swinject's module names (see `swinjectModuleAliases` in Package.swift).
import Swinject
import SwinjectAutoregistration
import class Swinject.Assembler
import class Swinject.Container
import class Swinject.ObjectScope
import protocol Swinject.Assembly
import protocol Swinject.InstanceStorage
import protocol Swinject.Resolver
import class Swinject.ServiceEntry
import protocol Swinject._Resolver
import protocol Swinject.ServiceKeyOption
import struct Swinject.GraphIdentifier

protocol Clock: AnyObject {
    var now: Int { get }
}

final class FixedClock: Clock {
    let now: Int
    init(now: Int) { self.now = now }
}

final class Session {
    let clock: Clock
    init(clock: Clock) { self.clock = clock }
}

final class Greeter {
    let clock: Clock
    let session: Session
    init(clock: Clock, session: Session) { (self.clock, self.session) = (clock, session) }
}

/// Keeps a signed-in user's instances until log-out.
final class SessionStorage: Swinject.InstanceStorage {
    var instance: Any?

    func setInstance(_ instance: Any?, inGraph graph: Swinject.GraphIdentifier) {
        self.instance = instance
    }
}

extension Swinject.ObjectScope {
    static let session = Swinject.ObjectScope(storageFactory: SessionStorage.init, description: "session")
}

extension Swinject.Container {
    func registerClock(now: Int) {
        register(Clock.self) { _ in FixedClock(now: now) }
            .inObjectScope(Swinject.ObjectScope.container)
    }
}

extension Swinject.Resolver {
    var greeter: Greeter { resolve(Greeter.self)! }
}

final class CoreAssembly: Swinject.Assembly {
    func assemble(container: Swinject.Container) {
        container.registerClock(now: 42)
        container.register(Session.self) { r in Session(clock: r ~> Clock.self) }
            .inObjectScope(.session)
    }
}

final class GreetingAssembly: Assembly {
    func assemble(container: Container) {
        container.autoregister(Greeter.self, initializer: Greeter.init)
    }
}

func makeAssembler() -> Swinject.Assembler {
    Swinject.Assembler([CoreAssembly(), GreetingAssembly()])
}
