/// A registration name as a type, so that names are not repeated as string literals.
///
/// An enum with `String` raw values conforms as it is: its raw value is the name.
///
/// ```swift
/// enum ServiceNames: String, ServiceName {
///     case primaryDatabase, analyticsDatabase
/// }
///
/// container.register(Database.self, name: ServiceNames.primaryDatabase) { _ in … }
/// let database = container.resolve(Database.self, name: ServiceNames.primaryDatabase)
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
/// To write `name: .primaryDatabase` in `register` and `resolve`, declare the names as members of
/// `ServiceName` on a type of your own (not an enum's cases, whose names would then be ambiguous):
///
/// ```swift
/// struct DatabaseName: ServiceName { let name: String }
///
/// extension ServiceName where Self == DatabaseName {
///     static var primaryDatabase: Self { DatabaseName(name: "primary") }
/// }
///
/// container.register(Database.self, name: .primaryDatabase) { _ in … }
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

extension ServiceName where Self: RawRepresentable, Self.RawValue == String {
    /// The raw value: an enum with `String` raw values names registrations without more code.
    public var name: String { rawValue }
}
