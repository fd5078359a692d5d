import Testing

@Suite("The example program")
struct ExampleAppTests {
    @Test("It greets the user given on the command line, with today's date")
    func greets() throws {
        let result = try ExampleProcess.run(["Ada"])
        #expect(result.status == 0, "stderr: \(result.standardError)")
        #expect(result.standardOutput.contains("Hello, Ada! Today is "))
    }

    @Test("It prints the board in both named formats, from one shared HTTP client")
    func reports() throws {
        let result = try ExampleProcess.run()
        #expect(result.status == 0, "stderr: \(result.standardError)")
        let output = result.standardOutput
        #expect(output.contains("Hello, developer!"))
        #expect(output.contains("  done  Write the container\n  done  Measure it\n  todo  Ship it"))
        #expect(output.contains("- [x] Write the container\n- [x] Measure it\n- [ ] Ship it"))
        #expect(output.contains("## launch ("))
        // The repository resolved at start-up and the one injected into the printer share the
        // container-scoped client, which served the board request once.
        #expect(output.contains("HTTP requests served: 1"))
        #expect(result.standardError.isEmpty)
    }
}

@Suite("The example program's dependency graph")
struct ExampleGraphTests {
    @Test("--graph prints the registrations and the dependencies in DOT")
    func graph() throws {
        let result = try ExampleProcess.run(["--graph"])
        #expect(result.status == 0, "stderr: \(result.standardError)")
        #expect(result.standardOutput.hasPrefix("digraph Dependencies {"))
        #expect(result.standardOutput.contains("\"TaskRepository\" -> \"HTTPClient\";"))
        #expect(result.standardOutput.contains("\"Greeting with String\" -> \"Clock\";"))
    }
}
