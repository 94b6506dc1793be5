/// Splits a snippet into tokens. Total: every character of the input lands in exactly one token, so the highlighter
/// can colour garbage too; problems (an unterminated string or comment, a stray character) become diagnostics and
/// `.invalid` tokens, never a failure.
///
/// Non-breaking spaces (U+00A0) count as whitespace: listings copied from books and web pages are full of them.
struct Lexer {
    let scalars: [Unicode.Scalar]
    let dialect: Dialect
    var index = 0
    var line = 1
    var column = 1
    var sawNewline = true
    /// True until the first significant token of a line: an Objective-C `#` only starts a directive there.
    var atLineStart = true
    /// Where lexing stops (exclusive); the whole text unless lexing the body of a directive.
    let endIndex: Int
    /// Inside a directive, a backslash before a line break continues the line.
    let inDirective: Bool
    /// False while whitespace and comments are dropped or kept apart without their text: it is not built.
    var buildsTriviaText = true
    /// The dialect's reserved words and known names, looked up once per identifier.
    let words: WordTable
    /// The UTF-8 of the token `text(from:)` is making: one buffer for every token of the snippet, where each token's
    /// text had an array of its own (an allocation and a release per identifier).
    private var textUTF8: [UInt8] = []
    /// The text's UTF-8 when every scalar is ASCII (most listings), nil otherwise: a token's text is then a slice of
    /// it made a `String` at once, which costs an eighth of encoding the token scalar by scalar into `textUTF8`.
    private let asciiBytes: [UInt8]?

    /// A lexer over `scalars`, the scalars of `text`.
    init(_ scalars: [Unicode.Scalar], of text: String, dialect: Dialect) {
        self.scalars = scalars
        self.dialect = dialect
        self.words = WordTable.of(dialect)
        self.endIndex = scalars.count
        self.inDirective = false
        // One byte per scalar is ASCII throughout; the bytes are then copied at once, not converted one by one.
        self.asciiBytes = text.utf8.count == scalars.count ? Array(text.utf8) : nil
    }

    /// A lexer over `range` of `scalars` only (the body of a directive), reporting positions in the whole text.
    init(_ scalars: [Unicode.Scalar], dialect: Dialect, range: SourceRange) {
        self.scalars = scalars
        self.dialect = dialect
        self.words = WordTable.of(dialect)
        self.index = range.start.offset
        self.line = range.start.line
        self.column = range.start.column
        self.endIndex = min(range.end.offset, scalars.count)
        self.inDirective = true
        self.atLineStart = false
        self.sawNewline = false
        // A directive's body or an interpolation is short: its few tokens are not worth a copy of the text as bytes.
        self.asciiBytes = nil
    }

    /// Whether the whole text is ASCII, which holds no hidden character (`HiddenCharacters` are all above U+200A).
    private var isASCII: Bool { asciiBytes != nil }

    /// All tokens of `scalars`, the scalars of `text`, ending with one `.endOfFile`. With `keepTrivia`, whitespace
    /// and comments are included.
    static func tokenize(_ scalars: [Unicode.Scalar], of text: String, dialect: Dialect, keepTrivia: Bool,
                         diagnostics: inout DiagnosticSink) -> [Token] {
        var lexer = Lexer(scalars, of: text, dialect: dialect)
        return lexer.tokens(keepTrivia: keepTrivia, diagnostics: &diagnostics)
    }

    /// The significant tokens, ending with one `.endOfFile`, and the comments apart (with empty text). Whitespace is
    /// what lies between them.
    static func significantTokens(_ scalars: [Unicode.Scalar], of text: String, dialect: Dialect, comments: inout [Token],
                                  diagnostics: inout DiagnosticSink) -> [Token] {
        var lexer = Lexer(scalars, of: text, dialect: dialect)
        lexer.buildsTriviaText = false
        var tokens: [Token] = []
        tokens.reserveCapacity(min(scalars.count / 3 + 2, 4_096))
        let checksHiddenCharacters = !lexer.isASCII && HiddenCharacters.occur(in: scalars, 0..<scalars.count)
        while true {
            // Whitespace is skipped here rather than made into a token only to be dropped: it is half the tokens.
            let whitespaceStart = lexer.position
            lexer.skipWhitespace()
            let token = lexer.next(diagnostics: &diagnostics)
            if checksHiddenCharacters {
                HiddenCharacters.report(in: scalars, SourceRange(whitespaceStart, token.range.start), kind: .whitespace, diagnostics: &diagnostics)
                HiddenCharacters.report(in: scalars, token.range, kind: token.kind, diagnostics: &diagnostics)
            }
            switch token.kind {
            case .whitespace:
                continue
            case .lineComment, .blockComment:
                comments.append(token)
            case .endOfFile:
                tokens.append(token)
                return tokens
            default:
                tokens.append(token)
            }
        }
    }

    mutating func tokens(keepTrivia: Bool, diagnostics: inout DiagnosticSink) -> [Token] {
        buildsTriviaText = keepTrivia
        defer { buildsTriviaText = true }
        var tokens: [Token] = []
        // Listings have about one token (trivia included) per two or three characters; capped so that a huge input
        // does not reserve megabytes up front.
        tokens.reserveCapacity(min((endIndex - index) / 2 + 2, 4_096))
        // The body of a directive was checked as part of the directive's token.
        let checksHiddenCharacters = !inDirective && !isASCII && HiddenCharacters.occur(in: scalars, index..<endIndex)
        while true {
            let token = next(diagnostics: &diagnostics)
            if checksHiddenCharacters {
                HiddenCharacters.report(in: scalars, token.range, kind: token.kind, diagnostics: &diagnostics)
            }
            switch token.kind {
            case .whitespace, .lineComment, .blockComment:
                if keepTrivia { tokens.append(token) }
            case .endOfFile:
                tokens.append(token)
                return tokens
            default:
                tokens.append(token)
            }
        }
    }

    var position: SourcePosition { SourcePosition(offset: index, line: line, column: column) }

    func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
        let at = index + ahead
        return at < endIndex ? scalars[at] : nil
    }

    mutating func advance() {
        guard index < endIndex else { return }
        let scalar = scalars[index]
        index += 1
        if scalar == "\n" || (scalar == "\r" && peek() != "\n") {
            line += 1
            column = 1
        } else if scalar == "\r" {
            // Part of \r\n: the \n ends the line.
            column += 1
        } else {
            column += 1
        }
    }

    mutating func text(from start: Int) -> String {
        let token = scalars[start..<index]
        if token.count == 1, let only = token.first, only.isASCII {
            // One-character tokens (` `, a line break, `t`, `0`) are common: take them from a table.
            return Self.asciiStrings[Int(only.value)]
        }
        if let asciiBytes { return String(decoding: asciiBytes[start..<index], as: UTF8.self) }
        textUTF8.removeAll(keepingCapacity: true)
        for scalar in token { UTF8.encode(scalar) { textUTF8.append($0) } }
        return String(decoding: textUTF8, as: UTF8.self)
    }

    /// Moves past whitespace as `next` would when it makes a whitespace token, without making one (outside
    /// directives, where a backslash before a line break is also whitespace).
    mutating func skipWhitespace() {
        guard !inDirective else { return }
        while index < endIndex {
            let scalar = scalars[index]
            if scalar == " " || scalar == "\t" {
                index += 1
                column += 1
                continue
            }
            guard Self.isWhitespace(scalar) else { return }
            if scalar == "\n" || scalar == "\r" {
                sawNewline = true
                atLineStart = true
            }
            advance()
        }
    }

    /// Whether an ASCII scalar (by value) continues an identifier: letters, digits, `_` and `$`.
    static let asciiIdentifierContinue: [Bool] = (0..<128).map { value in
        isIdentifierContinue(Unicode.Scalar(UInt8(value)))
    }

    mutating func next(diagnostics: inout DiagnosticSink) -> Token {
        let start = position
        guard let scalar = peek() else {
            return Token(kind: .endOfFile, text: "", range: SourceRange(start, start), followsNewline: sawNewline)
        }
        if let trivia = trivia(scalar, start: start, diagnostics: &diagnostics) { return trivia }
        let newline = sawNewline
        let lineStart = atLineStart
        sawNewline = false
        atLineStart = false
        var token = significantToken(scalar, start: start, atLineStart: lineStart, diagnostics: &diagnostics)
        token.followsNewline = newline
        return token
    }

    /// Whitespace (with a directive's escaped line breaks), a line comment or a block comment; nil for any other
    /// token.
    private mutating func trivia(_ scalar: Unicode.Scalar, start: SourcePosition, diagnostics: inout DiagnosticSink) -> Token? {
        if Self.isWhitespace(scalar) || (inDirective && scalar == "\\" && (peek(1) == "\n" || peek(1) == "\r")) {
            while let next = peek(), Self.isWhitespace(next) || (inDirective && next == "\\" && (peek(1) == "\n" || peek(1) == "\r")) {
                if next == "\n" || next == "\r" {
                    sawNewline = true
                    atLineStart = true
                }
                advance()
            }
            return Token(kind: .whitespace, text: buildsTriviaText ? text(from: start.offset) : "", range: SourceRange(start, position))
        }
        if scalar == "/" && peek(1) == "/" {
            while let next = peek(), next != "\n", next != "\r" { advance() }
            return Token(kind: .lineComment, text: buildsTriviaText ? text(from: start.offset) : "", range: SourceRange(start, position))
        }
        if scalar == "/" && peek(1) == "*" {
            return blockComment(start: start, diagnostics: &diagnostics)
        }
        return nil
    }

    /// A token that is not trivia, told by its first character (and, for `@`, `#`, `.` and `'`, the dialect and the
    /// next character).
    private mutating func significantToken(_ scalar: Unicode.Scalar, start: SourcePosition, atLineStart lineStart: Bool,
                                           diagnostics: inout DiagnosticSink) -> Token {
        if scalar == "#" && dialect == .objc && lineStart {
            return directive(start: start)
        } else if Self.isIdentifierStart(scalar) {
            return identifierOrKeyword(start: start)
        } else if Self.isDigit(scalar) || (scalar == "." && Self.isDigit(peek(1)) && dialect == .objc) {
            return number(start: start, diagnostics: &diagnostics)
        } else if scalar == "\"" || (scalar == "@" && peek(1) == "\"" && dialect == .objc) {
            return string(start: start, diagnostics: &diagnostics)
        } else if scalar == "'" && dialect == .objc {
            return character(start: start, diagnostics: &diagnostics)
        } else if (scalar == "@" || scalar == "#") && peek(1).map(Self.isIdentifierStart) == true {
            advance()
            while let next = peek(), Self.isIdentifierContinue(next) { advance() }
            let word = text(from: start.offset)
            return Token(kind: Keyword(spelling: word).map(TokenKind.keyword) ?? (scalar == "@" ? .unknownAtWord : .unknownPoundWord), text: word,
                         range: SourceRange(start, position))
        } else if dialect == .objc && scalar == "@" && (peek(1) == "(" || peek(1) == "[" || peek(1) == "{") {
            let punctuator: Punctuator = peek(1) == "(" ? .atLeftParen : peek(1) == "[" ? .atLeftBracket : .atLeftBrace
            advance()
            advance()
            return Token(kind: .punctuator(punctuator), text: punctuator.rawValue, range: SourceRange(start, position))
        } else if let punctuator = matchPunctuator() {
            for _ in 0..<punctuator.rawValue.utf8.count { advance() }
            return Token(kind: .punctuator(punctuator), text: punctuator.rawValue, range: SourceRange(start, position))
        }
        advance()
        // A hidden character has an error of its own, which says what it is (HiddenCharacters).
        if HiddenCharacters.name(of: scalar) == nil {
            diagnostics.error(.invalidCharacter(Self.describe(scalar)), at: SourceRange(start, position))
        }
        return Token(kind: .invalid, text: text(from: start.offset), range: SourceRange(start, position))
    }

    /// A word, its keyword (or known type) looked up in the word table.
    private mutating func identifierOrKeyword(start: SourcePosition) -> Token {
        // No identifier character is a line break: the column moves by the length.
        var end = index + 1
        let continues = Self.asciiIdentifierContinue
        while end < endIndex {
            let next = scalars[end]
            guard next.isASCII ? continues[Int(next.value)] : Self.isIdentifierContinue(next) else { break }
            end += 1
        }
        column += end - index
        index = end
        let word = text(from: start.offset)
        let entry = words.entry(word)
        var token = Token(kind: entry.keyword.map(TokenKind.keyword) ?? .identifier, text: word, range: SourceRange(start, position))
        token.knownWord = entry.known
        return token
    }

    /// A printable spelling of a character for a message: control characters as `U+XXXX`.
    static func describe(_ scalar: Unicode.Scalar) -> String {
        if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) || scalar == "'"
            || HiddenCharacters.name(of: scalar) != nil {
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
        return String(scalar)
    }

    /// The longest punctuator at the cursor (three characters, then two, then one), as a constant string. Decided
    /// by the first character, then the next ones, rather than by trying each spelling in turn.
    func matchPunctuator() -> Punctuator? {
        guard let first = peek(), first.isASCII else { return nil }
        // No punctuator contains NUL, so it stands for "past the end".
        let second = peek(1) ?? "\0"
        switch first {
        case ".":
            if second == "." {
                let third = peek(2) ?? "\0"
                if third == "." { return .ellipsis }
                if third == "<" { return .halfOpenRange }
            }
            return .period
        case "<":
            if second == "<" { return peek(2) == "=" ? .shiftLeftAssign : .shiftLeft }
            return second == "=" ? .lessOrEqual : .less
        case ">":
            if second == ">" { return peek(2) == "=" ? .shiftRightAssign : .shiftRight }
            return second == "=" ? .greaterOrEqual : .greater
        case "-":
            switch second {
            case ">": return .arrow
            case "-": return .decrement
            case "=": return .minusAssign
            default: return .minus
            }
        case "+":
            switch second {
            case "+": return .increment
            case "=": return .plusAssign
            default: return .plus
            }
        case "&":
            switch second {
            case "=": return .ampersandAssign
            case "&": return .logicalAnd
            default: return .ampersand
            }
        case "|":
            switch second {
            case "=": return .pipeAssign
            case "|": return .logicalOr
            default: return .pipe
            }
        case "*": return second == "=" ? .starAssign : .star
        case "/": return second == "=" ? .slashAssign : .slash
        case "%": return second == "=" ? .percentAssign : .percent
        case "^": return second == "=" ? .caretAssign : .caret
        case "=": return second == "=" ? .equal : .assign
        case "!": return second == "=" ? .notEqual : .exclamation
        case "?": return second == "?" ? .nilCoalescing : .question
        case "~": return .tilde
        case ":": return .colon
        case ";": return .semicolon
        case ",": return .comma
        case "(": return .leftParen
        case ")": return .rightParen
        case "[": return .leftBracket
        case "]": return .rightBracket
        case "{": return .leftBrace
        case "}": return .rightBrace
        case "@": return .at
        case "#": return .pound
        default: return nil
        }
    }

}
