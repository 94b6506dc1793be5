import Diagnostics

/// A fenced block whose closing fence is missing: CommonMark runs it to the end of its container, or (more often)
/// until the closing fence of the next block, whose opening line (```` ```expect ````) becomes code. Either way the
/// listing's code is the wrong text; one error says so instead of the lexer's "unexpected character '`'" for every
/// swallowed fence.
enum UnclosedFence {
    /// The error for `block` (at `range`), or nil when it is properly closed.
    static func diagnostic(of block: MarkupNode.CodeBlock, range: MarkupRange, lines: SourceLines, path: String) -> Diagnostic? {
        guard let fence = block.fence, let fenceScalar = fence.character.unicodeScalars.first else { return nil }
        let opening = range.start.line
        // A content line that opens a fence with an info string cannot close this block: it was meant to open the next.
        for line in (opening + 1)..<max(opening + 1, range.end.line + 1) {
            let scalars = lines.line(line)
            guard let (column, count) = fenceRun(in: scalars, of: fenceScalar), count >= fence.length,
                  scalars[(column - 1 + count)...].contains(where: { !MarkupNode.isCMarkSpace($0) }) else { continue }
            return BookDiagnostics.fenceNotClosed(openedAt: opening, at: SourceLocation(file: path, line: line, column: column),
                                                  length: count)
        }
        // Run to the end of its container: the last line is then code, not a closing fence.
        let last = lines.line(range.end.line)
        if range.end.line == opening || fenceRun(in: last, of: fenceScalar).map({ $0.count < fence.length }) ?? true {
            return BookDiagnostics.fenceNotClosed(openedAt: opening, at: SourceLocation(file: path, line: opening, column: range.start.column),
                                                  length: fence.length)
        }
        return nil
    }

    /// The column and length of the run of `character` that starts the line, after indentation and block quote
    /// markers; nil when the line does not start with one.
    private static func fenceRun(in line: [Unicode.Scalar], of character: Unicode.Scalar) -> (column: Int, count: Int)? {
        var index = 0
        while index < line.count, MarkupNode.isCMarkSpace(line[index]) || line[index] == ">" { index += 1 }
        var end = index
        while end < line.count, line[end] == character { end += 1 }
        return end - index >= 3 ? (index + 1, end - index) : nil
    }
}
