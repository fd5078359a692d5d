import Syringe
import SyringeTesting
import Testing

/// A value that each test overrides differently.
final class Marker: Sendable {
    let value: Int
    init(_ value: Int) { self.value = value }
}

private final class MarkerReader {
    @Injected var marker: Marker
}

@Suite("Tests running in parallel never see each other's registrations", .isolatedContainer)
struct IsolationTests {
    @Test("Each test overrides the same service with its own value", arguments: 0..<24)
    func ownValue(index: Int) async throws {
        let container = SpaceValues.current.dependenciesContainer
        container.register(Marker.self) { _ in Marker(index) }.inObjectScope(.container)
        for _ in 0..<5 {
            await Task.yield()
            #expect(MarkerReader().marker.value == index)
            #expect(try container.require(Marker.self).value == index)
            #expect(SpaceValues.current.dependenciesContainer === container)
        }
    }
}

@Suite("The isolated-container trait")
struct IsolatedContainerTraitTests {
    @Test("A seed registers what the test needs", .isolatedContainer { $0.register(Marker.self) { _ in Marker(7) } })
    func seeded() {
        #expect(MarkerReader().marker.value == 7)
    }

    @Test("An inheriting container sees the outer container's registrations and shadows them")
    func inheriting() async throws {
        let outer = Container { $0.register(Marker.self) { _ in Marker(1) } }
        try await withSpace({ $0.dependenciesContainer = outer }) {
            let trait = IsolatedContainerTrait.isolatedContainer(inheriting: true) { $0.register(Marker.self, name: "extra") { _ in Marker(2) } }
            try await trait.provideScope(for: Test.current!, testCase: nil) {
                #expect(MarkerReader().marker.value == 1)
                let extra = try SpaceValues.current.dependenciesContainer.require(Marker.self, name: "extra")
                #expect(extra.value == 2)
                #expect(SpaceValues.current.dependenciesContainer !== outer)
            }
        }
    }
}

@Suite("Resolution assertions")
struct ResolutionAssertionTests {
    @Test("expectResolves passes for a registered service", .isolatedContainer { $0.register(Marker.self) { _ in Marker(1) } })
    func passes() {
        expectResolves(Marker.self)
    }

    @Test("expectResolves records the resolution report for a missing service")
    func records() {
        withKnownIssue {
            expectResolves(Marker.self, name: "absent", in: Container())
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("nothing is registered for Marker named \"absent\"") }
        }
    }
}
