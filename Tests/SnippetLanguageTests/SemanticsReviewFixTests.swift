import Diagnostics
@testable import SnippetLanguage
import XCTest

/// The review's findings on Swift listings and collections, each with what swiftc or Objective-C gives (checked
/// by compiling the Swift twin with /opt/swift, or by Foundation's documented behaviour).
final class SemanticsReviewFixTests: XCTestCase, SnippetEvaluating {
    /// swiftc: `min(hit() ? 5 : 2, hits)` calls hit() first, so `hits` reads 1 and the minimum is 1; the
    /// literal-only argument's condition was evaluated after `hits`, giving 0.
    func testMathCallArgumentsAreEvaluatedLeftToRight() {
        let evaluation = evaluate("""
            var hits = 0
            func hit() -> Bool { hits += 1; return true }
            print(min(hit() ? 5 : 2, hits))
            print(max(hit() ? 1 : 9, hits))
            """, .swift)
        XCTAssertFalse(evaluation.hasErrors, "\(messages(evaluation))")
        XCTAssertEqual(evaluation.console, "1\n2\n")
    }

    /// swiftc: `stride(from: bump() ? 10 : 0, to: k + 3, by: 1)` calls bump() before reading `k`: 0, 1, 2, 3.
    func testStrideArgumentsAreEvaluatedLeftToRight() {
        let evaluation = evaluate("""
            var k = 0
            func bump() -> Bool { k += 1; return false }
            for i in stride(from: bump() ? 10 : 0, to: k + 3, by: 1) { print(i) }
            """, .swift)
        XCTAssertFalse(evaluation.hasErrors, "\(messages(evaluation))")
        XCTAssertEqual(evaluation.console, "0\n1\n2\n3\n")
    }

    /// swiftc: `type(of: [1, 2, 3])` is Array<Int>, spelled `[Int]`; arrays were all named `[Any]`, in the
    /// output, the JSON and the messages. Objective-C's arrays stay `NSArray`.
    func testSwiftArraysAreNamedByTheirElementType() {
        let evaluation = evaluate("""
            let a = [1, 2, 3]
            let p = [CGPoint(x: 1, y: 2)]
            let s: String = a
            """, .swift)
        XCTAssertEqual(evaluation.variables.map { $0.value.typeName(in: .swift) }, ["[Int]", "[CGPoint]"])
        XCTAssertEqual(messages(evaluation), ["error type-mismatch: cannot convert value of type '[Int]' to specified type 'String'"])
        XCTAssertTrue(evaluation.text().contains("  a: [Int] = [1, 2, 3]\n"), evaluation.text())
        XCTAssertTrue(evaluation.jsonText().contains(#""p": {"type": "[CGPoint]""#), evaluation.jsonText())

        let mixed = evaluate("let m: [Any] = [1, CGPoint(x: 1, y: 2)]\n", .swift)
        XCTAssertEqual(mixed.variables.map { $0.value.typeName(in: .swift) }, ["[Any]"])
        let objc = evaluate("NSArray *a = @[@(1)];\n", .objc)
        XCTAssertEqual(objc.variables.map { $0.value.typeName(in: .objc) }, ["NSArray"])
    }

    /// An `NSMutableArray` takes `arr[0] = @(5)` (`setObject:atIndexedSubscript:`; at the count it appends),
    /// `replaceObjectAtIndex:withObject:` and `insertObject:atIndex:`; it was "expected method to write array element
    /// not found". Foundation raises NSRangeException past the bounds and NSInvalidArgumentException for nil.
    func testMutableArrayElementsAreSetReplacedAndInserted() {
        let evaluation = evaluate("""
            NSMutableArray *arr = [NSMutableArray array];
            [arr addObject:@(1)];
            [arr addObject:@(2)];
            arr[0] = @(5);
            arr[2] = @(6);
            [arr replaceObjectAtIndex:1 withObject:@(7)];
            [arr insertObject:@(0) atIndex:0];
            [arr insertObject:@(9) atIndex:4];
            NSLog(@"%@", arr);
            """, .objc)
        XCTAssertFalse(evaluation.hasErrors, "\(messages(evaluation))")
        XCTAssertEqual(evaluation.console, "[@(0), @(5), @(7), @(6), @(9)]\n")

        let cases = [
            ("arr[3] = @(5);", "error index-out-of-range: index 3 beyond bounds [0 .. 1]"),
            ("[arr replaceObjectAtIndex:2 withObject:@(7)];", "error index-out-of-range: index 2 beyond bounds [0 .. 1]"),
            ("[arr insertObject:@(7) atIndex:3];", "error index-out-of-range: index 3 beyond bounds [0 .. 1]"),
            ("arr[0] = nil;", "error nil-insert: *** -[__NSArrayM setObject:atIndexedSubscript:]: object cannot be nil"),
            ("[arr replaceObjectAtIndex:0 withObject:nil];", "error nil-insert: *** -[__NSArrayM replaceObjectAtIndex:withObject:]: object cannot be nil"),
        ]
        for (line, expected) in cases {
            let failing = evaluate("NSMutableArray *arr = [NSMutableArray array];\n[arr addObject:@(1)];\n[arr addObject:@(2)];\n" + line + "\n", .objc)
            XCTAssertEqual(messages(failing), [expected], line)
            XCTAssertEqual(failing.diagnostics.first?.location.line, 4, line)
        }
    }

    /// Swift's `a?.b` is nil when `a` is nil (a read), and an assignment or call through a nil link is skipped with
    /// its arguments and value unevaluated; `?` was read as `!` and reported "unexpectedly found nil".
    func testOptionalChainingOnNilSkipsAssignmentsAndCalls() {
        let evaluation = evaluate("""
            var calls = 0
            func bump() -> CGFloat { calls += 1; return 2 }
            let layer = CALayer()
            let v = UIView()
            v.superview?.alpha = bump()
            v.superview?.layer.transform = CATransform3DMakeScale(bump(), 2, 1)
            layer.superlayer?.setAffineTransform(CGAffineTransform(scaleX: bump(), y: 1))
            print(calls)
            """, .swift)
        XCTAssertFalse(evaluation.hasErrors, "\(messages(evaluation))")
        XCTAssertEqual(evaluation.console, "0\n")
    }

    /// A read through a nil link is nil, which `== nil`, `!= nil` and `??` test (its right side only when needed);
    /// through a link that is not nil the chain reads on.
    func testOptionalChainReadsAreNilOrTheValue() {
        let evaluation = evaluate("""
            var calls = 0
            func bump() -> CGFloat { calls += 1; return 3 }
            let layer = CALayer()
            print(layer.superlayer?.transform == nil, nil != layer.superlayer?.transform)
            let u = layer.superlayer?.transform ?? CATransform3DMakeScale(bump(), 3, 1)
            let parent = CALayer()
            parent.addSublayer(layer)
            parent.transform = CATransform3DMakeScale(2, 2, 1)
            print(layer.superlayer?.transform == nil, layer.superlayer?.transform != nil)
            let w = layer.superlayer?.transform ?? CATransform3DMakeScale(bump(), 3, 1)
            print(u.m11, w.m11, calls)
            layer.superlayer?.opacity = 0.5
            """, .swift)
        XCTAssertFalse(evaluation.hasErrors, "\(messages(evaluation))")
        XCTAssertEqual(evaluation.console, "true false\nfalse true\n3.0 2.0 1\n")
        XCTAssertEqual(evaluation.layers.first { $0.name == "parent" }?.layer.opacity, 0.5)
    }

    /// An optional kept in a variable is not modelled (Swift would make `t` a `CATransform3D?`): a diagnostic that
    /// says so, not "'nil' requires a contextual type" nor a non-optional value.
    func testAnOptionalChainInAnUntypedVariableIsReported() {
        let evaluation = evaluate("""
            let layer = CALayer()
            let t = layer.superlayer?.transform
            """, .swift)
        XCTAssertEqual(messages(evaluation), [
            "error unsupported-construct: 'layer.superlayer?.transform' is an optional, and listings do not keep optionals in variables",
        ])
        XCTAssertEqual(evaluation.diagnostics.first?.location.column, 9)
    }

    /// swiftc: `print(x?.y)` and `"\(x?.y)"` write `Optional(2.0)` when the chain is not nil, `nil` when it is; the
    /// value was written bare (`2.0`).
    func testPrintingAnOptionalChainWritesOptional() {
        let evaluation = evaluate("""
            let layer = CALayer()
            print(layer.superlayer?.transform.m11)
            let parent = CALayer()
            parent.addSublayer(layer)
            parent.transform = CATransform3DMakeScale(2, 2, 1)
            print(layer.superlayer?.transform.m11, "m11 = \\(layer.superlayer?.transform.m11)")
            """, .swift)
        XCTAssertFalse(evaluation.hasErrors, "\(messages(evaluation))")
        XCTAssertEqual(evaluation.console, "nil\nOptional(2.0) m11 = Optional(2.0)\n")
    }
}
