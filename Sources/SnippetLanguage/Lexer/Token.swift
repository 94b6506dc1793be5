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

enum TokenKind: Hashable, Sendable {
    case identifier
    /// A reserved word of the dialect (`if`, `for`, `return`, `let`, `func`, `@interface`...).
    case keyword
    case integer
    case float
    case string
    /// A character literal of Objective-C (`'a'`), kept so the highlighter can colour it; the parser rejects it.
    case character
    case punctuation
    /// A whole `#...` line of Objective-C (with its continuation lines).
    case directive
    case lineComment
    case blockComment
    case whitespace
    /// Characters that form no token (a stray `$`, `\`, an unterminated literal's remains).
    case invalid
    case endOfFile
}

extension TokenKind {
    /// Whitespace and comments: no meaning for the parser, nor as a neighbour for the highlighter.
    var isTrivia: Bool {
        switch self {
        case .whitespace, .lineComment, .blockComment: return true
        default: return false
        }
    }
}

/// One token. `text` is the exact source text; for string literals `value` holds the decoded contents.
struct Token: Hashable, Sendable {
    var kind: TokenKind
    var text: String
    var range: SourceRange
    /// A line break separates this token from the previous significant token (Swift statements end at newlines).
    var followsNewline: Bool = false
    /// For string literals, the decoded value; for macro-expanded tokens, the macro's name (for notes).
    var value: String = ""

    func isPunctuation(_ spelling: String) -> Bool { kind == .punctuation && text == spelling }
    func isKeyword(_ spelling: String) -> Bool { kind == .keyword && text == spelling }
    func isIdentifier(_ spelling: String) -> Bool { kind == .identifier && text == spelling }
}
