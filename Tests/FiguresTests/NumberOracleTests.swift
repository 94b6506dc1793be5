@testable import Figures
import XCTest

/// The spellers against slow oracles built from Swift's own `description` of a double (its shortest round-trip
/// digits) with plain string operations, on random values of every magnitude and on the ties arithmetic produces.
final class NumberOracleTests: XCTestCase {
    /// A fixed xorshift sequence, so the tests are deterministic.
    struct Sequence: RandomNumberGenerator {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        mutating func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
        mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
    }

    /// Values a figure writes, ties and near-ties among them, and random bit patterns of every magnitude.
    private func samples() -> [Double] {
        var values: [Double] = [0, -0.0, 0.005, -0.005, 0.015, 1.005, 2.675, 111.945, 0.125, -0.5, 1e-7, 5e-5, 1e-4,
                                9.99995, 1e6, -1e6, 999_999.995, 1e15, 1e16, 1e21, 1e-300, .leastNonzeroMagnitude, 0.1 + 0.2,
                                86.60254037844388, 6.123233995736766e-17, .greatestFiniteMagnitude]
        var sequence = Sequence()
        for _ in 0..<4_000 {
            let magnitude = [1.0, 10, 100, 1_000, 1e5, 1e6, 1e-3, 1e-5, 1e-9][Int(sequence.next() % 9)]
            let sign = sequence.next() % 2 == 0 ? 1.0 : -1.0
            let value = sign * sequence.unit() * magnitude
            values.append(value)
            values.append(((value * 100).rounded(.down) + 0.5) / 100)
            values.append(Double(Int(sequence.next() % 2_000_000)) / 16 - 50_000)
            let bits = Double(bitPattern: sequence.next())
            if bits.isFinite { values.append(bits) }
        }
        return values
    }

    /// The digits of Swift's description of |value| without leading zeros, and the power of ten of the last one.
    private func oracleDigits(_ value: Double) -> (digits: [Character], exponent: Int) {
        let text = value.magnitude.description
        let parts = text.split(separator: "e")
        let mantissa = String(parts[0])
        var exponent = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        if let point = mantissa.firstIndex(of: ".") { exponent -= mantissa.distance(from: point, to: mantissa.endIndex) - 1 }
        var digits = Array(mantissa.replacingOccurrences(of: ".", with: ""))
        while digits.first == "0" { digits.removeFirst() }
        while digits.last == "0" {
            digits.removeLast()
            exponent += 1
        }
        return (digits, exponent)
    }

    /// ECMAScript's Number::toString of the digits, `-0` kept.
    private func oracleExact(_ value: Double) -> String {
        let sign = value.sign == .minus ? "-" : ""
        let (digits, exponent) = oracleDigits(value)
        if digits.isEmpty { return sign + "0" }
        let point = digits.count + exponent
        if point > 21 || point <= -6 {
            let tail = digits.count > 1 ? "." + String(digits.dropFirst()) : ""
            return sign + String(digits[0]) + tail + "e" + (point - 1 < 0 ? "-" : "+") + String(abs(point - 1))
        }
        return sign + positional(digits, exponent)
    }

    private func positional(_ digits: [Character], _ exponent: Int) -> String {
        if exponent >= 0 { return String(digits) + String(repeating: "0", count: exponent) }
        let point = digits.count + exponent
        if point > 0 { return String(digits.prefix(point)) + "." + String(digits.dropFirst(point)) }
        return "0." + String(repeating: "0", count: -point) + String(digits)
    }

    /// The digits rounded half away from zero (on the decimal digits) to `decimals` decimals, zeros trimmed.
    private func oracleFixed(_ value: Double, decimals: Int) -> String {
        var (digits, exponent) = oracleDigits(value)
        if exponent < -decimals {
            let keep = digits.count + exponent + decimals
            let roundUp = keep >= 0 && keep < digits.count && digits[keep] >= "5"
            digits = keep > 0 ? Array(digits.prefix(keep)) : []
            exponent = -decimals
            if roundUp {
                var index = digits.count - 1
                while index >= 0, digits[index] == "9" {
                    digits[index] = "0"
                    index -= 1
                }
                if index >= 0 {
                    digits[index] = Character(String(Int(String(digits[index]))! + 1))
                } else {
                    digits.insert("1", at: 0)
                }
            }
            while digits.first == "0" { digits.removeFirst() }
            while digits.last == "0" {
                digits.removeLast()
                exponent += 1
            }
        }
        if digits.isEmpty { return "0" }
        return (value < 0 ? "-" : "") + positional(digits, exponent)
    }

    func testExactEqualsTheOracleAndReadsBack() {
        for value in samples() {
            let text = NumberFormatting.exact(value)
            XCTAssertEqual(text, oracleExact(value), "\(value)")
            XCTAssertEqual(Double(text), value, text)
        }
    }

    func testFixedEqualsTheOracle() {
        for value in samples() where value.magnitude <= NumberFormatting.coordinateLimit {
            for decimals in [0, 2, 3, 4, 6, 12] {
                XCTAssertEqual(NumberFormatting.fixed(value, decimals: decimals), oracleFixed(value, decimals: decimals),
                               "\(value) to \(decimals)")
            }
        }
    }

    /// `fixed` rounds the binary value directly unless it lies within a few ulps of a tie, where it rounds the
    /// shortest digits: the doubles nearest to ties, and their neighbours on both sides, take both paths.
    func testFixedEqualsTheOracleAtAndBesideTies() {
        var sequence = Sequence()
        for decimals in [0, 1, 2, 3, 4, 6, 9, 12] {
            let scale = (0..<decimals).reduce(1.0) { product, _ in product * 10 }
            for _ in 0..<3_000 {
                let limit = decimals >= 9 ? 1_000 : 2_000_000
                let units = Double(Int(sequence.next() % UInt64(limit)))
                let sign = sequence.next() % 2 == 0 ? 1.0 : -1.0
                let tie = sign * (units + 0.5) / scale
                for value in [tie, tie.nextUp, tie.nextDown, tie.nextUp.nextUp, tie.nextDown.nextDown]
                where value.magnitude <= NumberFormatting.coordinateLimit {
                    XCTAssertEqual(NumberFormatting.fixed(value, decimals: decimals),
                                   oracleFixed(value, decimals: decimals), "\(value) to \(decimals)")
                }
            }
        }
    }

    /// Figures compare outlines as written without writing them: neighbouring values (ties, their neighbours,
    /// values a hundredth apart, signed zeros) match exactly when their spellings are equal.
    func testFixedSpellingsMatchExactlyWhenTheSpellingsAreEqual() {
        let values = samples().filter { $0.magnitude <= NumberFormatting.coordinateLimit }
        for (index, value) in values.enumerated() {
            let others = [values[(index + 1) % values.count], value.nextUp, value.nextDown, -value, value + 0.01,
                          (value * 100).rounded() / 100, 0, -0.0]
            for other in others {
                for decimals in [0, 2, 6] {
                    XCTAssertEqual(NumberSpelling.fixedSpellingsMatch(value, other, decimals: decimals),
                                   NumberFormatting.fixed(value, decimals: decimals)
                                       == NumberFormatting.fixed(other, decimals: decimals), "\(value), \(other)")
                }
            }
        }
    }

    func testCSSNumbersAreExactWhenPositionalElseTwelveDecimals() {
        for value in samples() {
            let exact = oracleExact(value)
            // Exponent forms are written positionally, as `fixed` writes them (clamped to the coordinate limit).
            let limited = min(max(value, -NumberFormatting.coordinateLimit), NumberFormatting.coordinateLimit)
            let expected = value == 0 ? "0" : exact.contains("e") ? oracleFixed(limited, decimals: 12) : exact
            XCTAssertEqual(NumberFormatting.cssNumber(value), expected, "\(value)")
        }
    }

    func testReadableNumbersRoundTheExactDigits() {
        for value in samples() {
            let readable = ReadableNumber(value)
            XCTAssertEqual(readable.exact, oracleExact(value))
            guard readable.kind == .plain else { continue }
            let expected = oracleFixed(value, decimals: 4)
            XCTAssertEqual((readable.isNegative ? "-" : "") + readable.mantissa, expected, "\(value)")
            XCTAssertEqual(readable.isRounded, expected != readable.exact, "\(value)")
        }
    }

    /// Tiny and huge values read back within half a unit of their last shown digit, with at most 2 (tiny) or 4
    /// (huge) significant digits, and are rounded exactly when their shown digits are not the exact ones.
    func testReadableScientificFormsKeepTheLeadingDigits() {
        var checked = 0
        // Below 1e300, so that the shown text (rounded up, perhaps) still reads back as a finite double.
        for value in samples() + [1.234_56e20, -9.999_99e7, 1e7, 6.123233995736766e-17, -4.9999e-5]
        where value.magnitude < 1e300 {
            let readable = ReadableNumber(value)
            guard readable.kind == .tiny || readable.kind == .huge, let power = readable.powerOfTen else { continue }
            checked += 1
            let digits = readable.mantissa.filter { $0 != "." }
            XCTAssertLessThanOrEqual(digits.count, readable.kind == .tiny ? 2 : 4, "\(value)")
            XCTAssertNotEqual(digits.first, "0", "\(value)")
            let shown = Double(readable.text) ?? .nan
            let halfUnit = Double("5e\(power - digits.count)") ?? .nan
            XCTAssertLessThanOrEqual((shown - value).magnitude, halfUnit * (1 + 1e-9), "\(value) shown \(readable.text)")
            XCTAssertEqual(readable.isRounded, Array(oracleDigits(value).digits) != Array(digits), "\(value)")
        }
        XCTAssertGreaterThan(checked, 1_000)
    }

    /// A float is rounded from the widened double's digits; its exact value is the float's own shortest digits.
    func testReadableFloatsRoundTheDoubleAndShowTheFloatsDigits() {
        var sequence = Sequence()
        for _ in 0..<2_000 {
            let float = Float(bitPattern: UInt32(truncatingIfNeeded: sequence.next()))
            let readable = ReadableNumber(float: float)
            let widened = ReadableNumber(Double(float))
            XCTAssertEqual(readable.exact, NumberFormatting.exact(float: float), "\(float)")
            XCTAssertEqual(readable.text, widened.text, "\(float)")
            XCTAssertEqual(readable.isRounded, widened.isRounded, "\(float)")
        }
        XCTAssertEqual(ReadableNumber(float: 0.1).exact, "0.1")
        XCTAssertTrue(ReadableNumber(float: 0.1).isRounded, "0.1 as a float is 0.10000000149011612, shown 0.1")
    }

    /// Whole numbers below 2^53 are their own shortest decimal (read without `description`); from 2^53 on the
    /// digits are `description`'s.
    func testWholeNumbersAreSpelledAsTheOracleSpellsThem() {
        var sequence = Sequence()
        var values: [Double] = [0, -0.0, 1, -1, 10, 100, 1e15, 0x1p53 - 1, 0x1p53, 0x1p53 + 2, 0x1p60, 1e21, 1e22]
        for _ in 0..<4_000 {
            let bits = Int(sequence.next() % 53)
            let whole = Double(sequence.next() >> UInt64(63 - bits))
            values += [whole, -whole, whole * 1_000, whole.nextUp]
        }
        for value in values {
            XCTAssertEqual(NumberFormatting.exact(value), oracleExact(value), "\(value)")
            XCTAssertEqual(ShortestDecimal(value), ShortestDecimal(oracleOf: value), "\(value)")
        }
    }
}

private extension ShortestDecimal {
    /// The decimal read from Swift's `description`, as every double's was before whole numbers were read directly.
    init?(oracleOf value: Double) {
        guard value.isFinite else { return nil }
        let text = value.magnitude.description
        let parts = text.split(separator: "e")
        var exponent = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        let mantissa = parts[0]
        if let point = mantissa.firstIndex(of: ".") { exponent -= mantissa.distance(from: point, to: mantissa.endIndex) - 1 }
        let digits = mantissa.filter { $0 != "." }
        self.init(isNegative: value.sign == .minus, significand: UInt64(digits) ?? 0, exponent: exponent)
    }
}
