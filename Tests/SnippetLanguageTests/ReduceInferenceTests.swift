import Diagnostics
@testable import SnippetLanguage
import XCTest

/// `pts.reduce(0) { … }` over `[CGPoint]`: swiftc infers the literal's type (reduce's Result) from a one-expression
/// closure body. Each expectation is what /opt/swift/usr/bin/swiftc (Swift 6.3, Linux, `import Foundation`) compiled
/// and printed for the same lines with `pts = [CGPoint(x: 1.5, y: 2), CGPoint(x: 2.5, y: 3)]`.
final class ReduceInferenceTests: XCTestCase, SnippetEvaluating {
    private let points = "let pts = [CGPoint(x: 1.5, y: 2), CGPoint(x: 2.5, y: 3)]\n"

    func testTheClosureBodyGivesTheLiteralItsType() {
        // swiftc: Int 3, CGFloat 4.0, Double 4.0, Int 5, CGFloat 2.5, CGFloat 8.0.
        let evaluation = evaluate(points + """
            let a = pts.reduce(0) { $0 + Int($1.x) }
            let b = pts.reduce(0) { $0 + $1.x }
            let c = pts.reduce(0) { $0 + Double($1.x) }
            let d = pts.reduce(0) { acc, p in acc + Int(p.y) }
            let e = pts.reduce(0) { max($0, $1.x) }
            let h = pts.reduce(0) { $0 + $1.x * 2 }
            print(a, b, c, d, e, h)
            """, .swift)
        XCTAssertEqual(messages(evaluation), [])
        XCTAssertEqual(evaluation.console, "3 4.0 4.0 5 2.5 8.0\n")
        let types = ["a", "b", "c", "d", "e", "h"].map { name in evaluation.variables.first { $0.name == name }.map { $0.value.typeName(in: .swift) } }
        XCTAssertEqual(types, ["Int", "CGFloat", "Double", "Int", "CGFloat", "CGFloat"])
    }

    func testABodyOfSeveralStatementsStillAsksForTheType() {
        // swiftc compiles this one and prints "Double 4.0" (a multi-statement closure: Result is inferred as Double,
        // and `r + v` converts the CGFloat): beyond the interpreter's inference, so the clear error stays.
        let evaluation = evaluate(points + """
            let g = pts.reduce(0) { r, p in
                let v = p.x
                return r + v
            }
            """, .swift)
        XCTAssertEqual(messages(evaluation), ["error unsupported-construct: the type of reduce's initial value '0' over '[CGPoint]' cannot be inferred from the closure in listings; write it, as in 'CGFloat(0)'"])
    }

    /// A `return` whose value fails (Int + CGFloat) is the one error: the closure, block or function has no value
    /// to give, so neither "missing return", "Void" nor "would hold the result of a function that returns nothing"
    /// follows, and the variable it initialises is not used further.
    func testAFailingReturnIsOneErrorAtTheReturn() {
        let listings: [(String, Dialect, Int)] = [
            ("let xs: [CGFloat] = [1, 2]\nlet n: Int = 0\nlet g = xs.reduce(n) { r, v in\n    return r + v\n}\nprint(g)", .swift, 4),
            ("let xs: [CGFloat] = [1, 2]\nlet g = xs.map { v -> Int in\n    let k: Int = 1\n    return k + v\n}\nprint(g)", .swift, 4),
            ("let xs: [CGFloat] = [1, 2]\nlet g = xs.filter { v in\n    let k: Int = 1\n    return k + v > 0\n}", .swift, 4),
            ("let c = { (v: CGFloat) in\n    let k: Int = 1\n    return k + v\n}\nlet g = c(1)", .swift, 3),
            ("func f() -> Int {\n    let a: Int = 1, b: CGFloat = 2\n    if a > 0 {\n        return a + b\n    }\n    return 0\n}\nlet x = f()", .swift, 4),
            ("int (^f)(int) = ^int(int v) {\n    return v + nil;\n};\nint y = f(2);", .objc, 2),
        ]
        for (source, dialect, line) in listings {
            let evaluation = evaluate(source, dialect)
            XCTAssertEqual(evaluation.diagnostics.count, 1, "\(source)\n\(messages(evaluation))")
            XCTAssertEqual(evaluation.diagnostics.first?.id, "invalid-operands", source)
            XCTAssertEqual(evaluation.diagnostics.first?.location.line, line, source)
        }
    }

    /// A closure that returns on every path still runs to its `return` after a statement before it failed: only the
    /// failing return stops it.
    func testAnEarlierFailingStatementStillReturns() {
        let evaluation = evaluate("let c = { (v: CGFloat) -> CGFloat in\n    let bad: Int = v\n    return v * 2\n}\nlet g = c(3)", .swift)
        XCTAssertEqual(evaluation.diagnostics.map { $0.location.line }, [2], "\(messages(evaluation))")
        XCTAssertEqual(values(evaluation, ["g"]), ["6"])
    }
}
