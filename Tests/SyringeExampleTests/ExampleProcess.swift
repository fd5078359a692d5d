import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the `syringe-example` executable that the build placed beside the test binary.
///
/// Spawns and reaps the child itself (`posix_spawn`, `waitpid`) rather than through Foundation's
/// `Process`: the exit tests of the same test process watch for exiting children, and under the
/// thread sanitizer `Process` could leave its child unreaped, which kept that watcher spinning.
enum ExampleProcess {
    struct Output {
        let status: Int32
        let standardOutput: String
        let standardError: String
    }

    struct SpawnError: Error, CustomStringConvertible {
        let code: Int32
        var description: String { "posix_spawn failed: \(String(cString: strerror(code)))" }
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
        let path = executable.path
        let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        var output: [Int32] = [0, 0]
        var error: [Int32] = [0, 0]
        guard pipe(&output) == 0, pipe(&error) == 0 else { throw SpawnError(code: errno) }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, output[1], STDOUT_FILENO)
        posix_spawn_file_actions_adddup2(&actions, error[1], STDERR_FILENO)
        for descriptor in output + error { posix_spawn_file_actions_addclose(&actions, descriptor) }

        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }

        var child: pid_t = 0
        let spawned = posix_spawn(&child, path, &actions, nil, argv, envp)
        close(output[1])
        close(error[1])
        guard spawned == 0 else {
            close(output[0])
            close(error[0])
            throw SpawnError(code: spawned)
        }

        // Both pipes are drained at once, so that a child filling one cannot block on it.
        let errorText = HandedOverText()
        let drained = DispatchSemaphore(value: 0)
        let errorReadEnd = error[0]
        DispatchQueue.global().async {
            errorText.value = readToEnd(errorReadEnd)
            drained.signal()
        }
        let outputText = readToEnd(output[0])
        drained.wait()

        var status: Int32 = 0
        while waitpid(child, &status, 0) == -1 && errno == EINTR {}
        return Output(status: exitCode(status), standardOutput: outputText, standardError: errorText.value)
    }

    /// Reads `descriptor` until end of file, then closes it.
    private static func readToEnd(_ descriptor: Int32) -> String {
        FileHandle(fileDescriptor: descriptor, closeOnDealloc: true).readDataToEndOfFile()
            .withUnsafeBytes { String(decoding: $0, as: UTF8.self) }
    }

    /// The exit status of a `waitpid` status, or 128 plus the signal that ended the child.
    private static func exitCode(_ status: Int32) -> Int32 {
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}

/// The standard error text, handed over from the thread that reads it by the semaphore it signals.
private final class HandedOverText: @unchecked Sendable {
    var value = ""
}
