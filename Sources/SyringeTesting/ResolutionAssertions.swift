import Syringe
import Testing
import XCTest

/// The report of why `container` cannot resolve the service, or `nil` when it can.
func resolutionFailure<Service>(_ serviceType: Service.Type, name: String?, in container: Container) -> String? {
    do {
        _ = try container.require(serviceType, name: name)
        return nil
    } catch {
        return error.description
    }
}

/// Records an issue, with the full resolution report, unless `container` resolves the service.
///
/// ```swift
/// @Test func appAssembliesAreComplete() {
///     let container = Assembler(AppAssemblies.all).resolver as! Container
///     expectResolves(CheckoutModel.self, in: container)
/// }
/// ```
///
/// - Parameters:
///   - serviceType: The service that must resolve.
///   - name: The registration name, or `nil`.
///   - container: The container to check; the one in ``Syringe/SpaceValues`` by default.
///   - sourceLocation: Where the issue is reported.
public func expectResolves<Service>(
    _ serviceType: Service.Type,
    name: String? = nil,
    in container: Container? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let container = container ?? SpaceValues.current.dependenciesContainer
    if let failure = resolutionFailure(serviceType, name: name, in: container) {
        Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
}

/// Fails the test, with the full resolution report, unless `container` resolves the service.
///
/// ```swift
/// func testAppAssembliesAreComplete() {
///     XCTAssertResolves(CheckoutModel.self, in: appContainer)
/// }
/// ```
///
/// - Parameters:
///   - serviceType: The service that must resolve.
///   - name: The registration name, or `nil`.
///   - container: The container to check; the one in ``Syringe/SpaceValues`` by default.
///   - file: The file to report the failure in.
///   - line: The line to report the failure on.
public func XCTAssertResolves<Service>(
    _ serviceType: Service.Type,
    name: String? = nil,
    in container: Container? = nil,
    file: StaticString = #filePath,
    line: UInt = #line
) {
    let container = container ?? SpaceValues.current.dependenciesContainer
    if let failure = resolutionFailure(serviceType, name: name, in: container) {
        XCTFail(failure, file: file, line: line)
    }
}
