import Swinject
import Testing

private final class Clock: Sendable {}

@Suite("Code that imports Swinject without SwinjectAutoregistration")
struct ClientAutoregistrationTests {
    @Test("The library's own autoregister form takes its calls")
    func ownAutoregisterIsCalled() {
        let container = Container()
        let calls = ClientFormCalls.counting {
            container.autoregister(Clock.self, initializer: Clock.init)
        }
        #expect(calls == 1)
        #expect(container.resolve(Clock.self) != nil)
    }

    @Test("The library's own ~> operator takes its calls")
    func ownOperatorIsCalled() {
        let container = Container()
        container.register(Clock.self) { _ in Clock() }
        let calls = ClientFormCalls.counting {
            _ = container ~> Clock.self
        }
        #expect(calls == 1)
    }
}
