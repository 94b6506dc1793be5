/// The one place where text becomes safe to put in HTML, SVG or MathML.
///
/// It escapes exactly what cmark's HTML renderer escapes (`&`, `<`, `>`, `"`), so pages written by notebook are
/// byte-identical to cmark's output for the same Markdown; that set is enough for element content and for
/// double-quoted attribute values, the only two contexts notebook writes text into.
public enum MarkupEscaping {
    public static func escape(_ text: String) -> String {
        guard needsEscaping(text) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        appendEscaping(text, to: &result)
        return result
    }

    /// Appends `text`, escaped, to `output` (no intermediate string when nothing needs escaping).
    public static func append(_ text: String, to output: inout String) {
        if needsEscaping(text) {
            appendEscaping(text, to: &output)
        } else {
            output.append(text)
        }
    }

    private static func needsEscaping(_ text: String) -> Bool {
        text.utf8.contains { byte in
            byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"")
        }
    }

    private static func appendEscaping(_ text: String, to output: inout String) {
        for character in text.unicodeScalars {
            switch character {
            case "&": output.append("&amp;")
            case "<": output.append("&lt;")
            case ">": output.append("&gt;")
            case "\"": output.append("&quot;")
            default: output.unicodeScalars.append(character)
            }
        }
    }
}
