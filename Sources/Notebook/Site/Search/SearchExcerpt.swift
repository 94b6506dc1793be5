/// What a search result can show of its document: the document's lines, so that the page shows the line that
/// matched (a listing's `rotation.z` line, not its `@interface ViewController ()` first line) rather than the
/// document's opening. The page picks the line with the most query terms and cuts it around the first match.
enum SearchExcerpt {
    /// The lines of `text` (a paragraph of prose or a line of code each) with runs of white space collapsed to one
    /// space and trimmed; blank lines are left out.
    static func lines(of text: String) -> [String] {
        var lines: [String] = []
        var line = ""
        var pendingSpace = false
        func endLine() {
            if !line.isEmpty { lines.append(line) }
            line = ""
            pendingSpace = false
        }
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\r" {
                endLine()
            } else if scalar.properties.isWhitespace {
                pendingSpace = !line.isEmpty
            } else {
                if pendingSpace { line.unicodeScalars.append(" ") }
                pendingSpace = false
                line.unicodeScalars.append(scalar)
            }
        }
        endLine()
        return lines
    }
}
