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
