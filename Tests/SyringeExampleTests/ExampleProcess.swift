import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the `syringe-example` executable that the build placed beside the test binary.
///
/// Spawns, reads and reaps the child on the calling thread (`posix_spawn`, `poll`, `waitpid`)
/// rather than through Foundation's `Process`, which relies on threads of a shared pool: when
/// the test process's threads were all busy (as under the thread sanitizer), the child stayed
/// unreaped and the test waited forever, while the exit tests' watcher spun on the zombie.
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
    ///
    /// The Swift runtime's backtracer is off in the child: a program that stops with a fatal
    /// error has printed its message already, and the backtracer process it would start inherits
    /// the output pipes, so reading them would wait for it too (under the thread sanitizer it
    /// was seen never to end).
    static func run(_ arguments: [String] = [], environment: [String: String] = [:]) throws -> Output {
        let path = executable.path
        let variables = ProcessInfo.processInfo.environment
            .merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 }
            .merging(environment) { $1 }
        let output = try makePipe()
        let error = try makePipe()

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

        let (outputText, errorText) = drain(output[0], error[0])

        var status: Int32 = 0
        while waitpid(child, &status, 0) == -1 && errno == EINTR {}
        return Output(status: exitCode(status), standardOutput: outputText, standardError: errorText)
    }

    /// A pipe whose descriptors are closed on exec: children that other threads of the test
    /// process spawn meanwhile (exit tests) must not inherit the write end, or reading would
    /// wait for them to exit too.
    private static func makePipe() throws -> [Int32] {
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else { throw SpawnError(code: errno) }
        for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        return descriptors
    }

    /// Reads both descriptors until end of file, whichever has data first, then closes them.
    ///
    /// One thread and `poll`: a helper thread from a shared pool might never come while the
    /// test's own threads are all busy, and reading one pipe to its end first could block a
    /// child that fills the other.
    private static func drain(_ first: Int32, _ second: Int32) -> (String, String) {
        var descriptors = [pollfd(fd: first, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: second, events: Int16(POLLIN), revents: 0)]
        var texts = [[UInt8](), [UInt8]()]
        var buffer = [UInt8](repeating: 0, count: 4096)
        while descriptors.contains(where: { $0.fd >= 0 }) {
            guard poll(&descriptors, nfds_t(descriptors.count), -1) >= 0 else {
                if errno == EINTR { continue }
                break
            }
            for index in descriptors.indices where descriptors[index].fd >= 0 && descriptors[index].revents != 0 {
                let count = read(descriptors[index].fd, &buffer, buffer.count)
                if count > 0 {
                    texts[index] += buffer[..<count]
                } else if count == 0 || errno != EINTR {
                    close(descriptors[index].fd)
                    descriptors[index].fd = -1
                }
            }
        }
        return (String(decoding: texts[0], as: UTF8.self), String(decoding: texts[1], as: UTF8.self))
    }

    /// The exit status of a `waitpid` status, or 128 plus the signal that ended the child.
    private static func exitCode(_ status: Int32) -> Int32 {
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}
