/// The one place where text becomes safe to put in HTML, SVG or MathML.
///
/// It escapes exactly what cmark's HTML renderer escapes (`&`, `<`, `>`, `"`), so pages written by notebook are
/// byte-identical to cmark's output for the same Markdown; that set is enough for element content and for
/// double-quoted attribute values, the only two contexts notebook writes text into.
public enum MarkupEscaping {
    public static func escape(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        append(text, toUTF8: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text`, escaped, to `output`.
    public static func append(_ text: String, to output: inout String) {
        output += escape(text)
    }

    /// Appends `text` escaped, as UTF-8, to `output`: the same bytes as `escape(text)` (the four characters are
    /// ASCII, and no byte of a multi-byte UTF-8 sequence is ASCII, so escaping bytes equals escaping scalars).
    public static func append(_ text: String, toUTF8 output: inout [UInt8]) {
        append(text, to: &output)
    }

    /// `append(_:to:signsAsReferences:)` of a string's UTF-8, read through its span (a string's bytes one by one
    /// through `String.UTF8View` cost several times more, on every text a page writes).
    static func append(_ text: String, to output: inout [UInt8], signsAsReferences: Bool = false) {
        let utf8 = text.utf8.span
        var index = 0
        while index < utf8.count, !isSpecial(utf8[index], signsAsReferences: signsAsReferences) { index += 1 }
        guard index < utf8.count else {
            output += text.utf8
            return
        }
        append(Array(text.utf8), to: &output, signsAsReferences: signsAsReferences)
    }

    /// Appends the UTF-8 `text` escaped; with `signsAsReferences`, `×` and `°` are written as `&#215;` and
    /// `&#176;` too.
    ///
    /// The figures' SVG uses `signsAsReferences`: the two signs are its only non-ASCII characters in practice
    /// (sizes and angles in labels and descriptions). A numeric character reference stands for exactly its
    /// character in HTML, in SVG inside HTML and in XML, so the figure reads and renders the same, and stays ASCII.
    static func append<Text: Collection<UInt8>>(_ text: Text, to output: inout [UInt8],
                                                signsAsReferences: Bool = false) {
        // The text between two replacements is copied as one run, not byte by byte: a figure's description holds
        // a `×` or `°` in hundreds of bytes of words.
        var runStart = text.startIndex
        var index = text.startIndex
        while index != text.endIndex {
            let byte = text[index]
            let next = text.index(after: index)
            let replacement: StaticString?
            var end = next
            switch byte {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\""): replacement = "&quot;"
            // `×` is C3 97 and `°` is C2 B0 in UTF-8.
            case 0xC3 where signsAsReferences && next != text.endIndex && text[next] == 0x97:
                replacement = "&#215;"
                end = text.index(after: next)
            case 0xC2 where signsAsReferences && next != text.endIndex && text[next] == 0xB0:
                replacement = "&#176;"
                end = text.index(after: next)
            default: replacement = nil
            }
            if let replacement {
                output += text[runStart..<index]
                replacement.withUTF8Buffer { output += $0 }
                runStart = end
            }
            index = end
        }
        output += text[runStart..<text.endIndex]
    }

    /// `&`, `<`, `>`, `"`, and with `signsAsReferences` the lead bytes of `×` and `°`.
    private static func isSpecial(_ byte: UInt8, signsAsReferences: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""): return true
        case 0xC2, 0xC3: return signsAsReferences
        default: return false
        }
    }
}
