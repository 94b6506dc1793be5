import Diagnostics

/// Number literals of both dialects: C suffixes, Swift underscores, rounding to `Float` from the digits.
extension Parser {
    mutating func integerLiteral(_ token: Token) throws(ParseFailure) -> Expr {
        // Plain decimal digits (no leading zero, which is octal in C): the general path below would only strip
        // nothing and parse them in base 10. Anything else, overflow included, takes that path.
        if let value = Self.plainDecimalValue(token.text) {
            return Expr(.integer(value, suffix: ""), token.range)
        }
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

    /// The value of `text` when it is plain decimal digits (`isPlainDecimal`) that fit an `Int`, as
    /// `Int(text, radix: 10)` reads them, in one pass; nil otherwise.
    static func plainDecimalValue(_ text: String) -> Int? {
        var value = 0
        var count = 0
        var first: UInt8 = 0
        for byte in text.utf8 {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            if count == 0 { first = byte }
            count += 1
            let (scaled, overflowed) = value.multipliedReportingOverflow(by: 10)
            let (sum, carried) = scaled.addingReportingOverflow(Int(byte &- UInt8(ascii: "0")))
            if overflowed || carried { return nil }
            value = sum
        }
        guard count > 0, first != UInt8(ascii: "0") || count == 1 else { return nil }
        return value
    }

    /// The value of `text` when it is `digits.digits` with at most 15 digits in all, nil otherwise. Such a literal
    /// is its digits as an integer (below 10^15, so exact in a `Double`) divided by a power of ten of at most
    /// 10^15 (also exact): one correctly rounded division gives the nearest `Double`, the value `Double(text)`
    /// (correctly rounded itself) reads, without going through `strtod`.
    static func shortDecimalValue(_ text: String) -> Double? {
        var mantissa: Int64 = 0
        var digits = 0
        var fractionDigits = -1
        for byte in text.utf8 {
            if byte == UInt8(ascii: ".") {
                guard fractionDigits < 0, digits > 0 else { return nil }
                fractionDigits = 0
                continue
            }
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            digits += 1
            guard digits <= 15 else { return nil }
            mantissa = mantissa &* 10 &+ Int64(byte &- UInt8(ascii: "0"))
            if fractionDigits >= 0 { fractionDigits += 1 }
        }
        guard fractionDigits > 0 else { return nil }
        var scale = 1.0
        for _ in 0..<fractionDigits { scale *= 10 }
        return Double(mantissa) / scale
    }

    /// ASCII digits only, and no leading `0` unless it is the only digit.
    static func isPlainDecimal(_ text: String) -> Bool {
        var utf8 = text.utf8.makeIterator()
        guard let first = utf8.next(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
        var count = 1
        while let byte = utf8.next() {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return false }
            count += 1
        }
        return first != UInt8(ascii: "0") || count == 1
    }

    /// Only ASCII digits, `.`, `e`, `E`, `+` and `-`, neither starting nor ending with `.`: a float literal the general
    /// path of `floatLiteral` would pass to `Double` unchanged.
    static func isPlainFloat(_ text: String) -> Bool {
        var last: UInt8 = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "+"), UInt8(ascii: "-"):
                break
            case UInt8(ascii: "."):
                if last == 0 { return false }
            default:
                return false
            }
            last = byte
        }
        return last != 0 && last != UInt8(ascii: ".")
    }

    mutating func floatLiteral(_ token: Token) throws(ParseFailure) -> Expr {
        if let value = Self.shortDecimalValue(token.text) {
            return Expr(.floating(value, isFloat: false, text: token.text), token.range)
        }
        if Self.isPlainFloat(token.text), let value = Double(token.text), value.isFinite {
            return Expr(.floating(value, isFloat: false, text: token.text), token.range)
        }
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
