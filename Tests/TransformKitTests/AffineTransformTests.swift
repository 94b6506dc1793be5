#if canImport(Glibc)
import Glibc
#endif
import TransformKit
import XCTest

/// CGAffineTransform against the header formulas (spec §A) and edge cases E1–E15, E44, E45.
final class AffineTransformTests: XCTestCase {
    // MARK: Constructors (A5)

    func testMakeTranslationScaleAndGeneral() {
        assertEqual(CGAffineTransformMakeTranslation(3, -4), [1, 0, 0, 1, 3, -4])
        assertEqual(CGAffineTransformMakeScale(2, -0.5), [2, 0, 0, -0.5, 0, 0])
        assertEqual(CGAffineTransformMake(1, 2, 3, 4, 5, 6), [1, 2, 3, 4, 5, 6])
        XCTAssertEqual(CGAffineTransform(translationX: 3, y: -4), CGAffineTransformMakeTranslation(3, -4))
        XCTAssertEqual(CGAffineTransform(scaleX: 2, y: -0.5), CGAffineTransformMakeScale(2, -0.5))
        XCTAssertEqual(CGAffineTransform(1, 2, 3, 4, 5, 6), CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
        XCTAssertEqual(CGAffineTransform(), CGAffineTransformIdentity)
        XCTAssertEqual(CGAffineTransform.identity, CGAffineTransformMake(1, 0, 0, 1, 0, 0))
    }

    /// E1: rotation by π is not snapped.
    func testE1RotationByPi() {
        assertEqual(CGAffineTransformMakeRotation(.pi), [-1, 1.2246467991473532e-16, -1.2246467991473532e-16, -1, 0, 0])
    }

    /// E2: rotation by π/2 is not snapped.
    func testE2RotationByHalfPi() {
        assertEqual(CGAffineTransform(rotationAngle: .pi / 2), [6.123233995736766e-17, 1, -1, 6.123233995736766e-17, 0, 0])
    }

    /// Rotation direction: a positive angle turns +x toward +y (clockwise with y down).
    func testPositiveAngleTurnsXTowardY() {
        let p = CGPointApplyAffineTransform(CGPoint(x: 1, y: 0), CGAffineTransformMakeRotation(0.1))
        XCTAssertGreaterThan(p.y, 0)
        XCTAssertEqual(p.x, 0.9950041652780258)
        XCTAssertEqual(p.y, 0.09983341664682815)
    }

    /// E10: rotation by 0 has c == -0.0 and still is the identity under IEEE ==.
    func testE10RotationByZero() {
        let t = CGAffineTransform(rotationAngle: 0)
        XCTAssertTrue(isNegativeZero(t.c))
        XCTAssertTrue(t.isIdentity)
        XCTAssertTrue(CGAffineTransformIsIdentity(t))
        XCTAssertTrue(CGAffineTransformEqualToTransform(t, .identity))
    }

    // MARK: Append-style functions (A6): op * t, direct product formulas

    /// E7: Listing 5.2 — scale 50%, rotate 30°, translate 200 points: the translation is scaled and rotated.
    func testE7Listing52() {
        var t = CGAffineTransformIdentity
        t = CGAffineTransformScale(t, 0.5, 0.5)
        t = CGAffineTransformRotate(t, Double.pi / 180.0 * 30.0)
        t = CGAffineTransformTranslate(t, 200, 0)
        assertEqual(t, [0.43301270189221935, 0.24999999999999997, -0.24999999999999997, 0.43301270189221935,
                        86.60254037844388, 49.99999999999999])
        XCTAssertEqual(t.tx, 86.60254037844388)
        XCTAssertEqual(t.ty, 49.99999999999999)
        // The same chain in the Swift spelling.
        let swift = CGAffineTransform.identity.scaledBy(x: 0.5, y: 0.5).rotated(by: .pi / 180.0 * 30.0).translatedBy(x: 200, y: 0)
        XCTAssertEqual(swift, t)
        // "a translation diagonally downward by 100 points": length of (tx, ty) is 100 within rounding.
        XCTAssertEqual((t.tx * t.tx + t.ty * t.ty).squareRoot(), 100, accuracy: 1e-12)
    }

    /// E9: Scale computes the products directly, so c becomes -0 (Concat would give +0).
    func testE9ScaleKeepsNegativeZero() {
        let scaled = CGAffineTransformScale(CGAffineTransformMakeTranslation(42, 42), 1, -1)
        assertEqual(scaled, [1, 0, -0.0, -1, 42, 42])
        XCTAssertTrue(isNegativeZero(scaled.c))
        let concatenated = CGAffineTransformConcat(CGAffineTransformMakeScale(1, -1), CGAffineTransformMakeTranslation(42, 42))
        XCTAssertFalse(isNegativeZero(concatenated.c))
        XCTAssertEqual(concatenated.c, 0)
        XCTAssertEqual(scaled, concatenated, "IEEE equality ignores the sign of zero")
    }

    /// Translate: a, b, c, d unchanged; tx' = tx*a + ty*c + t.tx (A6), confirmed by E6's Apple measurement.
    func testTranslateAppliesFirst() {
        let r90 = CGAffineTransformMakeRotation(.pi / 2)
        let t = CGAffineTransformTranslate(r90, 100, 0)
        XCTAssertEqual(t, CGAffineTransformConcat(CGAffineTransformMakeTranslation(100, 0), r90))
        XCTAssertEqual(t.tx, 6.123233995736766e-15)
        XCTAssertEqual(t.ty, 100)
        XCTAssertEqual(t.a, r90.a)
        XCTAssertEqual(t.d, r90.d)
    }

    func testRotateFormula() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let angle = 0.3
        let c = cos(angle), s = sin(angle)
        assertEqual(CGAffineTransformRotate(t, angle), [c * 1 + s * 3, c * 2 + s * 4, -s * 1 + c * 3, -s * 2 + c * 4, 5, 6])
        assertEqual(t.scaledBy(x: 2, y: 3), [2, 4, 9, 12, 5, 6])
        assertEqual(t.translatedBy(x: 1, y: 1), [1, 2, 3, 4, 1 * 1 + 1 * 3 + 5, 1 * 2 + 1 * 4 + 6])
    }

    // MARK: Concat (A7)

    /// E3: Apple, 64-bit iOS.
    func testE3ConcatTranslationThenRotation() {
        let t = CGAffineTransformConcat(CGAffineTransformMakeTranslation(-1920, -1080), CGAffineTransformMakeRotation(.pi))
        assertEqual(t, [-1, 1.2246467991473532e-16, -1.2246467991473532e-16, -1, 1920.0000000000002, 1079.9999999999998])
    }

    /// E6: Concat(T(100,0), R(π/2)) applied to (10, 0): (6.735557395310443e-15, 110).
    func testE6ConcatAppliesFirstOperandFirst() {
        let t = CGAffineTransformMakeTranslation(100, 0).concatenating(CGAffineTransformMakeRotation(.pi / 2))
        let p = CGPointApplyAffineTransform(CGPoint(x: 10, y: 0), t)
        XCTAssertEqual(p.x, 6.735557395310443e-15)
        XCTAssertEqual(p.y, 110)
    }

    func testConcatFieldFormulas() {
        let t1 = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t2 = CGAffineTransform(a: 7, b: 8, c: 9, d: 10, tx: 11, ty: 12)
        assertEqual(CGAffineTransformConcat(t1, t2), [1 * 7 + 2 * 9, 1 * 8 + 2 * 10, 3 * 7 + 4 * 9, 3 * 8 + 4 * 10,
                                                     5 * 7 + 6 * 9 + 11, 5 * 8 + 6 * 10 + 12])
    }

    // MARK: Invert (A8)

    /// E11: a zero scale is returned unchanged.
    func testE11InvertOfZeroScaleReturnsInput() {
        XCTAssertEqual(CGAffineTransformInvert(CGAffineTransformMakeScale(0, 0)), CGAffineTransformMakeScale(0, 0))
    }

    /// E12: determinant exactly 0 — unchanged, translation included.
    func testE12InvertOfSingularReturnsInput() {
        let t = CGAffineTransformMake(1, 2, 2, 4, 5, 6)
        XCTAssertEqual(t.determinant, 0)
        assertEqual(t.inverted(), [1, 2, 2, 4, 5, 6])
    }

    /// E13: no epsilon — a determinant of 1e-300 is inverted.
    func testE13TinyDeterminantIsInverted() {
        let t = CGAffineTransformMake(1e-150, 0, 0, 1e-150, 0, 0)
        XCTAssertEqual(t.determinant, 1e-300)
        let inverse = CGAffineTransformInvert(t)
        XCTAssertEqual(inverse.a, 1 / (1e-300) * 1e-150, accuracy: 1e136)
        XCTAssertNotEqual(inverse, t)
        let product = CGAffineTransformConcat(t, inverse)
        XCTAssertEqual(product.a, 1, accuracy: 1e-12)
    }

    func testInvertFormula() {
        let t = CGAffineTransform(a: 2, b: 1, c: 1, d: 3, tx: 4, ty: 5)
        let det = 2.0 * 3.0 - 1.0 * 1.0
        assertEqual(t.inverted(), [3 / det, -1 / det, -1 / det, 2 / det, (1 * 5 - 3 * 4) / det, (1 * 4 - 2 * 5) / det])
    }

    func testNaNPropagatesAndNeverTraps() {
        let t = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        XCTAssertTrue(t.inverted().a.isNaN, "a NaN determinant is not zero: the inverse is computed and is NaN")
        XCTAssertFalse(t == t, "IEEE: NaN is unequal to itself")
        XCTAssertTrue(CGPointApplyAffineTransform(CGPoint(x: 1, y: 1), t).x.isNaN)
        XCTAssertTrue(CGAffineTransformRotate(.identity, .nan).a.isNaN)
        let infinite = CGAffineTransformMakeScale(.infinity, 1)
        XCTAssertTrue(CGPointApplyAffineTransform(CGPoint(x: 0, y: 0), infinite).x.isNaN, "0 * inf is NaN")
    }

    // MARK: Point, size and rect application (A2–A4)

    /// E4 and E5: Apple measurements of a rotation by -π/2.
    func testE4E5PointApplication() {
        let r = CGAffineTransformMakeRotation(-.pi / 2)
        let p = CGPointApplyAffineTransform(CGPoint(x: 96, y: 196), r)
        XCTAssertEqual(p.x, 196)
        XCTAssertEqual(p.y, -95.999999999999986)
        let q = CGPoint(x: 0, y: 768).applying(r)
        XCTAssertEqual(q.x, 768)
        XCTAssertEqual(q.y, 4.702643708725836e-14)
    }

    /// E14: the width stays negative.
    func testE14SizeApplicationKeepsSign() {
        let s = CGSizeApplyAffineTransform(CGSize(width: 200, height: 100), CGAffineTransformMakeRotation(.pi / 2))
        XCTAssertEqual(s.width, -99.99999999999999)
        XCTAssertEqual(s.height, 200.0)
        XCTAssertEqual(CGSize(width: 3, height: 4).applying(CGAffineTransformMakeTranslation(100, 100)), CGSize(width: 3, height: 4))
    }

    /// E15: bounding box with plain arithmetic.
    func testE15RectApplicationIsBoundingBox() {
        let r = CGRectApplyAffineTransform(CGRect(x: 0, y: 0, width: 200, height: 100), CGAffineTransformMakeRotation(.pi / 2))
        XCTAssertEqual(r.origin.x, -100)
        XCTAssertEqual(r.origin.y, 0)
        XCTAssertEqual(r.size.width, 100.00000000000001)
        XCTAssertEqual(r.size.height, 200)
        // Only scales, flips and translations: the transformed corners themselves.
        let flipped = CGRect(x: 10, y: 20, width: 30, height: 40).applying(CGAffineTransformMake(-2, 0, 0, 1, 5, 0))
        XCTAssertEqual(flipped, CGRect(x: -75, y: 20, width: 60, height: 40))
        XCTAssertEqual(CGRectNull.applying(CGAffineTransformMakeRotation(1)), CGRectNull)
        XCTAssertEqual(CGRectInfinite.applying(CGAffineTransformMakeScale(2, 2)), CGRectInfinite)
    }

    /// E8: the book's shear (Listing 5.3) maps (0, 100) to (-100, 100).
    func testE8ShearListing53() {
        var shear = CGAffineTransformIdentity
        shear.c = -1
        shear.b = 0
        assertEqual(shear, [1, 0, -1, 1, 0, 0])
        XCTAssertEqual(CGPointApplyAffineTransform(CGPoint(x: 0, y: 100), shear), CGPoint(x: -100, y: 100))
        // On a 200x200 layer about its centre (anchor (0.5, 0.5)) at (160, 240): the bottom edge slides left, the
        // top edge right, by their distance from the anchor (100 points).
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
        root.position = CGPoint(x: 160, y: 240)  // the root view at the window's origin (spec C17)
        let layer = CALayer()
        root.addSublayer(layer)
        layer.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        layer.position = CGPoint(x: 160, y: 240)
        layer.setAffineTransform(shear)
        let quad = LayerProjection().project(layer).quad
        XCTAssertEqual(quad, [CGPoint(x: 160, y: 140), CGPoint(x: 360, y: 140), CGPoint(x: 160, y: 340), CGPoint(x: -40, y: 340)])
    }

    /// E44: the three tutorial spellings of 30° are the same double.
    func testE44AngleSpellings() {
        XCTAssertEqual(Double.pi / 180 * 30, 0.5235987755982988)
        XCTAssertEqual(30 * Double.pi / 180, 0.5235987755982988)
        XCTAssertEqual(Double.pi / 6, 0.5235987755982988)
    }

    /// E45: the numbers do not depend on the platform (no platform-dependent sign anywhere in the API).
    func testE45SameNumbersOnBothPlatforms() {
        let t = CGAffineTransformMakeRotation(.pi / 4)
        XCTAssertEqual(t.b, sin(.pi / 4))
        XCTAssertEqual(t.c, -sin(.pi / 4))
    }

    func testDescriptionMatchesSwiftOnApplePlatforms() {
        XCTAssertEqual(CGAffineTransformMakeTranslation(1, 2).description,
                       "CGAffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 1.0, ty: 2.0)")
    }
}
