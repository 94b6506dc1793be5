import Diagnostics

/// Number literals of both dialects: C suffixes, Swift underscores, rounding to `Float` from the digits; Objective-C's
/// boxed numbers (`@5`, `@(x)`).
///
/// The prefixes, suffixes and digits that matter are ASCII, so they are read from the spelling's UTF-8 bytes: the
/// Character-by-Character reading (filtering, lower-casing, `isNumber`) cost thousands of instructions a literal.
/// A spelling with anything else in it is invalid however it is read.
extension Parser {
    mutating func integerLiteral(_ token: Token) throws(ParseFailure) -> Expr {
        var digits = Substring(Self.withoutSeparators(token.text))
        var radix = 10
        switch Self.radixPrefix(of: digits) {
        case UInt8(ascii: "x"):
            radix = 16
        case UInt8(ascii: "b"):
            radix = 2
        case UInt8(ascii: "o") where dialect == .swift:
            radix = 8
        default:
            break
        }
        // Bytes, not Characters, are dropped here and below: a mark combining with the ASCII letter stays, and is
        // rejected as a digit.
        if radix != 10 {
            digits = Substring(digits.utf8.dropFirst(2))
        } else if dialect == .objc && digits.utf8.count > 1 && digits.utf8.first == UInt8(ascii: "0") {
            radix = 8  // C: a leading zero means octal (010 == 8).
        }
        var suffix = ""
        if dialect == .objc {
            while let last = digits.utf8.last, let letter = Self.integerSuffixLetter(last) {
                suffix = letter + suffix
                digits = Substring(digits.utf8.dropLast())
            }
            if radix != 16, let last = digits.utf8.last, last == UInt8(ascii: "f") || last == UInt8(ascii: "F") {
                fail(.floatSuffixOnInteger(token.text, digits: Substring(digits.utf8.dropLast())), at: token.range)
                throw ParseFailure.statement
            }
        }
        guard !digits.isEmpty, let value = Int(digits, radix: radix) else {
            fail(Self.integerFailure(token.text, digits: digits, radix: radix), at: token.range)
            throw ParseFailure.statement
        }
        return Expr(.integer(value, suffix: suffix, isDecimal: radix == 10), token.range)
    }

    /// Why `digits` are no integer in `radix`: a decimal digit an octal or binary literal cannot hold, a value past
    /// 64 bits, or no number at all.
    static func integerFailure(_ literal: String, digits: Substring, radix: Int) -> SnippetDiagnostic {
        guard !digits.isEmpty, digits.allSatisfy({ $0.isHexDigit }) else { return .invalidNumber(literal) }
        if radix < 10, let digit = digits.first(where: { ($0.wholeNumberValue ?? 0) >= radix }), digit.isASCII,
           digit.isNumber {
            return .invalidDigit(digit, radix: radix, literal: literal)
        }
        return Double(digits) != nil || radix == 16 ? .integerLiteralOverflow(literal) : .invalidNumber(literal)
    }

    mutating func floatLiteral(_ token: Token) throws(ParseFailure) -> Expr {
        var text = Self.withoutSeparators(token.text)
        var isFloat = false
        if dialect == .objc, let last = text.utf8.last {
            // Only the suffix's own byte is dropped: a letter it might combine with stays, and is rejected below.
            switch last {
            case UInt8(ascii: "f"), UInt8(ascii: "F"):
                isFloat = true
                text = String(decoding: text.utf8.dropLast(), as: UTF8.self)
            case UInt8(ascii: "l"), UInt8(ascii: "L"):
                text = String(decoding: text.utf8.dropLast(), as: UTF8.self)
            default:
                break
            }
        }
        if text.utf8.last == UInt8(ascii: ".") { text += "0" }
        if text.utf8.first == UInt8(ascii: ".") { text = "0" + text }
        guard text.utf8.allSatisfy(Self.isFloatSpellingByte), let value = Double(text) else {
            fail(.invalidNumber(token.text), at: token.range)
            throw ParseFailure.statement
        }
        if !value.isFinite {
            fail(.floatLiteralTooLarge(token.text), at: token.range)
            throw ParseFailure.statement
        }
        return Expr(.floating(value, isFloat: isFloat, text: text), token.range)
    }

    /// The spelling without Swift's `_` digit separators (copied only when it has one).
    static func withoutSeparators(_ spelling: String) -> String {
        spelling.utf8.contains(UInt8(ascii: "_")) ? spelling.filter { $0 != "_" } : spelling
    }

    /// The radix letter of a `0x`, `0b` or `0o` prefix (either case), in lower case; nil without such a prefix.
    static func radixPrefix(of digits: Substring) -> UInt8? {
        var bytes = digits.utf8.makeIterator()
        guard bytes.next() == UInt8(ascii: "0"), let letter = bytes.next() else { return nil }
        let lower = letter | 0x20  // ASCII letters in lower case
        return lower == UInt8(ascii: "x") || lower == UInt8(ascii: "b") || lower == UInt8(ascii: "o") ? lower : nil
    }

    /// A C integer suffix letter (`u`, `U`, `l`, `L`) as the suffix spells it, in upper case; nil for any other byte.
    static func integerSuffixLetter(_ byte: UInt8) -> String? {
        switch byte {
        case UInt8(ascii: "u"), UInt8(ascii: "U"): return "U"
        case UInt8(ascii: "l"), UInt8(ascii: "L"): return "L"
        default: return nil
        }
    }

    /// What a floating-point spelling may hold once its suffix is gone: digits, `.`, an exponent and its sign.
    static func isFloatSpellingByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"),
             UInt8(ascii: "+"), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
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

    /// `@(expression)`: an NSNumber (or the string) of the value.
    mutating func boxedExpression(open: Token) throws(ParseFailure) -> Expr {
        try enter(open.range)
        defer { leave() }
        advance()
        let inner = try expression()
        let close = try expect(.rightParen, "to close '@('")
        return try node(.box(inner), open.range.union(close.range), over: inner)
    }

    /// `@5`, `@-1.5`: a boxed number literal.
    mutating func boxedNumber(at sign: Token) throws(ParseFailure) -> Expr {
        advance()
        let negative = consume(.minus)
        let literal = current
        guard literal.kind == .integer || literal.kind == .float else {
            fail(.expectedLiteralAfterAt(currentDescription), at: unexpectedRange)
            throw ParseFailure.statement
        }
        advance()
        var value = literal.kind == .integer ? try integerLiteral(literal) : try floatLiteral(literal)
        if negative { value = Expr(.unary(.minus, value), sign.range.union(literal.range), height: 2) }
        return Expr(.box(value), sign.range.union(literal.range), height: value.height + 1)
    }
}
