import Diagnostics

/// Character classes and scalar conversions of the lexer (also used by the preprocessor and the highlighter).
extension Lexer {
    static let asciiStrings: [String] = (0..<128).map { String(Unicode.Scalar(UInt8($0))) }

    /// The scalars of `text`, decoded in one pass: `Array(text.unicodeScalars)` decoded them twice, once to count them.
    static func scalars(of text: String) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(text.utf8.count)  // at least as many bytes as scalars
        for scalar in text.unicodeScalars { scalars.append(scalar) }
        return scalars
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
