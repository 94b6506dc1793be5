/// A position inside a snippet's own text: `offset` counts Unicode scalars from the start, `line` and `column` are
/// 1-based (columns count Unicode scalars, as `SourceLocation` does).
struct SourcePosition: Hashable, Comparable, Sendable {
    var offset: Int
    var line: Int
    var column: Int

    static let start = SourcePosition(offset: 0, line: 1, column: 1)

    static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool { lhs.offset < rhs.offset }
}

/// A half-open range of a snippet's text.
struct SourceRange: Hashable, Sendable {
    var start: SourcePosition
    var end: SourcePosition

    init(_ start: SourcePosition, _ end: SourcePosition) {
        self.start = start
        self.end = max(start, end)
    }

    /// The smallest range covering both.
    func union(_ other: SourceRange) -> SourceRange {
        SourceRange(min(start, other.start), max(end, other.end))
    }

    /// How many characters a caret should underline: the whole range (the formatter clips a range that continues
    /// past the end of its first line).
    var caretLength: Int { max(1, end.offset - start.offset) }
}
