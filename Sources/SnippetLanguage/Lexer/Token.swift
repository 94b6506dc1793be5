/// One token. `text` is the exact source text; for string literals `value` holds the decoded contents.
struct Token: Hashable, Sendable {
    var kind: TokenKind
    var text: String
    var range: SourceRange
    /// A line break separates this token from the previous significant token (Swift statements end at newlines).
    var followsNewline: Bool = false
    /// For identifiers, what the highlighter knows of the name (a type name, an Objective-C keyword-like word),
    /// found by the lexer's one look-up of the word. Next to the other one-byte field, so a token takes no more room.
    var knownWord: KnownWord = []
    /// For string literals, the decoded value; for macro-expanded tokens, the macro's name (for notes).
    var value: String = ""

    func isPunctuation(_ punctuator: Punctuator) -> Bool { kind == .punctuator(punctuator) }
    func isKeyword(_ keyword: Keyword) -> Bool { kind == .keyword(keyword) }
    func isIdentifier(_ spelling: String) -> Bool { kind == .identifier && text == spelling }

    var punctuator: Punctuator? {
        if case .punctuator(let punctuator) = kind { return punctuator }
        return nil
    }

    var keyword: Keyword? {
        if case .keyword(let keyword) = kind { return keyword }
        return nil
    }

    /// A keyword, known or not (`@objc`): what a name in a selector or after `.` may also be.
    var isAnyKeyword: Bool {
        switch kind {
        case .keyword, .unknownAtWord, .unknownPoundWord: return true
        default: return false
        }
    }

    /// `@interface`, `@IBOutlet`, `@objc`...
    var isAtWord: Bool {
        switch kind {
        case .keyword(let keyword): return keyword.isAtWord
        case .unknownAtWord: return true
        default: return false
        }
    }
}
