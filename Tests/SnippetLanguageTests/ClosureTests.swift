import Diagnostics
@testable import SnippetLanguage
import XCTest

/// Blocks and closures: capture (Swift shares, Objective-C copies unless `__block`), nesting, results, trailing
/// closures. Expected numbers are worked out by hand in the comments.
final class ClosureTests: XCTestCase {
    private func evaluate(_ source: String, _ dialect: Dialect) -> Evaluation {
        SnippetEvaluator.evaluate(source, dialect: dialect, origin: SourceOrigin(file: dialect == .objc ? "s.m" : "s.swift"))
    }

    private func describe(_ evaluation: Evaluation, _ name: String) -> String? {
        evaluation.variable(named: name).map { evaluation.describe($0) }
    }

    /// A closure stored in a variable of the scope it captured is a reference cycle; the fuzzer's leak check found
    /// it (`let square = { (x: CGFloat) in x * x }`). Both languages' closures must go with their evaluation.
    func testClosuresStoredInTheScopeTheyCaptureAreFreedWithTheEvaluation() throws {
        let sources: [(String, Dialect)] = [
            ("let square = { (x: CGFloat) in x * x }\nlet y = square(3)", .swift),
            ("__block CGFloat (^twice)(CGFloat) = ^CGFloat(CGFloat x) { return 2 * x; };\nCGFloat y = twice(3);", .objc),
        ]
        for (source, dialect) in sources {
            weak var closure: Closure?
            do {
                let result = evaluate(source, dialect)
                XCTAssertEqual(describe(result, "y"), dialect == .swift ? "9" : "6", source)
                let value = try XCTUnwrap(result.variables.first?.value, source)
                guard case .closure(let made) = value else { return XCTFail("not a closure: \(value)") }
                closure = made
            }
            XCTAssertNil(closure, "the closure outlived its evaluation: \(source)")
        }
    }

    func testSwiftClosuresShareCapturedVariables() {
        let result = evaluate("""
            var counter = 0
            let add = { (n: Int) -> Int in
                counter += n
                return counter
            }
            let a = add(2)
            counter = 10
            let b = add(3)
            """, .swift)
        XCTAssertTrue(result.diagnostics.isEmpty, "\(result.diagnostics)")
        // 0 + 2 = 2; then counter is set to 10 outside, and the closure sees it: 10 + 3 = 13.
        XCTAssertEqual(describe(result, "a"), "2")
        XCTAssertEqual(describe(result, "b"), "13")
        XCTAssertEqual(describe(result, "counter"), "13")
    }

    func testObjectiveCBlocksCopyLocalsButShareBlockVariables() {
        let result = evaluate("""
            int counter = 5;
            __block int shared = 0;
            int (^readCounter)(void) = ^int{ return counter; };
            void (^bump)(void) = ^{ shared += 1; };
            counter = 9;
            bump(); bump();
            int seen = readCounter();
            """, .objc)
        XCTAssertTrue(result.diagnostics.isEmpty, "\(result.diagnostics)")
        // The block copied counter when it was 5; the later 9 is not seen. `shared` is __block: bumped twice.
        XCTAssertEqual(describe(result, "seen"), "5")
        XCTAssertEqual(describe(result, "shared"), "2")
    }

    func testAssigningACopiedVariableInABlockIsClangsError() {
        let result = evaluate("""
            CGFloat angle = 0;
            void (^turn)(void) = ^{ angle = 1; };
            turn();
            """, .objc)
        XCTAssertEqual(result.diagnostics.map(\.message), ["variable is not assignable (missing __block type specifier)"])
    }

    func testNestedClosuresAndAnonymousArguments() {
        let result = evaluate("""
            let make = { (k: CGFloat) in { (x: CGFloat) -> CGFloat in x * k } }
            let triple = make(3)
            let d = triple(1.5)
            let twice = { $0 * 2 }
            let c = twice(21)
            let sum: (CGFloat, CGFloat) -> CGFloat = { $0 + $1 }
            let e = sum(1, 2)
            """, .swift)
        XCTAssertTrue(result.diagnostics.isEmpty, "\(result.diagnostics)")
        XCTAssertEqual(describe(result, "d"), "4.5")       // 1.5 * 3
        XCTAssertEqual(describe(result, "c"), "42")        // Int: 21 * 2
        XCTAssertEqual(describe(result, "e"), "3")         // CGFloat from the declared type: 1 + 2
        XCTAssertEqual(result.variable(named: "e").map { ValueType(of: $0) }, .cgFloat)
    }

    func testTrailingClosuresAndFunctionTypedParameters() {
        let result = evaluate("""
            func apply(_ f: (CGFloat) -> CGFloat) -> CGFloat { return f(2) }
            let x = apply { $0 * 3 }
            let y = apply({ v in v + 1 })
            var flag = false
            if x > 1 { flag = true }
            """, .swift)
        XCTAssertTrue(result.diagnostics.isEmpty, "\(result.diagnostics)")
        XCTAssertEqual(describe(result, "x"), "6")
        XCTAssertEqual(describe(result, "y"), "3")
        XCTAssertEqual(describe(result, "flag"), "true", "the '{' after an if condition opens the body")
    }

    func testBlocksWithParametersAndInferredResults() {
        let result = evaluate("""
            CGFloat (^ease)(CGFloat) = ^(CGFloat t) { return t * t * (3 - 2 * t); };
            CGFloat quarter = ease(0.25);
            """, .objc)
        XCTAssertTrue(result.diagnostics.isEmpty, "\(result.diagnostics)")
        // smoothstep(0.25) = 0.0625 * 2.5 = 0.15625
        XCTAssertEqual(describe(result, "quarter"), "0.15625")
    }

    func testWrongArgumentCountIsLocated() {
        let result = evaluate("let square = { (x: CGFloat) in x * x }\nlet y = square(1, 2)", .swift)
        XCTAssertEqual(result.diagnostics.first?.message, "closure expects 1 argument, 2 given")
        XCTAssertEqual(result.diagnostics.first?.location.line, 2)
    }

    func testABlockCallingItselfForeverHitsTheCallDepth() {
        let result = evaluate("""
            __block void (^again)(void);
            again = ^{ again(); };
            again();
            """, .objc)
        XCTAssertEqual(result.diagnostics.first?.id, SnippetDiagnosticID.callDepth.rawValue)
    }
}
