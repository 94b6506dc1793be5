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
                if let decoded = Lexer.decodedEscape(escaped) { literal.append(decoded) }
                index += 2
                continue
            }
            let close = Lexer.interpolationEnd(in: scalars, from: index + 2, end: end)
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
