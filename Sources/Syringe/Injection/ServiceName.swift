/// A registration name as a type, so that names are not repeated as string literals.
///
/// ```swift
/// enum ServiceNames: String, ServiceName {
///     case primaryDatabase, analyticsDatabase
///     var name: String { rawValue }
/// }
///
/// container.register(Database.self, name: ServiceNames.primaryDatabase.name) { _ in … }
///
/// final class Store {
///     @Injected(ServiceNames.primaryDatabase) var database: Database
/// }
/// ```
///
/// Add a convenience initialiser to ``Injected`` to write `@Injected(.primaryDatabase)`:
///
/// ```swift
/// extension Injected {
///     convenience init(_ name: ServiceNames) { self.init(name as ServiceName) }
/// }
/// ```
public protocol ServiceName {
    /// The registration name.
    var name: String { get }
}
