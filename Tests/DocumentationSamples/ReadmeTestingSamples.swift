import Syringe
import SyringeTesting
import XCTest

// The XCTest sample of README.md (a test target's code, as TestingSamples.swift).

final class CheckoutXCTests: IsolatedContainerTestCase {
    override func registerDependencies(in container: Container) {
        container.register(Clock.self) { _ in FixedClock(now: .distantPast) }
        container.autoregister(ReceiptPrinter.self, initializer: ReceiptPrinter.init)
    }

    func testReceipt() {
        XCTAssertResolves(ReceiptPrinter.self)
    }
}
