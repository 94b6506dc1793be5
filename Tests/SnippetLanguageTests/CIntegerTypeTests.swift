import Diagnostics
@testable import SnippetLanguage
import XCTest

/// C's integer types with their real widths and signedness. Each expected value is what the C expression gives on
/// an Apple platform, confirmed with Swift's `UInt32(truncatingIfNeeded:)`, `Int16(truncatingIfNeeded:)` and `&-`
/// (the same two's complement arithmetic): `UInt32(1) &- 2` is 4294967295, `Int16(truncatingIfNeeded: 40000)` is -25536.
final class CIntegerTypeTests: XCTestCase, SnippetEvaluating {
    private func evaluate(_ source: String) -> Evaluation {
        evaluate(source, .objc)
    }

    /// The 32-bit unsigned types wrap modulo 2^32, by definition, with no diagnostic.
    func testThirtyTwoBitUnsignedTypesWrap() {
        let evaluation = evaluate("""
            unsigned int u = 1;
            u -= 2;
            uint32_t v = 0;
            v--;
            unsigned w = -1;
            unsigned int big = 4000000000u;
            unsigned int product = big * 3;
            unsigned int negated = -(unsigned int)5;
            unsigned int inverted = ~0u;
            """)
        XCTAssertEqual(messages(evaluation), [])
        XCTAssertEqual(values(evaluation, ["u", "v", "w", "big", "product", "negated", "inverted"]),
                       ["4294967295", "4294967295", "4294967295", "4000000000", "3410065408", "4294967291", "4294967295"])
    }

    /// `short`, `char` and the 8- and 16-bit types convert to their width on assignment (two's complement), with no
    /// warning: the conversion is implementation-defined, not an overflow.
    func testNarrowTypesConvertToTheirWidthOnAssignment() {
        let evaluation = evaluate("""
            short s = 40000;
            char c = 200;
            unsigned char uc = 300;
            unsigned short us = -1;
            int8_t i8 = 127;
            i8++;
            uint8_t u8 = 255;
            u8 += 1;
            int16_t i16 = -32768;
            i16 -= 1;
            uint16_t u16 = 65535;
            u16 = u16 * u16;
            signed char sc = -129;
            """)
        // 65535 * 65535 is computed in int (promotion) and overflows it: undefined in C, so it keeps its warning.
        XCTAssertEqual(messages(evaluation), [
            "warning integer-overflow: overflow in 'u16 * u16': the result wraps to -131071 with type 'int'",
        ])
        XCTAssertEqual(values(evaluation, ["s", "c", "uc", "us", "i8", "u8", "i16", "u16", "sc"]),
                       ["-25536", "-56", "44", "65535", "-128", "0", "32767", "1", "127"])
    }

    /// Integer promotion: arithmetic on the narrow types is done in `int` (so `uc + 10` is 260 and `us - 1` is -1).
    func testNarrowTypesArePromotedToIntInArithmetic() {
        let evaluation = evaluate("""
            unsigned char uc = 250;
            int sum = uc + 10;
            unsigned short us = 0;
            int below = us - 1;
            long wide = us - 1;
            char c = 100;
            int product = c * c;
            int negated = -uc;
            """)
        XCTAssertEqual(messages(evaluation), [])
        XCTAssertEqual(values(evaluation, ["sum", "below", "wide", "product", "negated"]), ["260", "-1", "-1", "10000", "-250"])
        XCTAssertEqual(evaluation.variables.first { $0.name == "sum" }.map { $0.value.typeName(in: .objc) }, "int")
    }

    /// The usual arithmetic conversions: `unsigned int` op `int` is `unsigned int` (the int converts, -1 becoming
    /// 4294967295), so comparisons and quotients change; `unsigned int` op `long` is `long`, which holds every value.
    func testMixedSignednessFollowsTheUsualArithmeticConversions() {
        let evaluation = evaluate("""
            unsigned int one = 1;
            int minusOne = -1;
            BOOL less = minusOne < one;
            unsigned int two = 2;
            unsigned int quotient = -6 / two;
            long quotientAsLong = -6 / two;
            int remainder = -7 % two;
            unsigned int three = 3;
            long triple = three * minusOne;
            long difference = one - 2L;
            BOOL longLess = -1L < one;
            """)
        XCTAssertEqual(values(evaluation, ["less", "quotient", "quotientAsLong", "remainder", "triple", "difference", "longLess"]),
                       ["NO", "2147483645", "2147483645", "1", "4294967293", "-1", "YES"])
    }

    /// The 64-bit unsigned types behave as `NSUInteger`: a value below 0 is near 2^64, which notebook's integers
    /// cannot hold, so it is the `overflow` error rather than a silent negative number.
    func testSixtyFourBitUnsignedTypesReportAWrapBelowZero() {
        let evaluation = evaluate("""
            unsigned long a = 1;
            a -= 2;
            size_t b = 0;
            b--;
            uint64_t c = 5;
            uint64_t d = c - 6;
            unsigned long long e = -1;
            size_t fine = 3;
            fine -= 1;
            """)
        XCTAssertEqual(messages(evaluation), [
            "error overflow: 'a -= 2' wraps around to 18446744073709551615 with the unsigned type 'unsigned long', which notebook does not model",
            "error overflow: 'b--' wraps around to 18446744073709551615 with the unsigned type 'size_t', which notebook does not model",
            "error overflow: 'c - 6' wraps around to 18446744073709551615 with the unsigned type 'uint64_t', which notebook does not model",
            "error overflow: '-1' wraps around to 18446744073709551615 with the unsigned type 'unsigned long long', which notebook does not model",
        ])
        XCTAssertEqual(values(evaluation, ["fine"]), ["2"])
    }

    /// Signed `int` overflow is undefined in C and keeps its warning; a narrow type's conversion and an unsigned
    /// type's wrap are defined (or implementation-defined) and give no warning.
    func testOnlySignedIntOverflowWarns() {
        let evaluation = evaluate("""
            int i = 2147483647;
            i++;
            short s = 32767;
            s++;
            unsigned int u = 4294967295u;
            u++;
            """)
        XCTAssertEqual(messages(evaluation), [
            "warning integer-overflow: overflow in 'i++': the result wraps to -2147483648 with type 'int'",
        ])
        XCTAssertEqual(values(evaluation, ["i", "s", "u"]), ["-2147483648", "-32768", "0"])
    }

    /// `%d`, `%u` and `%lu` print the argument's bits as the conversion's type: `%d` of 4294967295u is -1, `%u` of
    /// -1 is 4294967295, `%lu` of the long -1 is 18446744073709551615, `%hhd` of 200 is -56.
    func testNSLogIntegerConversionsUseTheirLength() {
        let evaluation = evaluate("""
            unsigned int u = 4294967295u;
            int m = -1;
            long l = -1;
            NSLog(@"%u %d %u %lu %hhd %hu", u, u, m, l, 200, 65537);
            """)
        XCTAssertEqual(messages(evaluation), [])
        XCTAssertEqual(evaluation.console, "4294967295 -1 4294967295 18446744073709551615 -56 1\n")
    }
}
