import Diagnostics

/// What a search result can show of its document: the document's lines, so that the page shows the line that
/// matched (a listing's `rotation.z` line, not its `@interface ViewController ()` first line) rather than the
/// document's opening. The page picks the line with the most query terms and cuts it around the first match.
enum SearchExcerpt {
    /// Writes the lines of `text` (a paragraph of prose or a line of code each), with runs of white space collapsed
    /// to one space and trimmed, as the string elements of the JSON array being written; blank lines are left out.
    static func writeLines(of text: String, to json: inout JSONWriter) {
        // One pass over the scalars, straight into the JSON, the text copied in runs of its UTF-8: words separated
        // by one space are collapsed already, so a run ends only at a line's end or at a wider gap (written as one
        // space). Scalar by scalar, the writer's calls were most of the index's cost.
        // The scalars are read from the UTF-8, decoded only where a byte is not ASCII (`SearchTokenizer`).
        let utf8 = Array(text.utf8)
        // Where the part of the line not yet written starts in `utf8`; nil between lines.
        var runStart: Int?
        // Just after the line's last scalar that is not white space.
        var wordEnd = 0
        var offset = 0
        while offset < utf8.count {
            let start = offset
            let scalar = SearchTokenizer.scalar(in: utf8, at: offset)
            offset += UTF8.width(scalar)
            if scalar == "\n" || scalar == "\r" {
                if let run = runStart { endLine(utf8[run..<wordEnd], to: &json) }
                runStart = nil
            } else if !isWhitespace(scalar) {
                if let run = runStart {
                    if !isCollapsed(utf8, gapFrom: wordEnd, to: start) {
                        json.stringPiece(utf8: utf8[run..<wordEnd])
                        json.stringScalar(" ")
                        runStart = start
                    }
                } else {
                    json.element()
                    json.beginString()
                    runStart = start
                }
                // The rest of the word, as far as it is visible ASCII (most words are), and of the words that follow it
                // one space apart (a gap collapsed already), in a pass of its own.
                while offset < utf8.count, continuesRun(utf8, at: offset) { offset += 1 }
                wordEnd = offset
            }
        }
        if let run = runStart { endLine(utf8[run..<wordEnd], to: &json) }
    }

    /// Whether the byte at `offset`, after a scalar that is not white space, goes on with the run being written as it
    /// is: visible ASCII, or one space before visible ASCII.
    private static func continuesRun(_ utf8: [UInt8], at offset: Int) -> Bool {
        let byte = utf8[offset]
        if isVisibleASCII(byte) { return true }
        return byte == UInt8(ascii: " ") && offset + 1 < utf8.count && isVisibleASCII(utf8[offset + 1])
    }

    private static func isVisibleASCII(_ byte: UInt8) -> Bool { (0x21...0x7E).contains(byte) }

    private static func endLine(_ rest: ArraySlice<UInt8>, to json: inout JSONWriter) {
        json.stringPiece(utf8: rest)
        json.endString()
    }

    /// Whether the white space between two words of a line, `utf8[start..<end]`, is as it is written collapsed: one
    /// space, or none.
    private static func isCollapsed(_ utf8: [UInt8], gapFrom start: Int, to end: Int) -> Bool {
        end == start || (end == start + 1 && utf8[start] == UInt8(ascii: " "))
    }

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        // ASCII white space is space and tab to carriage return; only other scalars need the property table.
        scalar.isASCII ? scalar == " " || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
    }
}
