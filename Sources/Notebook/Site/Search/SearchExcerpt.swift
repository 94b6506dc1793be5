/// What a search result can show of its document: the document's lines, so that the page shows the line that
/// matched (a listing's `rotation.z` line, not its `@interface ViewController ()` first line) rather than the
/// document's opening. The page picks the line with the most query terms and cuts it around the first match.
enum SearchExcerpt {
    /// The lines of `text` (a paragraph of prose or a line of code each) with runs of white space collapsed to one
    /// space and trimmed; blank lines are left out.
    static func lines(of text: String) -> [String] {
        var lines: [String] = []
        for line in text.unicodeScalars.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            let words = line.split(whereSeparator: isWhitespace)
            guard let first = words.first, let last = words.last else { continue }
            // Most lines need no collapsing but trimming: they are taken whole rather than joined word by word.
            let singleSpaced = zip(words, words.dropFirst()).allSatisfy { left, right in
                line[left.endIndex] == " " && line.index(after: left.endIndex) == right.startIndex
            }
            if singleSpaced {
                lines.append(String(Substring(line[first.startIndex..<last.endIndex])))
            } else {
                lines.append(words.map { String(Substring($0)) }.joined(separator: " "))
            }
        }
        return lines
    }

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        // ASCII white space is space and tab to carriage return; only other scalars need the property table.
        scalar.isASCII ? scalar == " " || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
    }
}
