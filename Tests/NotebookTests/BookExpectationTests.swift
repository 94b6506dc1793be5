import Diagnostics
import XCTest
@testable import Notebook

final class BookExpectationTests: XCTestCase {
    let path = "Chapters/05-3d.md"

    /// Parses `lines` as the expect block of a listing and returns it with the rendered diagnostics.
    func parseExpect(_ lines: String, indent: String = "") -> (ExpectationBlock?, String, String) {
        let body = lines.split(separator: "\n", omittingEmptySubsequences: false).map { indent + $0 }.joined(separator: "\n")
        let text = "# T\n\n\(indent)```objc\n\(indent)x\n\(indent)```\n\(indent)```expect\n\(body)\n\(indent)```\n"
        let (chapter, diagnostics) = Chapter.parse(text, name: "05-3d.md", path: path, number: 5)
        return (chapter?.listings.first?.expectations, rendered(diagnostics, file: path, text: text), text)
    }

    func testTimesFromTheFenceAndFromAtLines() throws {
        let text = "# T\n\n```objc\nx\n```\n```expect at=1.5\na = 1\nat 2.5:\nb = 2\nat 0:\nc = 3\n```\n"
        let (chapter, diagnostics) = Chapter.parse(text, name: "05-3d.md", path: path, number: 5)
        XCTAssertEqual(rendered(diagnostics, file: path, text: text), "")
        let expectations = try XCTUnwrap(chapter?.listings.first?.expectations).expectations
        XCTAssertEqual(expectations.map(\.time), [1.5, 2.5, 0])
        // Without any: the model values (no time).
        let (plain, _, _) = parseExpect("a = 1")
        XCTAssertEqual(try XCTUnwrap(plain).expectations.map(\.time), [nil])
    }

    func testABadTimeIsLocated() {
        let (_, diagnostics, _) = parseExpect("at soon:\na = 1")
        XCTAssertTrue(diagnostics.contains("invalid time 'soon': expected a number of seconds"), diagnostics)
        let text = "# T\n\n```objc\nx\n```\n```expect at=-1\na = 1\n```\n"
        let (_, fenceDiagnostics) = Chapter.parse(text, name: "05-3d.md", path: path, number: 5)
        XCTAssertEqual(fenceDiagnostics.map(\.message), ["invalid time '-1': expected a number of seconds, 0 or more (like 2.5)"])
        XCTAssertEqual(fenceDiagnostics.first?.location.column, 14)
    }

    func testEveryValueForm() throws {
        let (block, diagnostics, _) = parseExpect("""
        transform = [0.43301270189221935 0.24999999999999997 -0.24999999999999997 0.43301270189221935 86.60254037844388 49.99999999999999]
        transform.tx = 86.6025 ± 1e-4
        self.layerView.layer.frame = (40, 60, 120, 80)   # a rect
        self.layerView.layer.quad = (83.3, 96.7) (166.7, 146.7) (116.7, 233.3) (33.3, 183.3) +- 0.1
        self.layerView.layer.visible = YES
        hidden = false
        layer.facing = back
        perspective.m34 = -0.002
        size = (200, 1.5e2)
        t = [1 0 0 0; 0 1 0 0; 0 0 1 -0.002; 0 0 0 1]
        CGRectGetMidX(frame) = +.5±0.25

        CATransform3DEqualToTransform(a, b) = NO
        a == b = YES
        warning: never used
        """)
        XCTAssertEqual(diagnostics, "")
        let expectations = try XCTUnwrap(block).expectations
        XCTAssertEqual(expectations.map(\.value), [
            .affine([0.43301270189221935, 0.24999999999999997, -0.24999999999999997, 0.43301270189221935, 86.60254037844388, 49.99999999999999]),
            .number(86.6025),
            .rect(x: 40, y: 60, width: 120, height: 80),
            .points([ValuePoint(83.3, 96.7), ValuePoint(166.7, 146.7), ValuePoint(116.7, 233.3), ValuePoint(33.3, 183.3)]),
            .boolean(true),
            .boolean(false),
            .word("back"),
            .number(-0.002),
            .pair(ValuePoint(200, 150)),
            .transform3D([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -0.002, 0, 0, 0, 1]),
            .number(0.5),
            .boolean(false),
            .boolean(true),
        ])
        XCTAssertEqual(expectations.map(\.tolerance), [1e-9, 1e-4, 1e-9, 0.1, 1e-9, 1e-9, 1e-9, 1e-9, 1e-9, 1e-9, 0.25, 1e-9, 1e-9])
        XCTAssertEqual(expectations[1].valueText, "86.6025")
        XCTAssertEqual(expectations[2].valueText, "(40, 60, 120, 80)")
        XCTAssertEqual(expectations[12].expression, "a == b")
        XCTAssertEqual(try XCTUnwrap(block).warnings, [ExpectedWarning(text: "never used", location: SourceLocation(file: path, line: 21, column: 1))])
    }

    func testExpressionOriginIsItsExactColumnEvenInsideContainers() throws {
        let (block, diagnostics, _) = parseExpect("  self.layer.frame = (0, 0, 1, 1)\nt=1", indent: "> ")
        XCTAssertEqual(diagnostics, "")
        let expectations = try XCTUnwrap(block).expectations
        XCTAssertEqual(expectations.map(\.origin), [
            SourceOrigin(file: path, firstLine: 7, firstColumn: 5),
            SourceOrigin(file: path, firstLine: 8, firstColumn: 3),
        ])
        XCTAssertEqual(expectations[0].location.description, "Chapters/05-3d.md:7:5")
    }

    func testEveryMalformedLineGetsADiagnosticAtItsColumn() {
        let (_, diagnostics, _) = parseExpect("""
        t
         = 3
        t =
        t = yes
        t = 12abc
        t = (1, 2, 3)
        t = (1, 2) (3, 4, 5, 6)
        t = [1 2 3]
        t = [1 2 3 4; 1 2 3 4]
        t = 1 ±
        t = 1 ± -2
        t = 1 2
        t = (1, 2
        t = (1; 2)
        t = (1, )
        t = 1e999
        warning:
        t = (1, 2, 3, 4) (5, 6)
        v = YES ± 0.5
        f = back +- 1
        """)
        XCTAssertEqual(diagnostics.split(separator: "\n").filter { !$0.hasPrefix(" ") }, [
            "Chapters/05-3d.md:7:1: error: expected 'EXPRESSION = VALUE' or 'warning: TEXT'",
            "Chapters/05-3d.md:8:2: error: expected an expression before '='",
            "Chapters/05-3d.md:9:4: error: expected a value after '='",
            "Chapters/05-3d.md:10:5: error: unknown value 'yes'; expected a number, YES, NO, true, false, front, back, a tuple or a matrix; did you mean 'YES'?",
            "Chapters/05-3d.md:11:5: error: '12abc' is not a number",
            "Chapters/05-3d.md:12:5: error: a tuple has 2 numbers (a point or size) or 4 (a rect), not 3",
            "Chapters/05-3d.md:13:12: error: a list of points takes (x, y) pairs, not tuples of 4",
            "Chapters/05-3d.md:14:5: error: a matrix is [a b c d tx ty] (6 numbers) or 4 rows of 4 separated by ';'; found 1 row of 3",
            "Chapters/05-3d.md:15:5: error: a matrix is [a b c d tx ty] (6 numbers) or 4 rows of 4 separated by ';'; found 2 rows of 4, 4",
            "Chapters/05-3d.md:16:8: error: expected a tolerance after '±'",
            "Chapters/05-3d.md:17:9: error: tolerance must not be negative",
            "Chapters/05-3d.md:18:7: error: unexpected text after the value",
            "Chapters/05-3d.md:19:10: error: expected ')'",
            "Chapters/05-3d.md:19:5: note: to match this",
            "Chapters/05-3d.md:20:7: error: expected ',' or ')', found ';'",
            "Chapters/05-3d.md:21:9: error: expected a number, found ')'",
            "Chapters/05-3d.md:22:5: error: '1e999' is too large: the largest finite value is about 1.8e308",
            "Chapters/05-3d.md:23:1: error: expected the text of the warning after 'warning:'",
            "Chapters/05-3d.md:24:18: error: a list of points takes (x, y) pairs, not tuples of 4",
            "Chapters/05-3d.md:25:9: error: 'YES' is compared exactly; a tolerance applies only to numbers",
            "Chapters/05-3d.md:26:10: error: 'back' is compared exactly; a tolerance applies only to numbers",
        ])
    }

    func testRenderedDiagnosticShowsTheLineAndCaret() {
        let (_, diagnostics, _) = parseExpect("self.layer.frame = (40, 60, 120)")
        XCTAssertEqual(diagnostics, """
        Chapters/05-3d.md:7:20: error: a tuple has 2 numbers (a point or size) or 4 (a rect), not 3
         7 | self.layer.frame = (40, 60, 120)
           |                    ^~~~~~~~~~~~~

        """)
    }
}

final class BookExpectationCheckingTests: XCTestCase {
    func expectation(_ expression: String, _ value: ExpectedValue, _ text: String, tolerance: Double = 1e-9) -> Expectation {
        Expectation(expression: expression, origin: SourceOrigin(file: "Chapters/05-3d.md", firstLine: 42, firstColumn: 1),
                    value: value, valueText: text, tolerance: tolerance)
    }

    func testHoldingExpectationsReturnNil() {
        XCTAssertNil(expectation("x", .number(86.6025), "86.6025", tolerance: 1e-4).check(.number(86.60254037844388)))
        XCTAssertNil(expectation("p", .pair(ValuePoint(1, 2)), "(1, 2)").check(.point(ValuePoint(1, 2 + 1e-10))))
        XCTAssertNil(expectation("s", .pair(ValuePoint(1, 2)), "(1, 2)").check(.size(width: 1, height: 2)))
        XCTAssertNil(expectation("v", .boolean(true), "YES").check(.boolean(true)))
        XCTAssertNil(expectation("f", .word("front"), "front").check(.word("front")))
        XCTAssertNil(expectation("q", .points([ValuePoint(0, 0), ValuePoint(1, 0), ValuePoint(1, 1), ValuePoint(0, 1)]), "")
            .check(.quad([ValuePoint(0, 0), ValuePoint(1, 0), ValuePoint(1, 1), ValuePoint(0, 1)])))
        XCTAssertNil(expectation("i", .number(.infinity), "").check(.number(.infinity)))
    }

    /// Scalars fail on one line; a rectangle or quad names the element that differs and the tolerance.
    func testScalarFailuresOnOneLine() {
        XCTAssertEqual(expectation("transform.tx", .number(86.6025), "86.6025", tolerance: 1e-5).check(.number(86.60254037844388))?.text,
                       "Chapters/05-3d.md:42: expected transform.tx = 86.6025 ± 1e-5, got 86.60254037844388")
        XCTAssertEqual(expectation("layer.visible", .boolean(true), "YES").check(.boolean(false))?.text,
                       "Chapters/05-3d.md:42: expected layer.visible = YES, got NO")
        XCTAssertEqual(expectation("layer.frame", .rect(x: 40, y: 60, width: 120, height: 80), "(40, 60, 120, 80)")
            .check(.rect(x: 40, y: 60.5, width: 120, height: 80))?.text,
                       "Chapters/05-3d.md:42: expected layer.frame = (40, 60, 120, 80), got (40, 60.5, 120, 80)\n"
                           + "  y: expected 60, got 60.5 (off by 0.5; tolerance 1e-9)")
        XCTAssertEqual(expectation("q", .points([ValuePoint(0, 0), ValuePoint(1, 0), ValuePoint(1, 1), ValuePoint(0, 1)]), "", tolerance: 1e-4)
            .check(.quad([ValuePoint(0, 0), ValuePoint(1, 0), ValuePoint(1, 1.5), ValuePoint(0, 1)]))?.text.split(separator: "\n").last,
                       "  p3.y: expected 1, got 1.5 (off by 0.5; tolerance 0.0001)")
        XCTAssertEqual(expectation("n", .number(1), "1").check(.number(.nan))?.text,
                       "Chapters/05-3d.md:42: expected n = 1, got nan")
    }

    func testTypeAndCountMismatches() {
        let failure = expectation("t", .transform3D([Double](repeating: 0, count: 16)), "[...]").check(.point(ValuePoint(3, 4)))
        XCTAssertEqual(failure?.reason, .typeMismatch)
        XCTAssertEqual(failure?.text, "Chapters/05-3d.md:42: expected t = [...], which is a 3D transform, got a point: (3, 4)")
        let count = expectation("layer.polygon", .points([ValuePoint(0, 0), ValuePoint(1, 0), ValuePoint(1, 1)]), "(0, 0) (1, 0) (1, 1)")
            .check(.polygon([ValuePoint(0, 0), ValuePoint(1, 0)]))
        XCTAssertEqual(count?.reason, .countMismatch)
        XCTAssertEqual(count?.text,
                       "Chapters/05-3d.md:42: expected layer.polygon = (0, 0) (1, 0) (1, 1), got (0, 0) (1, 0) (expected 3 points, got 2)")
        XCTAssertEqual(expectation("b", .boolean(true), "YES").check(.number(1))?.reason, .typeMismatch)
    }

    func testMatrixFailureIsLaidOutAsAlignedGrids() {
        let expected: [Double] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -0.002, 0, 0, 0, 1]
        var observed = expected
        observed[11] = -0.0025
        observed[0] = 0.99999999999999989
        let failure = expectation("perspective", .transform3D(expected), "[1 0 0 0; 0 1 0 0; 0 0 1 -0.002; 0 0 0 1]").check(.transform3D(observed))
        XCTAssertEqual(failure?.text, """
        Chapters/05-3d.md:42: expected perspective =
            [ 1  0  0        0
              0  1  0        0
              0  0  1   -0.002
              0  0  0        1 ]
          got
            [ 1  0  0        0
              0  1  0        0
              0  0  1  -0.0025
              0  0  0        1 ]
          m34: expected -0.002, got -0.0025 (off by 0.0005; tolerance 1e-9)
        """)
    }

    func testAffineFailureShowsFullPrecisionOnlyWhereItDiffers() {
        let failure = expectation("transform", .affine([0.5, 0, 0, 0.5, 100, 0]), "[0.5 0 0 0.5 100 0]")
            .check(.affine([0.5000000001, 0, 0, 0.5, 100.25, 0.123456789]))
        // `a` is off by 1e-10, within the tolerance: it is not listed, and is shown to six digits.
        XCTAssertEqual(failure?.text, """
        Chapters/05-3d.md:42: expected transform =
            [    0.5            0
                   0          0.5
                 100            0 ]
          got
            [    0.5            0
                   0          0.5
              100.25  0.123456789 ]
          tx: expected 100, got 100.25 (off by 0.25; tolerance 1e-9)
          ty: expected 0, got 0.123456789 (off by 0.123456789; tolerance 1e-9)
        """)
    }

    func testMalformedHandBuiltMatricesDoNotCrash() {
        let failure = expectation("m", .affine([1, 2, 3, 4, 5]), "[1 2 3 4 5]").check(.affine([1, 2, 3, 4, 6]))
        XCTAssertEqual(failure?.text, "Chapters/05-3d.md:42: expected m = [1 2 3 4 5], got [1 2 3 4 6]")
    }

    func testWarnings() {
        let warning = ExpectedWarning(text: "never used", location: SourceLocation(file: "Chapters/05-3d.md", line: 44, column: 1))
        XCTAssertNil(warning.check(warnings: ["variable 'x' was never used"]))
        XCTAssertEqual(warning.check(warnings: [])?.text, "Chapters/05-3d.md:44: expected a warning containing 'never used', got no warnings")
        XCTAssertEqual(warning.check(warnings: ["a", "b"])?.text, "Chapters/05-3d.md:44: expected a warning containing 'never used', got 'a', 'b'")
    }

    func testTwinComparison() {
        XCTAssertTrue(ObservedValue.point(ValuePoint(1, 2)).isApproximatelyEqual(to: .point(ValuePoint(1, 2.0000001)), tolerance: 1e-6))
        XCTAssertFalse(ObservedValue.point(ValuePoint(1, 2)).isApproximatelyEqual(to: .size(width: 1, height: 2), tolerance: 1))
        XCTAssertFalse(ObservedValue.number(.nan).isApproximatelyEqual(to: .number(.nan), tolerance: 1))
    }

    func testNumberFormatting() {
        XCTAssertEqual(ValueFormatting.full(1e-9), "1e-9")
        XCTAssertEqual(ValueFormatting.full(1.5e20), "1.5e20")
        XCTAssertEqual(ValueFormatting.full(-0.0), "0")
        XCTAssertEqual(ValueFormatting.full(200), "200")
        XCTAssertEqual(ValueFormatting.full(0.1 + 0.2), "0.30000000000000004")
        XCTAssertEqual(ValueFormatting.short(0.43301270189221935), "0.433013")
        XCTAssertEqual(ValueFormatting.short(86.60254037844388), "86.6025")
    }
}
