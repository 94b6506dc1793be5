#if canImport(Glibc)
import Glibc
#endif
import TransformKit
import XCTest

/// Key paths of transform and sublayerTransform (spec B10, E39, E40) and the decomposition behind them.
final class KeyPathTests: XCTestCase {
    /// E40: Apple's own example — translation.x = 10 on the identity sets m41 = 10, nothing else.
    func testE40TranslationXOnIdentity() {
        let layer = CALayer()
        XCTAssertTrue(layer.setValue(.number(10), forKeyPath: "transform.translation.x"))
        var expected = CATransform3DIdentity
        expected.m41 = 10
        XCTAssertEqual(layer.transform, expected)
        XCTAssertEqual(layer.value(forKeyPath: "transform.translation.x"), .number(10))
    }

    /// E39: the documented average.
    func testE39ScaleIsTheAverage() {
        XCTAssertEqual(CATransform3DMakeScale(2, 4, 1).value(forKeyPath: .scale), .number(2.3333333333333335))
        XCTAssertEqual(CATransform3DMakeScale(2, 4, 1).value(forKeyPath: .scaleY), .number(4))
    }

    /// B10 safe rules: rotations on the identity are exactly CATransform3DMakeRotation about the axis.
    func testRotationKeyPathsOnIdentity() {
        for angle in [0.3, -1.2, Double.pi / 4, Double.pi / 2, 3.0] {
            XCTAssertEqual(CATransform3DIdentity.settingValue(.number(angle), forKeyPath: .rotationZ),
                           CATransform3DMakeRotation(angle, 0, 0, 1))
            XCTAssertEqual(CATransform3DIdentity.settingValue(.number(angle), forKeyPath: .rotation),
                           CATransform3DMakeRotation(angle, 0, 0, 1))
            XCTAssertEqual(CATransform3DIdentity.settingValue(.number(angle), forKeyPath: .rotationX),
                           CATransform3DMakeRotation(angle, 1, 0, 0))
            XCTAssertEqual(CATransform3DIdentity.settingValue(.number(angle), forKeyPath: .rotationY),
                           CATransform3DMakeRotation(angle, 0, 1, 0))
        }
    }

    /// B10: reading rotation.z of a pure z rotation is atan2(m12, m11), exactly.
    func testReadingRotationZOfPureRotation() {
        for angle in [0.3, -1.2, 2.9, -3.1] {
            let t = CATransform3DMakeRotation(angle, 0, 0, 1)
            XCTAssertEqual(t.value(forKeyPath: .rotationZ), .number(atan2(t.m12, t.m11)))
            XCTAssertEqual(t.value(forKeyPath: .rotationX), .number(0))
        }
        // Pure x rotations read back exactly on x; y rotations within [-π/2, π/2] on y.
        XCTAssertEqual(CATransform3DMakeRotation(2.5, 1, 0, 0).value(forKeyPath: .rotationX), .number(atan2(sin(2.5), cos(2.5))))
        guard case let .number(y) = CATransform3DMakeRotation(1.2, 0, 1, 0).value(forKeyPath: .rotationY) else {
            return XCTFail("a number")
        }
        XCTAssertEqual(y, 1.2, accuracy: 1e-15)
    }

    func testScaleKeyPathsOnIdentity() {
        XCTAssertEqual(CATransform3DIdentity.settingValue(.number(3), forKeyPath: .scale), CATransform3DMakeScale(3, 3, 3))
        XCTAssertEqual(CATransform3DIdentity.settingValue(.number(3), forKeyPath: .scaleX), CATransform3DMakeScale(3, 1, 1))
        XCTAssertEqual(CATransform3DIdentity.settingValue(.number(3), forKeyPath: .scaleZ), CATransform3DMakeScale(1, 1, 3))
        // A zero scale can be undone (the key-path decomposition never fails).
        let flat = CATransform3DIdentity.settingValue(.number(0), forKeyPath: .scale) ?? .identity
        XCTAssertEqual(flat, CATransform3DMakeScale(0, 0, 0))
        XCTAssertEqual(flat.settingValue(.number(1), forKeyPath: .scale), CATransform3DIdentity)
    }

    func testTranslationKeyPaths() {
        let t = CATransform3DIdentity.settingValue(.size(CGSize(width: 5, height: -7)), forKeyPath: .translation)
        XCTAssertEqual(t, CATransform3DMakeTranslation(5, -7, 0))
        XCTAssertEqual(t?.value(forKeyPath: .translation), .size(CGSize(width: 5, height: -7)))
        XCTAssertEqual(CATransform3DIdentity.settingValue(.number(9), forKeyPath: .translationZ), CATransform3DMakeTranslation(0, 0, 9))
        XCTAssertNil(CATransform3DIdentity.settingValue(.number(9), forKeyPath: .translation), "translation takes a size")
        XCTAssertNil(CATransform3DIdentity.settingValue(.size(.zero), forKeyPath: .scale), "scale takes a number")
    }

    /// Writing one component keeps the others: rotate a scaled, translated layer.
    func testWritingKeepsOtherComponents() {
        let start = CATransform3DScale(CATransform3DMakeTranslation(10, 20, 0), 2, 2, 1)
        let rotated = start.settingValue(.number(.pi / 2), forKeyPath: .rotationZ) ?? .identity
        XCTAssertEqual(rotated.value(forKeyPath: .translation), .size(CGSize(width: 10, height: 20)))
        guard case let .number(scale) = rotated.value(forKeyPath: .scaleX) else { return XCTFail("a number") }
        XCTAssertEqual(scale, 2, accuracy: 1e-15)
        let p = rotated.transform(x: 1, y: 0, z: 0)
        XCTAssertEqual(p.x, 10, accuracy: 1e-14)
        XCTAssertEqual(p.y, 22, accuracy: 1e-14)
    }

    /// Reading the rotation of a perspective transform (Listing 5.5) ignores the perspective part.
    func testReadingThroughPerspective() {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        t = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
        let c = TransformComponents(t)
        XCTAssertEqual(c.rotation.y, .pi / 4, accuracy: 1e-15)
        XCTAssertEqual(c.rotation.x, 0)
        XCTAssertEqual(c.perspective.z, -0.002, accuracy: 1e-18)
        assertEqual(c.recomposed, t, accuracy: 1e-15)
    }

    /// Decompose → recompose returns the matrix for random transforms (rotation, scale, translation, perspective).
    func testComponentsRoundTrip() {
        var random = SeededGenerator(seed: 0x5EED_0001)
        for _ in 0..<200 {
            let t = random.transform3D()
            assertEqual(TransformComponents(t).recomposed, t, accuracy: 1e-9)
        }
    }

    /// Gimbal lock (y = ±π/2 exactly) still recomposes to the matrix.
    func testGimbalLock() {
        var t = CATransform3DIdentity
        t.m11 = 0; t.m12 = 0; t.m13 = -1
        t.m21 = 0; t.m22 = 1; t.m23 = 0
        t.m31 = 1; t.m32 = 0; t.m33 = 0
        let c = TransformComponents(t)
        XCTAssertEqual(c.rotation.y, .pi / 2)
        XCTAssertEqual(c.rotation.z, 0)
        assertEqual(c.recomposed, t, accuracy: 1e-15)
    }

    func testSublayerTransformKeyPathsAndUnknownPaths() {
        let layer = CALayer()
        XCTAssertTrue(layer.setValue(.number(2), forKeyPath: "sublayerTransform.scale"))
        XCTAssertEqual(layer.sublayerTransform, CATransform3DMakeScale(2, 2, 2))
        XCTAssertEqual(layer.transform, CATransform3DIdentity)
        XCTAssertFalse(layer.setValue(.number(2), forKeyPath: "transform.skew"))
        XCTAssertFalse(layer.setValue(.number(2), forKeyPath: "position.x"))
        XCTAssertNil(layer.value(forKeyPath: "transform"))
        XCTAssertEqual(TransformKeyPath.allCases.count, 12)
    }
}
