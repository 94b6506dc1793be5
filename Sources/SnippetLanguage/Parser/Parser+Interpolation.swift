import Diagnostics

/// Swift string interpolation: `"angle \(angle) at \(point)"` becomes `.interpolation` of its literal pieces and
/// its expressions. The lexer keeps the literal as one token (so highlighting stays total); each `\(…)` is lexed and
/// parsed here from the snippet's text, so its diagnostics point into the literal.
extension Parser {
    mutating func interpolatedString(_ token: Token) throws(ParseFailure) -> Expr {
        let scalars = Array(token.text.unicodeScalars)
        var parts: [Expr] = []
        var literal = String.UnicodeScalarView()
        var index = 1
        let end = scalars.count - 1
        var height = 1
        while index < end {
            let scalar = scalars[index]
            guard scalar == "\\", index + 1 < end else {
                literal.append(scalar)
                index += 1
                continue
            }
            let escaped = scalars[index + 1]
            if escaped != "(" {
                // Other escapes were checked by the lexer; an invalid one (already reported) adds nothing.
                if let decoded = Self.decodedEscape(escaped) { literal.append(decoded) }
                index += 2
                continue
            }
            let close = Self.interpolationEnd(scalars, from: index + 2, end: end)
            if !literal.isEmpty {
                parts.append(Expr(.string(String(literal)), token.range))
                literal = String.UnicodeScalarView()
            }
            let inner = try interpolatedExpression(token, from: index + 2, to: close)
            height = max(height, inner.height + 1)
            parts.append(inner)
            index = close + 1
        }
        // A literal with parentheses but no `\(…)` (`"f(x)"`) stays a plain string.
        if parts.isEmpty { return Expr(.string(token.value), token.range) }
        if !literal.isEmpty { parts.append(Expr(.string(String(literal)), token.range)) }
        return Expr(.interpolation(parts), token.range, height: height)
    }

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

    /// The index of the `)` closing an interpolation that starts at `start`, as the lexer found it.
    static func interpolationEnd(_ scalars: [Unicode.Scalar], from start: Int, end: Int) -> Int {
        var level = 1
        var inString = false
        var index = start
        while index < end {
            let scalar = scalars[index]
            if inString {
                if scalar == "\\" { index += 2; continue }
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
        return end
    }

    /// Lexes and parses the text between `\(` and `)` (scalar indices into the token) as one expression.
    private mutating func interpolatedExpression(_ token: Token, from start: Int, to end: Int) throws(ParseFailure) -> Expr {
        let base = token.range.start
        func position(_ index: Int) -> SourcePosition {
            SourcePosition(offset: base.offset + index, line: base.line, column: base.column + index)
        }
        let range = SourceRange(position(start), position(end))
        guard range.end.offset <= source.count else {
            diagnostics.error(.unsupportedInterpolation, at: range)
            throw ParseFailure.statement
        }
        var lexer = Lexer(source, dialect: .swift, range: range)
        var sink = diagnostics
        let innerTokens = lexer.tokens(keepTrivia: false, diagnostics: &sink)
        var inner = Parser(tokens: innerTokens, dialect: .swift, diagnostics: sink)
        inner.source = source
        inner.depth = depth
        defer { diagnostics = inner.diagnostics }
        if inner.atEnd {
            inner.fail(.expectedInterpolatedExpression, at: SourceRange(position(start - 2), position(end + 1)))
            throw ParseFailure.statement
        }
        let expression = try inner.expression()
        if !inner.atEnd {
            inner.fail(.unexpectedInInterpolation(inner.currentDescription), at: inner.current.range)
            throw ParseFailure.statement
        }
        return expression
    }
}
