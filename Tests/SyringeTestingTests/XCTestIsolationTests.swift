import Syringe
import SyringeTesting
import XCTest

final class XCTestIsolationTests: IsolatedContainerTestCase {
    override func registerDependencies(in container: Container) {
        container.register(Marker.self) { _ in Marker(100) }.inObjectScope(.container)
    }

    func testEachTestStartsFromTheSeededContainer() {
        XCTAssertEqual(container.resolve(Marker.self)?.value, 100)
        container.register(Marker.self) { _ in Marker(1) }
        XCTAssertEqual(container.resolve(Marker.self)?.value, 1)
        XCTAssertResolves(Marker.self)
    }

    func testRegistrationsOfOtherTestsDoNotLeak() {
        XCTAssertEqual(container.resolve(Marker.self)?.value, 100)
        container.register(Marker.self) { _ in Marker(2) }
        XCTAssertEqual(container.resolve(Marker.self)?.value, 2)
    }

    func testTheContainerIsNotTheGlobalOne() {
        XCTAssertFalse(container === SpaceValues.global.dependenciesContainer)
    }
}

/// Main-actor code that asks the runtime where it runs.
@MainActor private final class Banner {
    init() { MainActor.assertIsolated("Banner.init ran off the main actor") }
}

final class XCTestMainThreadVerificationTests: XCTestCase {
    /// A synchronous XCTest method runs on the main thread outside any actor: `verify()` lends the
    /// main actor, which cannot run while the method waits, and checks main-actor factories.
    func testVerifyOnTheMainThreadChecksMainActorFactories() {
        let container = Container()
        container.register(Banner.self) { @MainActor _ in Banner() }
        let report = container.verify()
        XCTAssertTrue(report.isSuccessful, "\(report)")
        XCTAssertEqual(report.verified, ["Banner"])
        XCTAssertResolves(Banner.self, in: container)
    }
}
