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
