/// A position in a source file, 1-based, as people and editors count it.
///
/// `column` counts Unicode scalars (not bytes), so a caret lines up under the right character in text that mixes
/// ASCII with CJK prose.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }

    public var description: String { "\(file):\(line):\(column)" }
}

/// Where a piece of text embedded in a larger file starts, so positions inside it can be reported against the file.
///
/// A listing inside a chapter is lexed on its own; its line 1 column 1 is `firstLine` and `firstColumn` of the
/// chapter. Every line of a fenced block shares the fence's indentation, hence one column offset for all lines.
public struct SourceOrigin: Hashable, Sendable {
    public var file: String
    public var firstLine: Int
    public var firstColumn: Int

    public init(file: String, firstLine: Int = 1, firstColumn: Int = 1) {
        self.file = file
        self.firstLine = firstLine
        self.firstColumn = firstColumn
    }

    /// The location in the enclosing file of `line`:`column` of the embedded text (both 1-based).
    public func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: file, line: firstLine + line - 1, column: firstColumn + column - 1)
    }
}
