/// What a search result can show of its document: the document's lines, so that the page shows the line that
/// matched (a listing's `rotation.z` line, not its `@interface ViewController ()` first line) rather than the
/// document's opening. The page picks the line with the most query terms and cuts it around the first match.
enum SearchExcerpt {
    /// The lines of `text` (a paragraph of prose or a line of code each) with runs of white space collapsed to one
    /// space and trimmed; blank lines are left out.
    static func lines(of text: String) -> [String] {
        // One pass over the scalars, each line's words copied into one buffer with a space between them and made a
        // string once: splitting into lines, then each line into words, was 7 % of a cold build's instructions.
        var lines: [String] = []
        var line: [UInt8] = []
        var spaceOwed = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\r" {
                if !line.isEmpty { lines.append(String(decoding: line, as: UTF8.self)) }
                line.removeAll(keepingCapacity: true)
                spaceOwed = false
            } else if isWhitespace(scalar) {
                spaceOwed = !line.isEmpty
            } else {
                if spaceOwed { line.append(UInt8(ascii: " ")) }
                spaceOwed = false
                if scalar.isASCII {
                    line.append(UInt8(scalar.value))
                } else {
                    UTF8.encode(scalar) { line.append($0) }
                }
            }
        }
        if !line.isEmpty { lines.append(String(decoding: line, as: UTF8.self)) }
        return lines
    }

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        // ASCII white space is space and tab to carriage return; only other scalars need the property table.
        scalar.isASCII ? scalar == " " || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
    }
}
