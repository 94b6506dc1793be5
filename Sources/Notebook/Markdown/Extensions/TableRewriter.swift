/// Turns paragraphs whose source lines form a GFM pipe table (a header row, a delimiter row, body rows) into `.table`
/// nodes (GFM spec 4.10).
///
/// cmark has read a table as a paragraph; the rows are read again from the chapter's lines, and every cell's text is
/// parsed as inline Markdown through cmark (`InlineParser`, one call per table). Lines of the paragraph before the
/// header row stay a paragraph, as in cmark-gfm. A table ends where cmark's paragraph ends (a blank line or the start
/// of another block). Cost: one pass over the blocks; only paragraphs with a `|` are read again.
struct TableRewriter {
    private let lines: SourceLines
    /// How many tables were made (for tests).
    private(set) var tableCount = 0
    /// Scalars of rows scanned plus scalars given to cmark plus cells made: tests check that it grows linearly.
    private(set) var work = 0

    init(lines: SourceLines) {
        self.lines = lines
    }

    mutating func rewrite(_ node: inout MarkupNode) {
        switch node.kind {
        case .document, .blockQuote, .list, .item, .footnoteDefinition:
            break
        default:
            return
        }
        // In place: a chapter has few tables, and building every container's children anew (with a copy of each
        // child) only to find none cost more than the search.
        var index = 0
        while index < node.children.count {
            if case .paragraph = node.children[index].kind, let replacement = table(from: node.children[index]) {
                node.children.replaceSubrange(index...index, with: replacement)
                index += replacement.count
                tableCount += 1
            } else {
                rewrite(&node.children[index])
                index += 1
            }
        }
    }

    /// The blocks replacing `paragraph` (the lines before the header, if any, then the table), or nil when it holds
    /// no table.
    private mutating func table(from paragraph: MarkupNode) -> [MarkupNode]? {
        guard let range = paragraph.range, range.end.line > range.start.line,
              InlineText.containsLiteral(paragraph, byte: UInt8(ascii: "|")) else { return nil }
        let rows = (range.start.line...range.end.line).map { content(ofLine: $0, paragraphStart: range.start) }
        guard let headerIndex = headerRowIndex(rows) else { return nil }
        let headerLine = range.start.line + headerIndex
        var blocks: [MarkupNode] = []
        if headerIndex > 0 {
            guard let before = leadingParagraph(paragraph, before: headerLine) else { return nil }
            blocks.append(before)
        }
        guard let table = makeTable(rows: Array(rows[headerIndex...]), firstLine: headerLine, end: range.end) else { return nil }
        blocks.append(table)
        return blocks
    }

    /// A line of the paragraph without the container markers before it (`> `, a list item's indentation), and the
    /// column of its first scalar.
    private func content(ofLine number: Int, paragraphStart: MarkupPosition) -> (scalars: [Unicode.Scalar], column: Int) {
        let line = lines.line(number)
        if number == paragraphStart.line {
            let skip = min(line.count, paragraphStart.column - 1)
            return (Array(line[skip...]), skip + 1)
        }
        var skip = 0
        while skip < min(line.count, paragraphStart.column - 1), line[skip] == " " || line[skip] == "\t" || line[skip] == ">" {
            skip += 1
        }
        return (Array(line[skip...]), skip + 1)
    }

    /// The index of the header row: the first row followed by a delimiter row with as many cells as it has.
    private mutating func headerRowIndex(_ rows: [(scalars: [Unicode.Scalar], column: Int)]) -> Int? {
        for index in 1..<rows.count {
            work += rows[index].scalars.count
            guard let alignments = TableRowScanner.alignments(of: rows[index].scalars[...]) else { continue }
            work += rows[index - 1].scalars.count
            let header = TableRowScanner.cells(of: rows[index - 1].scalars[...], firstColumn: 1).cells
            if header.count == alignments.count { return index - 1 }
        }
        return nil
    }

    /// The paragraph's inlines on lines before `line`, or nil when one of them runs onto that line.
    private func leadingParagraph(_ paragraph: MarkupNode, before line: Int) -> MarkupNode? {
        var inlines: [MarkupNode] = []
        for child in paragraph.children {
            guard let range = child.range else {
                inlines.append(child)
                continue
            }
            if range.start.line >= line { break }
            if range.end.line >= line { return nil }
            inlines.append(child)
        }
        while let last = inlines.last, last.kind == .softBreak || last.kind == .lineBreak { inlines.removeLast() }
        let end = inlines.last?.range?.end ?? paragraph.range?.start
        return MarkupNode(.paragraph, children: inlines,
                          range: paragraph.range.map { MarkupRange(start: $0.start, end: end ?? $0.start) })
    }

    private mutating func makeTable(rows: [(scalars: [Unicode.Scalar], column: Int)], firstLine: Int, end: MarkupPosition) -> MarkupNode? {
        guard let alignments = TableRowScanner.alignments(of: rows[1].scalars[...]) else { return nil }
        var cellRows: [[TableRowScanner.Cell]] = []
        for (index, row) in rows.enumerated() where index != 1 {
            work += row.scalars.count
            var cells = TableRowScanner.cells(of: row.scalars[...], firstColumn: row.column).cells
            // Body rows have the header's number of cells: extra ones are dropped, missing ones are empty.
            if cells.count > alignments.count { cells.removeLast(cells.count - alignments.count) }
            while cells.count < alignments.count {
                cells.append(TableRowScanner.Cell(text: "", column: row.column + row.scalars.count))
            }
            cellRows.append(cells)
        }
        let pieces = cellRows.flatMap { $0.map(\.text) }
        work += pieces.reduce(0) { $0 + $1.unicodeScalars.count + 1 }
        guard let inlines = InlineParser.inlines(of: pieces) else { return nil }
        var nextInline = 0
        var madeRows: [MarkupNode] = []
        for (rowIndex, cells) in cellRows.enumerated() {
            let line = firstLine + (rowIndex == 0 ? 0 : rowIndex + 1)
            var madeCells: [MarkupNode] = []
            for (column, cell) in cells.enumerated() {
                let children = inlines[nextInline].map { node in
                    node.movingRanges { MarkupPosition(line: line, column: cell.column + $0.column - 1) }
                }
                nextInline += 1
                work += 1
                let width = max(1, cell.text.unicodeScalars.count)
                madeCells.append(MarkupNode(
                    .tableCell(MarkupNode.TableCell(alignment: alignments[column], isHeader: rowIndex == 0)),
                    children: children,
                    range: MarkupRange(start: MarkupPosition(line: line, column: cell.column),
                                       end: MarkupPosition(line: line, column: cell.column + width - 1))))
            }
            let rowScalars = rows[rowIndex == 0 ? 0 : rowIndex + 1]
            madeRows.append(MarkupNode(.tableRow, children: madeCells, range: MarkupRange(
                start: MarkupPosition(line: line, column: rowScalars.column),
                end: MarkupPosition(line: line, column: rowScalars.column + max(0, rowScalars.scalars.count - 1)))))
        }
        let start = madeRows[0].range?.start ?? MarkupPosition(line: firstLine, column: 1)
        var children = [MarkupNode(.tableHead, children: [madeRows[0]], range: madeRows[0].range)]
        if madeRows.count > 1 {
            children.append(MarkupNode(.tableBody, children: Array(madeRows.dropFirst()),
                                       range: InlineText.joined(madeRows[1].range, madeRows[madeRows.count - 1].range)))
        }
        return MarkupNode(.table, children: children, range: MarkupRange(start: start, end: end))
    }
}
