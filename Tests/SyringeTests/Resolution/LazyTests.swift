import Testing
@testable import SyringeCore

@Suite("Lazy injection")
struct LazyTests {
    init() { LogRecorder.install() }

    @Test("Lazy resolves the registered service on first access, once")
    func resolvesOnce() {
        let calls = CallCounter()
        let container = Container()
        container.register(Animal.self) { _ in
            calls.increment()
            return Dog()
        }
        let lazy = container.resolve(Lazy<Animal>.self)
        #expect(calls.count == 0)
        #expect(lazy?.instance is Dog)
        #expect(lazy?.instance === lazy?.instance)
        #expect(calls.count == 1)
    }

    @Test("Lazy is nil when the wrapped type is not registered, or under another name")
    func missing() {
        let container = Container()
        container.register(Dog.self, name: "Hachi") { _ in Dog() }
        #expect(container.resolve(Lazy<Animal>.self) == nil)
        #expect(container.resolve(Lazy<Dog>.self, name: "Hachi") != nil)
        #expect(container.resolve(Lazy<Dog>.self, name: "Mimi") == nil)
    }

    @Test("Lazy passes runtime arguments and follows forwarded types")
    func argumentsAndForwarding() {
        let container = Container()
        container.register(Dog.self) { (_, name: String, _: Int) in Dog(name: name) }
        container.register(Cat.self) { _ in Cat() }.implements(Animal.self)
        #expect(container.resolve(Lazy<Dog>.self, arguments: "Hachi", 42)?.instance.name == "Hachi")
        #expect(container.resolve(Lazy<Animal>.self)?.instance is Cat)
    }

    @Test("Lazy instances follow the scope of the wrapped service", arguments: [
        (ObjectScope.transient, false), (.graph, true), (.container, true),
    ])
    func scopes(scope: ObjectScope, shared: Bool) throws {
        let container = Container()
        EmploymentAssembly(scope: scope).assemble(container: container)
        let employer = try #require(container.resolve(Employer.self))
        defer { dismantle(container, [employer.employee]) }
        #expect((employer.lazyCustomer.instance === employer.employee.lazyCustomer.instance) == shared)
        #expect((employer.lazyCustomer.instance === employer.customer) == shared)
    }

    @Test("A Lazy read after its resolution finished resolves in the graph that made it")
    func resumesGraph() throws {
        let container = Container()
        EmploymentAssembly(scope: .graph).assemble(container: container)
        let employer = try #require(container.resolve(Employer.self))
        defer { dismantle(container, [employer.employee]) }
        #expect(employer.employee.employer === employer)
        #expect(employer.lazyEmployee.instance.employer === employer)
    }

    @Test("A Lazy resolved at the top level resolves its circular dependencies")
    func topLevelLazyWithCycle() throws {
        let container = Container()
        EmploymentAssembly(scope: .graph).assemble(container: container)
        let employee = try #require(container.resolve(Lazy<Employee>.self)?.instance)
        defer { dismantle(container, [employee]) }
        #expect(employee.employer?.employee === employee)
    }

    @Test("Reading a Lazy from many threads makes one instance")
    func threadSafe() async throws {
        let calls = CallCounter()
        let container = Container()
        container.register(Customer.self) { _ in
            calls.increment()
            return Customer()
        }.inObjectScope(.transient)
        let lazy = try #require(container.resolve(Lazy<Customer>.self))
        let box = UncheckedBox(lazy)
        let identities = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<16 { group.addTask { ObjectIdentifier(box.value.instance) } }
            return await Set(group.reduce(into: []) { $0.append($1) })
        }
        #expect(identities.count == 1)
    }
}

/// Carries a non-Sendable value into concurrent test tasks that synchronise on their own.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
