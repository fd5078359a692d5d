/// The hash by which a ``Registry`` finds a named registration's bucket: cheap for the names
/// people write, and always in agreement with `String`'s `==`.
///
/// `==` on strings is canonical equivalence, so a hash of the UTF-8 bytes would tell apart names
/// that compare equal. The standard library's `Hasher` normalizes, but hashing a short name that
/// way costs several hundred instructions, and every named resolution hashes its name.
///
/// Most names are ASCII, and an ASCII string is canonically equivalent only to itself, with three
/// exceptions: U+212A KELVIN SIGN equals "K", U+037E GREEK QUESTION MARK equals ";" and U+1FEF
/// GREEK VARIA equals "`" (checked against every Unicode scalar, alone and against every pair of
/// ASCII characters). So a name made only of ASCII characters other than `K`, `;` and `` ` ``
/// equals no string but itself, and is hashed by its bytes, eight at a time (a shorter name in two
/// overlapping loads); every other name is hashed by `Hasher`, which agrees with `==` among them.
enum NameHash {
    /// The hash of `name`.
    static func of(_ name: String?) -> Int {
        guard let name else { return 0 }
        // Native and small strings hand out their UTF-8 without a copy; others (bridged ones)
        // are copied into native storage first.
        let byBytes = name.utf8.withContiguousStorageIfAvailable(hashIfPlainASCII) ?? {
            var native = name
            return native.withUTF8(hashIfPlainASCII)
        }()
        guard let byBytes else { return name.hashValue }
        return Int(truncatingIfNeeded: byBytes)
    }

    /// A hash of `bytes`, or `nil` if they are not plain ASCII (see ``NameHash``).
    private static func hashIfPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        let count = bytes.count
        guard let base = bytes.baseAddress, count > 0 else { return 0x5BD1_E995 }
        var words = WordHasher(count: count)
        if count >= 8 {
            // Whole words, the last one overlapping the one before when the count is not a
            // multiple of eight.
            var offset = 0
            while offset &+ 8 < count {
                words.combine(UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
                offset &+= 8
            }
            words.combine(UnsafeRawPointer(base + (count &- 8)).loadUnaligned(as: UInt64.self))
        } else if count >= 4 {
            // Two four-byte loads, overlapping when the count is below eight.
            let raw = UnsafeRawPointer(base)
            words.combine(UInt64(raw.loadUnaligned(as: UInt32.self))
                | UInt64(raw.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)) &<< 32)
        } else {
            // The first, middle and last byte: all of them, for one to three bytes.
            words.combine(UInt64(base[0]) | UInt64(base[count &>> 1]) &<< 8 | UInt64(base[count &- 1]) &<< 16)
        }
        return words.finalize()
    }

    /// Hashes eight bytes at a time and notes whether any byte is outside plain ASCII.
    private struct WordHasher {
        private var hash: UInt64
        private var notPlain: UInt64 = 0

        init(count: Int) {
            hash = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
        }

        mutating func combine(_ word: UInt64) {
            // A zero byte (padding) is not among the bytes looked for.
            notPlain |= word & NameHash.highBits | NameHash.containsByte(word, UInt8(ascii: "K"))
                | NameHash.containsByte(word, UInt8(ascii: ";")) | NameHash.containsByte(word, UInt8(ascii: "`"))
            hash = (hash ^ word) &* 0xC2B2_AE3D_27D4_EB4F
            hash ^= hash >> 31
        }

        /// The hash, or `nil` if a byte was outside plain ASCII.
        func finalize() -> UInt64? {
            guard notPlain == 0 else { return nil }
            let mixed = (hash ^ hash >> 29) &* 0x9E37_79B9_7F4A_7C15
            return mixed ^ mixed >> 32
        }
    }

    fileprivate static let lowBits: UInt64 = 0x0101_0101_0101_0101
    fileprivate static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Nonzero when one of the eight bytes of `word` is `byte` (for bytes below 0x80).
    fileprivate static func containsByte(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let difference = word ^ (lowBits &* UInt64(byte))
        return (difference &- lowBits) & ~difference & highBits
    }
}
