import Diagnostics
@testable import SnippetLanguage
import XCTest

/// `NSValue` boxes of points, sizes and 3D transforms read back in both dialects: Objective-C's `[v CGPointValue]`
/// and Swift's `v.cgPointValue` properties (Foundation's NSValue extensions in UIKit and QuartzCore).
final class NSValueBoxTests: XCTestCase, SnippetEvaluating {
    func testSwiftReadsTheBoxedValueBack() {
        let evaluation = evaluate("""
            let v = NSValue(cgPoint: CGPoint(x: 1, y: 2))
            let s = NSValue(cgSize: CGSize(width: 3, height: 4))
            let t = NSValue(caTransform3D: CATransform3DMakeScale(2, 2, 1))
            let p = v.cgPointValue, z = s.cgSizeValue, m = t.caTransform3DValue.m11
            """, .swift)
        XCTAssertEqual(messages(evaluation), [])
        XCTAssertEqual(values(evaluation, ["p", "z", "m"]), ["(1, 2)", "(3, 4)", "2"])
    }

    func testObjectiveCReadsTheBoxedValueBack() {
        let evaluation = evaluate("""
            NSValue *v = [NSValue valueWithCGPoint:CGPointMake(1, 2)];
            NSValue *s = [NSValue valueWithCGSize:CGSizeMake(3, 4)];
            CGPoint p = [v CGPointValue];
            CGSize z = s.CGSizeValue;
            NSArray *boxes = @[v, [NSValue valueWithCGPoint:CGPointMake(5, 6)]];
            CGFloat sum = 0;
            for (NSValue *box in boxes) { sum += box.CGPointValue.y; }
            """, .objc)
        XCTAssertEqual(messages(evaluation), [])
        XCTAssertEqual(values(evaluation, ["p", "z", "sum"]), ["(1, 2)", "(3, 4)", "8"])
        // A CGPoint variable is no box: clang's "no member named" stays.
        let bare = evaluate("CGPoint p = CGPointMake(1, 2);\nCGPoint q = p.CGPointValue;", .objc)
        XCTAssertEqual(bare.diagnostics.map(\.severity), [.error], "\(messages(bare))")
    }
}
