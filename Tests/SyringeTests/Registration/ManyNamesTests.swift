import Testing
@testable import SyringeCore

@Suite("A type registered under many names")
struct ManyNamesTests {
    @Test("Each name resolves its newest registration, among few names or many", arguments: [8, 17, 500])
    func newestPerName(count: Int) {
        let container = Container()
        for index in 0..<count {
            container.register(Dog.self, name: "dog\(index)") { _ in Dog(name: "first \(index)") }
        }
        var newer: [AnyServiceEntry] = []
        for index in stride(from: 0, to: count, by: 3) {
            newer.append(container.register(Dog.self, name: "dog\(index)") { _ in Dog(name: "second \(index)") })
        }
        for index in 0..<count {
            let expected = index.isMultiple(of: 3) ? "second \(index)" : "first \(index)"
            #expect(container.resolve(Dog.self, name: "dog\(index)")?.name == expected)
        }
        #expect(container.resolve(Dog.self, name: "dog\(count)") == nil)
        #expect(container.resolveAll(Dog.self).count == count)

        for entry in newer { #expect(container.remove(entry)) }
        for index in 0..<count {
            #expect(container.resolve(Dog.self, name: "dog\(index)")?.name == "first \(index)")
        }
    }

    @Test("Registering a name again releases the shadowed singleton among many names")
    func shadowedSingletonReleased() {
        let counter = LiveCounter()
        let container = Container()
        for index in 0..<40 {
            container.register(Tracked.self, name: "t\(index)") { _ in Tracked(counter) }.inObjectScope(.container)
            _ = container.resolve(Tracked.self, name: "t\(index)")
        }
        #expect(counter.alive == 40)
        container.register(Tracked.self, name: "t7") { _ in Tracked(counter) }.inObjectScope(.container)
        #expect(counter.alive == 39)
    }

    @Test(
        "A name resolves through any canonically equivalent spelling, among few names or many",
        arguments: [4, 40])
    func canonicallyEquivalentNames(fillers: Int) {
        let container = Self.container(withFillers: fillers)
        let spellings: [(registered: String, requested: String)] = [
            ("\u{212A}elvin", "Kelvin"),            // KELVIN SIGN, K
            ("Kelvin", "\u{212A}elvin"),
            ("a;b", "a\u{037E}b"),                 // GREEK QUESTION MARK, semicolon
            ("`quoted`", "\u{1FEF}quoted\u{1FEF}"),  // GREEK VARIA, grave accent
            ("caf\u{E9}", "cafe\u{301}"),            // precomposed and decomposed é
            ("a long name of more than fifteen bytes", "a long name of more than fifteen bytes"),
        ]
        for (registered, requested) in spellings {
            container.register(Dog.self, name: registered) { _ in Dog(name: registered) }
            #expect(container.resolve(Dog.self, name: requested)?.name == registered)
        }
    }

    @Test(
        "A name registered again under another spelling of the same characters shadows the first",
        arguments: [0, 40])
    func reregisteredUnderAnotherSpelling(fillers: Int) {
        let container = Self.container(withFillers: fillers)
        let longName = "a name long enough to live in a buffer of its own"
        let builtLongName = String(longName.utf8.map { Character(UnicodeScalar($0)) })
        let spellings: [(first: String, second: String)] = [
            ("Kelvin", "\u{212A}elvin"), ("caf\u{E9}", "cafe\u{301}"), (builtLongName, longName),
        ]
        for (first, second) in spellings {
            container.register(Dog.self, name: first) { _ in Dog(name: "first") }
            container.register(Dog.self, name: second) { _ in Dog(name: "second") }
            #expect(container.resolve(Dog.self, name: first)?.name == "second")
            #expect(container.resolve(Dog.self, name: second)?.name == "second")
        }
    }

    @Test("Equal names hash alike, and distinct names, short and long, spread over the registry's buckets")
    func nameHash() {
        let equal: [(String, String)] = [
            ("\u{212A}", "K"), ("x\u{037E}", "x;"), ("\u{1FEF}", "`"), ("caf\u{E9}", "cafe\u{301}"),
            ("service-1-27", String("service-1-27".utf8.map { Character(UnicodeScalar($0)) })),
        ]
        for (first, second) in equal {
            #expect(first == second)
            #expect(NameHash.of(first) == NameHash.of(second))
        }
        // The registry takes a bucket from a hash's high bits.
        func bucket(_ name: String) -> UInt { UInt(bitPattern: NameHash.of(name)) >> (UInt.bitWidth - 10) }
        #expect(Set((0..<1_000).map { bucket("service-\($0 / 100)-\($0 % 100)") }).count > 550)
        // Short names differ in a byte or two of one word.
        let letters = (UInt8(ascii: "a")...UInt8(ascii: "z")).map { String(UnicodeScalar($0)) }
        let short = letters.flatMap { first in letters.map { first + $0 } } + letters
            + (0..<300).map { "n\($0)" } + (0..<300).map { "name\($0)" }
        #expect(Set(short).count == short.count)
        #expect(Set(short.map { NameHash.of($0) }).count == short.count)
        #expect(Set(short.map(bucket)).count > 600)
    }

    @Test("A name hashes alike whether its bytes are read from a span or from its UTF-8 view")
    func nameHashWithoutSpan() {
        // Bytes outside plain ASCII, or `K`, `;` and `` ` ``, leave the hash to `Hasher`.
        for name in ["caf\u{E9}", "Kelvin", "x;", "`quoted`"] {
            #expect(NameHash.hashIfPlainASCII(name.utf8) == 0)
        }
        #expect(NameHash.hashIfPlainASCII("transient".utf8) != 0)
        #if compiler(>=6.2)
        guard #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) else { return }
        let names = ["", "a", "name-7", "transient", "exactly8", "sixteen-bytes-ok", "a longer name of 31 bytes, ASCII",
                     "caf\u{E9}", "Kelvin", "x;", "`quoted`", String(repeating: "z", count: 100)]
        for name in names {
            #expect(NameHash.hashIfPlainASCII(name.utf8.span) == NameHash.hashIfPlainASCII(name.utf8), "\(name)")
        }
        #endif
    }

    /// A container with `count` named registrations of `Dog` besides the names under test.
    private static func container(withFillers count: Int) -> Container {
        let container = Container()
        for index in 0..<count {
            container.register(Dog.self, name: "filler\(index)") { _ in Dog(name: "filler") }
        }
        return container
    }
}
