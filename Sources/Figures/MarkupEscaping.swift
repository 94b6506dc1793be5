/// The one place where text becomes safe to put in HTML, SVG or MathML.
///
/// It escapes exactly what cmark's HTML renderer escapes (`&`, `<`, `>`, `"`), so pages written by notebook are
/// byte-identical to cmark's output for the same Markdown; that set is enough for element content and for
/// double-quoted attribute values, the only two contexts notebook writes text into.
public enum MarkupEscaping {
    public static func escape(_ text: String) -> String {
        var needsEscaping = false
        for byte in text.utf8 where byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"") {
            needsEscaping = true
            break
        }
        guard needsEscaping else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}
