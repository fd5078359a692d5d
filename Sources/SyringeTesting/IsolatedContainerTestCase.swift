import Syringe
import XCTest

/// An `XCTestCase` whose tests each run with a container of their own as
/// ``Syringe/SpaceValues/dependenciesContainer``.
///
/// ```swift
/// final class CheckoutTests: IsolatedContainerTestCase {
///     override func registerDependencies(in container: Container) {
///         container.register(Clock.self) { _ in FixedClock() }
///     }
///
///     func testReceipt() {
///         container.register(APIClient.self) { _ in FailingAPIClient() }   // this test only
///         let model = CheckoutModel()
///         …
///     }
/// }
/// ```
open class IsolatedContainerTestCase: XCTestCase {
    /// Registers what every test of the class needs; called on each test's new container.
    ///
    /// - Parameter container: The container of the test about to run.
    open func registerDependencies(in container: Container) {}

    /// The container of the running test.
    public var container: Container {
        SpaceValues.current.dependenciesContainer
    }

    /// Runs the test inside a new container.
    override open func invokeTest() {
        let container = Container()
        registerDependencies(in: container)
        withSpace({ $0.dependenciesContainer = container }) {
            super.invokeTest()
        }
    }
}
