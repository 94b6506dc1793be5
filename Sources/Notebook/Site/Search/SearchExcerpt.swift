import Diagnostics

/// What a search result can show of its document: the document's lines, so that the page shows the line that
/// matched (a listing's `rotation.z` line, not its `@interface ViewController ()` first line) rather than the
/// document's opening. The page picks the line with the most query terms and cuts it around the first match.
enum SearchExcerpt {
    /// Writes the lines of `text` (a paragraph of prose or a line of code each), with runs of white space collapsed
    /// to one space and trimmed, as the string elements of the JSON array being written; blank lines are left out.
    static func writeLines(of text: String, to json: inout JSONWriter) {
        // One pass over the scalars, straight into the JSON: each line made a string, then read again to quote it,
        // was a quarter of the index's cost.
        var inLine = false
        var spaceOwed = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\r" {
                if inLine { json.endString() }
                inLine = false
                spaceOwed = false
            } else if isWhitespace(scalar) {
                spaceOwed = inLine
            } else {
                if !inLine {
                    json.element()
                    json.beginString()
                    inLine = true
                } else if spaceOwed {
                    json.stringScalar(" ")
                }
                spaceOwed = false
                json.stringScalar(scalar)
            }
        }
        if inLine { json.endString() }
    }

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        // ASCII white space is space and tab to carriage return; only other scalars need the property table.
        scalar.isASCII ? scalar == " " || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
    }
}
