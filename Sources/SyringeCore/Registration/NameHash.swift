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
    static func of(_ name: String?) -> Int {
        guard let name else { return 0 }
        let byBytes = hashIfPlainASCII(name.utf8)
        guard byBytes != notPlainASCII else { return name.hashValue }
        return Int(truncatingIfNeeded: byBytes)
    }

    /// What ``hashIfPlainASCII(_:)`` returns for bytes that are not plain ASCII, a hash it never
    /// returns otherwise.
    fileprivate static var notPlainASCII: UInt64 { 0 }

    /// A hash of `bytes`, or ``notPlainASCII`` if they are not plain ASCII (see ``NameHash``).
    ///
    /// The bytes are gathered into words of eight, the first byte lowest; the last word of a name
    /// whose length is not a multiple of eight is padded with zero bytes, and the length is part
    /// of the hash, so the padding never makes two names hash alike.
    private static func hashIfPlainASCII(_ bytes: String.UTF8View) -> UInt64 {
        var words = WordHasher(count: bytes.count)
        var word: UInt64 = 0
        var shift: UInt64 = 0
        for byte in bytes {
            word |= UInt64(byte) &<< shift
            shift &+= 8
            if shift == 64 {
                words.combine(word)
                word = 0
                shift = 0
            }
        }
        if shift != 0 { words.combine(word) }
        return words.finalize()
    }

    /// Hashes eight bytes at a time and notes whether any byte is outside plain ASCII.
    private struct WordHasher {
        private var hash: UInt64
        private var notPlain: UInt64 = 0

        @inline(__always)
        init(count: Int) {
            hash = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
        }

        @inline(__always)
        mutating func combine(_ word: UInt64) {
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
        func finalize() -> UInt64 {
            guard notPlain & 0x8080_8080_8080_8080 == 0 else { return NameHash.notPlainASCII }
            let mixed = (hash ^ hash &>> 29) &* 0x9E37_79B9_7F4A_7C15
            let finished = mixed ^ mixed &>> 32
            return finished == NameHash.notPlainASCII ? 1 : finished
        }
    }
}
