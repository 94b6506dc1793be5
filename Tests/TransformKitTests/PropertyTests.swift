#if canImport(Glibc)
import Glibc
#endif
import TransformKit
import XCTest

/// Algebraic properties over seeded pseudo-random transforms (the same cases on every run).
final class PropertyTests: XCTestCase {
    private let cases = 500

    func testAffineInverseComposesToIdentity() {
        var random = SeededGenerator(seed: 1)
        for _ in 0..<cases {
            let t = random.affine()
            guard Swift.abs(t.determinant) > 1e-3 else { continue }
            assertEqual(t.concatenating(t.inverted()), [1, 0, 0, 1, 0, 0], accuracy: 1e-9)
            assertEqual(t.inverted().concatenating(t), [1, 0, 0, 1, 0, 0], accuracy: 1e-9)
        }
    }

    func testAffineConcatIsAssociativeAndMatchesSuccessiveApplication() {
        var random = SeededGenerator(seed: 2)
        for _ in 0..<cases {
            let a = random.affine(), b = random.affine(), c = random.affine()
            let left = a.concatenating(b).concatenating(c), right = a.concatenating(b.concatenating(c))
            assertEqual(left, [right.a, right.b, right.c, right.d, right.tx, right.ty], accuracy: 1e-9 * 1000)
            let p = CGPoint(x: random.double(in: -100...100), y: random.double(in: -100...100))
            let once = p.applying(a.concatenating(b))
            let twice = p.applying(a).applying(b)
            assertEqual(once, twice, accuracy: 1e-9 * Swift.max(1, Swift.abs(twice.x) + Swift.abs(twice.y)))
        }
    }

    /// The step functions equal Concat with the made operation first (op * t), for every function.
    func testAffineStepFunctionsAgreeWithConcat() {
        var random = SeededGenerator(seed: 3)
        for _ in 0..<cases {
            let t = random.affine()
            let angle = random.double(in: -7...7), x = random.double(in: -50...50), y = random.double(in: -50...50)
            XCTAssertEqual(CGAffineTransformTranslate(t, x, y).tx,
                           CGAffineTransformConcat(CGAffineTransformMakeTranslation(x, y), t).tx, accuracy: 1e-9)
            XCTAssertEqual(CGAffineTransformScale(t, x, y), CGAffineTransformConcat(CGAffineTransformMakeScale(x, y), t))
            let rotated = CGAffineTransformRotate(t, angle), concatenated = CGAffineTransformConcat(CGAffineTransformMakeRotation(angle), t)
            assertEqual(rotated, [concatenated.a, concatenated.b, concatenated.c, concatenated.d, concatenated.tx, concatenated.ty],
                        accuracy: 1e-12)
        }
    }

    func testRectApplicationContainsEveryTransformedCorner() {
        var random = SeededGenerator(seed: 4)
        for _ in 0..<cases {
            let t = random.affine()
            let r = CGRect(x: random.double(in: -100...100), y: random.double(in: -100...100),
                           width: random.double(in: -50...50), height: random.double(in: -50...50))
            let box = r.applying(t)
            for corner in [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY),
                           CGPoint(x: r.maxX, y: r.maxY)] {
                let p = corner.applying(t)
                XCTAssertTrue(p.x >= box.minX && p.x <= box.maxX + 1e-9 && p.y >= box.minY && p.y <= box.maxY + 1e-9)
            }
        }
    }

    func test3DInverseComposesToIdentity() {
        var random = SeededGenerator(seed: 5)
        for _ in 0..<cases {
            let t = random.transform3D()
            assertEqual(CATransform3DConcat(t, CATransform3DInvert(t)), .identity, accuracy: 1e-9)
            assertEqual(CATransform3DConcat(CATransform3DInvert(t), t), .identity, accuracy: 1e-9)
        }
    }

    func test3DConcatIsAssociative() {
        var random = SeededGenerator(seed: 6)
        for _ in 0..<cases {
            let a = random.transform3D(), b = random.transform3D(), c = random.transform3D()
            let left = CATransform3DConcat(CATransform3DConcat(a, b), c)
            let right = CATransform3DConcat(a, CATransform3DConcat(b, c))
            for (l, r) in zip(left.elements, right.elements) {
                XCTAssertEqual(l, r, accuracy: 1e-9 * Swift.max(1, Swift.abs(r)))
            }
        }
    }

    /// Rotations are orthonormal with determinant 1, for any axis and angle.
    func testRotationsAreOrthonormal() {
        var random = SeededGenerator(seed: 7)
        for _ in 0..<cases {
            let r = CATransform3DMakeRotation(random.double(in: -10...10), random.double(in: -5...5),
                                              random.double(in: -5...5), random.double(in: -5...5))
            XCTAssertEqual(r.determinant, 1, accuracy: 1e-12)
            let rows = [[r.m11, r.m12, r.m13], [r.m21, r.m22, r.m23], [r.m31, r.m32, r.m33]]
            for i in 0..<3 {
                for j in 0..<3 {
                    let dot = rows[i][0] * rows[j][0] + rows[i][1] * rows[j][1] + rows[i][2] * rows[j][2]
                    XCTAssertEqual(dot, i == j ? 1 : 0, accuracy: 1e-12)
                }
            }
            XCTAssertEqual([r.m14, r.m24, r.m34, r.m41, r.m42, r.m43, r.m44], [0, 0, 0, 0, 0, 0, 1])
        }
    }

    /// The rotation axis is fixed by the rotation.
    func testRotationFixesItsAxis() {
        var random = SeededGenerator(seed: 8)
        for _ in 0..<cases {
            let x = random.double(in: -5...5), y = random.double(in: -5...5), z = random.double(in: -5...5)
            let p = CATransform3DMakeRotation(random.double(in: -10...10), x, y, z).transform(x: x, y: y, z: z)
            XCTAssertEqual(p.x, x, accuracy: 1e-12)
            XCTAssertEqual(p.y, y, accuracy: 1e-12)
            XCTAssertEqual(p.z, z, accuracy: 1e-12)
        }
    }

    func test3DStepFunctionsAgreeWithConcat() {
        var random = SeededGenerator(seed: 9)
        for _ in 0..<cases {
            let t = random.transform3D()
            let a = random.double(in: -4...4), x = random.double(in: -2...2), y = random.double(in: -2...2), z = random.double(in: -2...2)
            let pairs = [(CATransform3DTranslate(t, x, y, z), CATransform3DConcat(CATransform3DMakeTranslation(x, y, z), t)),
                         (CATransform3DScale(t, x, y, z), CATransform3DConcat(CATransform3DMakeScale(x, y, z), t)),
                         (CATransform3DRotate(t, a, x, y, z), CATransform3DConcat(CATransform3DMakeRotation(a, x, y, z), t))]
            for (step, concat) in pairs {
                for (s, c) in zip(step.elements, concat.elements) {
                    XCTAssertEqual(s, c, accuracy: 1e-12 * Swift.max(1, Swift.abs(c)))
                }
            }
        }
    }

    /// Applying Concat(a, b) to a point is applying a, then b (homogeneously, then dividing).
    func test3DPointApplicationOfConcatIsSuccessiveApplication() {
        var random = SeededGenerator(seed: 10)
        for _ in 0..<cases {
            let a = random.transform3D(), b = random.transform3D()
            let x = random.double(in: -100...100), y = random.double(in: -100...100), z = random.double(in: -100...100)
            let once = CATransform3DConcat(a, b).transform(x: x, y: y, z: z)
            let twice = b.transform(a.transform(x: x, y: y, z: z))
            for (o, t) in [(once.x, twice.x), (once.y, twice.y), (once.z, twice.z), (once.w, twice.w)] {
                XCTAssertEqual(o, t, accuracy: 1e-9 * Swift.max(1, Swift.abs(t)))
            }
        }
    }

    /// Facing from the signed area agrees with the cofactor test (sign of the determinant of the x, y, w part of
    /// the level matrix) whenever every corner has w > 0 — spec C9.
    func testSignedAreaFacingAgreesWithCofactorTest() {
        var random = SeededGenerator(seed: 11)
        let projection = LayerProjection()
        var checked = 0
        for _ in 0..<cases {
            let root = CALayer()
            root.bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / random.double(in: 300...2000)
            root.sublayerTransform = perspective
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: random.double(in: 10...200), height: random.double(in: 10...200))
            layer.position = CGPoint(x: random.double(in: 0...400), y: random.double(in: 0...400))
            layer.transform = CATransform3DMakeRotation(random.double(in: -.pi...(.pi)), random.double(in: -1...1),
                                                        random.double(in: -1...1), random.double(in: -1...1))
            root.addSublayer(layer)
            let p = projection.project(layer)
            guard p.corners.allSatisfy({ $0.w > 0 }), Swift.abs(p.signedArea) > 1e-6 else { continue }
            let m = p.screenMatrix
            let determinant = m.m11 * (m.m22 * m.m44 - m.m24 * m.m42) - m.m12 * (m.m21 * m.m44 - m.m24 * m.m41)
                + m.m14 * (m.m21 * m.m42 - m.m22 * m.m41)
            XCTAssertEqual(p.facing == .front, determinant > 0)
            checked += 1
        }
        XCTAssertGreaterThan(checked, cases / 2)
    }

    /// convert(_:from:) and convert(_:to:) are inverse to each other through perspective steps.
    func testConversionRoundTrips() {
        var random = SeededGenerator(seed: 12)
        for _ in 0..<cases {
            let root = CALayer()
            root.bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / random.double(in: 500...2000)
            root.sublayerTransform = perspective
            let middle = CALayer(), leaf = CALayer()
            for layer in [middle, leaf] {
                layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
                layer.position = CGPoint(x: random.double(in: 0...200), y: random.double(in: 0...200))
                layer.transform = CATransform3DMakeRotation(random.double(in: -1...1), random.double(in: -1...1),
                                                            random.double(in: -1...1), random.double(in: -1...1))
            }
            root.addSublayer(middle)
            middle.addSublayer(leaf)
            let local = CGPoint(x: random.double(in: 0...100), y: random.double(in: 0...100))
            let back = leaf.convert(leaf.convert(local, to: root), from: root)
            assertEqual(back, local, accuracy: 1e-7)
        }
    }

    /// CSS decomposition and recomposition round-trip, and interpolation ends at its end points.
    func testDecompositionRoundTrips() {
        var random = SeededGenerator(seed: 13)
        for _ in 0..<cases {
            let t = random.transform3D()
            guard let decomposition = TransformDecomposition(t) else { return XCTFail("decomposable") }
            for (r, e) in zip(decomposition.recomposed.elements, t.elements) {
                XCTAssertEqual(r, e, accuracy: 1e-9 * Swift.max(1, Swift.abs(e)))
            }
            let u = random.affine()
            let affine = AffineDecomposition(u).recomposed
            assertEqual(affine, [u.a, u.b, u.c, u.d, u.tx, u.ty], accuracy: 1e-12)
        }
    }
}
