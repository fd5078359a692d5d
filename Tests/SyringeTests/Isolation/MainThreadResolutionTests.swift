import Foundation
import Syringe
import XCTest

/// Main-actor code resolved synchronously on the main thread outside any task: what an app does
/// in a callback on its main thread (a delegate method, a notification, a timer). XCTest runs a
/// synchronous test method so, where the main actor's executor runs on the main thread.
final class MainThreadResolutionTests: XCTestCase {
    func testMainActorFactoryAndHandlerRunOnTheMainThreadOutsideAnyTask() throws {
        try XCTSkipUnless(Thread.isMainThread, "this test runner does not run tests on the main thread")
        let container = Container()
        container.register(MainActorGreeter.self) { @MainActor _ in MainActorGreeter() }
        container.register(GreetingBanner.self) { _ in GreetingBanner() }
            .initCompleted { @MainActor _, banner in banner.greeter = MainActorGreeter() }

        XCTAssertEqual(container.resolve(MainActorGreeter.self)?.greeting, "hello")
        XCTAssertEqual(container.resolve(GreetingBanner.self)?.greeter?.greeting, "hello")
    }
}
