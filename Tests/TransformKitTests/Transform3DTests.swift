#if canImport(Glibc)
import Glibc
#endif
import TransformKit
import XCTest

/// CATransform3D against the header formulas (spec §B) and edge cases E16–E24.
final class Transform3DTests: XCTestCase {
    func testIdentityAndMakers() {
        XCTAssertEqual(CATransform3DIdentity.elements, [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        XCTAssertTrue(CATransform3DIsIdentity(CATransform3DIdentity))
        XCTAssertFalse(CATransform3DIsIdentity(CATransform3D()), "the zero struct is not the identity")
        XCTAssertEqual(CATransform3DMakeTranslation(1, 2, 3).elements, [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 1, 2, 3, 1])
        XCTAssertEqual(CATransform3DMakeScale(1, 2, 3).elements, [1, 0, 0, 0, 0, 2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 1])
        XCTAssertEqual(CATransform3D(elements: Array(1...16).map(Double.init))?.m34, 12)
        XCTAssertNil(CATransform3D(elements: [1, 2, 3]))
        XCTAssertEqual(CATransform3DMakeTranslation(1, 2, 3).element(row: 4, column: 3), 3)
        XCTAssertNil(CATransform3DIdentity.element(row: 5, column: 1))
    }

    /// Points are row vectors: X = x*m11 + y*m21 + z*m31 + m41, ..., W from the fourth column.
    func testPointApplicationUsesRowVectors() {
        let t = CATransform3D(elements: (1...16).map(Double.init)) ?? .identity
        let p = t.transform(x: 1, y: 10, z: 100)
        // x = 1*1 + 10*5 + 100*9 + 13, y = 1*2 + 10*6 + 100*10 + 14, z = 1*3 + 10*7 + 100*11 + 15, w = 1*4 + 10*8 + 100*12 + 16
        XCTAssertEqual(p, HomogeneousPoint(x: 964, y: 1076, z: 1188, w: 1300))
    }

    /// Axis special cases of B4, and direction: +angle about z turns +x toward +y; about y sends +z toward +x.
    func testRotationAxisSpecialCasesAndDirection() {
        let angle = 0.4, c = cos(angle), s = sin(angle)
        let z = CATransform3DMakeRotation(angle, 0, 0, 1)
        XCTAssertEqual([z.m11, z.m12, z.m21, z.m22, z.m33], [c, s, -s, c, 1])
        XCTAssertEqual(z, CATransform3DMakeAffineTransform(CGAffineTransformMakeRotation(angle)))
        let x = CATransform3DMakeRotation(angle, 1, 0, 0)
        XCTAssertEqual([x.m11, x.m22, x.m23, x.m32, x.m33], [1, c, s, -s, c])
        let y = CATransform3DMakeRotation(angle, 0, 1, 0)
        XCTAssertEqual([y.m11, y.m13, y.m22, y.m31, y.m33], [c, -s, 1, s, c])
        XCTAssertGreaterThan(z.transform(x: 1, y: 0, z: 0).y, 0)
        XCTAssertGreaterThan(y.transform(x: 0, y: 0, z: 1).x, 0)
        XCTAssertLessThan(y.transform(x: 1, y: 0, z: 0).z, 0, "the right edge recedes")
    }

    /// E16: a zero axis gives the identity.
    func testE16ZeroAxisIsIdentity() {
        XCTAssertEqual(CATransform3DMakeRotation(1.3, 0, 0, 0), CATransform3DIdentity)
    }

    /// E17: Rotate about a zero axis is undefined in the header; here it returns t unchanged.
    func testE17RotateAboutZeroAxisReturnsInput() {
        let t = CATransform3DMakeTranslation(4, 5, 6)
        XCTAssertEqual(CATransform3DRotate(t, 1.3, 0, 0, 0), t)
    }

    /// E18: the axis is normalised, (0, 0, 2) is exactly (0, 0, 1).
    func testE18AxisIsNormalised() {
        XCTAssertEqual(CATransform3DMakeRotation(0.9, 0, 0, 2), CATransform3DMakeRotation(0.9, 0, 0, 1))
    }

    /// E19: axis (1, 1, 0) normalises to 0.7071067811865475 per component, x*x = 0.4999999999999999.
    func testE19DiagonalAxis() {
        let t = CATransform3DMakeRotation(.pi / 2, 1, 1, 0)
        let u = 1 / 2.0.squareRoot()
        XCTAssertEqual(1 / 2.0.squareRoot(), 0.7071067811865475)
        XCTAssertEqual(u * u, 0.4999999999999999)
        let c = cos(Double.pi / 2), s = sin(Double.pi / 2), tt = 1 - c
        XCTAssertEqual(t.m11, c + u * u * tt)
        XCTAssertEqual(t.m12, u * u * tt + 0 * s)
        XCTAssertEqual(t.m13, u * 0 * tt - u * s)
        XCTAssertEqual(t.m33, c + 0 * 0 * tt)
        // Geometrically: (1, -1, 0) is perpendicular to the axis and turns into -z·√2 ... a quarter turn.
        let p = t.transform(x: 1, y: -1, z: 0)
        XCTAssertEqual(p.x, 0, accuracy: 1e-15)
        XCTAssertEqual(p.y, 0, accuracy: 1e-15)
        XCTAssertEqual(p.z, -2.0.squareRoot(), accuracy: 1e-15)
    }

    /// E20: rotation by π about z.
    func testE20HalfTurnAboutZ() {
        let t = CATransform3DMakeRotation(.pi, 0, 0, 1)
        XCTAssertEqual(t.m11, -1)
        XCTAssertEqual(t.m22, -1)
        XCTAssertEqual(t.m12, 1.2246467991473532e-16)
        XCTAssertEqual(t.m21, -1.2246467991473532e-16)
        XCTAssertEqual(t.m33, 1, "c + 1*(1-c) is exactly 1")
    }

    /// E21: quarter turn about y, as Apple printed (m13 = -0.7071).
    func testE21EighthTurnAboutY() {
        let t = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        XCTAssertEqual(t.m11, 0.7071067811865476)
        XCTAssertEqual(t.m33, 0.7071067811865476)
        XCTAssertEqual(t.m13, -0.7071067811865475)
        XCTAssertEqual(t.m31, 0.7071067811865475)
    }

    /// B5: Translate/Scale/Rotate pre-multiply (op applied first) and agree with Concat(op, t).
    func testStepFunctionsPreMultiply() {
        let t = CATransform3DRotate(CATransform3DMakeTranslation(10, 20, 30), 0.7, 1, 2, 3)
        let translated = CATransform3DTranslate(t, 1, 2, 3)
        assertEqual(translated, CATransform3DConcat(CATransform3DMakeTranslation(1, 2, 3), t), accuracy: 1e-12)
        XCTAssertEqual(translated.m41, 1 * t.m11 + 2 * t.m21 + 3 * t.m31 + t.m41)
        XCTAssertEqual([translated.m11, translated.m22, translated.m33], [t.m11, t.m22, t.m33])
        let scaled = CATransform3DScale(t, 2, 3, 4)
        XCTAssertEqual(scaled, CATransform3DConcat(CATransform3DMakeScale(2, 3, 4), t))
        XCTAssertEqual([scaled.m41, scaled.m42, scaled.m43], [t.m41, t.m42, t.m43], "row 4 unchanged")
        let rotated = CATransform3DRotate(t, -0.3, 0, 1, 1)
        assertEqual(rotated, CATransform3DConcat(CATransform3DMakeRotation(-0.3, 0, 1, 1), t), accuracy: 1e-12)
        XCTAssertEqual([rotated.m41, rotated.m42, rotated.m43, rotated.m44], [t.m41, t.m42, t.m43, t.m44])
        // Not the buggy post-translation `m41 += tx`.
        let r = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let moved = CATransform3DTranslate(r, 100, 0, 0)
        XCTAssertEqual(moved.m41, 100 * r.m11)
        XCTAssertEqual(moved.m42, 100)
    }

    /// B6: Concat(a, b) applies a first; element (i, j) = Σk a[i][k]*b[k][j].
    func testConcatAppliesFirstOperandFirst() {
        let a = CATransform3D(elements: (1...16).map(Double.init)) ?? .identity
        let b = CATransform3D(elements: (17...32).map(Double.init)) ?? .identity
        let ab = CATransform3DConcat(a, b)
        let m11: Double = 1 * 17 + 2 * 21 + 3 * 25 + 4 * 29
        let m34: Double = 9 * 20 + 10 * 24 + 11 * 28 + 12 * 32
        let m41: Double = 13 * 17 + 14 * 21 + 15 * 25 + 16 * 29
        XCTAssertEqual(ab.m11, m11)
        XCTAssertEqual(ab.m34, m34)
        XCTAssertEqual(ab.m41, m41)
        let p = CATransform3DConcat(CATransform3DMakeTranslation(100, 0, 0), CATransform3DMakeScale(2, 2, 2))
            .transform(x: 1, y: 0, z: 0)
        XCTAssertEqual(p.x, 202, "translate first, then scale")
    }

    /// B7: the inverse, and the exact-zero determinant rule (E22, E23).
    func testInvert() {
        let t = CATransform3DRotate(CATransform3DMakeTranslation(10, -20, 30), 0.7, 1, 2, 3)
        assertEqual(CATransform3DConcat(t, CATransform3DInvert(t)), .identity, accuracy: 1e-12)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        let inverse = CATransform3DInvert(perspective)
        XCTAssertEqual(inverse.m34, 1.0 / 500)
        XCTAssertEqual(CATransform3DInvert(CATransform3DMakeScale(2, 4, 8)), CATransform3DMakeScale(0.5, 0.25, 0.125))
    }

    /// E22: a flat scale has no inverse: the input comes back.
    func testE22SingularInvertReturnsInput() {
        XCTAssertEqual(CATransform3DInvert(CATransform3DMakeScale(1, 1, 0)), CATransform3DMakeScale(1, 1, 0))
        var zero = CATransform3D()
        zero.m41 = 7
        XCTAssertEqual(CATransform3DInvert(zero), zero)
    }

    /// E23: det 1e-9 is inverted (GNUstep's 1e-4 epsilon would refuse).
    func testE23TinyButRegularMatrixIsInverted() {
        let t = CATransform3DMakeScale(1e-3, 1e-3, 1e-3)
        XCTAssertEqual(t.determinant, 1e-9, accuracy: 1e-24)
        let inverse = CATransform3DInvert(t)
        XCTAssertEqual(inverse.m11, 1000, accuracy: 1e-9)
        XCTAssertEqual(inverse.m44, 1)
    }

    /// E24: the IsAffine choice requires m33 == 1 (documented; Apple unconfirmed).
    func testE24IsAffineRequiresUnitZScale() {
        XCTAssertFalse(CATransform3DIsAffine(CATransform3DMakeScale(2, 2, 3)))
        XCTAssertTrue(CATransform3DIsAffine(CATransform3DMakeScale(2, 2, 1)))
        XCTAssertTrue(CATransform3DIsAffine(CATransform3DMakeRotation(1, 0, 0, 1)))
        XCTAssertFalse(CATransform3DIsAffine(CATransform3DMakeRotation(1, 0, 1, 0)))
        XCTAssertFalse(CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
        var p = CATransform3DIdentity
        p.m34 = -0.002
        XCTAssertFalse(CATransform3DIsAffine(p))
    }

    /// B9: the affine conversions map (a, b, c, d, tx, ty) to (m11, m12, m21, m22, m41, m42) and back.
    func testAffineConversions() {
        let m = CGAffineTransformMake(1, 2, 3, 4, 5, 6)
        let t = CATransform3DMakeAffineTransform(m)
        XCTAssertEqual(t.elements, [1, 2, 0, 0, 3, 4, 0, 0, 0, 0, 1, 0, 5, 6, 0, 1])
        XCTAssertEqual(CATransform3DGetAffineTransform(t), m)
        XCTAssertTrue(CATransform3DIsAffine(t))
    }

    /// B8: equality is exact IEEE ==.
    func testEquality() {
        var a = CATransform3DIdentity
        a.m12 = -0.0
        XCTAssertTrue(CATransform3DEqualToTransform(a, CATransform3DIdentity))
        a.m12 = 1e-300
        XCTAssertFalse(CATransform3DEqualToTransform(a, CATransform3DIdentity))
        var n = CATransform3DIdentity
        n.m11 = .nan
        XCTAssertFalse(CATransform3DEqualToTransform(n, n))
    }

    func testNaNPropagatesAndNeverTraps() {
        XCTAssertTrue(CATransform3DMakeRotation(.nan, 0, 0, 1).m11.isNaN)
        XCTAssertTrue(CATransform3DMakeRotation(1, .nan, 0, 1).m11.isNaN, "a NaN axis has a NaN length, not zero")
        var n = CATransform3DIdentity
        n.m22 = .nan
        XCTAssertTrue(CATransform3DInvert(n).m11.isNaN)
        XCTAssertTrue(CATransform3DConcat(n, .identity).m22.isNaN)
    }

    /// The flattening projection F keeps x, y and w and drops z.
    func testFlattening() {
        let t = CATransform3D(elements: (1...16).map(Double.init)) ?? .identity
        XCTAssertEqual(t.flattened, CATransform3DConcat(t, CATransform3D.flattening))
        XCTAssertEqual(t.flattened.elements, [1, 2, 0, 4, 5, 6, 0, 8, 9, 10, 0, 12, 13, 14, 0, 16])
    }
}
