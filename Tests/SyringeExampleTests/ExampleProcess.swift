import Foundation

/// Runs the `syringe-example` executable that the build placed beside the test binary.
enum ExampleProcess {
    struct Output {
        let status: Int32
        let standardOutput: String
        let standardError: String
    }

    /// The built executable: beside the test binary on Linux, beside the test bundle on macOS.
    static var executable: URL {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0])
        let candidates = [
            testBinary.deletingLastPathComponent(),
            Bundle.main.bundleURL.deletingLastPathComponent(),
        ]
        return candidates.map { $0.appendingPathComponent("syringe-example") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
            ?? candidates[0].appendingPathComponent("syringe-example")
    }

    /// Runs the example with `arguments` and `environment` added to the current environment.
    static func run(_ arguments: [String] = [], environment: [String: String] = [:]) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self))
    }
}
