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
///     nonisolated convenience init(_ name: ServiceNames) { self.init(name as ServiceName) }
/// }
/// ```
///
/// A conformance to `ServiceName` is never isolated to an actor (the protocol refines
/// `SendableMetatype`), so a name declared in main-actor code (every declaration of a module
/// built with `.defaultIsolation(MainActor.self)`) can name the service of an `@Injected` property
/// in a `nonisolated` type. The initialiser above is `nonisolated` for the same reason.
#if compiler(>=6.2)
public protocol ServiceName: SendableMetatype {
    /// The registration name.
    var name: String { get }
}
#else
public protocol ServiceName {
    var name: String { get }
}
#endif
