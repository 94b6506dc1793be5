/// Double-quoted string literals for the JSON and JavaScript notebook writes (verify reports, the search index).
enum StringLiteral {
    /// A JSON string literal, which is also a JavaScript one. With `forScript`, `<` and the two line separators that
    /// older JavaScript treats as line ends are escaped too, so the text can never close a `<script>` element.
    static func quoted(_ text: String, forScript: Bool = false) -> String {
        // Most strings need no escape at all (0xE2 starts U+2028 and U+2029 in UTF-8).
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || (forScript && ($0 == 0x3C || $0 == 0xE2)) }) {
            return "\"" + text + "\""
        }
        var result: [UInt8] = [0x22]
        result.reserveCapacity(text.utf8.count + 16)
        func append(_ escape: StaticString) {
            escape.withUTF8Buffer { result.append(contentsOf: $0) }
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": append("\\\"")
            case "\\": append("\\\\")
            case "\n": append("\\n")
            case "\r": append("\\r")
            case "\t": append("\\t")
            case "<" where forScript: append("\\u003c")
            case "\u{2028}" where forScript: append("\\u2028")
            case "\u{2029}" where forScript: append("\\u2029")
            default:
                if scalar.value < 0x20 {
                    let digits = Array("0123456789abcdef".utf8)
                    append("\\u00")
                    result.append(digits[Int(scalar.value >> 4)])
                    result.append(digits[Int(scalar.value & 0xF)])
                } else {
                    UTF8.encode(scalar) { result.append($0) }
                }
            }
        }
        result.append(0x22)
        return String(decoding: result, as: UTF8.self)
    }
}
