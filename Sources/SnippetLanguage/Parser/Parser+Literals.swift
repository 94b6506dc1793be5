import Diagnostics

/// Number literals of both dialects: C suffixes, Swift underscores, rounding to `Float` from the digits.
extension Parser {
    mutating func integerLiteral(_ token: Token) throws(ParseFailure) -> Expr {
        var digits = token.text.filter { $0 != "_" }
        var radix = 10
        var suffix = ""
        let lower = digits.lowercased()
        if lower.hasPrefix("0x") {
            radix = 16
            digits = String(digits.dropFirst(2))
        } else if lower.hasPrefix("0b") {
            radix = 2
            digits = String(digits.dropFirst(2))
        } else if lower.hasPrefix("0o") && dialect == .swift {
            radix = 8
            digits = String(digits.dropFirst(2))
        } else if dialect == .objc && digits.count > 1 && digits.hasPrefix("0") {
            radix = 8  // C: a leading zero means octal (010 == 8).
        }
        if dialect == .objc {
            while let last = digits.last, "uUlL".contains(last) {
                suffix = String(last).uppercased() + suffix
                digits.removeLast()
            }
            if radix != 16, let last = digits.last, last == "f" || last == "F" {
                fail(.floatSuffixOnInteger(token.text, digits: digits.dropLast()), at: token.range)
                throw ParseFailure.statement
            }
        }
        guard !digits.isEmpty, let value = Int(digits, radix: radix) else {
            if !digits.isEmpty, digits.allSatisfy({ $0.isHexDigit }), Double(digits) != nil || radix == 16 {
                fail(.integerLiteralOverflow(token.text), at: token.range)
            } else {
                fail(.invalidNumber(token.text), at: token.range)
            }
            throw ParseFailure.statement
        }
        return Expr(.integer(value, suffix: suffix), token.range)
    }

    mutating func floatLiteral(_ token: Token) throws(ParseFailure) -> Expr {
        var text = token.text.filter { $0 != "_" }
        var isFloat = false
        if dialect == .objc, let last = text.last, last == "f" || last == "F" {
            isFloat = true
            text.removeLast()
        } else if dialect == .objc, let last = text.last, last == "l" || last == "L" {
            text.removeLast()
        }
        if text.hasSuffix(".") { text += "0" }
        if text.hasPrefix(".") { text = "0" + text }
        guard let value = Double(text), text.allSatisfy({ $0.isNumber || $0 == "." || $0 == "e" || $0 == "E" || $0 == "+" || $0 == "-" }) else {
            fail(.invalidNumber(token.text), at: token.range)
            throw ParseFailure.statement
        }
        if !value.isFinite {
            fail(.floatLiteralTooLarge(token.text), at: token.range)
            throw ParseFailure.statement
        }
        return Expr(.floating(value, isFloat: isFloat, text: text), token.range)
    }
}

extension Parser {
    /// `@selector(addFace:withTransform:)` or `#selector(addFace(_:withTransform:))`: the name inside, as written.
    mutating func selectorLiteral(_ keyword: Token) throws(ParseFailure) -> Expr {
        advance()
        try expect(.leftParen, "after '\(keyword.text)'")
        var name = ""
        var level = 0
        while !(check(.rightParen) && level == 0) {
            if atEnd || check(.semicolon) || check(.leftBrace) {
                fail(.expectedParenthesisClosingCall(keyword.text, currentDescription: currentDescription), at: unexpectedRange)
                throw ParseFailure.statement
            }
            let token = advance()
            guard token.kind == .identifier || token.isAnyKeyword || token.isPunctuation(.colon) || token.isPunctuation(.leftParen)
                    || token.isPunctuation(.rightParen) else {
                fail(.expectedMethodNameFound(keyword.text, found: token.text), at: token.range)
                throw ParseFailure.statement
            }
            if token.isPunctuation(.leftParen) { level += 1 } else if token.isPunctuation(.rightParen) { level -= 1 }
            name += token.text
        }
        let close = advance()
        guard !name.isEmpty else {
            fail(.expectedMethodName(keyword.text), at: close.range)
            throw ParseFailure.statement
        }
        return Expr(.selector(name), keyword.range.union(close.range))
    }
}
