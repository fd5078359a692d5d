import Syringe
import SyringeTesting
import Testing
@testable import TaskBoard

// A test target as Xcode creates one: no default isolation. Tests of main-actor code say
// @MainActor, and so do the seeds that apply the app's assemblies.

@Suite("The app's assemblies")
@MainActor struct AssemblyVerificationTests {
    @Test("verify() checks every registration, main-actor factories included")
    func assembliesAreComplete() {
        let report = Assembler(AppAssemblies.all).verify()
        #expect(report.isSuccessful, "\(report)")
        #expect(report.verified.sorted() == [
            "BackupClient", "DateStamp", "HTTPClient", "SummaryModel", "TaskListModel", "TaskStore",
            "TitleFormatter(\"plain\")", "TitleFormatter(\"shouting\")",
        ])
    }

    @Test("A forgotten assembly makes verify() fail, naming the missing service and its path")
    func forgottenAssemblyFails() {
        let withoutNetwork = AppAssemblies.all.filter { !($0 is NetworkAssembly) }
        let report = Assembler(withoutNetwork).verify()
        #expect(!report.isSuccessful)
        #expect(report.failures.map(\.registration) == ["SummaryModel", "TaskStore"])
        #expect(report.failures.first?.path == ["SummaryModel", "TaskStore", "HTTPClient"])
        #expect(report.failures.first?.report.contains("nothing is registered for HTTPClient") == true)
    }

    @Test("expectResolves records a failure two levels below the model as an issue, and the test goes on")
    func nestedFailureIsAnIssue() {
        let container = Container()
        _ = Assembler([StorageAssembly(), FormattingAssembly(), ScreenAssembly()], container: container)
        withKnownIssue {
            expectResolves(SummaryModel.self, in: container)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("SummaryModel: SummaryModel → TaskStore → HTTPClient") }
        }
        expectResolves(DateStamp.self, in: container)
    }
}

/// A client that serves a fixed list without a network.
final class StubHTTPClient: HTTPClient {
    override func taskTitles() -> [String] { ["Stubbed task"] }
}

@Suite("A screen tested with the app's assemblies and one service replaced", .isolatedContainer { @MainActor container in
    _ = Assembler(AppAssemblies.all, container: container)
    container.register(HTTPClient.self) { _ in StubHTTPClient() }.inObjectScope(.container)
})
@MainActor struct TaskListModelTests {
    @Test("The model's @Injected services come from the test's container")
    func refreshUsesTheStub() {
        let model = TaskListModel()
        model.refresh()
        #expect(model.rows == ["STUBBED TASK"])
        #expect(SpaceValues.current.dependenciesContainer.resolve(SummaryModel.self)?.text == "1 tasks on 29 November")
    }

    @Test("The replaced service still verifies")
    func verifiesWithTheStub() {
        let report = SpaceValues.current.dependenciesContainer.verify()
        #expect(report.isSuccessful, "\(report)")
    }
}

@Suite("Previews")
@MainActor struct PreviewTests {
    @Test("A view built inside withSpace resolves from the preview container")
    func previewContainerServesTheModel() {
        let model = withSpace({ $0.dependenciesContainer = previewContainer() }) { TaskListModel() }
        model.refresh()
        #expect(model.rows == ["PREVIEW TASK"])
    }
}
