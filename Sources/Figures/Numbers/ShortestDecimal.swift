/// A finite double written as a decimal: `(-1)^sign × significand × 10^exponent`, the significand being the shortest
/// decimal that reads back as the same double.
///
/// It is the one source of digits for every number notebook prints, so exact values, rounded values and SVG
/// coordinates agree with each other digit for digit (an exact spelling whose description is already positional,
/// `86.60254037844388`, is written as that description: the same digits, not read and spelled again). The digits
/// come from Swift's `description`, which produces the shortest round-trip form (the digits JavaScript's
/// `Number.prototype.toString` picks), so the result does not depend on the platform's C library or locale. Whole
/// numbers below 2^53 are their own shortest decimal and are read directly.
struct ShortestDecimal: Equatable {
    /// True for negative numbers, including negative zero.
    let isNegative: Bool
    /// The significant digits as an integer, without trailing zeros; 0 for zero. At most 17 digits.
    let significand: UInt64
    /// The power of ten of the significand's last digit (0 for zero).
    let exponent: Int
    /// How many digits the significand has (0 for zero): counted once, since rounding and every spelling ask.
    let digitCount: Int

    var isZero: Bool { significand == 0 }

    /// The decimal position of the first digit: value = 0.d1d2… × 10^pointPosition (ECMAScript's `n`).
    var pointPosition: Int { digitCount + exponent }

    /// The shortest round-trip digits of `value`; nil for NaN and infinities.
    init?(_ value: Double) {
        guard value.isFinite else { return nil }
        let magnitude = value.magnitude
        // A whole number below 2^53 is its own shortest decimal: doubles there lie at most 1 apart, so any other
        // decimal that reads back as it has a fraction, hence more digits. Most entries of a matrix are 0 or 1,
        // and `description` makes a string for each.
        if magnitude < 0x1p53, magnitude == magnitude.rounded(.towardZero) {
            self.init(isNegative: value.sign == .minus, significand: UInt64(magnitude), exponent: 0)
            return
        }
        self.init(isNegative: value.sign == .minus, spelling: magnitude.description)
    }

    /// The shortest round-trip digits of a single-precision value (`0.8944272`, not those of the widened double).
    init?(_ value: Float) {
        guard value.isFinite else { return nil }
        self.init(isNegative: value.sign == .minus, spelling: value.magnitude.description)
    }

    /// Reads Swift's description of a finite magnitude (`86.60254037844388`, `1e-05`, `5e-324`, `100.0`).
    private init(isNegative: Bool, spelling: String) {
        var significand: UInt64 = 0
        var digitsAfterPoint = 0
        var seenPoint = false
        var writtenExponent = 0
        var exponentSign = 1
        var inExponent = false
        // Read through the span: a string's bytes one by one through `String.UTF8View` cost several times more.
        let utf8 = spelling.utf8.span
        for index in 0..<utf8.count {
            let byte = utf8[index]
            switch byte {
            case UInt8(ascii: "e"), UInt8(ascii: "E"): inExponent = true
            case UInt8(ascii: "."): seenPoint = true
            case UInt8(ascii: "-") where inExponent: exponentSign = -1
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = Int(byte - UInt8(ascii: "0"))
                if inExponent {
                    writtenExponent = writtenExponent * 10 + digit
                } else {
                    significand = significand * 10 + UInt64(digit)
                    if seenPoint { digitsAfterPoint += 1 }
                }
            default: break
            }
        }
        self.init(isNegative: isNegative, significand: significand,
                  exponent: exponentSign * writtenExponent - digitsAfterPoint)
    }

    /// Normalises the significand (no trailing zeros; exponent 0 for zero).
    init(isNegative: Bool, significand: UInt64, exponent: Int) {
        self.isNegative = isNegative
        var significand = significand
        var exponent = exponent
        while significand != 0, significand % 10 == 0 {
            significand /= 10
            exponent += 1
        }
        self.significand = significand
        self.exponent = significand == 0 ? 0 : exponent
        var count = 0
        var rest = significand
        while rest > 0 {
            count += 1
            rest /= 10
        }
        digitCount = count
    }

    /// The number rounded half away from zero so that no digit is finer than `10^lowestExponent`.
    ///
    /// Rounding works on the shortest decimal, not on the binary value, so it rounds what the reader is shown as
    /// the exact value (`1.00005` rounds up to `1.0001` even though the double is a hair below it).
    func rounded(toExponent lowestExponent: Int) -> ShortestDecimal {
        guard !isZero, exponent < lowestExponent else { return self }
        let dropped = lowestExponent - exponent
        guard dropped <= digitCount else { return ShortestDecimal(isNegative: isNegative, significand: 0, exponent: 0) }
        let scale = Self.powerOfTen(dropped)
        var kept = significand / scale
        let firstDropped = significand % scale / (scale / 10)
        if firstDropped >= 5 { kept += 1 }
        return ShortestDecimal(isNegative: isNegative, significand: kept, exponent: lowestExponent)
    }

    /// The number rounded half away from zero to at most `count` significant digits.
    func rounded(toSignificantDigits count: Int) -> ShortestDecimal {
        guard !isZero, digitCount > count else { return self }
        return rounded(toExponent: pointPosition - max(count, 1))
    }

    /// Appends the magnitude in plain positional notation (no sign, no exponent): `86.6025`, `0.002`, `1920`.
    func writePositionalMagnitude(to bytes: inout [UInt8]) {
        NumberSpelling.appendNumber(to: &bytes, room: positionalLength) { writePositionalMagnitude(to: &$0) }
    }

    /// How many bytes `writePositionalMagnitude` writes.
    private var positionalLength: Int {
        guard !isZero else { return 1 }
        let pointPosition = pointPosition
        if pointPosition <= 0 { return 2 - pointPosition + digitCount }
        return pointPosition < digitCount ? digitCount + 1 : pointPosition
    }

    /// `writePositionalMagnitude(to:)` into room already made for it (at least `positionalLength` bytes).
    ///
    /// Byte by byte: appending a string's UTF-8 (`"0."`) or a `repeatElement` costs more than a short number.
    func writePositionalMagnitude(to bytes: inout OutputSpan<UInt8>) {
        let zero = UInt8(ascii: "0"), point = UInt8(ascii: ".")
        guard !isZero else {
            bytes.append(zero)
            return
        }
        let count = digitCount
        let pointPosition = count + exponent
        if pointPosition <= 0 {
            bytes.append(zero)
            bytes.append(point)
            for _ in 0 ..< -pointPosition { bytes.append(zero) }
        }
        // The significand's digits from the first, with the point where it falls among them.
        var divisor = Self.powerOfTen(count - 1)
        var rest = significand
        for position in 0..<count {
            if position == pointPosition, position > 0 { bytes.append(point) }
            bytes.append(zero + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
        for _ in 0 ..< max(exponent, 0) { bytes.append(zero) }
    }

    /// Appends the magnitude's digits as `d.ddd` (its scientific mantissa, `0` for zero); the power of ten of the
    /// first digit is `pointPosition - 1`.
    func writeScientificMantissa(to bytes: inout [UInt8]) {
        // The digits and the point.
        NumberSpelling.appendNumber(to: &bytes, room: digitCount + 1) { writeScientificMantissa(to: &$0) }
    }

    /// `writeScientificMantissa(to:)` into room already made for it.
    func writeScientificMantissa(to bytes: inout OutputSpan<UInt8>) {
        guard !isZero else {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        let count = digitCount
        var divisor = Self.powerOfTen(count - 1)
        var rest = significand
        for position in 0..<count {
            if position == 1 { bytes.append(UInt8(ascii: ".")) }
            bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    private static func powerOfTen(_ exponent: Int) -> UInt64 {
        var result: UInt64 = 1
        for _ in 0..<exponent { result *= 10 }
        return result
    }
}
