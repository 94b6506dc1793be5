import Diagnostics
@testable import SnippetLanguage
import XCTest

/// `EvaluationOptions.stopAfterStatements`, the live cell's step: simple statements are counted as they run (loop
/// bodies once per iteration, calls' bodies too), and a stop is silent, keeping what was computed so far.
final class StopAfterStatementsTests: XCTestCase {
    private let loop = """
        CGFloat total = 0;
        for (NSInteger i = 0; i < 3; i++) {
            total = total + i;
        }
        CGFloat done = total;
        """

    private func evaluate(_ source: String, _ dialect: Dialect = .objc, stop: Int? = nil) -> Evaluation {
        SnippetEvaluator.evaluate(source, dialect: dialect, origin: SourceOrigin(file: "s.m"),
                                  options: EvaluationOptions(stopAfterStatements: stop))
    }

    func testLoopBodiesCountOncePerIterationAndTheLoopItselfDoesNot() {
        let whole = evaluate(loop)
        XCTAssertEqual(whole.executedStatements, 6, "total, the loop's initialiser, three iterations of the body, done")
        XCTAssertFalse(whole.stoppedAfterStatements)
        XCTAssertEqual(whole.lastStatementLine, 5)
    }

    func testAStopKeepsTheStateAfterThatStatementWithoutADiagnostic() {
        // total, i = 0, then the body for i = 0 and i = 1: total is 1.
        let third = evaluate(loop, stop: 4)
        XCTAssertTrue(third.stoppedAfterStatements)
        XCTAssertEqual(third.executedStatements, 4)
        XCTAssertEqual(third.lastStatementLine, 3)
        XCTAssertEqual(third.variable(named: "total").map { String(describing: $0) }, evaluate("CGFloat total = 1;").variable(named: "total").map { String(describing: $0) })
        XCTAssertNil(third.variable(named: "done"))
        XCTAssertTrue(third.diagnostics.isEmpty, "\(third.diagnostics)")
    }

    func testAStopBeyondTheEndIsTheWholeRun() {
        let beyond = evaluate(loop, stop: 99)
        XCTAssertFalse(beyond.stoppedAfterStatements)
        XCTAssertEqual(beyond.executedStatements, 6)
        XCTAssertNotNil(beyond.variable(named: "done"))
    }

    func testStatementsOfCalledFunctionsCountInSwiftToo() {
        let source = """
            func twice(_ x: CGFloat) -> CGFloat {
                let y = x * 2
                return y
            }
            let a = twice(1)
            let b = twice(a)
            """
        let whole = evaluate(source, .swift)
        XCTAssertEqual(whole.executedStatements, 6, "a and b, and two statements in each call")
        let inSecondCall = evaluate(source, .swift, stop: 5)
        XCTAssertEqual(inSecondCall.lastStatementLine, 2)
        XCTAssertNil(inSecondCall.variable(named: "b"))
    }
}
