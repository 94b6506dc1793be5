/// Splits a snippet into tokens. Total: every character of the input lands in exactly one token, so the highlighter
/// can colour garbage too; problems (an unterminated string or comment, a stray character) become diagnostics and
/// `.invalid` tokens, never a failure.
///
/// Non-breaking spaces (U+00A0) count as whitespace: listings copied from books and web pages are full of them.
struct Lexer {
    private let scalars: [Unicode.Scalar]
    private let dialect: Dialect
    private var index = 0
    private var line = 1
    private var column = 1
    private var sawNewline = true
    /// True until the first significant token of a line: an Objective-C `#` only starts a directive there.
    private var atLineStart = true
    /// Where lexing stops (exclusive); the whole text unless lexing the body of a directive.
    private let endIndex: Int
    /// Inside a directive, a backslash before a line break continues the line.
    private let inDirective: Bool
    /// False while whitespace and comments are dropped or kept apart without their text: it is not built.
    private var buildsTriviaText = true

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

    private func isKeyword(_ word: String, first: Unicode.Scalar, length: Int) -> Bool {
        (dialect == .objc ? Self.objcKeywordTable : Self.swiftKeywordTable).contains(word, first: first, length: length)
    }

    private static let objcKeywordTable = KeywordTable(objcKeywords)
    private static let swiftKeywordTable = KeywordTable(swiftKeywords)

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

    private static let objcNames = InternTable(keywords: objcKeywords, names: knownNames)
    private static let swiftNames = InternTable(keywords: swiftKeywords, names: knownNames)

    /// Identifier and keyword spellings made into strings once per process, handed to every token that spells one.
    /// Building a token's text cost over 300 instructions for a name (a name longer than 15 bytes is also allocated,
    /// and freed with the tokens); finding it here costs a few byte comparisons. Names are grouped by length and
    /// first byte, then compared with the source's scalars. The keywords come first, marked, so a name found needs
    /// no keyword test.
    final class InternTable: Sendable {
        private static let maximumLength = 48
        private static let bucketCount = maximumLength * 128
        /// Entries `bucketStarts[b] ..< bucketStarts[b + 1]` have the length and first byte of bucket `b`.
        private let bucketStarts: [Int32]
        /// Per entry: its string, whether it is a keyword, and where its bytes start in `bytes`.
        private let texts: [String]
        private let keywordFlags: [Bool]
        private let byteStarts: [Int32]
        private let bytes: [UInt8]

        private static func bucket(length: Int, first: UInt8) -> Int { length * 128 + Int(first) }

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
        private static let maximumLength = 16
        private var buckets: [[String]]

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

    private func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
        let at = index + ahead
        return at < endIndex ? scalars[at] : nil
    }

    private mutating func advance() {
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

    private func text(from start: Int) -> String {
        Self.string(scalars[start..<index])
    }

    private static let asciiStrings: [String] = (0..<128).map { String(Unicode.Scalar(UInt8($0))) }

    /// The scalars of `text`, decoded from its UTF-8 in one pass (`Array(text.unicodeScalars)` counts them first,
    /// decoding the text twice). The UTF-8 length bounds the count.
    static func scalars(of text: String) -> [Unicode.Scalar] {
        var text = text
        return text.withUTF8 { bytes in
            [Unicode.Scalar](unsafeUninitializedCapacity: bytes.count) { buffer, count in
                var at = 0
                var written = 0
                let raw = UnsafeRawBufferPointer(bytes)
                while at < bytes.count {
                    // Eight ASCII bytes at a time (listings are mostly ASCII): one test for the eight, then each byte
                    // widened. `written` never passes `at`, so the eight fit in the buffer too.
                    while at + 8 <= bytes.count {
                        let word = raw.loadUnaligned(fromByteOffset: at, as: UInt64.self)
                        guard word & 0x8080_8080_8080_8080 == 0 else { break }
                        for offset in 0..<8 { buffer[written + offset] = Unicode.Scalar(bytes[at + offset]) }
                        at += 8
                        written += 8
                    }
                    guard at < bytes.count else { break }
                    let byte = bytes[at]
                    if byte < 0x80 {
                        buffer[written] = Unicode.Scalar(byte)
                        written += 1
                        at += 1
                        continue
                    }
                    let lead = UInt32(byte)
                    let value: UInt32
                    // A String's UTF-8 is valid, so a lead byte tells the length and continuation bytes follow.
                    if lead < 0xE0 {
                        value = (lead & 0x1F) << 6 | UInt32(bytes[at + 1] & 0x3F)
                        at += 2
                    } else if lead < 0xF0 {
                        value = (lead & 0x0F) << 12 | UInt32(bytes[at + 1] & 0x3F) << 6 | UInt32(bytes[at + 2] & 0x3F)
                        at += 3
                    } else {
                        value = (lead & 0x07) << 18 | UInt32(bytes[at + 1] & 0x3F) << 12 | UInt32(bytes[at + 2] & 0x3F) << 6
                            | UInt32(bytes[at + 3] & 0x3F)
                        at += 4
                    }
                    buffer[written] = Unicode.Scalar(value) ?? "\u{FFFD}"
                    written += 1
                }
                count = written
            }
        }
    }

    /// The text of `scalars`, encoded straight into a new string's UTF-8 storage (building it through
    /// `String.UnicodeScalarView` appends scalar by scalar and was the lexer's largest cost).
    static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        if scalars.count == 1, let only = scalars.first, only.isASCII {
            // One-character tokens (` `, a line break, `t`, `0`) are common: take them from a table.
            return asciiStrings[Int(only.value)]
        }
        var byteCount = 0
        for scalar in scalars {
            let value = scalar.value
            byteCount += value < 0x80 ? 1 : value < 0x800 ? 2 : value < 0x1_0000 ? 3 : 4
        }
        if byteCount == 0 { return "" }
        return String(unsafeUninitializedCapacity: byteCount) { buffer in
            var at = 0
            for scalar in scalars {
                let value = scalar.value
                if value < 0x80 {
                    buffer[at] = UInt8(truncatingIfNeeded: value)
                    at += 1
                } else {
                    for unit in UTF8.encode(scalar)! {
                        buffer[at] = unit
                        at += 1
                    }
                }
            }
            return at
        }
    }

    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}", "\u{A0}", "\u{FEFF}", "\u{2028}", "\u{2029}", "\u{3000}",
             "\u{2000}"..."\u{200B}":
            return true
        default:
            return false
        }
    }

    @inline(__always)
    static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value | 0x20  // ASCII letters in lower case
            return (value >= 0x61 && value <= 0x7A) || scalar == "_" || scalar == "$"
        }
        return isNonASCIIIdentifierStart(scalar)
    }

    @inline(never)
    private static func isNonASCIIIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.isIDStart
    }

    static func isIdentifierContinue(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierStart(scalar) || ("0"..."9").contains(scalar) || (!scalar.isASCII && scalar.properties.isIDContinue)
    }

    static func isDigit(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        return ("0"..."9").contains(scalar)
    }

    /// Moves past whitespace as `next` would when it makes a whitespace token, without making one (outside
    /// directives, where a backslash before a line break is also whitespace).
    private mutating func skipWhitespace() {
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
    private static let asciiIdentifierContinue: [Bool] = (0..<128).map { value in
        isIdentifierContinue(Unicode.Scalar(UInt8(value)))
    }

    private mutating func next(diagnostics: inout DiagnosticSink) -> Token {
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
                diagnostics.error("invalid-character", "unexpected character '\(Self.describe(scalar))' in source", at: SourceRange(start, position))
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
    private func matchPunctuator() -> String? {
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

    private mutating func blockComment(start: SourcePosition, diagnostics: inout DiagnosticSink) -> Token {
        advance()
        advance()
        var depth = 1
        while depth > 0 {
            guard let scalar = peek() else {
                diagnostics.error("unterminated-comment", "unterminated block comment", at: SourceRange(start, SourcePosition(offset: start.offset + 2, line: start.line, column: start.column + 2)),
                                  notes: [.init("a comment that starts with '/*' must end with '*/'")])
                break
            }
            if scalar == "*" && peek(1) == "/" {
                advance()
                advance()
                depth -= 1
            } else if scalar == "/" && peek(1) == "*" && dialect == .swift {
                // Swift block comments nest; C ones do not.
                advance()
                advance()
                depth += 1
            } else {
                if scalar == "\n" || scalar == "\r" {
                    sawNewline = true
                    atLineStart = true
                }
                advance()
            }
        }
        return Token(kind: .blockComment, text: buildsTriviaText ? text(from: start.offset) : "", range: SourceRange(start, position))
    }

    /// An Objective-C preprocessor line, with its backslash-continued lines.
    private mutating func directive(start: SourcePosition) -> Token {
        while let scalar = peek() {
            if scalar == "\\" && (peek(1) == "\n" || peek(1) == "\r") {
                advance()
                if peek() == "\r" { advance() }
                if peek() == "\n" { advance() }
                continue
            }
            if scalar == "\n" || scalar == "\r" { break }
            if scalar == "/" && peek(1) == "*" {
                // A block comment inside a directive is part of it (it may even span lines).
                advance()
                advance()
                while let inner = peek(), !(inner == "*" && peek(1) == "/") { advance() }
                advance()
                advance()
                continue
            }
            advance()
        }
        sawNewline = false
        return Token(kind: .directive, text: text(from: start.offset), range: SourceRange(start, position))
    }

    private mutating func number(start: SourcePosition, diagnostics: inout DiagnosticSink) -> Token {
        var isFloat = false
        let first = peek()
        if first == "0", let marker = peek(1), marker == "x" || marker == "X" || marker == "b" || marker == "B" || marker == "o" || marker == "O" {
            advance()
            advance()
            while let next = peek(), Self.isIdentifierContinue(next) { advance() }
        } else {
            while let next = peek(), Self.isDigit(next) || (next == "_" && dialect == .swift) { advance() }
            if peek() == ".", Self.isDigit(peek(1)) || (dialect == .objc && peek(1).map({ !Self.isIdentifierStart($0) || $0 == "f" || $0 == "F" }) ?? true) {
                // `1.` and `1.f` are C floats; in Swift `1.` would start a member access, so a digit must follow.
                isFloat = true
                advance()
                while let next = peek(), Self.isDigit(next) || (next == "_" && dialect == .swift) { advance() }
            } else if first == "." {
                isFloat = true
                advance()
                while let next = peek(), Self.isDigit(next) { advance() }
            }
            if let e = peek(), e == "e" || e == "E",
               Self.isDigit(peek(1)) || ((peek(1) == "+" || peek(1) == "-") && Self.isDigit(peek(2))) {
                isFloat = true
                advance()
                if peek() == "+" || peek() == "-" { advance() }
                while let next = peek(), Self.isDigit(next) { advance() }
            }
            // Suffixes (f, L, U...) and any letters glued to the number are part of it; the parser judges them.
            while let next = peek(), Self.isIdentifierContinue(next) { advance() }
        }
        let spelling = text(from: start.offset)
        return Token(kind: isFloat ? .float : .integer, text: spelling, range: SourceRange(start, position))
    }

    private mutating func string(start: SourcePosition, diagnostics: inout DiagnosticSink) -> Token {
        if peek() == "@" { advance() }
        advance()
        var value = String.UnicodeScalarView()
        while true {
            guard let scalar = peek(), scalar != "\n", scalar != "\r" else {
                diagnostics.error("unterminated-string", "unterminated string literal", at: SourceRange(start, position))
                return Token(kind: .invalid, text: text(from: start.offset), range: SourceRange(start, position), value: String(value))
            }
            if scalar == "\"" {
                advance()
                break
            }
            if scalar == "\\" {
                let escapeStart = position
                advance()
                guard let escaped = peek(), escaped != "\n", escaped != "\r" else { continue }
                advance()
                switch escaped {
                case "n": value.append("\n")
                case "t": value.append("\t")
                case "r": value.append("\r")
                case "0": value.append("\0")
                case "\\", "\"", "'": value.append(escaped)
                case "(" where dialect == .swift:
                    diagnostics.error("unsupported-interpolation", "string interpolation is not supported in listings",
                                      at: SourceRange(escapeStart, position))
                default:
                    diagnostics.error("invalid-escape", "invalid escape sequence '\\\(Self.describe(escaped))' in string literal",
                                      at: SourceRange(escapeStart, position))
                }
                continue
            }
            value.append(scalar)
            advance()
        }
        return Token(kind: .string, text: text(from: start.offset), range: SourceRange(start, position), value: String(value))
    }

    private mutating func character(start: SourcePosition, diagnostics: inout DiagnosticSink) -> Token {
        advance()
        while let scalar = peek(), scalar != "'", scalar != "\n", scalar != "\r" {
            if scalar == "\\" { advance() }
            advance()
        }
        if peek() == "'" {
            advance()
            return Token(kind: .character, text: text(from: start.offset), range: SourceRange(start, position))
        }
        diagnostics.error("unterminated-character", "unterminated character literal", at: SourceRange(start, position))
        return Token(kind: .invalid, text: text(from: start.offset), range: SourceRange(start, position))
    }
}
