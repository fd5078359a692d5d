/// The hash by which a ``Registry`` finds a named registration's bucket: cheap for the names
/// people write, and always in agreement with `String`'s `==`.
///
/// `==` on strings is canonical equivalence, so a hash of the UTF-8 bytes would tell apart names
/// that compare equal. The standard library's `Hasher` normalizes, but normalizing costs far more
/// than hashing a short name's bytes, and every named resolution hashes its name.
///
/// Most names are ASCII, and an ASCII string is canonically equivalent only to itself, with three
/// exceptions: U+212A KELVIN SIGN equals "K", U+037E GREEK QUESTION MARK equals ";" and U+1FEF
/// GREEK VARIA equals "`" (checked against every Unicode scalar, alone and against every pair of
/// ASCII characters). So a name made only of ASCII characters other than `K`, `;` and `` ` ``
/// equals no string but itself, and is hashed by its bytes, eight at a time; every other name is
/// hashed by `Hasher`, which agrees with `==` among them.
enum NameHash {
    /// The hash of `name`.
    ///
    /// Inlined for the key without a name, most keys, where it is one comparison.
    @inline(__always)
    static func of(_ name: String?) -> Int {
        guard let name else { return 0 }
        return of(name)
    }

    /// The hash of a name.
    @inline(never)
    private static func of(_ name: String) -> Int {
        let byBytes = hashIfPlainASCII(name)
        guard byBytes != notPlainASCII else { return name.hashValue }
        return Int(truncatingIfNeeded: byBytes)
    }

    /// What `hashIfPlainASCII` returns for a name that is not plain ASCII, a hash it never
    /// returns otherwise.
    fileprivate static var notPlainASCII: UInt64 { 0 }

    /// A hash of `name`'s UTF-8 bytes, or ``notPlainASCII`` if they are not plain ASCII (see
    /// ``NameHash``).
    ///
    /// The bytes are read from a span of them where the standard library offers one (Swift 6.2,
    /// and Apple systems of 2025 on), a loop the compiler turns into plain loads; elsewhere one by
    /// one from the UTF-8 view, which takes about twice as long for a short name. Both give the
    /// same hash.
    private static func hashIfPlainASCII(_ name: String) -> UInt64 {
        #if compiler(>=6.2)
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            return hashIfPlainASCII(name.utf8.span)
        }
        #endif
        return hashIfPlainASCII(name.utf8)
    }

    #if compiler(>=6.2)
    /// `hashIfPlainASCII(_:)` of the bytes of a span.
    @available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)
    static func hashIfPlainASCII(_ bytes: Span<UInt8>) -> UInt64 {
        var words = WordHasher(count: bytes.count)
        for index in bytes.indices { words.append(bytes[index]) }
        return words.finalize()
    }
    #endif

    /// `hashIfPlainASCII(_:)` of the bytes of a UTF-8 view, one by one.
    static func hashIfPlainASCII(_ bytes: String.UTF8View) -> UInt64 {
        var words = WordHasher(count: bytes.count)
        for byte in bytes { words.append(byte) }
        return words.finalize()
    }

    /// Hashes a name's bytes eight at a time and notes whether any byte is outside plain ASCII.
    ///
    /// The bytes are gathered into words, the first byte lowest; the last word of a name whose
    /// length is not a multiple of eight is padded with zero bytes, and the length is part of the
    /// hash, so the padding never makes two names hash alike.
    private struct WordHasher {
        private var hash: UInt64
        private var notPlain: UInt64 = 0
        /// The bytes appended since the last whole word, and how far to shift the next one.
        private var word: UInt64 = 0
        private var shift: UInt64 = 0

        /// Begins the hash of a name of `count` bytes.
        @inline(__always)
        init(count: Int) {
            hash = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
        }

        /// Adds the name's next byte.
        @inline(__always)
        mutating func append(_ byte: UInt8) {
            word |= UInt64(byte) &<< shift
            shift &+= 8
            if shift == 64 {
                combine(word)
                word = 0
                shift = 0
            }
        }

        @inline(__always)
        private mutating func combine(_ word: UInt64) {
            // The high bit of a byte at or above 0x80, and of a byte that is `K`, `;` or `` ` ``:
            // XOR with that byte repeated makes it zero, and `(x - 0x01…) & ~x` sets the high bit
            // of a zero byte (the zero bytes of a short name's padding are none of them).
            let kelvin = word ^ 0x4B4B_4B4B_4B4B_4B4B
            let question = word ^ 0x3B3B_3B3B_3B3B_3B3B
            let varia = word ^ 0x6060_6060_6060_6060
            notPlain |= word | (kelvin &- 0x0101_0101_0101_0101) & ~kelvin
                | (question &- 0x0101_0101_0101_0101) & ~question | (varia &- 0x0101_0101_0101_0101) & ~varia
            hash = (hash ^ word) &* 0xC2B2_AE3D_27D4_EB4F
            hash ^= hash &>> 31
        }

        /// The hash, or ``NameHash/notPlainASCII`` if a byte was outside plain ASCII.
        @inline(__always)
        mutating func finalize() -> UInt64 {
            if shift != 0 { combine(word) }
            guard notPlain & 0x8080_8080_8080_8080 == 0 else { return NameHash.notPlainASCII }
            let mixed = (hash ^ hash &>> 29) &* 0x9E37_79B9_7F4A_7C15
            let finished = mixed ^ mixed &>> 32
            return finished == NameHash.notPlainASCII ? 1 : finished
        }
    }
}
