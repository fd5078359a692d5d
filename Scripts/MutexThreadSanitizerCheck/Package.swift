// swift-tools-version: 6.0
import PackageDescription

// Checks whether the thread sanitizer sees `Synchronization.Mutex` as synchronization on this
// toolchain: `run.sh` builds it with `-sanitize=thread` and says whether a race is reported.
let package = Package(
    name: "MutexThreadSanitizerCheck",
    platforms: [.macOS(.v15)],
    targets: [.executableTarget(name: "MutexThreadSanitizerCheck")]
)
