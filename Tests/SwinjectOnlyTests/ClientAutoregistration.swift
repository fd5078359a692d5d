// A library built on Swinject alone, as SwinjectSafeAuto is: it imports Swinject and not
// SwinjectAutoregistration, and declares an `autoregister` form and a `~>` operator of its own for
// services without dependencies. On Swinject nothing else of those names is visible to it, and so
// with Syringe: `import Swinject` reads SyringeCore, which holds neither.
//
// Both are disfavored, so that an `autoregister` or `~>` of Syringe's that this module could see
// would take their calls instead: the tests fail if `import Swinject` brings SwinjectAutoregistration's
// API.
import Swinject
import Synchronization

/// Counts the calls that the library's own forms receive in the task that set it, so that tests
/// running at the same time count only their own.
final class ClientFormCalls: Sendable {
    @TaskLocal static var current: ClientFormCalls?

    private let count = Atomic(0)

    var value: Int { count.load(ordering: .relaxed) }

    fileprivate static func record() {
        current?.count.add(1, ordering: .relaxed)
    }

    /// The calls `body` made.
    static func counting(_ body: () throws -> Void) rethrows -> Int {
        let calls = ClientFormCalls()
        try $current.withValue(calls, operation: body)
        return calls.value
    }
}

extension Container {
    @_disfavoredOverload
    @discardableResult
    func autoregister<Service>(
        _ serviceType: Service.Type,
        initializer: @escaping () -> Service
    ) -> ServiceEntry<Service> {
        ClientFormCalls.record()
        return register(serviceType) { _ in initializer() }
    }
}

@_disfavoredOverload
func ~> <Service>(container: Container, serviceType: Service.Type) -> Service {
    ClientFormCalls.record()
    return container.resolve(serviceType)!
}
