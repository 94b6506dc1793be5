import Diagnostics
import Foundation
@testable import SnippetLanguage
import XCTest

/// The step budget bounds the total work of a listing, deterministically (counted steps, never time), and says where
/// it ran out; cancellation stops an evaluation that would otherwise take long.
final class StepBudgetTests: XCTestCase {
    private let fourCalls = """
        static CGFloat f(NSInteger d) { if (d == 0) { return 1; } return f(d-1) + f(d-1) + f(d-1) + f(d-1); }
        CGFloat y = f(30);
        """

    private func evaluate(_ source: String, _ dialect: Dialect = .objc, budget: Int,
                          cancellation: CancellationFlag? = nil) -> Evaluation {
        SnippetEvaluator.evaluate(source, dialect: dialect, origin: SourceOrigin(file: "p.m", firstLine: 10),
                                  options: EvaluationOptions(stepBudget: budget, cancellation: cancellation))
    }

    func testRunawayRecursionStopsAtTheRecursiveCallWithTheBudgetNamed() throws {
        let evaluation = evaluate(fourCalls, budget: 50_000)
        XCTAssertEqual(evaluation.diagnostics.map(\.id), ["step-budget"])
        let error = try XCTUnwrap(evaluation.diagnostics.first)
        XCTAssertEqual(error.message, "listing ran out of its evaluation budget of 50000 steps in this call to 'f'")
        // One of the four recursive calls on the first line of the listing (line 10 of the file), underlined.
        XCTAssertEqual(error.location.line, 10)
        XCTAssertEqual(error.length, "f(d-1)".count)
        let firstLine = fourCalls.split(separator: "\n")[0]
        let callColumns = firstLine.indices.filter { firstLine[$0...].hasPrefix("f(d-1)") }
            .map { firstLine.distance(from: firstLine.startIndex, to: $0) + 1 }
        XCTAssertEqual(callColumns.count, 4)
        XCTAssertTrue(callColumns.contains(error.location.column), "column \(error.location.column)")
        // The note leads back to the listing's own call, on its second line.
        XCTAssertEqual(error.notes.first?.location?.line, 11)
        XCTAssertEqual(error.notes.first?.location?.column, 13)
        XCTAssertEqual(evaluation.steps, 50_001)
        XCTAssertNil(evaluation.variable(named: "y"))
    }

    func testFibonacciOfFortyStopsInBothDialects() {
        let objc = "static NSInteger fib(NSInteger n) { if (n < 2) { return n; } return fib(n-1) + fib(n-2); }\nNSInteger y = fib(40);"
        let swift = "func fib(_ n: Int) -> Int { if n < 2 { return n }\n return fib(n - 1) + fib(n - 2) }\nlet y = fib(40)"
        for (source, dialect) in [(objc, Dialect.objc), (swift, .swift)] {
            let evaluation = evaluate(source, dialect, budget: 20_000)
            XCTAssertEqual(evaluation.diagnostics.map(\.id), ["step-budget"], "\(dialect)")
            XCTAssertEqual(evaluation.diagnostics.first?.message,
                           "listing ran out of its evaluation budget of 20000 steps in this call to 'fib'", "\(dialect)")
        }
    }

    func testALoopAtTheTopLevelIsStoppedWhereItRuns() throws {
        let source = "CGFloat x = 0;\nfor (int i = 0; i < 50000; i++) {\n    x = x + 1;\n}"
        let evaluation = evaluate(source, budget: 1_000)
        let error = try XCTUnwrap(evaluation.diagnostics.first)
        XCTAssertEqual(error.id, "step-budget")
        XCTAssertEqual(error.message, "listing ran out of its evaluation budget of 1000 steps here")
        XCTAssertTrue((11...13).contains(error.location.line), "line \(error.location.line)")
    }

    func testAListingBelowTheBudgetIsUnaffected() throws {
        let source = "CGFloat x = 0;\nfor (int i = 0; i < 100; i++) {\n    x = x + 1;\n}"
        let generous = evaluate(source, budget: Limits.defaultStepBudget)
        XCTAssertTrue(generous.diagnostics.isEmpty, "\(generous.diagnostics)")
        XCTAssertEqual(generous.variable(named: "x")?.numericValue, 100)
        // Exactly the steps it needs are enough; one fewer is not.
        let exact = evaluate(source, budget: generous.steps)
        XCTAssertTrue(exact.diagnostics.isEmpty)
        XCTAssertEqual(exact.variable(named: "x")?.numericValue, 100)
        XCTAssertEqual(evaluate(source, budget: generous.steps - 1).diagnostics.map(\.id), ["step-budget"])
    }

    func testTheCountIsDeterministic() {
        let counts = (0..<3).map { _ in evaluate(fourCalls.replacingOccurrences(of: "f(30)", with: "f(5)"), budget: 1_000_000).steps }
        XCTAssertGreaterThan(counts[0], 1_000)
        XCTAssertEqual(Set(counts).count, 1, "\(counts)")
        let stops = (0..<3).map { _ in evaluate(fourCalls, budget: 30_000).diagnostics.map(\.location) }
        XCTAssertEqual(Set(stops.map { $0.map(\.description) }).count, 1)
    }

    func testAnExpectationGetsABudgetOfItsOwn() throws {
        let source = "static NSInteger fib(NSInteger n) { if (n < 2) { return n; } return fib(n-1) + fib(n-2); }\nNSInteger y = fib(5);"
        let evaluation = evaluate(source, budget: 5_000)
        XCTAssertTrue(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics)")
        let result = evaluation.evaluateExpression("fib(40)", origin: SourceOrigin(file: "p.md", firstLine: 30))
        XCTAssertNil(result.value)
        XCTAssertEqual(result.diagnostics.map(\.id), ["step-budget"])
        XCTAssertEqual(evaluation.evaluateExpression("fib(6)", origin: SourceOrigin(file: "p.md")).value?.numericValue, 8)
    }

    func testACancelledEvaluationStopsWithACancelledError() {
        let flag = CancellationFlag()
        flag.cancel()
        let evaluation = evaluate(fourCalls, budget: Int.max, cancellation: flag)
        XCTAssertEqual(evaluation.diagnostics.map(\.id), ["cancelled"])
        // It looked at the flag at its first poll, not later.
        XCTAssertEqual(evaluation.steps, EvaluationOptions.cancellationPollInterval)
    }
}

extension StepBudgetTests {
    func testTheBudgetIsReportedOnceEvenWhenTheInterruptionIsCaughtAndEvaluationGoesOn() {
        // A stored property's initialiser that runs out is caught (the property is poisoned) and the next one runs.
        let source = """
            func f(_ d: Int) -> Int { if d == 0 { return 1 }
                return f(d - 1) + f(d - 1) }
            class ViewController: UIViewController {
                var a = f(20)
                var b = f(20)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let c = f(20)
                }
            }
            """
        let evaluation = SnippetEvaluator.evaluate(source, dialect: .swift, origin: SourceOrigin(file: "p.swift"),
                                                   options: EvaluationOptions(stepBudget: 10_000))
        XCTAssertEqual(evaluation.diagnostics.filter { $0.severity == .error }.map(\.id), ["step-budget"])
        XCTAssertEqual(evaluation.diagnostics.first?.location.line, 2)
        XCTAssertEqual(evaluation.steps, 10_001)
    }
}
