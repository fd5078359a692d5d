// Depin's README code, compiled as written (Swift 5 language mode), against Syringe.
import Syringe
import Testing

// MARK: - The services the README's code mentions

final class ModuleBuilder {}
final class AnalyticsCompositor {}
final class LifecycleHandler {}
final class LifeCycleCompositor {
    let delegates: [AnyObject]
    init(delegates: [AnyObject]) { self.delegates = delegates }
}
final class Test {}
final class EventEmitter<Event> {}
final class I18n {}

// MARK: - The README's code

enum Main {
    @Space(\.dependenciesAssembler) private static var assembler: Assembler

    static func main() {
        assembler.apply(assemblies: [AppAssembly()])
    }
}

final class AppAssembly: Assembly {
    func assemble(container: Container) {
        container.register(ModuleBuilder.self) { ModuleBuilder() }
        container.register(AnalyticsCompositor.self) { AnalyticsCompositor() }
        container.register(LifecycleHandler.self) { LifecycleHandler() }
        container.register(I18n.self) { I18n() }.inObjectScope(.container)
        container.registerSynchronized(LifeCycleCompositor.self) { r in
            LifeCycleCompositor(delegates: [r ~> AnalyticsCompositor.self, r ~> LifecycleHandler.self])
        }
        container.register(Test.self) { Test() }.inObjectScope(.container)
        container.register(EventEmitter<Void>.self, name: DepinServiceType.test.name) { EventEmitter<Void>() }
            .inObjectScope(.container)
    }
}

enum DepinServiceType: String, ServiceName {
    case test
    var name: String { rawValue }
}

extension Injected {
    convenience init(_ serviceName: DepinServiceType) {
        self.init(serviceName as ServiceName)
    }
}

final class FeedbackFormViewStateFactory {
    @Injected private var i18n: I18n
    @Injected(.test) private var eventEmitter: EventEmitter<Void>

    var injected: (I18n, EventEmitter<Void>) { (i18n, eventEmitter) }
}

// MARK: - What the README promises

@Suite("Depin's README, as written")
struct DepinReadmeTests {
    @Test("main applies the assemblies; @Injected and named singletons resolve from them")
    func readmeWorks() {
        let container = Container()
        withSpace({ $0.dependenciesContainer = container }) {
            Main.main()
            let factory = FeedbackFormViewStateFactory()
            let other = FeedbackFormViewStateFactory()
            #expect(factory.injected.0 === other.injected.0)
            #expect(factory.injected.1 === other.injected.1)
            #expect(container.resolve(EventEmitter<Void>.self, name: "test") === factory.injected.1)
            #expect(container.resolve(LifeCycleCompositor.self)?.delegates.count == 2)
            #expect(container.resolve(ModuleBuilder.self) != nil)
        }
    }
}
