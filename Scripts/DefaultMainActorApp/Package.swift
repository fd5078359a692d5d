// swift-tools-version: 6.2
import PackageDescription

/// An app-style package built the way Xcode 26 builds new app targets: Swift 6 language mode and
/// `.defaultIsolation(MainActor.self)`, so that every declaration without an isolation of its
/// own is main-actor code. It compiles Syringe's documentation samples and example app as they
/// are (through links to their folders), with warnings as errors, and runs the samples' tests and
/// the checks of what such a module relies on. `TaskBoard` is an app laid out as Xcode 26 makes
/// one, with a test target that verifies its assemblies.
let appSettings: [SwiftSetting] = [
    .defaultIsolation(MainActor.self),
    .unsafeFlags(["-warnings-as-errors"]),
]

let package = Package(
    name: "DefaultMainActorApp",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [.package(name: "Syringe", path: "../..")],
    targets: [
        .executableTarget(
            name: "DefaultMainActorExample",
            dependencies: [.product(name: "Syringe", package: "Syringe")],
            path: "Sources/SyringeExample",
            swiftSettings: appSettings),
        .testTarget(
            name: "DefaultMainActorSamples",
            dependencies: [
                .product(name: "Syringe", package: "Syringe"),
                .product(name: "SyringeTesting", package: "Syringe"),
            ],
            path: "Tests/DocumentationSamples",
            // The testing article's samples are for test targets, which Xcode creates without
            // default main-actor isolation: XCTest and Swift Testing call tests off the main
            // actor unless a test says otherwise.
            exclude: ["TestingSamples.swift", "ReadmeTestingSamples.swift"],
            swiftSettings: appSettings),
        // An app as Xcode 26 makes one, and its test target, which has no default isolation.
        .executableTarget(
            name: "TaskBoard",
            dependencies: [.product(name: "Syringe", package: "Syringe")],
            swiftSettings: appSettings),
        .testTarget(
            name: "TaskBoardTests",
            dependencies: [
                "TaskBoard",
                .product(name: "Syringe", package: "Syringe"),
                .product(name: "SyringeTesting", package: "Syringe"),
            ],
            swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]),
        .testTarget(
            name: "DefaultMainActorChecks",
            dependencies: [.product(name: "Syringe", package: "Syringe")],
            swiftSettings: appSettings),
    ]
)
