/// Double-quoted string literals for the JSON and JavaScript notebook writes (verify reports, the search index).
enum StringLiteral {
    /// A JSON string literal, which is also a JavaScript one. With `forScript`, `<` and the two line separators that
    /// older JavaScript treats as line ends are escaped too, so the text can never close a `<script>` element.
    static func quoted(_ text: String, forScript: Bool = false) -> String {
        // Most strings need no escape at all (0xE2 starts U+2028 and U+2029 in UTF-8).
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || (forScript && ($0 == 0x3C || $0 == 0xE2)) }) {
            return "\"" + text + "\""
        }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "<" where forScript: result += "\\u003c"
            case "\u{2028}" where forScript: result += "\\u2028"
            case "\u{2029}" where forScript: result += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
