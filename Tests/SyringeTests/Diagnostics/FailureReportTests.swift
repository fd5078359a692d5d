import Testing
import Syringe
@testable import SyringeCore

private protocol PaymentGateway: AnyObject {}
private final class StripePaymentGateway: PaymentGateway {}
private final class Ledger {}

/// The report `require` throws for `body`, which must fail.
private func report(_ body: () throws -> Void) -> String {
    do {
        try body()
        Issue.record("expected a resolution failure")
        return ""
    } catch {
        return (error as? ResolutionError)?.description ?? "\(error)"
    }
}

/// A request whose age has the static type `Value`.
private struct DogRequest<Value> {
    let age: Value

    func dog(named name: String, from container: Container) throws -> Dog {
        try container.require(Dog.self, arguments: name, age)
    }
}

@Suite("Failure reports")
struct FailureReportTests {
    @Test("The report names the request, the path and what to do")
    func requestPathAndFix() {
        let container = Container()
        container.register(PetOwner.self) { r in PetOwner(pet: r.resolve(Animal.self, name: "rex")) }
        LogRecorder.install()
        _ = container.resolve(PetOwner.self)
        let text = LogRecorder.messages(containing: "nothing is registered for Animal named \"rex\"").last ?? ""
        #expect(text.contains("Resolution path: PetOwner → Animal(\"rex\")"))
        #expect(text.contains("To fix: register Animal named \"rex\", e.g. `container.register(Animal.self, name: \"rex\") { r in … }`"))
    }

    @Test("Another name of the same type is a close match")
    func otherName() {
        let container = Container { $0.register(Dog.self, name: "max") { _ in Dog() } }
        let text = report { _ = try container.require(Dog.self, name: "rex") }
        #expect(text.contains("Close matches:\n  - Dog named \"max\": same type and arguments, another name."))
    }

    @Test("Other argument types are a close match, with a hint when Any was inferred")
    func otherArguments() {
        let container = Container {
            $0.register(Dog.self) { (_, name: Any) in Dog(name: "\(name)") }
            $0.register(Dog.self) { (_, name: String, age: Int) in Dog(name: "\(name)\(age)") }
        }
        let text = report { _ = try container.require(Dog.self, argument: "Rex") }
        #expect(text.contains("Dog with arguments (Any): the factory takes other argument types."))
        #expect(text.contains("inferred Any: write the type, e.g. `{ (r, name: String) in … }`"))
        #expect(text.contains("Dog with arguments (String, Int): the factory takes other argument types."))
        #expect(text.contains("`container.register(Dog.self) { (r, a1: String) in … }`"))
    }

    @Test("An argument the call passes as Any is the caller's to fix, not the factory's")
    func argumentOfTypeAnyFromTheCall() {
        let container = Container { $0.register(Dog.self) { (_, name: String, age: Int) in Dog(name: "\(name)\(age)") } }
        // Generic code passes a value of its type parameter, here Any, as it is.
        let text = report { _ = try DogRequest<Any>(age: 3).dog(named: "Rex", from: container) }
        #expect(text.contains("nothing is registered for Dog with arguments (String, Any)"))
        #expect(text.contains("Dog with arguments (String, Int): the factory takes other argument types. The call passed a value whose static type is Any where the factory takes Int: pass it as `value as! Int`"))
        #expect(!text.contains("closure parameter whose type was not written"))
        #expect(text.contains("To fix: The call passed a value whose static type is Any"))
    }

    @Test("An existential argument opened to its concrete type is the caller's to fix, with the cast")
    func openedExistentialArgument() {
        let container = Container { $0.register(PetOwner.self) { (_, pet: any Animal) in PetOwner(pet: pet) } }
        let animal: any Animal = Cat()
        let text = report { _ = try container.require(PetOwner.self, argument: animal) }
        #expect(text.contains("nothing is registered for PetOwner with arguments (Cat)"))
        #expect(text.contains("PetOwner with arguments (Animal): the factory takes other argument types. The call passed Cat where the factory takes Animal."))
        #expect(text.contains("To fix: The call passed Cat where the factory takes Animal. If the value's type is `any Animal`, Swift passed it to `resolve` as its concrete type: write the argument as `value as any Animal`."))
        #expect(container.resolve(PetOwner.self, argument: animal as any Animal) != nil)
    }

    @Test("An optional registration of the type is a close match")
    func optional() {
        let container = Container { $0.register(Ledger?.self) { _ in Ledger() } }
        let text = report { _ = try container.require(Ledger.self) }
        #expect(text.contains("Optional<Ledger>: registered as an optional; register Ledger itself, or resolve `Ledger?`."))
    }

    @Test("A protocol and its implementation with similar names are close matches")
    func similarNames() {
        let container = Container { $0.register(StripePaymentGateway.self) { _ in StripePaymentGateway() } }
        let text = report { _ = try container.require(PaymentGateway.self) }
        #expect(text.contains("StripePaymentGateway: a type with a similar name"))
        #expect(text.contains(".implements(PaymentGateway.self)"))
    }

    @Test("Matches found in a parent container say so")
    func parent() {
        let parent = Container { $0.register(Dog.self, name: "max") { _ in Dog() } }
        let child = Container(parent: parent)
        let text = report { _ = try child.require(Dog.self, name: "rex") }
        #expect(text.contains("Dog named \"max\", in a parent container: same type and arguments, another name."))
    }

    @Test("The trapping APIs stop with the same report", arguments: ["~>", "autoregister"])
    func trappingAPIsShareTheReport(api: String) async {
        // Each exit test runs in a child process; `api` selects what it does there.
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) { [api] in
            final class Needs { init(dog: Dog) {} }
            let container = Container { $0.register(Dog.self, name: "max") { _ in Dog() } }
            if api == "~>" {
                _ = container ~> Dog.self
            } else {
                container.autoregister(Needs.self, initializer: Needs.init)
                _ = container.resolve(Needs.self)
            }
        }.map { result in
            let output = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(output.contains("nothing is registered for Dog."))
            #expect(output.contains("Dog named \"max\": same type and arguments, another name."))
        }
    }
}
