import Diagnostics

/// The lexer's scanners for the tokens that span more than a spelling: comments, directives, numbers, strings and
/// characters.
extension Lexer {
    mutating func blockComment(start: SourcePosition, diagnostics: inout DiagnosticSink) -> Token {
        advance()
        advance()
        var depth = 1
        while depth > 0 {
            guard let scalar = peek() else {
                diagnostics.error(.unterminatedComment,
                                  at: SourceRange(start, SourcePosition(offset: start.offset + 2, line: start.line, column: start.column + 2)))
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
    mutating func directive(start: SourcePosition) -> Token {
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

    mutating func number(start: SourcePosition, diagnostics: inout DiagnosticSink) -> Token {
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

    mutating func string(start: SourcePosition, diagnostics: inout DiagnosticSink) -> Token {
        if peek() == "@" { advance() }
        advance()
        var value = String.UnicodeScalarView()
        while true {
            guard let scalar = peek(), scalar != "\n", scalar != "\r" else {
                diagnostics.error(.unterminatedString, at: SourceRange(start, position))
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
                if escaped == "(" && dialect == .swift {
                    // The parser reads the interpolated expression from the token's text (Parser+Interpolation).
                    let close = Self.interpolationEnd(in: scalars, from: index, end: endIndex)
                    while index < close { advance() }
                } else if let decoded = Self.decodedEscape(escaped) {
                    value.append(decoded)
                } else {
                    diagnostics.error(.invalidEscape(Self.describe(escaped)), at: SourceRange(escapeStart, position))
                }
                continue
            }
            value.append(scalar)
            advance()
        }
        return Token(kind: .string, text: text(from: start.offset), range: SourceRange(start, position), value: String(value))
    }

    /// The scalar `\X` stands for in a string literal; nil for `\(` and for escapes that do not exist.
    static func decodedEscape(_ escaped: Unicode.Scalar) -> Unicode.Scalar? {
        switch escaped {
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "0": return "\0"
        case "\\", "\"", "'": return escaped
        default: return nil
        }
    }

    /// The index of the `)` closing the interpolation whose expression starts at `start`: parentheses balance and
    /// string literals inside are skipped whole. An unclosed one ends at a line break (the string then reports
    /// itself unterminated) or at `end`. The lexer skips the expression with it, and the parser finds it again.
    static func interpolationEnd(in scalars: [Unicode.Scalar], from start: Int, end: Int) -> Int {
        var level = 1
        var inString = false
        var index = start
        while index < end, scalars[index] != "\n", scalars[index] != "\r" {
            let scalar = scalars[index]
            if inString {
                if scalar == "\\" {
                    let next = index + 1
                    index += next < end && scalars[next] != "\n" && scalars[next] != "\r" ? 2 : 1
                    continue
                }
                if scalar == "\"" { inString = false }
            } else if scalar == "\"" {
                inString = true
            } else if scalar == "(" {
                level += 1
            } else if scalar == ")" {
                level -= 1
                if level == 0 { return index }
            }
            index += 1
        }
        return index
    }

    mutating func character(start: SourcePosition, diagnostics: inout DiagnosticSink) -> Token {
        advance()
        while let scalar = peek(), scalar != "'", scalar != "\n", scalar != "\r" {
            if scalar == "\\" { advance() }
            advance()
        }
        if peek() == "'" {
            advance()
            return Token(kind: .character, text: text(from: start.offset), range: SourceRange(start, position))
        }
        diagnostics.error(.unterminatedCharacter, at: SourceRange(start, position))
        return Token(kind: .invalid, text: text(from: start.offset), range: SourceRange(start, position))
    }
}
