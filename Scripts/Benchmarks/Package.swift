// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// A path dependency is identified by its folder's name, which is whatever the checkout is called.
let syringeCheckout = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

// Compares Syringe with Swinject, swift-dependencies and hand-written wiring in one process.
// A separate package, so that the library itself keeps no dependencies. Run `Scripts/bench.sh`.
let package = Package(
    name: "SyringeBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: "../.."),
        .package(url: "https://github.com/Swinject/Swinject.git", exact: "2.10.0"),
        .package(url: "https://github.com/pointfreeco/swift-dependencies", exact: "1.17.1"),
    ],
    targets: [
        .target(name: "HeapStatistics"),
        .executableTarget(
            name: "SyringeBenchmarks",
            dependencies: [
                "HeapStatistics",
                .product(name: "Syringe", package: syringeCheckout),
                .product(name: "Swinject", package: "Swinject"),
                .product(name: "Dependencies", package: "swift-dependencies"),
            ],
            swiftSettings: [.swiftLanguageMode(.v5)]),
    ]
)
