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

    static let objcKeywords: Set<String> = [
        "if", "else", "for", "while", "do", "switch", "case", "default", "break", "continue", "return", "goto",
        "sizeof", "typedef", "struct", "enum", "union", "static", "const", "extern", "inline", "volatile", "register",
        "unsigned", "signed", "void", "__block", "__weak", "__strong", "__bridge", "typeof", "__typeof__",
    ]

    static let swiftKeywords: Set<String> = [
        "let", "var", "func", "class", "struct", "enum", "protocol", "extension", "import", "if", "else", "for", "in",
        "while", "repeat", "switch", "case", "default", "break", "continue", "return", "guard", "defer", "do", "try",
        "catch", "throw", "throws", "rethrows", "as", "is", "nil", "true", "false", "self", "super", "Self", "init",
        "deinit", "override", "private", "fileprivate", "public", "internal", "open", "static", "weak", "unowned",
        "lazy", "mutating", "nonmutating", "typealias", "where", "inout", "subscript", "operator", "fallthrough",
        "final", "convenience", "required", "async", "await",
    ]

    init(_ scalars: [Unicode.Scalar], dialect: Dialect) {
        self.scalars = scalars
        self.dialect = dialect
        self.endIndex = scalars.count
        self.inDirective = false
    }

    /// A lexer over `range` of `scalars` only (the body of a directive), reporting positions in the whole text.
    init(_ scalars: [Unicode.Scalar], dialect: Dialect, range: SourceRange) {
        self.scalars = scalars
        self.dialect = dialect
        self.index = range.start.offset
        self.line = range.start.line
        self.column = range.start.column
        self.endIndex = min(range.end.offset, scalars.count)
        self.inDirective = true
        self.atLineStart = false
        self.sawNewline = false
    }

    /// All tokens, ending with one `.endOfFile`. With `keepTrivia`, whitespace and comments are included.
    static func tokenize(_ scalars: [Unicode.Scalar], dialect: Dialect, keepTrivia: Bool,
                         diagnostics: inout DiagnosticSink) -> [Token] {
        var lexer = Lexer(scalars, dialect: dialect)
        return lexer.tokens(keepTrivia: keepTrivia, diagnostics: &diagnostics)
    }

    /// The significant tokens, ending with one `.endOfFile`, and the comments apart (with empty text). Whitespace is
    /// what lies between them.
    static func significantTokens(_ scalars: [Unicode.Scalar], dialect: Dialect, comments: inout [Token],
                                  diagnostics: inout DiagnosticSink) -> [Token] {
        var lexer = Lexer(scalars, dialect: dialect)
        lexer.buildsTriviaText = false
        var tokens: [Token] = []
        tokens.reserveCapacity(min(scalars.count / 3 + 2, 4_096))
        let checksHiddenCharacters = HiddenCharacters.occur(in: scalars, 0..<scalars.count)
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
        let checksHiddenCharacters = !inDirective && HiddenCharacters.occur(in: scalars, index..<endIndex)
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

    func isKeyword(_ word: String, first: Unicode.Scalar, length: Int) -> Bool {
        (dialect == .objc ? Self.objcKeywordTable : Self.swiftKeywordTable).contains(word, first: first, length: length)
    }

    static let objcKeywordTable = KeywordTable(objcKeywords)
    static let swiftKeywordTable = KeywordTable(swiftKeywords)

    /// The names listings are made of: the platform's functions, constants, types and properties, transform fields
    /// and the conventional outlets (in no particular order: a name listed twice is the same string).
    static var knownNames: [String] {
        var names = ["self", "super", "view", "layer", "YES", "NO", "nil", "true", "false", "NULL"]
        names += Builtins.table.keys
        names += Builtins.constantNamesObjC
        names += Names.objcTypeNames
        names += Names.swiftTypeNames
        for property in LayerProperty.allCases {
            if let spelling = property.spelling(in: .objc) { names.append(spelling) }
            if let spelling = property.spelling(in: .swift) { names.append(spelling) }
        }
        for property in ViewProperty.allCases {
            if let spelling = property.spelling(in: .objc) { names.append(spelling) }
            if let spelling = property.spelling(in: .swift) { names.append(spelling) }
        }
        names += Interpreter.transformFields
        names += Scene.conventionalOutlets
        return names
    }

    static let objcNames = InternTable(keywords: objcKeywords, names: knownNames)
    static let swiftNames = InternTable(keywords: swiftKeywords, names: knownNames)

    /// Identifier and keyword spellings made into strings once per process, handed to every token that spells one.
    /// Building a token's text cost over 300 instructions for a name (a name longer than 15 bytes is also allocated,
    /// and freed with the tokens); finding it here costs a few byte comparisons. Names are grouped by length and
    /// first byte, then compared with the source's scalars. The keywords come first, marked, so a name found needs
    /// no keyword test.
    final class InternTable: Sendable {
        static let maximumLength = 48
        static let bucketCount = maximumLength * 128
        /// Entries `bucketStarts[b] ..< bucketStarts[b + 1]` have the length and first byte of bucket `b`.
        let bucketStarts: [Int32]
        /// Per entry: its string, whether it is a keyword, and where its bytes start in `bytes`.
        let texts: [String]
        let keywordFlags: [Bool]
        let byteStarts: [Int32]
        let bytes: [UInt8]

        static func bucket(length: Int, first: UInt8) -> Int { length * 128 + Int(first) }

        init(keywords: Set<String>, names: [String]) {
            // A counting sort by bucket, keeping the order of `candidates` within a bucket (keywords first).
            var candidates: [(text: String, isKeyword: Bool, bucket: Int)] = []
            candidates.reserveCapacity(keywords.count + names.count)
            for (list, isKeyword) in [(Array(keywords), true), (names, false)] {
                for text in list {
                    let (length, first, _) = text.utf8Ends
                    guard length > 0, length < Self.maximumLength, text.utf8.allSatisfy({ $0 < 0x80 }) else { continue }
                    candidates.append((text, isKeyword, Self.bucket(length: length, first: first)))
                }
            }
            var counts = [Int32](repeating: 0, count: Self.bucketCount + 1)
            for candidate in candidates { counts[candidate.bucket + 1] += 1 }
            for index in 1..<counts.count { counts[index] += counts[index - 1] }
            bucketStarts = counts
            var order = [Int](repeating: 0, count: candidates.count)
            var next = counts
            for (index, candidate) in candidates.enumerated() {
                order[Int(next[candidate.bucket])] = index
                next[candidate.bucket] += 1
            }
            var texts: [String] = []
            var keywordFlags: [Bool] = []
            var byteStarts: [Int32] = []
            var bytes: [UInt8] = []
            texts.reserveCapacity(order.count)
            keywordFlags.reserveCapacity(order.count)
            byteStarts.reserveCapacity(order.count)
            for index in order {
                texts.append(candidates[index].text)
                keywordFlags.append(candidates[index].isKeyword)
                byteStarts.append(Int32(bytes.count))
                bytes += candidates[index].text.utf8
            }
            self.texts = texts
            self.keywordFlags = keywordFlags
            self.byteStarts = byteStarts
            self.bytes = bytes
        }

        /// The interned spelling of the `count` scalars from `start`, if it is one.
        func lookup(_ scalars: [Unicode.Scalar], from start: Int, count: Int) -> (text: String, isKeyword: Bool)? {
            let first = scalars[start].value
            guard count < Self.maximumLength, first < 0x80 else { return nil }
            let bucket = Self.bucket(length: count, first: UInt8(first))
            var entry = Int(bucketStarts[bucket])
            let end = Int(bucketStarts[bucket + 1])
            // Compared from the last byte back: the names of a bucket share prefixes (`CATransform3D...`) far more
            // than endings, so a wrong candidate is mostly told at the first comparison.
            candidates: while entry < end {
                let base = Int(byteStarts[entry])
                var offset = count - 1
                while offset > 0 {
                    guard UInt32(bytes[base + offset]) == scalars[start + offset].value else {
                        entry += 1
                        continue candidates
                    }
                    offset -= 1
                }
                return (texts[entry], keywordFlags[entry])
            }
            return nil
        }
    }

    /// Keywords by length and first character: most identifiers share neither with any keyword and are told apart
    /// without hashing them; the others are compared with the one or two keywords that do.
    struct KeywordTable {
        static let maximumLength = 16
        var buckets: [[String]]

        init(_ keywords: Set<String>) {
            buckets = Array(repeating: [], count: Self.maximumLength * 128)
            for keyword in keywords.sorted() {
                let scalars = Array(keyword.unicodeScalars)
                precondition(scalars.count < Self.maximumLength && scalars.allSatisfy { $0.isASCII }, "keywords are short ASCII words")
                buckets[scalars.count * 128 + Int(scalars[0].value)].append(keyword)
            }
        }

        /// Whether `word`, whose first scalar is `first` and which has `length` scalars, is a keyword.
        func contains(_ word: String, first: Unicode.Scalar, length: Int) -> Bool {
            guard length < Self.maximumLength, first.isASCII else { return false }
            for keyword in buckets[length * 128 + Int(first.value)] where keyword == word { return true }
            return false
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

    func text(from start: Int) -> String {
        Self.string(scalars[start..<index])
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
        let newline = sawNewline
        let lineStart = atLineStart
        sawNewline = false
        atLineStart = false
        var token: Token
        if scalar == "#" && dialect == .objc && lineStart {
            token = directive(start: start)
        } else if Self.isIdentifierStart(scalar) {
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
            let length = index - start.offset
            // Each table is called in place: choosing one with `?:` would copy it (and retain its arrays) per name.
            let interned = dialect == .objc ? Self.objcNames.lookup(scalars, from: start.offset, count: length)
                                            : Self.swiftNames.lookup(scalars, from: start.offset, count: length)
            if let interned {
                token = Token(kind: interned.isKeyword ? .keyword : .identifier, text: interned.text, range: SourceRange(start, position))
            } else {
                let word = text(from: start.offset)
                token = Token(kind: isKeyword(word, first: scalar, length: length) ? .keyword : .identifier,
                              text: word, range: SourceRange(start, position))
            }
        } else if Self.isDigit(scalar) || (scalar == "." && Self.isDigit(peek(1)) && dialect == .objc) {
            token = number(start: start, diagnostics: &diagnostics)
        } else if scalar == "\"" || (scalar == "@" && peek(1) == "\"" && dialect == .objc) {
            token = string(start: start, diagnostics: &diagnostics)
        } else if scalar == "'" && dialect == .objc {
            token = character(start: start, diagnostics: &diagnostics)
        } else if (scalar == "@" || scalar == "#") && peek(1).map(Self.isIdentifierStart) == true {
            advance()
            while let next = peek(), Self.isIdentifierContinue(next) { advance() }
            token = Token(kind: .keyword, text: text(from: start.offset), range: SourceRange(start, position))
        } else if dialect == .objc && scalar == "@" && (peek(1) == "(" || peek(1) == "[" || peek(1) == "{") {
            advance()
            advance()
            token = Token(kind: .punctuation, text: text(from: start.offset), range: SourceRange(start, position))
        } else if let punctuator = matchPunctuator() {
            for _ in 0..<punctuator.utf8.count { advance() }
            token = Token(kind: .punctuation, text: punctuator, range: SourceRange(start, position))
        } else {
            advance()
            let bad = text(from: start.offset)
            // A hidden character has an error of its own, which says what it is (HiddenCharacters).
            if HiddenCharacters.name(of: scalar) == nil {
                diagnostics.error(.invalidCharacter, "unexpected character '\(Self.describe(scalar))' in source", at: SourceRange(start, position))
            }
            token = Token(kind: .invalid, text: bad, range: SourceRange(start, position))
        }
        token.followsNewline = newline
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
    func matchPunctuator() -> String? {
        guard let first = peek(), first.isASCII else { return nil }
        // No punctuator contains NUL, so it stands for "past the end".
        let second = peek(1) ?? "\0"
        switch first {
        case ".":
            if second == "." {
                let third = peek(2) ?? "\0"
                if third == "." { return "..." }
                if third == "<" { return "..<" }
            }
            return "."
        case "<":
            if second == "<" { return peek(2) == "=" ? "<<=" : "<<" }
            return second == "=" ? "<=" : "<"
        case ">":
            if second == ">" { return peek(2) == "=" ? ">>=" : ">>" }
            return second == "=" ? ">=" : ">"
        case "-":
            switch second {
            case ">": return "->"
            case "-": return "--"
            case "=": return "-="
            default: return "-"
            }
        case "+":
            switch second {
            case "+": return "++"
            case "=": return "+="
            default: return "+"
            }
        case "&":
            switch second {
            case "=": return "&="
            case "&": return "&&"
            default: return "&"
            }
        case "|":
            switch second {
            case "=": return "|="
            case "|": return "||"
            default: return "|"
            }
        case "*": return second == "=" ? "*=" : "*"
        case "/": return second == "=" ? "/=" : "/"
        case "%": return second == "=" ? "%=" : "%"
        case "^": return second == "=" ? "^=" : "^"
        case "=": return second == "=" ? "==" : "="
        case "!": return second == "=" ? "!=" : "!"
        case "?": return second == "?" ? "??" : "?"
        case "~": return "~"
        case ":": return ":"
        case ";": return ";"
        case ",": return ","
        case "(": return "("
        case ")": return ")"
        case "[": return "["
        case "]": return "]"
        case "{": return "{"
        case "}": return "}"
        case "@": return "@"
        case "#": return "#"
        default: return nil
        }
    }

}
