// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// A path dependency is identified by its folder's name, which is whatever the checkout is called.
let syringeCheckout = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

/// What a module moved to Syringe depends on instead of Swinject and SwinjectAutoregistration.
let syringeSwinject: [Target.Dependency] = [
    .product(name: "SyringeSwinject", package: syringeCheckout),
    .product(name: "SyringeSwinjectAutoregistration", package: syringeCheckout),
]

/// The flags that make its unedited `import Swinject` and `import SwinjectAutoregistration` name
/// those two modules.
let swinjectModuleAliases: [SwiftSetting] = [
    .unsafeFlags([
        "-module-alias", "Swinject=SyringeSwinject",
        "-module-alias", "SwinjectAutoregistration=SyringeSwinjectAutoregistration",
    ]),
]

// An app halfway through a move from Swinject to Syringe, one module at a time: Accounts is moved,
// Payments is not, and the package graph holds both Syringe and Swinject 2.10.0. A separate
// package, so that the library itself keeps no dependencies.
// Run `swift run --package-path Scripts/SwinjectMigration`.
let package = Package(
    name: "SwinjectMigration",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: "../.."),
        .package(url: "https://github.com/Swinject/Swinject.git", exact: "2.10.0"),
    ],
    targets: [
        .target(name: "Accounts", dependencies: syringeSwinject, swiftSettings: swinjectModuleAliases),
        .target(name: "Payments", dependencies: ["Accounts", .product(name: "Swinject", package: "Swinject")]),
        .executableTarget(
            name: "MigratingApp",
            dependencies: [
                "Accounts",
                "Payments",
                .product(name: "Syringe", package: syringeCheckout),
                .product(name: "Swinject", package: "Swinject"),
            ]),
    ]
)
