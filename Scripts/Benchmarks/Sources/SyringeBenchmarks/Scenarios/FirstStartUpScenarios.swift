import DistinctServices
import Foundation
import Swinject
import Syringe

/// Scenarios 7c and 9c: an app's start-up as it happens, once per process. The first registration
/// of a service type in a process costs more than the same registration later: the Swift runtime
/// builds the metadata of the generic types the library instantiates for it (at least the
/// `ServiceEntry<Service>` that `register` returns), and the memory that metadata takes stays.
/// Scenarios 7d and 9d repeat registrations of types already registered, so they measure none of
/// that. Each sample here runs in a new process: the benchmark starts itself again with
/// `--first-start-up`, which applies the 10 assemblies of 100 distinct types once and prints what
/// that took.
enum FirstStartUpScenarios {
    static func all() -> [Scenario] {
        [
            Scenario(
                name: "7c first start-up in a new process: 10 assemblies × 100 distinct types", unit: "µs",
                operationsPerRound: 1,
                contenders: [
                    Contender(name: ContenderName.swinject) { _ in measureInNewProcess(.swinject).microseconds },
                    Contender(name: ContenderName.syringe) { _ in measureInNewProcess(.syringe).microseconds },
                ]),
            Scenario(
                name: "9c heap per registration, first registration of \(distinctServiceCount) types in a new process",
                unit: "bytes", operationsPerRound: 1,
                contenders: [
                    Contender(name: ContenderName.swinject) { _ in measureInNewProcess(.swinject).bytesPerRegistration },
                    Contender(name: ContenderName.syringe) { _ in measureInNewProcess(.syringe).bytesPerRegistration },
                ]),
        ]
    }

    /// The library whose first start-up a new process measures.
    enum Library: String {
        case swinject, syringe
    }

    /// What a new process measured: the time the assemblies took to apply, and the heap bytes
    /// that remained in use per registration (the runtime's metadata included).
    struct Measurement {
        let microseconds: Double
        let bytesPerRegistration: Double
    }

    /// The argument that makes the benchmark measure a first start-up instead of running.
    static let argument = "--first-start-up"

    /// When the process was started to measure a first start-up, measures it, prints the
    /// measurement and exits.
    static func runIfRequested() {
        let arguments = CommandLine.arguments
        guard arguments.count == 3, arguments[1] == argument, let library = Library(rawValue: arguments[2]) else {
            return
        }
        let measurement = measureFirstStartUp(of: library)
        print(measurement.microseconds, measurement.bytesPerRegistration)
        exit(0)
    }

    /// Applies the assemblies of `library` for the first time in this process.
    private static func measureFirstStartUp(of library: Library) -> Measurement {
        // The assemblies themselves are made before the clock starts, as an app's are values.
        let syringeAssemblies = syringeDistinctAssemblies
        let swinjectAssemblies = swinjectDistinctAssemblies
        let before = heapBytesInUse()
        let start = nanoseconds()
        let built: AnyObject = switch library {
        case .syringe: Syringe.Assembler(syringeAssemblies)
        case .swinject: Swinject.Assembler(swinjectAssemblies)
        }
        let elapsed = nanoseconds() - start
        let after = heapBytesInUse()
        withExtendedLifetime(built) {}
        return Measurement(
            microseconds: Double(elapsed) / 1_000,
            bytesPerRegistration: Double(after - before) / Double(distinctServiceCount))
    }

    /// Starts the benchmark again to measure the first start-up of `library`, and reads what it
    /// printed.
    private static func measureInNewProcess(_ library: Library) -> Measurement {
        let process = Process()
        process.executableURL = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = [argument, library.rawValue]
        let output = Pipe()
        process.standardOutput = output
        do {
            try process.run()
        } catch {
            fatalError("cannot start \(process.executableURL!.path) to measure a first start-up: \(error)")
        }
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let numbers = printed.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard process.terminationStatus == 0, numbers.count == 2 else {
            fatalError("the first start-up of \(library) printed \"\(printed)\" and exited with \(process.terminationStatus)")
        }
        return Measurement(microseconds: numbers[0], bytesPerRegistration: numbers[1])
    }
}
