/// A chapter's text as lines, edited by line and column (Unicode scalars, as `SourceLocation` counts them). Lines
/// keep their endings (`\r\n` files stay `\r\n`), and a line no edit touches keeps every byte.
struct SourceLineEditor {
    /// The lines without their `\n`; a `\r\n` file's lines end in `\r`.
    private var lines: [String]
    /// `\r` when the file's first line ends in `\r\n`, for the lines added.
    private let carriageReturn: String

    init(_ text: String) {
        // By scalars: as Characters, "\r\n" is one grapheme and would never equal "\n".
        lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String(String.UnicodeScalarView($0)) }
        carriageReturn = lines.first?.hasSuffix("\r") == true ? "\r" : ""
    }

    var text: String { lines.joined(separator: "\n") }

    /// Replaces the value of `expectation`'s line (what follows its `=`, up to its tolerance or comment) with `value`.
    /// False, and nothing changed, when the line no longer holds the value as it was read.
    mutating func replaceValue(of expectation: Expectation, with value: String) -> Bool {
        let index = expectation.origin.firstLine - 1
        guard lines.indices.contains(index) else { return false }
        var scalars = Array(lines[index].unicodeScalars)
        let start = expectation.origin.firstColumn - 1
        let content = scalars[..<(scalars.firstIndex(of: "#") ?? scalars.count)]
        guard start >= 0, start < content.count,
              let last = content.lastIndex(where: { !ExpectationParser.isSpace($0) && $0 != "\r" }),
              let equals = ExpectationParser.assignmentIndex(in: scalars, from: start, through: last),
              let valueStart = scalars[(equals + 1)...].firstIndex(where: { !ExpectationParser.isSpace($0) }) else { return false }
        let written = Array(expectation.valueText.unicodeScalars)
        let valueEnd = valueStart + written.count
        guard valueEnd <= scalars.count, Array(scalars[valueStart..<valueEnd]) == written else { return false }
        scalars.replaceSubrange(valueStart..<valueEnd, with: value.unicodeScalars)
        lines[index] = String(String.UnicodeScalarView(scalars))
        return true
    }

    /// Replaces the VIEW of a `hit (X, Y) -> VIEW` line with `view`. False, and nothing changed, when the line no
    /// longer holds the view as it was read.
    mutating func replaceView(of hit: HitExpectation, with view: String) -> Bool {
        let index = hit.viewOrigin.firstLine - 1
        guard lines.indices.contains(index) else { return false }
        var scalars = Array(lines[index].unicodeScalars)
        let start = hit.viewOrigin.firstColumn - 1
        let written = Array(hit.viewText.unicodeScalars)
        guard start >= 0, start + written.count <= scalars.count, Array(scalars[start..<(start + written.count)]) == written else { return false }
        scalars.replaceSubrange(start..<(start + written.count), with: view.unicodeScalars)
        lines[index] = String(String.UnicodeScalarView(scalars))
        return true
    }

    /// Adds `newLines` to the listing's `expect` block, before its closing fence, or as a new block right after the
    /// listing (its last block's closing fence), indented and quoted like the listing's own fence.
    mutating func add(_ newLines: [String], to listing: Listing) {
        if let block = listing.expectations {
            let prefix = self.prefix(before: block.range.start)
            let closing = block.range.end.line - 1
            let closes = lines.indices.contains(closing) && isFence(lines[closing], after: prefix)
            insert(newLines.map { prefix + $0 + carriageReturn }, at: closes ? closing : min(lines.count, closing + 1))
            return
        }
        let last = (listing.twin ?? listing.code).range
        let prefix = self.prefix(before: listing.code.range.start)
        let quote = String(prefix.unicodeScalars.filter { !ExpectationParser.isSpace($0) })
        var block = [quote + carriageReturn, prefix + "```expect" + carriageReturn]
        block += newLines.map { prefix + $0 + carriageReturn }
        block.append(prefix + "```" + carriageReturn)
        insert(block, at: min(lines.count, last.end.line))
    }

    /// Inserts whole lines before line `index`. Past the last line, the file had no final line break: the last line
    /// gets one, and the inserted lines end without one, as the file did (not a lone `\r`, nor a `\n` in a `\r\n` file).
    private mutating func insert(_ newLines: [String], at index: Int) {
        guard index >= lines.count, !lines.isEmpty, !newLines.isEmpty else {
            lines.insert(contentsOf: newLines, at: index)
            return
        }
        lines[lines.count - 1] += carriageReturn
        lines += newLines
        if !carriageReturn.isEmpty, lines[lines.count - 1].hasSuffix(carriageReturn) {
            lines[lines.count - 1].unicodeScalars.removeLast()
        }
    }

    /// What precedes a fence on its line: indentation, block-quote markers.
    private func prefix(before position: MarkupPosition) -> String {
        let index = position.line - 1
        guard lines.indices.contains(index) else { return "" }
        return String(String.UnicodeScalarView(lines[index].unicodeScalars.prefix(max(0, position.column - 1))))
    }

    private func isFence(_ line: String, after prefix: String) -> Bool {
        guard line.hasPrefix(prefix) else { return false }
        let rest = line.dropFirst(prefix.count).drop { $0 == " " }
        return rest.hasPrefix("```") || rest.hasPrefix("~~~")
    }
}
