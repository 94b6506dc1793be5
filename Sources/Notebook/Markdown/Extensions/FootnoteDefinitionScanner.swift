/// Finds footnote definitions (`[^label]: text`) in a chapter's Markdown, before cmark reads it.
///
/// cmark 0.30 would read `[^a]: word` as a link reference definition (and drop it) and `[^a]: two words` as a
/// paragraph, so definitions are taken out of the text first: each is replaced by blank lines (line numbers stay
/// those of the file) and its content is parsed as a document of its own. A definition starts a line, with at most
/// three spaces before `[^`, after a blank line, the start of the text or another definition, outside code blocks
/// and HTML blocks (found by a first parse, only when some line looks like a definition); it continues on the next
/// lines that are not blank and do not start another block, and, after blank lines, on lines indented four spaces.
/// Definitions inside block quotes or list items are not recognized.
struct FootnoteDefinitionScanner {
    struct Definition {
        var label: String
        /// Where `[^` is.
        var start: MarkupPosition
        /// The definition's content as Markdown, and for each of its lines the line of the file it came from and how
        /// many scalars were taken off its start.
        var content: String
        var sourceLines: [(line: Int, removedColumns: Int)]
    }

    /// The definitions in `markdown` (whose lines are `lines`), and `markdown` with their lines blanked; nil when it
    /// has none.
    static func scan(_ markdown: String, lines sourceLines: SourceLines, parsed document: MarkupNode) -> (definitions: [Definition], blanked: String)? {
        guard mayContainDefinition(sourceLines) else { return nil }
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map { line -> [Unicode.Scalar] in
            var scalars = Array(line.unicodeScalars)
            if scalars.last == "\r" { scalars.removeLast() }
            return scalars
        }
        guard lines.contains(where: { label(startingLine: $0) != nil }) else { return nil }
        let excluded = linesOfCodeAndHTML(in: document)
        var definitions: [Definition] = []
        var blankedLines: Set<Int> = []
        var index = 0
        var previousBlank = true
        while index < lines.count {
            let number = index + 1
            guard previousBlank || blankedLines.contains(number - 1), !excluded.contains(number),
                  let (label, contentStart) = label(startingLine: lines[index]) else {
                previousBlank = isBlank(lines[index])
                index += 1
                continue
            }
            var definition = Definition(label: label, start: MarkupPosition(line: number, column: contentStart.bracket + 1),
                                        content: String(String.UnicodeScalarView(lines[index][contentStart.text...])),
                                        sourceLines: [(number, contentStart.text)])
            blankedLines.insert(number)
            index += 1
            index = continuation(of: &definition, lines: lines, from: index, excluded: excluded, blanked: &blankedLines)
            definitions.append(definition)
            previousBlank = true
        }
        guard !definitions.isEmpty else { return nil }
        var blanked = ""
        blanked.reserveCapacity(markdown.utf8.count)
        for (offset, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if offset > 0 { blanked += "\n" }
            if !blankedLines.contains(offset + 1) { blanked += line }
        }
        return (definitions, blanked)
    }

    /// Whether some line starts with at most three spaces and `[^`, so that chapters without footnotes (Objective-C
    /// blocks put `^` in many) are not split into scalar lines. Only the first few bytes of each line are read, found
    /// by the chapter's `LineIndex`, rather than every byte of the text.
    static func mayContainDefinition(_ source: SourceLines) -> Bool {
        let bytes = source.utf8
        for number in 1...source.lines.lineCount {
            guard let line = source.lines.range(ofLine: number) else { continue }
            var start = line.lowerBound
            while start < line.upperBound, start - line.lowerBound < 3, bytes[start] == UInt8(ascii: " ") { start += 1 }
            if start + 1 < line.upperBound, bytes[start] == UInt8(ascii: "["), bytes[start + 1] == UInt8(ascii: "^") {
                return true
            }
        }
        return false
    }

    /// Adds the lines after a definition's first that belong to it; returns the index of the first line that does not.
    private static func continuation(of definition: inout Definition, lines: [[Unicode.Scalar]], from start: Int,
                                     excluded: Set<Int>, blanked: inout Set<Int>) -> Int {
        var index = start
        var pendingBlank: [Int] = []
        while index < lines.count {
            let line = lines[index]
            if isBlank(line) {
                pendingBlank.append(index)
                index += 1
                continue
            }
            let indentation = line.prefix(while: { $0 == " " }).count
            let continues = indentation >= 4 || (pendingBlank.isEmpty && !startsBlock(line) && label(startingLine: line) == nil)
            guard continues, !excluded.contains(index + 1) || indentation >= 4 else { break }
            for blank in pendingBlank {
                definition.content += "\n"
                definition.sourceLines.append((blank + 1, 0))
                blanked.insert(blank + 1)
            }
            pendingBlank.removeAll()
            let removed = min(indentation, 4)
            definition.content += "\n" + String(String.UnicodeScalarView(line[removed...]))
            definition.sourceLines.append((index + 1, removed))
            blanked.insert(index + 1)
            index += 1
        }
        return index - pendingBlank.count
    }

    /// The label of a line that starts a definition and where the bracket and the content start, or nil.
    static func label(startingLine line: [Unicode.Scalar]) -> (String, (bracket: Int, text: Int))? {
        var index = 0
        while index < line.count, index < 3, line[index] == " " { index += 1 }
        guard index + 1 < line.count, line[index] == "[", line[index + 1] == "^" else { return nil }
        let bracket = index
        var end = index + 2
        while end < line.count, line[end] != "]", !line[end].properties.isWhitespace, line[end] != "[" { end += 1 }
        guard end > index + 2, end + 1 < line.count, line[end] == "]", line[end + 1] == ":" else { return nil }
        var text = end + 2
        while text < line.count, line[text] == " " || line[text] == "\t" { text += 1 }
        return (String(String.UnicodeScalarView(line[(index + 2)..<end])), (bracket, text))
    }

    private static func isBlank(_ line: [Unicode.Scalar]) -> Bool {
        line.allSatisfy { $0 == " " || $0 == "\t" }
    }

    /// Whether a line without indentation starts a block that ends a definition's paragraph (a heading, quote,
    /// list item, fence, thematic break, HTML block or table row).
    private static func startsBlock(_ line: [Unicode.Scalar]) -> Bool {
        let trimmed = line.drop(while: { $0 == " " })
        guard let first = trimmed.first else { return false }
        if "#>-*+=_`~<|".unicodeScalars.contains(first) { return true }
        let digits = trimmed.prefix(while: { ("0"..."9").contains($0) })
        if !digits.isEmpty, digits.count < 10, let marker = trimmed.dropFirst(digits.count).first {
            return marker == "." || marker == ")"
        }
        return false
    }

    /// The lines covered by code blocks and HTML blocks, where `[^a]:` is not a definition.
    private static func linesOfCodeAndHTML(in document: MarkupNode) -> Set<Int> {
        var lines: Set<Int> = []
        var pending = [document]
        while let node = pending.popLast() {
            switch node.kind {
            case .codeBlock, .htmlBlock:
                if let range = node.range { lines.formUnion(range.start.line...range.end.line) }
            default:
                if node.kind.isBlock { pending.append(contentsOf: node.children) }
            }
        }
        return lines
    }
}
