@testable import Figures
import TransformKit
import XCTest

/// The intermediate keyframes' numbers: 6 decimals, rounded to nearest from the exact value, `0` for anything that
/// rounds to zero, and the general CSS spelling outside the fixed-point range.
final class KeyframeNumberTests: XCTestCase {
    private func keyframeNumber(_ value: Double) -> String {
        FormattedNumber.keyframe(value).text
    }

    private func cssNumber(_ value: Double) -> String {
        FormattedNumber.css(value).text
    }

    func testExactSpellings() {
        let cases: [(Double, String)] = [
            (0.9499481, "0.949948"), (15.5642684, "15.564268"), (-0.0031900001, "-0.00319"), (0.5, "0.5"),
            (1, "1"), (-1, "-1"), (2, "2"), (-250, "-250"), (0.1, "0.1"), (-0.125, "-0.125"),
            (0.9961946980917455, "0.996195"), (-0.08715574274765817, "-0.087156"), (0.0002905191424921939, "0.000291"),
            (0.0000029088451661246754, "0.000003"), (-0.00033332064102139055, "-0.000333"),
            // Anything that rounds to zero is `0`, never `-0`.
            (0, "0"), (-0.0, "0"), (-0.0000001, "0"), (0.0000004999, "0"), (-1e-300, "0"), (.leastNonzeroMagnitude, "0"),
            // Rounding is of the exact value: the double nearest 5e-7 lies below the half (its product with 1e6
            // rounds to exactly 0.5 in binary); those nearest 1.5e-6, 2.5e-6 and 1.0000005 lie above theirs, and
            // the one nearest 3.5e-6 and 0.1234565 below.
            (5e-7, "0"), (-5e-7, "0"), (1.5e-6, "0.000002"), (2.5e-6, "0.000003"), (3.5e-6, "0.000003"),
            (0.1234565, "0.123456"), (1.0000005, "1.000001"), (-1.0000005, "-1.000001"),
            (0.9999996, "1"), (-0.9999996, "-1"), (9.9999999, "10"),
            (123_456_789.0000005, "123456789.000001"), (999_999_999.9999995, "1000000000"),
            (999_999_999.25, "999999999.25"),
        ]
        for (value, expected) in cases {
            XCTAssertEqual(keyframeNumber(value), expected, "\(value)")
        }
    }

    /// Outside the fixed-point range the exact CSS spelling is written: positional, no exponent, valid CSS.
    func testLargeAndNonFiniteValuesFallBackToTheCSSSpelling() {
        let cases: [(Double, String)] = [
            (1e9, "1000000000"), (-1e9, "-1000000000"), (1e20, "100000000000000000000"),
            (-1e20, "-100000000000000000000"), (1_234_567_890.5, "1234567890.5"), (.nan, "0"), (.infinity, "0"),
        ]
        for (value, expected) in cases {
            XCTAssertEqual(keyframeNumber(value), expected, "\(value)")
        }
        var sequence = NumberOracleTests.Sequence()
        for _ in 0..<5_000 {
            let value = Double(bitPattern: sequence.next() & ~(0x7FF << 52) | ((0x41D + sequence.next() % 0x3E0) << 52))
            guard value.isFinite, value.magnitude >= NumberSpelling.keyframeFixedLimit else { continue }
            let text = keyframeNumber(value)
            XCTAssertEqual(text, cssNumber(value), "\(value)")
            XCTAssertFalse(text.contains("e") || text.contains("E"), text)
        }
    }

    /// Within the fixed-point range: at most 6 decimals, no trailing zero, no `-0`, and the written decimal lies
    /// within 5e-7 of the value. The distance is checked exactly (the fused multiply-add `value × 10^6 − units`
    /// is rounded once, and rounding keeps its comparison with 0.5), and again by reading the text back with
    /// `Double(_:)`, which adds at most half an ulp of its own.
    func testRandomValuesAreWithinHalfAMillionth() {
        var sequence = NumberOracleTests.Sequence()
        var values: [Double] = []
        for _ in 0..<60_000 {
            let magnitude = [1.0, 1e-6, 1e-5, 1e-3, 0.1, 10, 1e3, 1e5, 1e8, 9.99e8][Int(sequence.next() % 10)]
            let sign = sequence.next() % 2 == 0 ? 1.0 : -1.0
            let value = sign * sequence.unit() * magnitude
            values.append(value)
            // Near-ties at the sixth decimal, as arithmetic produces them.
            values.append((((value * 1e6).rounded(.down)) + 0.5) / 1e6)
        }
        for value in values where value.magnitude < NumberSpelling.keyframeFixedLimit {
            let text = keyframeNumber(value)
            XCTAssertNotEqual(text, "-0", "\(value)")
            let parts = text.split(separator: ".", omittingEmptySubsequences: false)
            XCTAssertLessThanOrEqual(parts.count, 2, text)
            if parts.count == 2 {
                XCTAssertTrue((1...6).contains(parts[1].count) && !parts[1].hasSuffix("0"), text)
            }
            XCTAssertTrue(text.allSatisfy { $0.isNumber || $0 == "." || $0 == "-" }, text)
            // The written value in millionths, exactly (at most 15 digits: exact in a Double).
            let digits = text.filter(\.isNumber)
            let decimals = parts.count == 2 ? parts[1].count : 0
            guard let whole = Int(digits) else { return XCTFail(text) }
            var units = Double(whole)
            for _ in decimals..<6 { units *= 10 }
            if text.hasPrefix("-") { units = -units }
            XCTAssertLessThanOrEqual((-units).addingProduct(value, 1e6).magnitude, 0.5, "\(value) written \(text)")
            guard let read = Double(text) else { return XCTFail(text) }
            XCTAssertLessThanOrEqual((read - value).magnitude, 5e-7 + read.ulp / 2, "\(value) written \(text)")
        }
    }
}
