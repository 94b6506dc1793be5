import Diagnostics

/// A position in a Markdown file: 1-based line, and 1-based column counted in Unicode scalars (like
/// `SourceLocation`), converted from cmark's byte columns.
public struct MarkupPosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: MarkupPosition, rhs: MarkupPosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }

    /// The same position as a diagnostic location in `file`.
    public func location(in file: String) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }
}
