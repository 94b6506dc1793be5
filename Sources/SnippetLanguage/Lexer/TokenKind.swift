enum TokenKind: Hashable, Sendable {
    case identifier
    /// A reserved word of the dialect (`if`, `for`, `return`, `let`, `func`) or a known `@`/`#` word (`@interface`,
    /// `#selector`).
    case keyword(Keyword)
    /// An `@` word no dialect knows (`@objc`, `@import`): the parser names it by its text where it rejects it.
    case unknownAtWord
    /// A `#` word other than `#selector` (`#available`), likewise.
    case unknownPoundWord
    case integer
    case float
    case string
    /// A character literal of Objective-C (`'a'`), kept so the highlighter can colour it; the parser rejects it.
    case character
    case punctuator(Punctuator)
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
