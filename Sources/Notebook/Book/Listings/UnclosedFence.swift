import Diagnostics

/// A fenced block whose closing fence is missing: CommonMark runs it to the end of its container, or (more often)
/// until the closing fence of the next block, whose opening line (```` ```expect ````) becomes code. Either way the
/// listing's code is the wrong text; one error says so instead of the lexer's "unexpected character '`'" for every
/// swallowed fence.
enum UnclosedFence {
    /// The error for `block` (at `range`), or nil when it is properly closed.
    static func diagnostic(of block: MarkupNode.CodeBlock, range: MarkupRange, lines: SourceLines, path: String) -> Diagnostic? {
        guard let fence = block.fence, let fenceByte = fence.character.asciiValue else { return nil }
        let opening = range.start.line
        // A content line that opens a fence with an info string cannot close this block: it was meant to open the next.
        for line in (opening + 1)..<max(opening + 1, range.end.line + 1) {
            let bytes = lines.utf8(ofLine: line)
            guard let (column, count) = fenceRun(in: bytes, of: fenceByte), count >= fence.length,
                  bytes.dropFirst(column - 1 + count).contains(where: { !isCMarkSpace($0) }) else { continue }
            return BookDiagnostics.fenceNotClosed(openedAt: opening, at: SourceLocation(file: path, line: line, column: column),
                                                  length: count)
        }
        // Run to the end of its container: the last line is then code, not a closing fence.
        let last = lines.utf8(ofLine: range.end.line)
        if range.end.line == opening || fenceRun(in: last, of: fenceByte).map({ $0.count < fence.length }) ?? true {
            return BookDiagnostics.fenceNotClosed(openedAt: opening, at: SourceLocation(file: path, line: opening, column: range.start.column),
                                                  length: fence.length)
        }
        return nil
    }

    /// The column and length of the run of `character` that starts the line, after indentation and block quote
    /// markers; nil when the line does not start with one. Read from the line's bytes: what comes before the run is
    /// ASCII, so its byte offset is its column, and no line becomes scalars (every line of every fenced block was
    /// made into an array of scalars for this test, a tenth of a chapter's parsing).
    private static func fenceRun(in line: ArraySlice<UInt8>, of character: UInt8) -> (column: Int, count: Int)? {
        let start = line.firstIndex(where: { !isCMarkSpace($0) && $0 != UInt8(ascii: ">") }) ?? line.endIndex
        let end = line[start...].firstIndex(where: { $0 != character }) ?? line.endIndex
        return end - start >= 3 ? (start - line.startIndex + 1, end - start) : nil
    }

    /// `MarkupNode.isCMarkSpace` of a byte: every such space is ASCII.
    private static func isCMarkSpace(_ byte: UInt8) -> Bool {
        byte < 0x80 && MarkupNode.isCMarkSpace(Unicode.Scalar(byte))
    }
}
