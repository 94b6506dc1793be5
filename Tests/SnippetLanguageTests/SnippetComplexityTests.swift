import Diagnostics
import Foundation
@testable import NotebookTestSupport
import SnippetLanguage
import XCTest

/// Lexing, preprocessing, parsing and evaluating a listing must be linear in its length and in its nesting depth.
/// Each test evaluates a listing and one ten times larger, in this process, and requires it to take less than 25
/// times as long: linear work gives about 10, a quadratic step about 100. No absolute time is asserted; each size is
/// the median of five evaluations.
final class SnippetComplexityTests: XCTestCase {
    private static let allowedRatio = 25.0
    private static let rounds = 5

    func testLongListingsTakeLinearTime() {
        for dialect in Dialect.allCases {
            assertLinear("\(dialect) statements", small: 80) { count in
                (0..<count).map { Self.statements(number: $0, dialect: dialect) }.joined()
            } run: { source in
                let evaluation = Self.evaluate(source, dialect)
                XCTAssertFalse(evaluation.hasErrors, "\(evaluation.diagnostics.prefix(3))")
                // As an expect block reads them: one expression per variable, against the finished evaluation.
                for name in ["x0", "t0", "m0"] {
                    XCTAssertNotNil(evaluation.evaluateExpression(name, origin: SourceOrigin(file: "e")).value)
                }
            }
        }
    }

    func testMacrosTakeLinearTime() {
        assertLinear("macros and their uses", small: 200) { count in
            (0..<count).map { "#define HALF\($0)(v) ((v) / 2.0 + \($0))\nCGFloat h\($0) = HALF\($0)(HALF\($0)(\($0)));\n" }.joined()
        } run: { source in
            let evaluation = Self.evaluate(source, .objc)
            XCTAssertFalse(evaluation.hasErrors, "\(evaluation.diagnostics.prefix(3))")
        }
    }

    func testNestingTakesLinearTimeInItsDepth() {
        // Depth 8 and 80 of parentheses, and of `if` blocks half as deep (each is two levels, the statement and its
        // braces; Limits.maximumNesting is 100), many times over so that the smaller listing is not all fixed costs.
        for dialect in Dialect.allCases {
            assertLinear("\(dialect) nesting depth", small: 8) { depth in
                (0..<30).map { Self.nested(depth: depth, number: $0, dialect: dialect) }.joined()
            } run: { source in
                let evaluation = Self.evaluate(source, dialect)
                XCTAssertFalse(evaluation.hasErrors, "\(evaluation.diagnostics.prefix(3))")
            }
        }
    }

    // MARK: Listings

    private static func statements(number: Int, dialect: Dialect) -> String {
        switch dialect {
        case .objc:
            """
            CGFloat x\(number) = \(number) * 0.5 + sqrt(\(number));
            CGAffineTransform t\(number) = CGAffineTransformRotate(CGAffineTransformMakeScale(2, x\(number)), M_PI / 6);
            CATransform3D m\(number) = CATransform3DTranslate(CATransform3DIdentity, x\(number), 1, -1);
            if (x\(number) > 3) { x\(number) = x\(number) - 1; }

            """
        case .swift:
            """
            var x\(number): CGFloat = \(number) * 0.5 + sqrt(\(number))
            let t\(number) = CGAffineTransform(scaleX: 2, y: x\(number)).rotated(by: .pi / 6)
            let m\(number) = CATransform3DTranslate(CATransform3DIdentity, x\(number), 1, -1)
            if x\(number) > 3 { x\(number) = x\(number) - 1 }

            """
        }
    }

    private static func nested(depth: Int, number: Int, dialect: Dialect) -> String {
        let expression = String(repeating: "(", count: depth) + "1" + String(repeating: " + 1)", count: depth)
        let blocks = depth / 2
        switch dialect {
        case .objc:
            return "CGFloat p\(number) = \(expression);\n" + String(repeating: "if (p\(number) > 0) { ", count: blocks)
                + "p\(number) = p\(number) + 1;" + String(repeating: " }", count: blocks) + "\n"
        case .swift:
            return "var p\(number): CGFloat = \(expression)\n" + String(repeating: "if p\(number) > 0 { ", count: blocks)
                + "p\(number) = p\(number) + 1" + String(repeating: " }", count: blocks) + "\n"
        }
    }

    private static func evaluate(_ source: String, _ dialect: Dialect) -> Evaluation {
        SnippetEvaluator.evaluate(source, dialect: dialect, origin: SourceOrigin(file: "complexity"))
    }

    // MARK: Measuring

    /// Runs `run` on `source(small)` and `source(10 * small)` `rounds` times each, alternately (after one run that
    /// is not measured), and asserts that the larger one's median takes less than `allowedRatio` times the smaller
    /// one's, in CPU time (`processCPUSeconds`).
    private func assertLinear(_ what: String, small: Int, source: (Int) -> String, run: (String) -> Void,
                              file: StaticString = #filePath, line: UInt = #line) {
        let sizes = [small, small * 10]
        let sources = sizes.map(source)
        run(sources[0])
        var times: [[Double]] = [[], []]
        for _ in 0..<Self.rounds {
            for index in sizes.indices {
                times[index].append(processCPUSeconds { run(sources[index]) })
            }
        }
        let medians = times.map { $0.sorted()[Self.rounds / 2] }
        let ratio = medians[1] / medians[0]
        XCTAssertLessThan(ratio, Self.allowedRatio,
                          "\(what): \(sizes[0]) took \(medians[0]) s, \(sizes[1]) took \(medians[1]) s (ratio \(ratio))",
                          file: file, line: line)
    }
}
