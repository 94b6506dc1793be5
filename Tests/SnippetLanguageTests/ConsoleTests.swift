import Diagnostics
@testable import SnippetLanguage
import XCTest

/// `print` and `NSLog`: the listing's console. The expected texts of the C conversions are what C's printf writes for
/// the same doubles (checked with Python's `%` operator, which calls it: `'%.2f' % 2.675` is `2.67`, since 2.675 is
/// 2.67499999999999982236431605997495353221893310546875 in binary; `'%.2f' % 0.125` is `0.12`, a tie rounded to even).
final class ConsoleTests: XCTestCase {
    private func console(_ source: String, _ dialect: Dialect) -> Evaluation {
        SnippetEvaluator.evaluate(source, dialect: dialect, origin: SourceOrigin(file: "snippet", firstLine: 1))
    }

    func testNSLogFormatsAsCDoes() {
        let evaluation = console("""
            CGFloat angle = M_PI / 4;
            NSInteger n = 6;
            NSLog(@"angle = %f, %.2f, %g, n = %d (%ld)", angle, angle, angle, n, n);
            NSLog(@"%@ and %5.1f|%-4d|%04d|%e|%g|%g|100%%", @"text", 2.25, 7, 42, 1234.5678, 0.0001, 1e20);
            NSLog(@"%.2f %.0f %.0f %.3f %g %.2f %g %+.1f", 2.675, 0.5, 1.5, 0.0005, 100000.0, 0.125, 123456789.0, -0.04);
            """, .objc)
        XCTAssertFalse(evaluation.hasErrors, "\(evaluation.diagnostics)")
        XCTAssertEqual(evaluation.console, """
            angle = 0.785398, 0.79, 0.785398, n = 6 (6)
            text and   2.2|7   |0042|1.234568e+03|0.0001|1e+20|100%
            2.67 0 2 0.001 100000 0.12 1.23457e+08 -0.0

            """)
    }

    func testPrintWritesInterpolatedStructsAndSIMDAsSwiftDoes() {
        let evaluation = console(#"""
            struct Vector { var x: CGFloat; var y: CGFloat = 0 }
            let v = Vector(x: 3, y: 4)
            print("v = \(v), x = \(v.x)")
            print(Vector(x: 1), [Vector(x: 2)])
            let m = simd_double4x4(CATransform3DMakeTranslation(1, 2, 3))
            print("\(m.columns.3)")
            print(m)
            """#, .swift)
        XCTAssertTrue(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics)")
        XCTAssertEqual(evaluation.console, """
            v = Vector(x: 3.0, y: 4.0), x = 3.0
            Vector(x: 1.0, y: 0.0) [Vector(x: 2.0, y: 0.0)]
            SIMD4<Double>(1.0, 2.0, 3.0, 1.0)
            simd_double4x4([[1.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0], [1.0, 2.0, 3.0, 1.0]])

            """)
    }

    func testAMismatchedConversionIsClangsWarning() {
        let evaluation = console("CGFloat angle = 1.5;\nNSLog(@\"%d\", angle);", .objc)
        XCTAssertEqual(evaluation.diagnostics.map(\.message), ["format specifies type 'int' but the argument has type 'CGFloat'"])
        XCTAssertEqual(evaluation.diagnostics.first?.severity, .warning)
        XCTAssertEqual(evaluation.console, "1\n")
    }

    func testMissingArgumentIsAnError() {
        let evaluation = console("NSLog(@\"%f and %f\", 1.0);", .objc)
        XCTAssertTrue(evaluation.diagnostics.contains { $0.message == "more '%' conversions than data arguments" && $0.severity == .error })
    }

    func testSwiftPrintDescribesAsSwiftDoes() {
        let evaluation = console("""
            let x: CGFloat = 270
            print("angle", x, 1, separator: ", ")
            print(CGPoint(x: 1, y: 2), terminator: "")
            print(" same line")
            print((1, "a"), ["a"], [0.5, 1.5])
            """, .swift)
        XCTAssertFalse(evaluation.hasErrors, "\(evaluation.diagnostics)")
        XCTAssertEqual(evaluation.console, "angle, 270.0, 1\n(1.0, 2.0) same line\n(1, \"a\") [\"a\"] [0.5, 1.5]\n")
    }

    func testConsoleIsInTextAndJSONOnlyWhenPrinted() {
        let printed = console("print(\"hi\")", .swift)
        XCTAssertTrue(printed.text().hasSuffix("console:\n  hi\n"), printed.text())
        XCTAssertTrue(printed.jsonText().contains("\"console\": \"hi\\n\""), printed.jsonText())
        let silent = console("let x = 1", .swift)
        XCTAssertFalse(silent.text().contains("console:"))
        XCTAssertFalse(silent.jsonText().contains("\"console\""))
    }

    func testPrintingWithoutEndStopsAtALimit() {
        let evaluation = console("while true { print(\"spam spam spam spam\") }", .swift)
        XCTAssertTrue(evaluation.diagnostics.contains { $0.id == SnippetDiagnosticID.consoleLimit.rawValue || $0.id == SnippetDiagnosticID.loopLimit.rawValue })
        XCTAssertLessThanOrEqual(evaluation.console.utf8.count, Limits.maximumConsoleBytes + 100)
    }
}
