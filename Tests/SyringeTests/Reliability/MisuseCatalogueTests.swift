import Testing
import Syringe
@testable import SyringeCore

/// The misuses of the README's catalogue that no test of a single feature covers; the table
/// names the tests of the others.
@Suite("Misuse catalogue")
struct MisuseCatalogueTests {
    init() { LogRecorder.install() }

    @Test("Wrong argument types through ~> stop with the registered argument types")
    func wrongArgumentTypesStop() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = Container()
            container.register(Dog.self) { (_, age: Int) in Dog(name: "\(age)") }
            _ = container ~> (Dog.self, argument: "three")
        }.map { result in
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(output.contains("nothing is registered for Dog with arguments (String)"))
            #expect(output.contains("Dog with arguments (Int): the factory takes other argument types."))
        }
    }

    @Test("Wrong argument types through resolve give nil and log the registered argument types")
    func wrongArgumentTypesLog() {
        final class Invoice {}
        let container = Container()
        container.register(Invoice.self) { (_, number: Int) in _ = number; return Invoice() }
        #expect(container.resolve(Invoice.self, argument: "42") == nil)
        let report = LogRecorder.messages(containing: "nothing is registered for Invoice with arguments (String)").last
        #expect(report?.contains("Invoice with arguments (Int): the factory takes other argument types.") == true)
    }

    @Test("Reading a Lazy or a Provider after its container is released stops with an explanation",
          arguments: ["Lazy", "Provider"])
    func wrapperAfterContainer(wrapper: String) async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [wrapper] in
            var container: Container? = Container()
            container!.register(Dog.self) { _ in Dog() }
            let read: () -> Dog = wrapper == "Lazy"
                ? { [lazy = container!.resolve(Lazy<Dog>.self)!] in lazy.instance }
                : { [provider = container!.resolve(Provider<Dog>.self)!] in provider.instance }
            container = nil
            _ = read()
        }.map { result in
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(output.contains("\(wrapper)<Dog>.instance was read after the container that made it was released"))
        }
    }

    @Test("Reading a Lazy whose registration was removed stops with an explanation")
    func lazyAfterRemoval() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let container = Container()
            let entry = container.register(Dog.self) { _ in Dog() }
            let lazy = container.resolve(Lazy<Dog>.self)!
            _ = container.remove(entry)
            _ = lazy.instance
        }.map { result in
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(output.contains("Lazy<Dog>.instance could not resolve Dog: its registration was removed"))
        }
    }

    @Test("Registering after verification: the report stays as it was; verifying again checks the newcomer")
    func registeringAfterVerification() {
        let container = Container()
        container.register(Food.self) { _ in Sushi() }
        let before = container.verify()
        container.register(PetOwner.self) { r in PetOwner(pet: r ~> Animal.self) }
        #expect(before.isSuccessful)
        #expect(before.verified == ["Food"])
        let after = container.verify()
        #expect(after.verified == ["Food"])
        #expect(after.failures.map(\.registration) == ["PetOwner"])
        #expect(after.failures.first?.report.contains("nothing is registered for Animal") == true)
    }
}
