import Diagnostics
@testable import SnippetLanguage
import XCTest

/// Listings a reader of the seeds might write, each with the value Swift or Objective-C really gives (worked out by
/// hand, or by running the Swift twin with /opt/swift): places where the interpreter once answered differently.
final class SemanticsReviewTests: XCTestCase, SnippetEvaluating {
    /// Swift's `<<` and `>>` on `Int` are smart shifts: a count past the width gives 0 (or -1 for a negative value
    /// shifted right), a negative count shifts the other way; nothing traps. C's over-shift stays an error.
    func testSwiftShiftsPastTheWidthOrByANegativeCountAreSmartShifts() {
        let evaluation = evaluate("""
            var n = 70
            print(1 << n, 1 >> n, -1 >> n, -8 >> 1, 1 << -1, 8 >> -2, 1 << 63)
            """, .swift)
        XCTAssertFalse(evaluation.hasErrors, "\(messages(evaluation))")
        XCTAssertEqual(evaluation.console, "0 0 -1 -4 0 32 -9223372036854775808\n")

        let objc = evaluate("int n = 40;\nint s = 1 << n;\n", .objc)
        XCTAssertEqual(objc.diagnostics.map(\.id), ["shift-count"])
    }

    /// `Int.max &+ 1` is Int.min in Swift; it was parsed as `Int.max & (+1)` and gave 1, silently. The overflow
    /// operators are not modelled, so they are a diagnostic; `a & -b` (spaced) stays a bitwise and.
    func testSwiftOverflowOperatorsAreReportedNotReadAsABitwiseAnd() {
        let evaluation = evaluate("""
            let big = Int.max
            let w = big &+ 1
            let v = big &- 1
            let u = big &* 2
            let s = big &<< 1
            """, .swift)
        XCTAssertEqual(messages(evaluation), [
            "error unsupported-operator: overflow operator '&+' is not supported in Swift listings",
            "error unsupported-operator: overflow operator '&-' is not supported in Swift listings",
            "error unsupported-operator: overflow operator '&*' is not supported in Swift listings",
            "error unsupported-operator: overflow operator '&<<' is not supported in Swift listings",
        ])
        let spaced = evaluate("let a = 6 & -2\nprint(a)\n", .swift)
        XCTAssertFalse(spaced.hasErrors, "\(messages(spaced))")
        XCTAssertEqual(spaced.console, "6\n")
    }

    /// Swift's `Int(3.9)` is `Int(Double)`, truncating toward zero (swiftc: 3 and -3); it was the error "cannot
    /// convert value of type 'Double' to expected type 'Int'". An integer literal still becomes the Int itself.
    func testSwiftIntOfAFloatingPointLiteralTruncates() {
        let evaluation = evaluate("""
            let a = Int(3.9)
            let b = Int(-3.9)
            let c = Int(7 / 2)
            let d = Int(1.5 * 3)
            print(a, b, c, d)
            """, .swift)
        XCTAssertFalse(evaluation.hasErrors, "\(messages(evaluation))")
        XCTAssertEqual(evaluation.console, "3 -3 3 4\n")
        XCTAssertEqual(messages(evaluate("let e = Int(1e20)\n", .swift)), ["error integer-conversion: 1e+20 cannot be converted to 'Int'"])
    }

    /// C's `NSUInteger` is unsigned: `empty.count - 1` is 18446744073709551615 (so `last > 10` is YES), not -1.
    /// notebook's integers cannot hold it, so the wrap is an error instead of a silent -1.
    func testAnNSUIntegerThatWrapsBelowZeroIsReported() {
        let evaluation = evaluate("""
            NSArray *empty = @[];
            NSUInteger last = empty.count - 1;
            NSUInteger n = 0;
            n--;
            NSUInteger m = 3;
            NSUInteger k = -m;
            NSInteger fine = (NSInteger)empty.count - 1;
            NSUInteger up = empty.count + 2;
            up -= 1;
            """, .objc)
        XCTAssertEqual(messages(evaluation), [
            "error overflow: 'empty.count - 1' wraps around to 18446744073709551615 with the unsigned type 'NSUInteger', which notebook does not model",
            "error overflow: 'n--' wraps around to 18446744073709551615 with the unsigned type 'NSUInteger', which notebook does not model",
            "error overflow: '-m' wraps around to 18446744073709551613 with the unsigned type 'NSUInteger', which notebook does not model",
        ])
        XCTAssertEqual(evaluation.variables.first { $0.name == "fine" }.map { evaluation.describe($0.value) }, "-1")
        XCTAssertEqual(evaluation.variables.first { $0.name == "up" }.map { evaluation.describe($0.value) }, "1")
    }

    /// The same wrap reached by a mix of signed and unsigned operands, as C's usual arithmetic conversions make it:
    /// `NSUInteger - NSInteger` is unsigned in either order, a negative `int` compared with a count becomes huge
    /// (`-1 < a.count` is NO in C), and a negative value stored in an NSUInteger wraps. Adding a negative delta
    /// to a count wraps back into range in C, so it stays fine.
    func testSignedAndUnsignedMixesFollowTheUsualArithmeticConversionsOrAreReported() {
        let evaluation = evaluate("""
            NSArray *a = @[@1, @2];
            NSInteger i = 5;
            NSUInteger d = a.count - i;
            int j = -1;
            BOOL lt = j < a.count;
            NSUInteger s = j;
            NSInteger delta = -1;
            NSUInteger fine = a.count + delta;
            """, .objc)
        XCTAssertEqual(messages(evaluation), [
            "error overflow: 'a.count - i' wraps around to 18446744073709551613 with the unsigned type 'NSUInteger', which notebook does not model",
            "error overflow: 'j' wraps around to 18446744073709551615 with the unsigned type 'NSUInteger', which notebook does not model",
            "error overflow: 'j' wraps around to 18446744073709551615 with the unsigned type 'NSUInteger', which notebook does not model",
        ])
        XCTAssertEqual(evaluation.variables.first { $0.name == "fine" }.map { evaluation.describe($0.value) }, "1")
    }

    /// Swift evaluates operands left to right: in `(hit() ? 1 : 2) + hits` the call comes first, so `hits` reads 1
    /// (swiftc: 2). The literal operand waited for the other's type, and its condition ran after `hits` was read.
    func testAConditionsSideEffectsComeBeforeTheOtherOperand() {
        let evaluation = evaluate("""
            var hits = 0
            func hit() -> Bool {
                hits += 1
                return true
            }
            let v = (hit() ? 1 : 2) + hits
            let w = -(hits > 1 ? 1.5 : 2.5) * CGFloat(hits)
            print(v, w)
            """, .swift)
        XCTAssertFalse(evaluation.hasErrors, "\(messages(evaluation))")
        XCTAssertEqual(evaluation.console, "2 -2.5\n")
    }

    /// `stride(from: 0, to: limit(), by: 1)` calls limit() once, as Swift does; the typed argument was evaluated
    /// once to find the literals' type and again with them.
    func testStrideEvaluatesEachArgumentOnce() {
        let evaluation = evaluate("""
            var calls = 0
            func limit() -> Int {
                calls += 1
                return 3
            }
            var n = 0
            for i in stride(from: 0, to: limit(), by: 1) { n += i }
            print(calls, n)
            """, .swift)
        XCTAssertFalse(evaluation.hasErrors, "\(messages(evaluation))")
        XCTAssertEqual(evaluation.console, "1 3\n")
    }
}
