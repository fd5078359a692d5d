// swift-tools-version: 6.0
import PackageDescription

/// The compiler flags that let code written for Swinject keep `import Swinject` and
/// `import SwinjectAutoregistration`: each name stands for one of the compatibility products'
/// modules.
let swinjectModuleAliases = [
    "-module-alias", "Swinject=SyringeSwinject",
    "-module-alias", "SwinjectAutoregistration=SyringeSwinjectAutoregistration",
]

let package = Package(
    name: "Syringe",
    // Apple minimums are those that ship the Swift `Synchronization` module (`Atomic`, `Mutex`),
    // which the lock-free read path of the container is built on.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "Syringe", targets: ["Syringe"]),
        .library(name: "SyringeTesting", targets: ["SyringeTesting"]),
        // Syringe for code that imports Swinject and SwinjectAutoregistration, compiled with
        // `-module-alias Swinject=SyringeSwinject` and
        // `-module-alias SwinjectAutoregistration=SyringeSwinjectAutoregistration`. The modules
        // have names of their own: a target named `Swinject` in this package would clash with
        // Swinject's in every package graph that holds both.
        .library(name: "SyringeSwinject", targets: ["SyringeSwinject"]),
        .library(name: "SyringeSwinjectAutoregistration", targets: ["SyringeSwinjectAutoregistration"]),
        .executable(name: "syringe-example", targets: ["SyringeExample"]),
    ],
    targets: [
        // Everything but SwinjectAutoregistration's API: the module that `import Swinject` reads.
        .target(name: "SyringeCore", dependencies: ["SyringeThreadLocal", "SyringeExecutorCheck"]),
        // SyringeCore re-exported, with `autoregister` and the `~>` operators: `import Syringe`.
        .target(name: "Syringe", dependencies: ["SyringeCore"]),
        // The resolving thread's context in a C thread-local variable: one load on the resolve
        // path instead of a call to pthread_getspecific.
        .target(name: "SyringeThreadLocal"),
        // Whether code runs on an actor's executor, asked of the Swift runtime without stopping
        // the program, so that an actor-isolated factory resolved elsewhere stops with a message
        // that names the service.
        .target(name: "SyringeExecutorCheck"),
        .target(name: "SyringeTesting", dependencies: ["Syringe"]),
        .target(name: "SyringeSwinject", dependencies: ["SyringeCore"]),
        .target(name: "SyringeSwinjectAutoregistration", dependencies: ["Syringe"]),
        .executableTarget(name: "SyringeExample", dependencies: ["Syringe"]),
        .testTarget(name: "SyringeTests", dependencies: ["Syringe", "SyringeCore"]),
        .testTarget(name: "SyringeTestingTests", dependencies: ["Syringe", "SyringeTesting"]),
        .testTarget(name: "SyringeExampleTests", dependencies: ["Syringe", "SyringeExample"]),
        // The code samples of the documentation catalog, compiled and run (Scripts/docs.sh checks
        // that every sample of Sources/Syringe/Syringe.docc is here).
        .testTarget(name: "DocumentationSamples", dependencies: ["Syringe", "SyringeTesting"]),
        .testTarget(
            name: "DepinCompatibilityTests",
            dependencies: ["Syringe"],
            // Depin's README code, verbatim, is Swift 5 code (a `static var` without an actor).
            swiftSettings: [.swiftLanguageMode(.v5)]),
        // Code written for Swinject and SwinjectAutoregistration, unedited, built the way a
        // migrating app builds it: against the compatibility modules, under Swinject's names.
        // SwiftPM checks unsafe flags only in the targets of products that a client depends on,
        // so this test target's flags leave the package usable as a dependency.
        .testTarget(
            name: "SwinjectModuleTests",
            dependencies: ["SyringeSwinject", "SyringeSwinjectAutoregistration"],
            swiftSettings: [.unsafeFlags(swinjectModuleAliases)]),
        // Code that imports Swinject and not SwinjectAutoregistration, as a library built on
        // Swinject alone does: Syringe's `autoregister` and `~>` must stay out of its sight. A
        // target of its own, because a file sees the members of every module that any file of its
        // target imports, and SwinjectModuleTests imports SwinjectAutoregistration.
        .testTarget(
            name: "SwinjectOnlyTests",
            dependencies: ["SyringeSwinject"],
            swiftSettings: [.unsafeFlags(swinjectModuleAliases)]),
        // The same, in the Swift 5 language mode that most code written for Swinject is in, with
        // the setting the migration guide gives such targets: references to functions and
        // initializers are `@Sendable` there, as in Swift 6, so that one registered from
        // main-actor code does not count as main-actor code.
        .testTarget(
            name: "SwinjectModuleSwift5Tests",
            dependencies: ["SyringeSwinject", "SyringeSwinjectAutoregistration"],
            swiftSettings: [
                .swiftLanguageMode(.v5), .enableUpcomingFeature("InferSendableFromCaptures"),
                .unsafeFlags(swinjectModuleAliases),
            ]),
    ]
)
