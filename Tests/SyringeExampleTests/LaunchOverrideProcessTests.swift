@testable import SyringeExample
import Syringe
import Testing

@Suite("Launch overrides, driving the example program")
struct LaunchOverrideProcessTests {
    @Test("Selecting the fixed clock through the environment changes the program's output")
    func fixedClock() throws {
        let overrides = LaunchOverrides().using("fixed", for: Clock.self)
        let result = try ExampleProcess.run(["Ada"], environment: overrides.environment)
        #expect(result.status == 0, "stderr: \(result.standardError)")
        #expect(result.standardOutput.contains("Hello, Ada! Today is 2026-01-01."))
        #expect(result.standardOutput.contains("Board launch on 2026-01-01:"))
    }

    @Test("An unknown registration name stops the program with the valid names")
    func unknownName() throws {
        let overrides = LaunchOverrides().using("frozen", for: Clock.self)
        let result = try ExampleProcess.run(environment: overrides.environment)
        #expect(result.status != 0)
        #expect(result.standardError.contains("Names registered for SyringeExample.Clock: fixed"))
    }
}
