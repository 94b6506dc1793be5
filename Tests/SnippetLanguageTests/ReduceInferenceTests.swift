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
}
