import TransformKit
import XCTest

/// CGPoint, CGSize, CGRect and the CGGeometry.h helpers.
final class GeometryTests: XCTestCase {
    func testMakersAndConstants() {
        XCTAssertEqual(CGPointMake(1, 2), CGPoint(x: 1, y: 2))
        XCTAssertEqual(CGSizeMake(3, 4), CGSize(width: 3, height: 4))
        XCTAssertEqual(CGRectMake(1, 2, 3, 4), CGRect(origin: CGPoint(x: 1, y: 2), size: CGSize(width: 3, height: 4)))
        XCTAssertEqual(CGRectZero, CGRect(x: 0, y: 0, width: 0, height: 0))
        XCTAssertEqual(CGPointZero, CGPoint(x: 0, y: 0))
        XCTAssertEqual(CGSizeZero, CGSize())
        XCTAssertTrue(CGRectIsNull(CGRectNull))
        XCTAssertEqual(CGRectNull.origin.x, .infinity)
        XCTAssertTrue(CGRectIsInfinite(CGRectInfinite))
        XCTAssertFalse(CGRectIsNull(CGRectZero))
    }

    func testEdgesOfAStandardRect() {
        let r = CGRect(x: 10, y: 20, width: 30, height: 40)
        XCTAssertEqual(CGRectGetMinX(r), 10)
        XCTAssertEqual(CGRectGetMidX(r), 25)
        XCTAssertEqual(CGRectGetMaxX(r), 40)
        XCTAssertEqual(CGRectGetMinY(r), 20)
        XCTAssertEqual(CGRectGetMidY(r), 40)
        XCTAssertEqual(CGRectGetMaxY(r), 60)
        XCTAssertEqual(CGRectGetWidth(r), 30)
        XCTAssertEqual(CGRectGetHeight(r), 40)
    }

    func testNegativeSizesAreStandardized() {
        let r = CGRect(x: 10, y: 20, width: -30, height: -40)
        XCTAssertEqual(r.standardized, CGRect(x: -20, y: -20, width: 30, height: 40))
        XCTAssertEqual(CGRectStandardize(r), r.standardized)
        XCTAssertEqual(r.minX, -20)
        XCTAssertEqual(r.maxX, 10)
        XCTAssertEqual(r.midY, 0)
        XCTAssertEqual(r.width, 30)
        XCTAssertEqual(r.height, 40)
        XCTAssertTrue(CGRectEqualToRect(r, CGRect(x: -20, y: -20, width: 30, height: 40)))
        XCTAssertNotEqual(r, CGRect(x: -20, y: -20, width: 30, height: 40), "== compares the stored fields")
    }

    func testEmptiness() {
        XCTAssertTrue(CGRectIsEmpty(CGRectZero))
        XCTAssertTrue(CGRectIsEmpty(CGRect(x: 5, y: 5, width: 0, height: 10)))
        XCTAssertTrue(CGRectIsEmpty(CGRectNull))
        XCTAssertFalse(CGRectIsEmpty(CGRect(x: 0, y: 0, width: 1, height: 1)))
    }

    func testContainsPointIsHalfOpen() {
        let r = CGRect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertTrue(CGRectContainsPoint(r, CGPoint(x: 0, y: 0)))
        XCTAssertTrue(CGRectContainsPoint(r, CGPoint(x: 9.999, y: 5)))
        XCTAssertFalse(CGRectContainsPoint(r, CGPoint(x: 10, y: 5)))
        XCTAssertFalse(CGRectContainsPoint(r, CGPoint(x: 5, y: 10)))
        XCTAssertFalse(CGRectContainsPoint(r, CGPoint(x: -0.001, y: 5)))
        XCTAssertFalse(CGRectContainsPoint(CGRectNull, CGPoint(x: 0, y: 0)))
        XCTAssertFalse(r.contains(CGPoint(x: Double.nan, y: 1)))
    }

    func testContainsRect() {
        let r = CGRect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertTrue(CGRectContainsRect(r, CGRect(x: 2, y: 2, width: 8, height: 8)))
        XCTAssertFalse(CGRectContainsRect(r, CGRect(x: 2, y: 2, width: 9, height: 8)))
    }

    func testIntersection() {
        let a = CGRect(x: 0, y: 0, width: 10, height: 10)
        let b = CGRect(x: 5, y: -5, width: 10, height: 10)
        XCTAssertEqual(CGRectIntersection(a, b), CGRect(x: 5, y: 0, width: 5, height: 5))
        XCTAssertTrue(CGRectIntersectsRect(a, b))
        let far = CGRect(x: 20, y: 20, width: 1, height: 1)
        XCTAssertTrue(CGRectIsNull(CGRectIntersection(a, far)))
        XCTAssertFalse(CGRectIntersectsRect(a, far))
        XCTAssertTrue(CGRectIntersection(a, CGRectNull).isNull)
    }

    func testUnion() {
        let a = CGRect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertEqual(CGRectUnion(a, CGRect(x: 20, y: -5, width: 1, height: 1)), CGRect(x: 0, y: -5, width: 21, height: 15))
        XCTAssertEqual(CGRectUnion(a, CGRectNull), a)
        XCTAssertEqual(CGRectUnion(CGRectNull, a), a)
    }

    func testInsetAndOffset() {
        let r = CGRect(x: 0, y: 0, width: 10, height: 20)
        XCTAssertEqual(CGRectInset(r, 2, 3), CGRect(x: 2, y: 3, width: 6, height: 14))
        XCTAssertEqual(CGRectInset(r, -1, -1), CGRect(x: -1, y: -1, width: 12, height: 22))
        XCTAssertTrue(CGRectInset(r, 6, 0).isNull, "an inset beyond the width gives the null rect")
        XCTAssertEqual(CGRectOffset(r, 5, -5), CGRect(x: 5, y: -5, width: 10, height: 20))
        XCTAssertTrue(CGRectOffset(CGRectNull, 1, 1).isNull)
        XCTAssertEqual(r.insetBy(dx: 1, dy: 1), CGRectInset(r, 1, 1))
        XCTAssertEqual(r.offsetBy(dx: 1, dy: 1), CGRectOffset(r, 1, 1))
    }

    func testIntegral() {
        XCTAssertEqual(CGRectIntegral(CGRect(x: 0.5, y: -0.5, width: 1, height: 1.2)), CGRect(x: 0, y: -1, width: 2, height: 2))
    }

    func testPointAndSizeEquality() {
        XCTAssertTrue(CGPointEqualToPoint(CGPoint(x: 0, y: -0.0), CGPoint(x: 0, y: 0)))
        XCTAssertFalse(CGPointEqualToPoint(CGPoint(x: Double.nan, y: 0), CGPoint(x: Double.nan, y: 0)))
        XCTAssertTrue(CGSizeEqualToSize(CGSize(width: 1, height: 2), CGSize(width: 1, height: 2)))
    }

    func testDescriptions() {
        XCTAssertEqual(CGPoint(x: 1, y: 2).description, "(1.0, 2.0)")
        XCTAssertEqual(CGSize(width: 1, height: 2).description, "(1.0, 2.0)")
        XCTAssertEqual(CGRect(x: 1, y: 2, width: 3, height: 4).description, "(1.0, 2.0, 3.0, 4.0)")
    }
}
