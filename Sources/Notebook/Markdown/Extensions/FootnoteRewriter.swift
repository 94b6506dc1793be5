import Diagnostics

/// GitHub's footnotes: `[^label]` references become numbered `.footnoteReference`s and the definitions found by
/// `FootnoteDefinitionScanner` a `.footnoteSection` at the end of the page, in the order of first reference, each
/// with links back to its references.
///
/// Labels match without regard to case. A reference to a label never defined stays text and is a warning; so is a
/// definition never referenced (it is left out) and a second definition of a label (the first wins). References
/// inside definitions number the footnotes they name too; each definition is processed once, so definitions that
/// refer to each other (a cycle) are fine.
struct FootnoteRewriter {
    private struct Note {
        var label: String
        var start: MarkupPosition
        var blocks: [MarkupNode]
        var number = 0
        var references = 0
    }

    private let path: String
    private let lines: SourceLines
    private var notes: [Note] = []
    private var noteByKey: [String: Int] = [:]
    /// Indexes into `notes`, in the order of their numbers.
    private var numbered: [Int] = []
    private(set) var diagnostics: [Diagnostic] = []
    /// The last source line read for a warning: a line of many undefined references is converted once.
    private var cachedLine: (number: Int, scalars: [Unicode.Scalar]) = (0, [])

    init(definitions: [FootnoteDefinitionScanner.Definition], path: String, lines: SourceLines) {
        self.path = path
        self.lines = lines
        // A reference is read from cmark's text, where `&amp;` is `&` and `\_` is `_`: definition labels are read
        // the same way (one cmark call for all of them) so that they match.
        let readLabels = InlineParser.inlines(of: definitions.map(\.label))
        for (index, definition) in definitions.enumerated() {
            let key = (readLabels.map { MarkupNode(.paragraph, children: $0[index]).childrenPlainText } ?? definition.label).lowercased()
            if let first = noteByKey[key] {
                diagnostics.append(Diagnostic(
                    id: "markdown.footnote-duplicate", severity: .warning,
                    message: "footnote '[^\(definition.label)]' is defined again; the first definition is used",
                    at: definition.start.location(in: path), length: definition.label.unicodeScalars.count + 3,
                    notes: [Diagnostic.Note("first defined here", at: notes[first].start.location(in: path))]))
                continue
            }
            guard let document = try? CommonMarkConverter.parse(definition.content) else {
                diagnostics.append(Diagnostic(
                    id: "markdown.footnote-too-deep", severity: .warning,
                    message: "footnote '[^\(definition.label)]' nests deeper than \(CommonMarkConverter.maximumDepth) levels and is left out",
                    at: definition.start.location(in: path), length: definition.label.unicodeScalars.count + 3))
                continue
            }
            let sourceLines = definition.sourceLines
            let blocks = document.children.map { block in
                block.movingRanges { position in
                    guard position.line >= 1, position.line <= sourceLines.count else { return position }
                    let source = sourceLines[position.line - 1]
                    return MarkupPosition(line: source.line, column: position.column + source.removedColumns)
                }
            }
            noteByKey[key] = notes.count
            notes.append(Note(label: definition.label, start: definition.start, blocks: blocks))
        }
    }

    /// Each definition's blocks, for passes that rewrite them as they rewrite the document (tables).
    mutating func rewriteDefinitions(_ rewrite: (inout [MarkupNode]) -> Void) {
        for index in notes.indices { rewrite(&notes[index].blocks) }
    }

    static func mayContainReference(_ literal: String) -> Bool {
        literal.utf8.contains(UInt8(ascii: "^"))
    }

    /// `text` split into text and footnote references, or nil when it holds no `[^label]`.
    mutating func references(in text: MarkupNode) -> [MarkupNode]? {
        guard case .text(let literal) = text.kind, Self.mayContainReference(literal) else { return nil }
        let scalars = Array(literal.unicodeScalars)
        var nodes: [MarkupNode] = []
        var pieceStart = 0
        var index = 0
        while index + 3 < scalars.count {
            guard scalars[index] == "[", scalars[index + 1] == "^", let end = labelEnd(scalars, from: index + 2) else {
                index += 1
                continue
            }
            var label = ""
            label.unicodeScalars.append(contentsOf: scalars[(index + 2)..<end])
            let approximate = InlineText.span(index..<(end + 1), textStart: text.range?.start)
            let column = sourceColumn(of: label, approximately: approximate)
            if let column, let line = approximate?.start.line, isEscaped(column: column, line: line) {
                index = end + 1
                continue
            }
            guard let noteIndex = noteByKey[label.lowercased()] else {
                reportUndefined(label, approximately: approximate, column: column)
                index = end + 1
                continue
            }
            if pieceStart < index { nodes.append(InlineText.piece(scalars, pieceStart..<index, textStart: text.range?.start)) }
            nodes.append(MarkupNode(.footnoteReference(reference(to: noteIndex)),
                                    range: InlineText.span(index..<(end + 1), textStart: text.range?.start)))
            index = end + 1
            pieceStart = index
        }
        guard !nodes.isEmpty else { return nil }
        if pieceStart < scalars.count { nodes.append(InlineText.piece(scalars, pieceStart..<scalars.count, textStart: text.range?.start)) }
        return nodes
    }

    /// The index of the `]` closing a label that starts at `start`, or nil.
    private func labelEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var end = start
        while end < scalars.count, scalars[end] != "]", scalars[end] != "[", !scalars[end].properties.isWhitespace { end += 1 }
        guard end > start, end < scalars.count, scalars[end] == "]" else { return nil }
        return end
    }

    private mutating func reference(to noteIndex: Int) -> MarkupNode.Footnote {
        if notes[noteIndex].number == 0 {
            numbered.append(noteIndex)
            notes[noteIndex].number = numbered.count
        }
        notes[noteIndex].references += 1
        return MarkupNode.Footnote(label: notes[noteIndex].label, number: notes[noteIndex].number,
                                   occurrence: notes[noteIndex].references)
    }

    /// The column of `[^label]` in its source line, looked for near where the text says (a text's columns drift
    /// after escapes and entities), or nil when it is not there. Only a window around that column is searched, so a
    /// line of thousands of references is not searched thousands of times.
    private mutating func sourceColumn(of label: String, approximately range: MarkupRange?) -> Int? {
        guard let range else { return nil }
        let written = Array(("[^" + label + "]").unicodeScalars)
        if cachedLine.number != range.start.line { cachedLine = (range.start.line, lines.line(range.start.line)) }
        let line = cachedLine.scalars
        guard line.count >= written.count else { return nil }
        let last = line.count - written.count
        let from = max(0, min(range.start.column - 1, last))
        let window = Array(from...min(last, from + 64)) + Array(max(0, from - 64)..<from).reversed()
        return window.first(where: { line[$0..<($0 + written.count)].elementsEqual(written) }).map { $0 + 1 }
    }

    /// Whether the `[` at `column` of the cached line is escaped (`\[^x]` is the text `[^x]`).
    private func isEscaped(column: Int, line: Int) -> Bool {
        guard cachedLine.number == line, column >= 2 else { return false }
        var backslashes = 0
        var index = column - 2
        while index >= 0, cachedLine.scalars[index] == "\\" {
            backslashes += 1
            index -= 1
        }
        return backslashes % 2 == 1
    }

    private mutating func reportUndefined(_ label: String, approximately range: MarkupRange?, column: Int?) {
        guard let range else { return }
        diagnostics.append(Diagnostic(
            id: "markdown.footnote-undefined", severity: .warning,
            message: "footnote '[^\(label)]' is not defined; write '[^\(label)]: text' on a line of its own, or '\\[^\(label)]' for the text",
            at: SourceLocation(file: path, line: range.start.line, column: column ?? range.start.column),
            length: label.unicodeScalars.count + 3))
    }

    /// The section of footnotes, in the order of first reference, each definition's inlines rewritten by
    /// `rewriteInlines` first (which may number more footnotes: they are added to the end); nil when no footnote is
    /// referenced. Warns about definitions never referenced.
    mutating func section(rewritingInlines rewriteInlines: (inout FootnoteRewriter, inout MarkupNode) -> Void) -> MarkupNode? {
        var definitions: [MarkupNode] = []
        var position = 0
        while position < numbered.count {
            let note = notes[numbered[position]]
            let footnote = MarkupNode.Footnote(label: note.label, number: note.number, occurrence: 0)
            var definition = MarkupNode(.footnoteDefinition(footnote), children: note.blocks,
                                        range: MarkupRange(start: note.start, end: note.blocks.last?.range?.end ?? note.start))
            rewriteInlines(&self, &definition)
            definitions.append(definition)
            position += 1
        }
        for note in notes where note.number == 0 {
            diagnostics.append(Diagnostic(
                id: "markdown.footnote-unused", severity: .warning,
                message: "footnote '[^\(note.label)]' is never referenced and is left out of the page",
                at: note.start.location(in: path), length: note.label.unicodeScalars.count + 3))
        }
        guard !definitions.isEmpty else { return nil }
        // Back links are added last: references inside definitions may add to a footnote's count.
        for index in definitions.indices {
            guard case .footnoteDefinition(let footnote) = definitions[index].kind else { continue }
            let count = notes[numbered[footnote.number - 1]].references
            definitions[index] = withBackReferences(definitions[index], footnote: footnote, count: count)
        }
        return MarkupNode(.footnoteSection, children: definitions,
                          range: InlineText.joined(definitions.first?.range, definitions.last?.range))
    }

    private func withBackReferences(_ definition: MarkupNode, footnote: MarkupNode.Footnote, count: Int) -> MarkupNode {
        var definition = definition
        var links: [MarkupNode] = []
        for occurrence in 1...max(1, count) {
            if occurrence > 1 { links.append(MarkupNode(.text(" "))) }
            links.append(MarkupNode(.footnoteBackReference(MarkupNode.Footnote(label: footnote.label, number: footnote.number,
                                                                               occurrence: occurrence))))
        }
        if let last = definition.children.indices.last, case .paragraph = definition.children[last].kind {
            definition.children[last].children += [MarkupNode(.text(" "))] + links
        } else {
            definition.children.append(MarkupNode(.paragraph, children: links))
        }
        return definition
    }
}
