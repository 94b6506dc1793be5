#if canImport(Glibc)
import Glibc
#endif
import TransformKit
import XCTest

/// GLKit types and the book's cube lighting (Listing 5.10).
final class LightingTests: XCTestCase {
    func testGLKMatrix4HasTheTransformsMemoryOrder() {
        let t = CATransform3D(elements: (1...16).map(Double.init)) ?? .identity
        let m = GLKMatrix4(t)
        XCTAssertEqual(m.m, (1...16).map(Float.init))
        XCTAssertEqual(CATransform3D(m), t)
        XCTAssertEqual(GLKMatrix4MakeWithCATransform3D(t), m)
        XCTAssertEqual(GLKMatrix4GetMatrix3(m).m, [1, 2, 3, 5, 6, 7, 9, 10, 11])
        XCTAssertEqual(GLKMatrix4Identity, GLKMatrix4(CATransform3DIdentity))
        // Widening back is exact, narrowing rounds to the nearest float.
        var third = CATransform3DIdentity
        third.m11 = 1.0 / 3.0
        XCTAssertEqual(GLKMatrix4(third).m00, Float(1.0 / 3.0))
    }

    /// GLKMatrix3MultiplyVector3 applies the rotation part to a row vector: v · M.
    func testMatrix3MultiplyVector3() {
        let m = GLKMatrix3(m00: 1, m01: 2, m02: 3, m10: 4, m11: 5, m12: 6, m20: 7, m21: 8, m22: 9)
        // x = m[0]*1 + m[3]*10 + m[6]*100, y = m[1]*1 + m[4]*10 + m[7]*100, z = m[2]*1 + m[5]*10 + m[8]*100
        XCTAssertEqual(GLKMatrix3MultiplyVector3(m, GLKVector3Make(1, 10, 100)), GLKVector3Make(741, 852, 963))
        let rotation = GLKMatrix4GetMatrix3(GLKMatrix4(CATransform3DMakeRotation(.pi / 2, 0, 0, 1)))
        let turned = GLKMatrix3MultiplyVector3(rotation, GLKVector3Make(1, 0, 0))
        XCTAssertEqual(turned.y, 1, "as CATransform3D turns +x toward +y")
    }

    func testVectorFunctions() {
        let v = GLKVector3Normalize(GLKVector3Make(0, 1, -0.5))
        XCTAssertEqual(v.y, 0.8944272)
        XCTAssertEqual(v.z, -0.4472136)
        XCTAssertEqual(GLKVector3Length(GLKVector3Make(3, 4, 12)), 13)
        XCTAssertEqual(GLKVector3DotProduct(GLKVector3Make(1, 2, 3), GLKVector3Make(4, 5, 6)), 32)
        XCTAssertEqual(GLKVector3CrossProduct(GLKVector3Make(1, 0, 0), GLKVector3Make(0, 1, 0)), GLKVector3Make(0, 0, 1))
        XCTAssertTrue(GLKVector3Normalize(GLKVector3Make(0, 0, 0)).x.isNaN, "zero vector: NaN, no trap")
    }

    /// Face 1 of the cube (translated toward the viewer, not rotated): normal (0, 0, 1), dot = -0.4472136,
    /// shadow = Float(1 - 0.4472136) - 0.5 = 0.052786409854888916.
    func testFrontFace() {
        let shading = CubeLighting.shade(faceTransform: CATransform3DMakeTranslation(0, 0, 100))
        XCTAssertEqual(shading.normal, GLKVector3Make(0, 0, 1))
        XCTAssertEqual(shading.light, GLKVector3Make(0, 0.8944272, -0.4472136))
        XCTAssertEqual(shading.dotProduct, -0.4472136)
        XCTAssertEqual(shading.shadow, Double(Float(1) + Float(-0.4472136)) - 0.5)
        XCTAssertEqual(shading.shadow, 0.052786409854888916)
        XCTAssertEqual(shading.alpha, shading.shadow)
        XCTAssertEqual(shading.color, CGColor(gray: 0, alpha: 0.052786409854888916))
    }

    /// Faces 3 and 4 (rotated ∓90° about x): normals (0, ∓1, ~0); the listing's alpha falls outside 0...1 and is
    /// clamped for drawing.
    func testTopAndBottomFacesAreClamped() {
        let top = CubeLighting.shade(faceTransform: CATransform3DRotate(CATransform3DMakeTranslation(0, -100, 0), .pi / 2, 1, 0, 0))
        XCTAssertEqual(top.normal.y, -1)
        XCTAssertLessThan(top.shadow, 0)
        XCTAssertEqual(top.alpha, 0)
        let bottom = CubeLighting.shade(faceTransform: CATransform3DRotate(CATransform3DMakeTranslation(0, 100, 0), -.pi / 2, 1, 0, 0))
        XCTAssertEqual(bottom.normal.y, 1)
        XCTAssertGreaterThan(bottom.shadow, 1)
        XCTAssertEqual(bottom.alpha, 1)
        XCTAssertEqual(bottom.color.clamped.alpha, 1)
    }

    func testDegenerateNormalGivesZeroAlpha() {
        let shading = CubeLighting.shade(faceTransform: CATransform3DMakeScale(0, 0, 0))
        XCTAssertTrue(shading.shadow.isNaN)
        XCTAssertEqual(shading.alpha, 0)
    }

    func testColor() {
        let c = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1.5)
        XCTAssertEqual(c.components, [0.2, 0.4, 0.6, 1.5])
        XCTAssertEqual(c.clamped.alpha, 1)
        XCTAssertEqual(c.copy(alpha: 0.5).alpha, 0.5)
        XCTAssertEqual(CGColor(gray: 0.5, alpha: 1), CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        XCTAssertEqual(c.numberOfComponents, 4)
    }
}

final class SmallFunctionTests: XCTestCase {
    func testGLKVectorArithmetic() {
        let a = GLKVector3Make(1, 2, 3), b = GLKVector3Make(0.5, -1, 4)
        XCTAssertEqual(GLKVector3Add(a, b), GLKVector3Make(1.5, 1, 7))
        XCTAssertEqual(GLKVector3Subtract(a, b), GLKVector3Make(0.5, 3, -1))
        XCTAssertEqual(GLKVector3MultiplyScalar(a, 2), GLKVector3Make(2, 4, 6))
        XCTAssertEqual(GLKVector3Negate(a), GLKVector3Make(-1, -2, -3))
        XCTAssertEqual(a.v, [1, 2, 3])
        XCTAssertEqual(GLKMatrix3Identity.m, [1, 0, 0, 0, 1, 0, 0, 0, 1])
    }

    /// Clipping worked by hand: the segment from w = 1 to w = -1 crosses w = ε at t = (1 - ε) / 2.
    func testNearPlaneClipperByHand() {
        let epsilon = 0.25
        let square = [HomogeneousPoint(x: 0, y: 0, z: 0, w: 1), HomogeneousPoint(x: 10, y: 0, z: 0, w: -1),
                      HomogeneousPoint(x: 10, y: 10, z: 0, w: -1), HomogeneousPoint(x: 0, y: 10, z: 0, w: 1)]
        XCTAssertTrue(NearPlaneClipper.needsClipping(square, epsilon: epsilon))
        let clipped = NearPlaneClipper.clip(square, epsilon: epsilon)
        // t = (1 - 0.25) / 2 = 0.375 along each crossing edge: x = 3.75 at w = 0.25.
        XCTAssertEqual(clipped, [HomogeneousPoint(x: 0, y: 0, z: 0, w: 1), HomogeneousPoint(x: 3.75, y: 0, z: 0, w: 0.25),
                                 HomogeneousPoint(x: 3.75, y: 10, z: 0, w: 0.25), HomogeneousPoint(x: 0, y: 10, z: 0, w: 1)])
        XCTAssertEqual(clipped[1].projected, CGPoint(x: 15, y: 0))
        XCTAssertEqual(NearPlaneClipper.clip(square.map { HomogeneousPoint(x: $0.x, y: $0.y, z: 0, w: -2) }, epsilon: epsilon), [])
        XCTAssertEqual(NearPlaneClipper.clip([], epsilon: epsilon), [])
        XCTAssertEqual(HomogeneousPoint(x: 1, y: 2, z: 3, w: 2).projectedZ, 1.5)
    }

    func testPostTranslationAppliesAfter() {
        let r = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let moved = r.postTranslated(x: 100, y: 0, z: 0)
        XCTAssertEqual(moved, CATransform3DConcat(r, CATransform3DMakeTranslation(100, 0, 0)))
        XCTAssertEqual(moved.transform(x: 1, y: 0, z: 0).x, 100 + cos(Double.pi / 2))
    }

    func testColorConstants() {
        XCTAssertEqual(CGColor.black.components, [0, 0, 0, 1])
        XCTAssertEqual(CGColor.white.components, [1, 1, 1, 1])
        XCTAssertEqual(CGColor.clear.alpha, 0)
        XCTAssertEqual(CGColor(red: 1, green: 0, blue: 0, alpha: 1).description, "rgba(1.0, 0.0, 0.0, 1.0)")
    }
}
