import Syringe
import Testing
import XCTest

/// Why `container` cannot resolve the service, checked as ``Syringe/Container/verify(_:name:isolation:)``
/// checks it, or `nil` when it resolves.
func resolutionFailure<Service>(
    _ serviceType: Service.Type, name: String?, in container: Container, isolation: isolated (any Actor)?
) -> String? {
    let report = container.verify(serviceType, name: name, isolation: isolation)
    return report.isSuccessful ? nil : report.description
}

/// Records an issue, with the full resolution report, unless `container` resolves the service
/// and everything it depends on.
///
/// ```swift
/// @Test @MainActor func checkoutResolves() {
///     let container = Assembler(AppAssemblies.all).resolver as! Container
///     expectResolves(CheckoutModel.self, in: container)
/// }
/// ```
///
/// The service is checked as ``Syringe/Container/verify(_:name:isolation:)`` checks it: in a
/// throw-away object graph, so that a missing dependency anywhere below it is recorded as an
/// issue with its path, and the test run goes on. Factories isolated to the test's actor are
/// checked (a `@MainActor` test checks main-actor factories); a factory isolated to another actor,
/// or an async one, is recorded as not checked.
///
/// - Parameters:
///   - serviceType: The service that must resolve.
///   - name: The registration name, or `nil`.
///   - container: The container to check; the one in ``Syringe/SpaceValues`` by default.
///   - isolation: The actor the test runs on; the caller's by default.
///   - sourceLocation: Where the issue is reported.
public func expectResolves<Service>(
    _ serviceType: Service.Type,
    name: String? = nil,
    in container: Container? = nil,
    isolation: isolated (any Actor)? = #isolation,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let container = container ?? SpaceValues.current.dependenciesContainer
    if let failure = resolutionFailure(serviceType, name: name, in: container, isolation: isolation) {
        Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
}

/// Fails the test, with the full resolution report, unless `container` resolves the service and
/// everything it depends on.
///
/// ```swift
/// @MainActor func testCheckoutResolves() {
///     XCTAssertResolves(CheckoutModel.self, in: appContainer)
/// }
/// ```
///
/// Checked as ``expectResolves(_:name:in:isolation:sourceLocation:)`` checks it: a missing
/// dependency anywhere below the service fails the test with its path, and the run goes on.
///
/// - Parameters:
///   - serviceType: The service that must resolve.
///   - name: The registration name, or `nil`.
///   - container: The container to check; the one in ``Syringe/SpaceValues`` by default.
///   - isolation: The actor the test runs on; the caller's by default.
///   - file: The file to report the failure in.
///   - line: The line to report the failure on.
public func XCTAssertResolves<Service>(
    _ serviceType: Service.Type,
    name: String? = nil,
    in container: Container? = nil,
    isolation: isolated (any Actor)? = #isolation,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    let container = container ?? SpaceValues.current.dependenciesContainer
    if let failure = resolutionFailure(serviceType, name: name, in: container, isolation: isolation) {
        XCTFail(failure, file: file, line: line)
    }
}
