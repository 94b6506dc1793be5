/// Parses single lines of Markdown as the inline content of a paragraph (table cells), through cmark.
///
/// cmark 0.30 has no inline-only entry point, and a cell such as `- a` or `# b` would be a list or a heading if
/// parsed as a document. Each piece is written as `\ ` + piece, which can start no block (a backslash before a
/// space is a literal backslash) and puts white space before the piece as a line start does; the `\ ` is taken off
/// again. All pieces of a table go through one cmark call, one paragraph each, separated by blank lines.
enum InlineParser {
    /// The inlines of each piece (which must not contain line breaks), with ranges on line 1 and columns counted
    /// from the piece's first scalar (column 1); nil when cmark rejects the text (nesting too deep).
    static func inlines(of pieces: [String]) -> [[MarkupNode]]? {
        var text = ""
        text.reserveCapacity(pieces.reduce(0) { $0 + $1.utf8.count + 4 })
        for piece in pieces {
            text += "\\ "
            text += piece
            text += "\n\n"
        }
        guard let document = try? CommonMarkConverter.parse(text) else { return nil }
        var result = Array(repeating: [MarkupNode](), count: pieces.count)
        for paragraph in document.children {
            guard case .paragraph = paragraph.kind, let line = paragraph.range?.start.line, line % 2 == 1 else { continue }
            let index = (line - 1) / 2
            guard index < pieces.count else { continue }
            result[index] = withoutPrefix(InlineText.merged(paragraph.children)).map { node in
                node.movingRanges { MarkupPosition(line: 1, column: max(1, $0.column - 2)) }
            }
        }
        return result
    }

    /// The inlines without the leading `\ ` (and without the text node that held only it).
    private static func withoutPrefix(_ inlines: [MarkupNode]) -> [MarkupNode] {
        guard let first = inlines.first, case .text(let literal) = first.kind, literal.hasPrefix("\\") else { return inlines }
        var rest = literal.dropFirst()
        if rest.hasPrefix(" ") { rest = rest.dropFirst() }
        var result = Array(inlines.dropFirst())
        if !rest.isEmpty {
            var text = first
            text.kind = .text(String(rest))
            if let range = first.range {
                text.range = MarkupRange(start: MarkupPosition(line: range.start.line, column: range.start.column + 2), end: range.end)
            }
            result.insert(text, at: 0)
        }
        return result
    }
}
