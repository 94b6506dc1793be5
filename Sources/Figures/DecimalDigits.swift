/// A finite double written as a decimal: `(-1)^sign × significand × 10^exponent`, with the significand's digits
/// being the shortest decimal that reads back as the same double.
///
/// It is the one source of digits for every number notebook prints, so exact values, rounded values and SVG
/// coordinates agree with each other digit for digit. The digits come from Swift's `Double.description`, which
/// produces the shortest round-trip form (the same digits JavaScript's `Number.prototype.toString` picks), so the
/// result does not depend on the platform's C library or locale.
struct DecimalDigits: Equatable {
    /// True for negative numbers, including negative zero.
    var isNegative: Bool
    /// The significant digits, each 0...9, without leading or trailing zeros; empty for zero.
    var digits: [UInt8]
    /// The power of ten of the last digit.
    var exponent: Int

    var isZero: Bool { digits.isEmpty }

    /// The decimal position of the first digit: value = 0.d1d2... × 10^pointPosition (ECMAScript's `n`).
    var pointPosition: Int { digits.count + exponent }

    /// The shortest round-trip digits of `value`; nil for NaN and infinities.
    init?(_ value: Double) {
        guard value.isFinite else { return nil }
        self.init(negative: value.sign == .minus, shortestMagnitude: value.magnitude.description)
    }

    /// The shortest round-trip digits of a single-precision value (`0.8944272`, not the digits of the widened
    /// double), for GLKit's `float` values; nil for NaN and infinities.
    init?(_ value: Float) {
        guard value.isFinite else { return nil }
        self.init(negative: value.sign == .minus, shortestMagnitude: value.magnitude.description)
    }

    /// Parses Swift's shortest description of a finite magnitude (`86.60254037844388`, `1e-05`, `5e-324`).
    private init(negative: Bool, shortestMagnitude: String) {
        var mantissaDigits: [UInt8] = []
        var digitsAfterPoint = 0
        var seenPoint = false
        var exponentText = ""
        var inExponent = false
        for scalar in shortestMagnitude.unicodeScalars {
            if inExponent {
                exponentText.unicodeScalars.append(scalar)
            } else if scalar == "e" || scalar == "E" {
                inExponent = true
            } else if scalar == "." {
                seenPoint = true
            } else if let digit = Self.digitValue(scalar) {
                mantissaDigits.append(digit)
                if seenPoint { digitsAfterPoint += 1 }
            }
        }
        let writtenExponent = Int(exponentText) ?? 0
        self.init(isNegative: negative, digits: mantissaDigits, exponent: writtenExponent - digitsAfterPoint)
    }

    /// Normalises `digits` (strips leading and trailing zeros).
    init(isNegative: Bool, digits: [UInt8], exponent: Int) {
        self.isNegative = isNegative
        var first = 0
        while first < digits.count, digits[first] == 0 { first += 1 }
        var last = digits.count
        var shiftedExponent = exponent
        while last > first, digits[last - 1] == 0 {
            last -= 1
            shiftedExponent += 1
        }
        self.digits = Array(digits[first..<last])
        self.exponent = self.digits.isEmpty ? 0 : shiftedExponent
    }

    private static func digitValue(_ scalar: Unicode.Scalar) -> UInt8? {
        guard scalar.value >= 48, scalar.value <= 57 else { return nil }
        return UInt8(scalar.value - 48)
    }

    /// The number rounded half away from zero so that no digit is finer than `10^lowestExponent`.
    ///
    /// Rounding works on the shortest decimal, not on the binary value, so it rounds what the reader is shown as
    /// the exact value (`1.00005` rounds up to `1.0001` even though the double is a hair below it).
    func rounded(toExponent lowestExponent: Int) -> DecimalDigits {
        guard !isZero, exponent < lowestExponent else { return self }
        let dropped = lowestExponent - exponent
        guard dropped <= digits.count else {
            return DecimalDigits(isNegative: isNegative, digits: [], exponent: 0)
        }
        var kept = Array(digits[0..<(digits.count - dropped)])
        let firstDropped = digits[digits.count - dropped]
        var keptExponent = lowestExponent
        if firstDropped >= 5 {
            var index = kept.count - 1
            var carry = true
            while carry, index >= 0 {
                if kept[index] == 9 {
                    kept[index] = 0
                    index -= 1
                } else {
                    kept[index] += 1
                    carry = false
                }
            }
            if carry { kept.insert(1, at: 0) }
            if kept.isEmpty { kept = [1] }
        }
        if kept.isEmpty { keptExponent = 0 }
        return DecimalDigits(isNegative: isNegative, digits: kept, exponent: keptExponent)
    }

    /// The number rounded half away from zero to at most `count` significant digits.
    func rounded(toSignificantDigits count: Int) -> DecimalDigits {
        guard !isZero, digits.count > count else { return self }
        return rounded(toExponent: pointPosition - max(count, 1))
    }

    /// Plain positional notation of the magnitude (no sign, no exponent): "86.6025", "0.002", "1920".
    var positionalMagnitude: String {
        guard !isZero else { return "0" }
        let text = String(digits.map { Character(Unicode.Scalar($0 + 48)) })
        let point = pointPosition
        if exponent >= 0 {
            return text + String(repeating: "0", count: exponent)
        }
        if point > 0 {
            let splitIndex = text.index(text.startIndex, offsetBy: point)
            return String(text[..<splitIndex]) + "." + String(text[splitIndex...])
        }
        return "0." + String(repeating: "0", count: -point) + text
    }

    /// The digits as "d.ddd" with the power of ten of the first digit: (mantissa, exponent).
    var scientificParts: (mantissa: String, exponent: Int) {
        guard let first = digits.first else { return ("0", 0) }
        var mantissa = String(Character(Unicode.Scalar(first + 48)))
        if digits.count > 1 {
            mantissa += "." + String(digits.dropFirst().map { Character(Unicode.Scalar($0 + 48)) })
        }
        return (mantissa, pointPosition - 1)
    }
}
