import Testing
import Syringe

/// Which graph a resolution through another resolver than the factory's `r` belongs to: the
/// graph of the container it goes through, begun when that container was not resolving (as in
/// Swinject 2.10.0, whose results these tests were checked against).
@Suite("Object graphs across containers")
struct GraphsAcrossContainersTests {
    private final class Clock {}
    private final class Report {
        let first: Clock
        let second: Clock
        var third: Clock?
        init(_ first: Clock, _ second: Clock) {
            self.first = first
            self.second = second
        }
    }

    @Test("A synchronize() view captured at registration begins a graph of its own at each resolve")
    func synchronizedViewBeginsItsOwnGraph() {
        let root = Container()
        let view = root.synchronize()
        root.register(Clock.self) { _ in Clock() }
        root.register(Report.self) { r in
            let report = Report(view.resolve(Clock.self)!, view.resolve(Clock.self)!)
            report.third = r.resolve(Clock.self)
            return report
        }
        let report = root.resolve(Report.self)!
        #expect(report.first !== report.second)
        #expect(report.first !== report.third && report.second !== report.third)
    }

    @Test("A view that is already resolving is joined")
    func resolvingViewIsJoined() {
        let root = Container()
        let view = root.synchronize()
        root.register(Clock.self) { _ in Clock() }
        root.register(Report.self) { _ in Report(view.resolve(Clock.self)!, view.resolve(Clock.self)!) }
        let report = view.resolve(Report.self)!
        #expect(report.first === report.second)
    }

    @Test("An unrelated container begins a graph of its own; the factory's r keeps its graph")
    func unrelatedContainerBeginsItsOwnGraph() {
        let root = Container()
        let other = Container()
        other.register(Clock.self) { _ in Clock() }
        root.register(Clock.self) { _ in Clock() }
        root.register(Report.self) { r in
            let report = Report(other.resolve(Clock.self)!, other.resolve(Clock.self)!)
            report.third = r.resolve(Clock.self)
            return report
        }
        let report = root.resolve(Report.self)!
        #expect(report.first !== report.second)
        #expect(report.third !== nil)
    }

    @Test("A child used from its parent's factory begins a graph of its own")
    func childFromParentBeginsItsOwnGraph() {
        let root = Container()
        let child = Container(parent: root)
        root.register(Clock.self) { _ in Clock() }
        root.register(Report.self) { _ in Report(child.resolve(Clock.self)!, child.resolve(Clock.self)!) }
        let report = root.resolve(Report.self)!
        #expect(report.first !== report.second)
    }

    @Test("A parent counts its child's resolution: resolves through it join its graph, apart from the child's")
    func parentJoinsItsOwnGraphDuringChildResolution() {
        let root = Container()
        let child = Container(parent: root)
        root.register(Clock.self) { _ in Clock() }
        root.register(Report.self) { r in
            let report = Report(root.resolve(Clock.self)!, root.resolve(Clock.self)!)
            report.third = r.resolve(Clock.self)
            return report
        }
        let report = child.resolve(Report.self)!
        #expect(report.first === report.second)
        #expect(report.first !== report.third, "the child's r keeps the child's graph")
    }

    @Test("Siblings keep graphs apart")
    func siblingsKeepGraphsApart() {
        let root = Container()
        let (left, right) = (Container(parent: root), Container(parent: root))
        root.register(Clock.self) { _ in Clock() }
        left.register(Report.self) { r in
            let report = Report(right.resolve(Clock.self)!, right.resolve(Clock.self)!)
            report.third = r.resolve(Clock.self)
            return report
        }
        let report = left.resolve(Report.self)!
        #expect(report.first !== report.second && report.first !== report.third)
    }

    @Test("A resolving container reached again through another one is in the graph it began")
    func outerGraphIsRejoinedThroughANestedGraph() {
        final class Screen {
            let report: Report
            let clock: Clock
            init(report: Report, clock: Clock) {
                self.report = report
                self.clock = clock
            }
        }
        let root = Container()
        let view = root.synchronize()
        root.register(Clock.self) { _ in Clock() }
        root.register(Report.self) { r in Report(root.resolve(Clock.self)!, r.resolve(Clock.self)!) }
        root.register(Screen.self) { r in
            let clock = r.resolve(Clock.self)!
            return Screen(report: view.resolve(Report.self)!, clock: clock)
        }
        let screen = root.resolve(Screen.self)!
        #expect(screen.report.first === screen.clock, "root is resolving: its graph")
        #expect(screen.report.second !== screen.clock, "the view's r: the view's graph")
    }

    @Test("initCompleted handlers and .container factories follow the same rule")
    func handlersAndSingletonFactoriesFollowTheRule() {
        let root = Container()
        let view = root.synchronize()
        let child = Container(parent: root)
        root.register(Clock.self) { _ in Clock() }
        root.register(Report.self) { r in Report(r.resolve(Clock.self)!, r.resolve(Clock.self)!) }
            .initCompleted { _, report in report.third = view.resolve(Clock.self) }
        let report = root.resolve(Report.self)!
        #expect(report.first === report.second && report.first !== report.third)

        let singletons = Container(parent: root)
        singletons.register(Report.self) { r in
            let report = Report(view.resolve(Clock.self)!, r.resolve(Clock.self)!)
            report.third = r.resolve(Clock.self)
            return report
        }.inObjectScope(.container)
        let singleton = Container(parent: singletons).resolve(Report.self)!
        #expect(singleton.first !== singleton.second && singleton.second === singleton.third)
        _ = child
    }

    @Test("GraphIdentifier and Lazy through a container that is not resolving have no graph to join")
    func identifierAndLazyOfAContainerNotResolving() {
        let root = Container()
        let view = root.synchronize()
        var identifiers: (view: GraphIdentifier?, r: GraphIdentifier?) = (nil, nil)
        root.register(Clock.self) { _ in Clock() }
        root.register(Report.self) { r in
            identifiers = (view.resolve(GraphIdentifier.self), r.resolve(GraphIdentifier.self))
            let lazy = view.resolve(Lazy<Clock>.self)!
            let report = Report(r.resolve(Clock.self)!, lazy.instance)
            report.third = lazy.instance
            return report
        }
        let report = root.resolve(Report.self)!
        #expect(identifiers.view == nil && identifiers.r != nil)
        #expect(report.first !== report.second)
        #expect(report.second === report.third, "a Lazy keeps its one instance")
    }

    @Test("A graph begun inside a factory ends with its resolve and keeps nothing")
    func nestedGraphKeepsNothing() {
        let counter = LiveCounter()
        let root = Container()
        let view = root.synchronize()
        root.register(Tracked.self) { _ in Tracked(counter) }
        var aliveInside = -1
        root.register(Clock.self) { _ in
            _ = view.resolve(Tracked.self)
            aliveInside = counter.alive
            return Clock()
        }
        _ = root.resolve(Clock.self)
        #expect(aliveInside == 0)
    }

    @Test("A value service follows the rule too")
    func valuesFollowTheRule() {
        struct Stamp { let number: Int }
        var made = 0
        let root = Container()
        let view = root.synchronize()
        root.register(Stamp.self) { _ in
            made += 1
            return Stamp(number: made)
        }
        root.register(Report.self) { r in
            let stamps = [view.resolve(Stamp.self)!, view.resolve(Stamp.self)!, r.resolve(Stamp.self)!, r.resolve(Stamp.self)!]
            #expect(stamps.map(\.number) == [1, 2, 3, 3])
            return Report(Clock(), Clock())
        }
        _ = root.resolve(Report.self)
    }
}
