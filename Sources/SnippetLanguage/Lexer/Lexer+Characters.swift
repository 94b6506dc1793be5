/// Character classes and scalar conversions of the lexer (also used by the preprocessor and the highlighter).
extension Lexer {
    static let asciiStrings: [String] = (0..<128).map { String(Unicode.Scalar(UInt8($0))) }

    /// The scalars of `text`, decoded from its UTF-8 in one pass (`Array(text.unicodeScalars)` counts them first,
    /// decoding the text twice). The UTF-8 length bounds the count.
    static func scalars(of text: String) -> [Unicode.Scalar] {
        var text = text
        return text.withUTF8 { bytes in
            [Unicode.Scalar](unsafeUninitializedCapacity: bytes.count) { buffer, count in
                var at = 0
                var written = 0
                let raw = UnsafeRawBufferPointer(bytes)
                while at < bytes.count {
                    // Eight ASCII bytes at a time (listings are mostly ASCII): one test for the eight, then each byte
                    // widened. `written` never passes `at`, so the eight fit in the buffer too.
                    while at + 8 <= bytes.count {
                        let word = raw.loadUnaligned(fromByteOffset: at, as: UInt64.self)
                        guard word & 0x8080_8080_8080_8080 == 0 else { break }
                        for offset in 0..<8 { buffer[written + offset] = Unicode.Scalar(bytes[at + offset]) }
                        at += 8
                        written += 8
                    }
                    guard at < bytes.count else { break }
                    let byte = bytes[at]
                    if byte < 0x80 {
                        buffer[written] = Unicode.Scalar(byte)
                        written += 1
                        at += 1
                        continue
                    }
                    let lead = UInt32(byte)
                    let value: UInt32
                    // A String's UTF-8 is valid, so a lead byte tells the length and continuation bytes follow.
                    if lead < 0xE0 {
                        value = (lead & 0x1F) << 6 | UInt32(bytes[at + 1] & 0x3F)
                        at += 2
                    } else if lead < 0xF0 {
                        value = (lead & 0x0F) << 12 | UInt32(bytes[at + 1] & 0x3F) << 6 | UInt32(bytes[at + 2] & 0x3F)
                        at += 3
                    } else {
                        value = (lead & 0x07) << 18 | UInt32(bytes[at + 1] & 0x3F) << 12 | UInt32(bytes[at + 2] & 0x3F) << 6
                            | UInt32(bytes[at + 3] & 0x3F)
                        at += 4
                    }
                    buffer[written] = Unicode.Scalar(value) ?? "\u{FFFD}"
                    written += 1
                }
                count = written
            }
        }
    }

    /// The text of `scalars`, encoded straight into a new string's UTF-8 storage (building it through
    /// `String.UnicodeScalarView` appends scalar by scalar and was the lexer's largest cost).
    static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        if scalars.count == 1, let only = scalars.first, only.isASCII {
            // One-character tokens (` `, a line break, `t`, `0`) are common: take them from a table.
            return asciiStrings[Int(only.value)]
        }
        var byteCount = 0
        for scalar in scalars {
            let value = scalar.value
            byteCount += value < 0x80 ? 1 : value < 0x800 ? 2 : value < 0x1_0000 ? 3 : 4
        }
        if byteCount == 0 { return "" }
        return String(unsafeUninitializedCapacity: byteCount) { buffer in
            var at = 0
            for scalar in scalars {
                let value = scalar.value
                if value < 0x80 {
                    buffer[at] = UInt8(truncatingIfNeeded: value)
                    at += 1
                } else {
                    for unit in UTF8.encode(scalar)! {
                        buffer[at] = unit
                        at += 1
                    }
                }
            }
            return at
        }
    }

    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}", "\u{A0}", "\u{FEFF}", "\u{2028}", "\u{2029}", "\u{3000}",
             "\u{2000}"..."\u{200B}":
            return true
        default:
            return false
        }
    }

    @inline(__always)
    static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value | 0x20  // ASCII letters in lower case
            return (value >= 0x61 && value <= 0x7A) || scalar == "_" || scalar == "$"
        }
        return isNonASCIIIdentifierStart(scalar)
    }

    @inline(never)
    static func isNonASCIIIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.isIDStart
    }

    static func isIdentifierContinue(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierStart(scalar) || ("0"..."9").contains(scalar) || (!scalar.isASCII && scalar.properties.isIDContinue)
    }

    static func isDigit(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        return ("0"..."9").contains(scalar)
    }
}
