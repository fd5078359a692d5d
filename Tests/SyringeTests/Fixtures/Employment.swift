import Syringe

final class Customer {}

final class Employee {
    let customer: Customer
    let lazyCustomer: Lazy<Customer>
    let providedCustomer: Provider<Customer>
    var employer: Employer?

    init(customer: Customer, lazyCustomer: Lazy<Customer>, providedCustomer: Provider<Customer>) {
        self.customer = customer
        self.lazyCustomer = lazyCustomer
        self.providedCustomer = providedCustomer
    }
}

final class Employer {
    let customer: Customer
    let lazyCustomer: Lazy<Customer>
    let providedCustomer: Provider<Customer>
    let employee: Employee
    let lazyEmployee: Lazy<Employee>
    let providedEmployee: Provider<Employee>

    init(
        customer: Customer, lazyCustomer: Lazy<Customer>, providedCustomer: Provider<Customer>,
        employee: Employee, lazyEmployee: Lazy<Employee>, providedEmployee: Provider<Employee>
    ) {
        self.customer = customer
        self.lazyCustomer = lazyCustomer
        self.providedCustomer = providedCustomer
        self.employee = employee
        self.lazyEmployee = lazyEmployee
        self.providedEmployee = providedEmployee
    }
}

/// Registers an employer, its employee and their customer, all in `scope`; outside transient
/// scope (where it would be an endless cycle) the employee points back at its employer through
/// `initCompleted`.
struct EmploymentAssembly: Assembly {
    let scope: ObjectScope

    func assemble(container: Container) {
        container.register(Customer.self) { _ in Customer() }.inObjectScope(scope)
        container.register(Employee.self) { r in
            Employee(
                customer: r.resolve(Customer.self)!,
                lazyCustomer: r.resolve(Lazy<Customer>.self)!,
                providedCustomer: r.resolve(Provider<Customer>.self)!)
        }
        .inObjectScope(scope)
        .initCompleted { [scope] r, employee in
            if scope !== ObjectScope.transient { employee.employer = r.resolve(Employer.self) }
        }
        container.register(Employer.self) { r in
            Employer(
                customer: r.resolve(Customer.self)!,
                lazyCustomer: r.resolve(Lazy<Customer>.self)!,
                providedCustomer: r.resolve(Provider<Customer>.self)!,
                employee: r.resolve(Employee.self)!,
                lazyEmployee: r.resolve(Lazy<Employee>.self)!,
                providedEmployee: r.resolve(Provider<Employee>.self)!)
        }
        .inObjectScope(scope)
    }
}

/// Lets the instances of an ``EmploymentAssembly`` go at the end of a test: each of `employees`
/// and its employer point at each other (`initCompleted` sets the back-pointer), and the
/// `.container` singletons hold `Lazy` and `Provider` values that hold `container`.
func dismantle(_ container: Container, _ employees: [Employee]) {
    for employee in employees { employee.employer = nil }
    container.removeAll()
}
