import Figures
import XCTest

final class NumberFormattingTests: XCTestCase {
    func testExactIsTheShortestRoundTripInJavaScriptSpelling() {
        XCTAssertEqual(NumberFormatting.exact(86.60254037844388), "86.60254037844388")
        XCTAssertEqual(NumberFormatting.exact(6.123233995736766e-17), "6.123233995736766e-17")
        XCTAssertEqual(NumberFormatting.exact(1), "1")
        XCTAssertEqual(NumberFormatting.exact(100), "100")
        XCTAssertEqual(NumberFormatting.exact(-0.002), "-0.002")
        XCTAssertEqual(NumberFormatting.exact(0.000001), "0.000001")
        XCTAssertEqual(NumberFormatting.exact(0.0000001), "1e-7")
        XCTAssertEqual(NumberFormatting.exact(1e21), "1e+21")
        XCTAssertEqual(NumberFormatting.exact(1e20), "100000000000000000000")
        XCTAssertEqual(NumberFormatting.exact(1.2345678901234568e+20), "123456789012345680000")
        XCTAssertEqual(NumberFormatting.exact(-1.7976931348623157e308), "-1.7976931348623157e+308")
        XCTAssertEqual(NumberFormatting.exact(Double.leastNonzeroMagnitude), "5e-324")
    }

    func testExactKeepsSignedZeroAndSpellsNonFiniteValuesAsJavaScriptDoes() {
        XCTAssertEqual(NumberFormatting.exact(-0.0), "-0")
        XCTAssertEqual(NumberFormatting.exact(0.0), "0")
        XCTAssertEqual(NumberFormatting.exact(.nan), "NaN")
        XCTAssertEqual(NumberFormatting.exact(.infinity), "Infinity")
        XCTAssertEqual(NumberFormatting.exact(-.infinity), "-Infinity")
    }

    func testExactReadsBackToTheSameDouble() {
        for value in [0.1, 1.0 / 3.0, -2.0 / 3.0, 0.43301270189221935, 1e-300, 123.456e200, 1079.9999999999998] {
            XCTAssertEqual(Double(NumberFormatting.exact(value)), value)
        }
    }

    func testReadableRoundsToFourDecimalsAndTrimsZeros() {
        XCTAssertEqual(ReadableNumber(0.7071067811865476).text, "0.7071")
        XCTAssertEqual(ReadableNumber(-0.7071067811865475).text, "-0.7071")
        XCTAssertEqual(ReadableNumber(49.99999999999999).text, "50")
        XCTAssertEqual(ReadableNumber(1920.0000000000002).text, "1920")
        XCTAssertEqual(ReadableNumber(86.60254037844388).text, "86.6025")
        XCTAssertEqual(ReadableNumber(-0.002).text, "-0.002")
        XCTAssertEqual(ReadableNumber(0.24999999999999997).text, "0.25")
        XCTAssertEqual(ReadableNumber(0.00005).text, "0.0001")
        XCTAssertEqual(ReadableNumber(9.99995).text, "10")
        XCTAssertEqual(ReadableNumber(2).text, "2")
        XCTAssertTrue(ReadableNumber(86.60254037844388).isRounded)
        XCTAssertFalse(ReadableNumber(-0.002).isRounded)
    }

    func testReadableShowsNegativeZeroAsZeroButRemembersItIsNotExact() {
        let negativeZero = ReadableNumber(-0.0)
        XCTAssertEqual(negativeZero.text, "0")
        XCTAssertEqual(negativeZero.kind, .zero)
        XCTAssertFalse(negativeZero.isNegative)
        XCTAssertTrue(negativeZero.isRounded)
        XCTAssertEqual(negativeZero.exact, "-0")
        // A small negative that rounds away is tiny, not "-0".
        XCTAssertEqual(ReadableNumber(-0.00004).text, "-4e-5")
    }

    func testReadableShowsTinyValuesWithTwoSignificantDigits() {
        let tiny = ReadableNumber(6.123233995736766e-17)
        XCTAssertEqual(tiny.kind, .tiny)
        XCTAssertEqual(tiny.text, "6.1e-17")
        XCTAssertEqual(tiny.typographicText, "6.1×10⁻¹⁷")
        XCTAssertEqual(ReadableNumber(-1.2246467991473532e-16).text, "-1.2e-16")
        XCTAssertEqual(ReadableNumber(4.702643708725836e-14).text, "4.7e-14")
        XCTAssertEqual(ReadableNumber(9.96e-6).text, "1e-5")
    }

    func testReadableShowsHugeValuesWithFourSignificantDigits() {
        let huge = ReadableNumber(1.2345678901234568e+20)
        XCTAssertEqual(huge.kind, .huge)
        XCTAssertEqual(huge.text, "1.235e20")
        XCTAssertEqual(ReadableNumber(9_999_999.99999).text, "1e7")
        XCTAssertEqual(ReadableNumber(9_999_999.4).kind, .plain)
        XCTAssertEqual(ReadableNumber(-3e300).text, "-3e300")
    }

    func testReadableNamesNonFiniteValues() {
        XCTAssertEqual(ReadableNumber(.nan).text, "NaN")
        XCTAssertEqual(ReadableNumber(.nan).kind, .notANumber)
        XCTAssertEqual(ReadableNumber(-.infinity).text, "-∞")
        XCTAssertEqual(ReadableNumber(.infinity).kind, .infinity)
    }

    func testCoordinatesHaveTwoDecimalsNoMinusZeroAndNeverANonFiniteValue() {
        XCTAssertEqual(NumberFormatting.coordinate(111.95443310620364), "111.95")
        XCTAssertEqual(NumberFormatting.coordinate(96.195443310620362), "96.2")
        XCTAssertEqual(NumberFormatting.coordinate(100), "100")
        XCTAssertEqual(NumberFormatting.coordinate(-0.0), "0")
        XCTAssertEqual(NumberFormatting.coordinate(-0.004), "0")
        XCTAssertEqual(NumberFormatting.coordinate(-0.005), "-0.01")
        XCTAssertEqual(NumberFormatting.coordinate(1.2e-14), "0")
        XCTAssertEqual(NumberFormatting.coordinate(.nan), "0")
        XCTAssertEqual(NumberFormatting.coordinate(.infinity), "1000000")
        XCTAssertEqual(NumberFormatting.coordinate(-1e300), "-1000000")
        XCTAssertEqual(NumberFormatting.coordinate(99.995), "100")
    }

    func testCSSNumbersAreExactInRangeAndPositionalOtherwise() {
        XCTAssertEqual(NumberFormatting.cssNumber(-0.002), "-0.002")
        XCTAssertEqual(NumberFormatting.cssNumber(0.7071067811865476), "0.7071067811865476")
        XCTAssertEqual(NumberFormatting.cssNumber(6.123233995736766e-17), "0")
        XCTAssertEqual(NumberFormatting.cssNumber(-0.0), "0")
        XCTAssertEqual(NumberFormatting.cssNumber(.nan), "0")
    }
}
