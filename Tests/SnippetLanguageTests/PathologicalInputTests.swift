import Diagnostics
import Foundation
@testable import SnippetLanguage
import XCTest

/// Inputs that must end in a diagnostic, never a crash, a hang or a stack overflow.
final class PathologicalInputTests: XCTestCase {
    private func evaluate(_ source: String, _ dialect: Dialect = .objc) -> Evaluation {
        SnippetEvaluator.evaluate(source, dialect: dialect, origin: SourceOrigin(file: "p"))
    }

    private func ids(_ evaluation: Evaluation) -> [String] { evaluation.diagnostics.map(\.id) }

    func testSourceLargerThanTheLimitIsRefusedWithoutLexing() {
        let source = String(repeating: "CGFloat x = 1;\n", count: Limits.maximumSourceBytes / 15 + 10)
        let evaluation = evaluate(source)
        XCTAssertEqual(ids(evaluation), ["source-too-large"])
        XCTAssertEqual(evaluation.diagnostics.first?.message,
                       "listing is \(source.utf8.count) bytes, more than the \(Limits.maximumSourceBytes) allowed")
    }

    func testTenThousandNestedParenthesesEndInOneDiagnostic() {
        for dialect in Dialect.allCases {
            let source = (dialect == .objc ? "CGFloat x = " : "let x = ") + String(repeating: "(", count: 10_000) + "1"
                + String(repeating: ")", count: 10_000)
            XCTAssertEqual(ids(evaluate(source, dialect)), ["nesting-too-deep"], "\(dialect)")
        }
    }

    func testDeeplyNestedBlocksBracketsAndPrefixOperators() {
        XCTAssertEqual(ids(evaluate(String(repeating: "{", count: 5_000))), ["nesting-too-deep"])
        XCTAssertEqual(ids(evaluate("int x = " + String(repeating: "-", count: 5_000) + "1;")), ["nesting-too-deep"])
        XCTAssertEqual(ids(evaluate("int x = " + String(repeating: "[a ", count: 5_000) + "b];")), ["nesting-too-deep"])
        XCTAssertEqual(ids(evaluate(String(repeating: "if (1) ", count: 5_000) + "x = 1;")), ["nesting-too-deep"])
        XCTAssertEqual(ids(evaluate("let a = " + String(repeating: "[", count: 5_000), .swift)), ["nesting-too-deep"])
    }

    func testLongOperatorChainsAreRefusedBeforeEvaluation() {
        let chain = "int x = " + Array(repeating: "1", count: 100_000).joined(separator: "+") + ";"
        XCTAssertEqual(ids(evaluate(chain)), ["expression-too-complex"])
        let calls = "CGFloat x = " + String(repeating: "sqrt(", count: 90) + "2" + String(repeating: ")", count: 90) + ";"
        XCTAssertFalse(evaluate(calls).hasErrors, "90 nested calls are within the limits")
    }

    func testRunawayLoopsStopAtTheIterationLimit() {
        let evaluation = evaluate("int n = 0;\nfor (;;) { n++; }")
        XCTAssertEqual(ids(evaluation), ["loop-limit"])
        // What was computed before the limit is kept: n counted every iteration that ran.
        XCTAssertEqual(evaluation.variable(named: "n")?.numericValue, Double(Limits.maximumLoopIterations))
        let nested = evaluate("int n = 0;\nfor (int i = 0; i < 1000; i++) { for (int j = 0; j < 1000; j++) { n++; } }")
        XCTAssertEqual(ids(nested), ["loop-limit"])
    }

    /// Found by the fuzzer (timeout): a loop whose body fails used to repeat the error, and its "did you mean"
    /// search, for every one of its 100,000 iterations. Now the loop stops after the first failing iteration.
    func testALoopStopsAtItsFirstFailingIteration() {
        let evaluation = evaluate("0;\nfor (int i = 0; i >= 0; i++) {\n    n += 1;\n}")
        XCTAssertEqual(ids(evaluation), ["undeclared-identifier"])
        let calls = evaluate("void f(void) { bogus(); }\nfor (int i = 0; i < 100000; i++) { f(); }")
        XCTAssertEqual(ids(calls), ["unknown-function"])
    }

    func testArraysGrowInPlaceInLoops() {
        let evaluation = evaluate("var a: [Int] = []\nfor i in 0..<9000 {\n    a.append(i)\n    a[i] = i * 2\n}\nlet last = a[8999]", .swift)
        XCTAssertEqual(evaluation.diagnostics, [])
        XCTAssertEqual(evaluation.variable(named: "last")?.numericValue, 17998)
        let constant = evaluate("let a = [1]\na.append(2)", .swift)
        XCTAssertEqual(ids(constant), ["assign-to-constant"])
    }

    func testUnboundedRecursionStopsAtTheCallDepth() {
        XCTAssertEqual(ids(evaluate("void f(void) { f(); }\nf();")), ["call-depth"])
        XCTAssertEqual(ids(evaluate("func f() { f() }\nf()", .swift)), ["call-depth"])
        let methods = "- (void)ping { [self pong]; }\n- (void)pong { [self ping]; }\n- (void)viewDidLoad { [self ping]; }"
        XCTAssertEqual(ids(evaluate(methods)), ["call-depth"])
    }

    /// Recursion inside deeply nested expressions is stopped by the evaluation budget, and evaluation does not
    /// depend on the caller's stack: here it runs from a thread with a 256 KB stack.
    func testDeepRecursionInNestedExpressionsRunsOnItsOwnStack() {
        let nested = "f(" + String(repeating: "(", count: 95) + "n" + String(repeating: ")", count: 95) + " - 1)"
            + String(repeating: " + 0", count: 239) + " + 1"
        let source = "int f(int n) {\n    if (n <= 0) { return 0; }\n    return \(nested);\n}\nint x = f(63);"
        final class Outcome: @unchecked Sendable { var ids: [String] = [] }
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            outcome.ids = SnippetEvaluator.evaluate(source, dialect: .objc, origin: SourceOrigin(file: "p")).diagnostics.map(\.id)
            done.signal()
        }
        thread.stackSize = 256 << 10
        thread.start()
        done.wait()
        XCTAssertEqual(outcome.ids, ["evaluation-too-deep"])
        let shallow = source.replacingOccurrences(of: "f(63)", with: "f(5)")
        XCTAssertEqual(SnippetEvaluator.evaluate(shallow, dialect: .objc, origin: SourceOrigin(file: "p")).variable(named: "x")?.numericValue, 5)
    }

    func testSelfReferentialAndExplosiveMacrosTerminate() {
        XCTAssertEqual(ids(evaluate("#define A A\nint x = A;")), ["undeclared-identifier"])
        XCTAssertEqual(ids(evaluate("#define A B\n#define B A\nint x = A;")), ["undeclared-identifier"])
        let bomb = (0..<40).map { "#define M\($0) M\($0 + 1) M\($0 + 1) M\($0 + 1)" }.joined(separator: "\n") + "\nint x = M0;"
        XCTAssertEqual(ids(evaluate(bomb)), ["macro-expansion-limit"])
    }

    func testMacrosInMacroArgumentsExpandAsInC() {
        let degrees = evaluate("#define DEG(x) ((x) * M_PI / 180.0)\nCGFloat a = DEG(DEG(180));")
        XCTAssertEqual(ids(degrees), [])
        XCTAssertEqual(degrees.variable(named: "a")?.numericValue ?? 0, Double.pi * Double.pi / 180, accuracy: 1e-12)
        XCTAssertEqual(evaluate("#define TWICE(x) ((x) * 2)\nint y = TWICE(TWICE(TWICE(3)));").variable(named: "y")?.numericValue, 24)
        // A macro is not disabled inside its own arguments, only in its replacement.
        XCTAssertEqual(evaluate("#define ID(x) x\nint y = ID(ID(ID(7)));").variable(named: "y")?.numericValue, 7)
        XCTAssertEqual(evaluate("#define N 5\n#define ADD(a, b) ((a) + (b))\nint y = ADD(N, ADD(N, 1));").variable(named: "y")?.numericValue, 11)
    }

    func testExplosiveMacroArgumentsTerminate() {
        let doubling = "#define D(x) x + x\nint y = " + String(repeating: "D(", count: 40) + "1" + String(repeating: ")", count: 40) + ";"
        XCTAssertEqual(ids(evaluate(doubling)), ["macro-expansion-limit"])
        let deep = "#define ID(x) x\nint y = " + String(repeating: "ID(", count: 500) + "1" + String(repeating: ")", count: 500) + ";"
        XCTAssertEqual(ids(evaluate(deep)), ["macro-expansion-limit"])
    }

    func testHugeNumbersAndRangesAreDiagnosed() {
        XCTAssertEqual(ids(evaluate("long x = 99999999999999999999;")), ["number-too-large"])
        XCTAssertEqual(ids(evaluate("double x = 1e999;")), ["number-too-large"])
        XCTAssertEqual(ids(evaluate("var a = 0\nfor i in 0...Int.max { a = i }", .swift)), ["array-too-large"])
    }

    func testManyErrorsAreCappedWithASummary() {
        let source = String(repeating: "x = ;\n", count: 1_000)
        let evaluation = evaluate(source)
        XCTAssertEqual(evaluation.diagnostics.count, DiagnosticSink.limit + 1)
        XCTAssertEqual(evaluation.diagnostics.last?.id, "too-many-diagnostics")
    }

    func testGarbageNeverCrashes() {
        var generator = SplitMix(seed: 42)
        let alphabet = Array("[](){};:.,@#\"'/*-+=<>!&|^~?%\\ \n\tabcXYZ019_$§é图\u{0}\u{7F}\u{A0}")
        for _ in 0..<300 {
            let length = Int(generator.next() % 200)
            let text = String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
            for dialect in Dialect.allCases {
                let evaluation = evaluate(text, dialect)
                _ = evaluation.jsonText()
                _ = evaluation.text()
                let tokens = highlightTokens(text, dialect: dialect)
                XCTAssertEqual(tokens.map { String(text.unicodeScalars[$0.range]) }.joined(), text)
            }
        }
    }
}

/// A small deterministic generator for reproducible garbage.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
