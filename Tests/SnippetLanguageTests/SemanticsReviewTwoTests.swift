import Diagnostics
@testable import SnippetLanguage
import XCTest

/// The second review's findings, each with what clang, swiftc or Foundation gives (Swift facts checked by compiling
/// the twin with /opt/swift; C facts from C11 and clang's diagnostics).
final class SemanticsReviewTwoTests: XCTestCase, SnippetEvaluating {
    /// C11 6.4.4.1: a hexadecimal or octal constant takes the first of int, unsigned int, long... that holds it, so
    /// 0xFFFFFFFF is an unsigned int and `-1 < 0xFFFFFFFF` compares 4294967295 < 4294967295: NO. A decimal one
    /// skips the unsigned types (4294967295 is a long, and the comparison is YES).
    func testHexAndOctalLiteralsTooBigForIntAreUnsignedInt() {
        let evaluation = evaluate("""
            BOOL hex = -1 < 0xFFFFFFFF;
            BOOL octal = -1 < 037777777777;
            BOOL decimal = -1 < 4294967295;
            BOOL wide = -1 < 0x100000000;
            BOOL small = -1 < 0x7FFFFFFF;
            """, .objc)
        XCTAssertEqual(messages(evaluation), [])
        XCTAssertEqual(values(evaluation, ["hex", "octal", "decimal", "wide", "small"]), ["NO", "NO", "YES", "YES", "YES"])
    }

    /// `arr[i] = nil` calls `setObject:atIndexedSubscript:`, which Foundation names in its exception.
    func testNilSubscriptAssignmentNamesSetObjectAtIndexedSubscript() {
        let evaluation = evaluate("""
            NSMutableArray *arr = [NSMutableArray array];
            [arr addObject:@1];
            arr[0] = nil;
            """, .objc)
        XCTAssertEqual(messages(evaluation), ["error nil-insert: *** -[__NSArrayM setObject:atIndexedSubscript:]: object cannot be nil"])
    }

    /// clang rejects writes to an `NSArray *` at compile time: "expected method to write array element not found on
    /// object of type 'NSArray *'" and "no visible @interface for 'NSArray' declares the selector 'addObject:'".
    func testImmutableArraysRejectWrites() {
        let cases: [(String, String)] = [
            ("arr[0] = @3;", "error not-assignable: expected method to write array element not found on object of type 'NSArray *'"),
            ("[arr addObject:@3];", "error unknown-method: no visible @interface for 'NSArray' declares the selector 'addObject:'"),
            ("[arr insertObject:@3 atIndex:0];", "error unknown-method: no visible @interface for 'NSArray' declares the selector 'insertObject:atIndex:'"),
            ("[arr replaceObjectAtIndex:0 withObject:@3];", "error unknown-method: no visible @interface for 'NSArray' declares the selector 'replaceObjectAtIndex:withObject:'"),
            ("[@[@1] addObject:@3];", "error unknown-method: no visible @interface for 'NSArray' declares the selector 'addObject:'"),
        ]
        for (statement, expected) in cases {
            let evaluation = evaluate("NSArray *arr = @[@1, @2];\n" + statement + "\n", .objc)
            XCTAssertEqual(messages(evaluation), [expected], statement)
            XCTAssertEqual(values(evaluation, ["arr"]), ["[@(1), @(2)]"], statement)
        }
        let mutable = evaluate("NSMutableArray *m = [NSMutableArray array];\n[m addObject:@1];\nm[0] = @2;\n[m insertObject:@3 atIndex:0];\n", .objc)
        XCTAssertEqual(messages(mutable), [])
    }

    /// swiftc infers `pts.reduce(0) { r, p in let v = p.x; return r + v }` as Double (4.0) from the closure; the
    /// interpreter infers a result type from a one-expression body only (ReduceInferenceTests), so a bare literal
    /// over elements that are not numbers is otherwise a clear unsupported construct (it was "'+' cannot be applied
    /// to Int and CGFloat"). A typed initial value works.
    func testReduceWithALiteralOverNonNumbersAsksForItsType() {
        let evaluation = evaluate("""
            let pts = [CGPoint(x: 1, y: 2), CGPoint(x: 3, y: 4)]
            let s = pts.reduce(0) { r, p in
                let v = p.x
                return r + v
            }
            """, .swift)
        XCTAssertEqual(messages(evaluation), ["error unsupported-construct: the type of reduce's initial value '0' over '[CGPoint]' cannot be inferred from the closure in listings; write it, as in 'CGFloat(0)'"])
        let typed = evaluate("""
            let pts = [CGPoint(x: 1, y: 2), CGPoint(x: 3, y: 4)]
            print(pts.reduce(CGFloat(0)) { $0 + $1.x })
            print([1, 2, 3].reduce(0) { $0 + $1 })
            """, .swift)
        XCTAssertEqual(messages(typed), [])
        XCTAssertEqual(typed.console, "4.0\n6\n")
    }

    /// `xs.reduce(0, +)` passes the operator as a function; swiftc prints 6. Listings do not take operators as
    /// values: a clear unsupported-construct error, not "expected an expression, found ')'".
    func testOperatorAsFunctionArgumentIsUnsupported() {
        let evaluation = evaluate("let xs = [1, 2, 3]\nlet s = xs.reduce(0, +)\n", .swift)
        XCTAssertEqual(messages(evaluation), ["error unsupported-construct: an operator as a function value ('+') is not supported in listings; write a closure, as in '{ $0 + $1 }'"])
    }

    /// `additive` and `cumulative` are CAPropertyAnimation properties (clang and swiftc accept them) that change the
    /// animated values; notebook does not model them, which must be said as such, not "property not found".
    func testUnmodelledAnimationPropertiesAreNamedAsSuch() {
        let expected = "error unmodelled-api: 'additive' is Core Animation API that notebook does not model"
        let objc = evaluate("""
            CABasicAnimation *a = [CABasicAnimation animationWithKeyPath:@"position"];
            a.additive = YES;
            """, .objc)
        XCTAssertEqual(messages(objc), [expected])
        let swift = evaluate("""
            let a = CABasicAnimation(keyPath: "position")
            a.isCumulative = true
            """, .swift)
        XCTAssertEqual(messages(swift), ["error unmodelled-api: 'isCumulative' is Core Animation API that notebook does not model"])
    }

    /// Core Animation ignores `keyTimes` whose count is not the count of `values` ("the timing is ignored"), as
    /// notebook does, spacing the keyframes evenly; that was silent.
    func testKeyTimesOfTheWrongCountAreAWarning() {
        let evaluation = evaluate("""
            CALayer *layer = [CALayer layer];
            CAKeyframeAnimation *k = [CAKeyframeAnimation animationWithKeyPath:@"opacity"];
            k.values = @[@0, @1];
            k.keyTimes = @[@0, @0.5, @1];
            [layer addAnimation:k forKey:@"fade"];
            """, .objc)
        XCTAssertEqual(messages(evaluation), ["warning animation-value: 'keyTimes' has 3 entries for 2 values, so Core Animation ignores it: the keyframes are evenly spaced"])
        XCTAssertEqual(evaluation.diagnostics.first?.location.line, 5)
    }

    /// `[value CATransform3DValue]` unboxes an NSValue (notebook holds the struct itself); it was "bad receiver type
    /// 'CATransform3D'". A variable declared as the struct is still no object, as clang says.
    func testNSValueUnboxing() {
        let evaluation = evaluate("""
            NSValue *val = [NSValue valueWithCATransform3D:CATransform3DMakeTranslation(1, 2, 3)];
            CATransform3D t = [val CATransform3DValue];
            CGFloat tz = t.m43;
            NSValue *p = [NSValue valueWithCGPoint:CGPointMake(4, 5)];
            CGPoint q = [p CGPointValue];
            CGSize s = [[NSValue valueWithCGSize:CGSizeMake(6, 7)] CGSizeValue];
            """, .objc)
        XCTAssertEqual(messages(evaluation), [])
        XCTAssertEqual(values(evaluation, ["tz", "q", "s"]), ["3", "(4, 5)", "(6, 7)"])
        let plain = evaluate("CATransform3D plain = CATransform3DIdentity;\nCATransform3D bad = [plain CATransform3DValue];\n", .objc)
        XCTAssertEqual(messages(plain), ["error unknown-method: bad receiver type 'CATransform3D'"])
    }
}
