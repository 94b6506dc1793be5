import TransformKit
import XCTest

/// Interpolation between transforms (CSS Transforms 2 for 3D, CSS Transforms 1 for 2D) and the decompositions.
final class InterpolationTests: XCTestCase {
    func testEndpointsAreExact() {
        let a = CATransform3DMakeRotation(0.3, 1, 2, 3), b = CATransform3DMakeTranslation(5, 6, 7)
        XCTAssertEqual(TransformInterpolation.interpolate(from: a, to: b, progress: 0), a)
        XCTAssertEqual(TransformInterpolation.interpolate(from: a, to: b, progress: 1), b)
        let frames = TransformInterpolation.frames(from: a, to: b, count: 5)
        XCTAssertEqual(frames.count, 5)
        XCTAssertEqual(frames.first, a)
        XCTAssertEqual(frames.last, b)
        XCTAssertEqual(TransformInterpolation.frames(from: a, to: b, count: 1), [a])
        XCTAssertEqual(TransformInterpolation.frames(from: a, to: b, count: 0), [])
    }

    /// Halfway from the identity to a quarter turn about z is an eighth turn (slerp of the quaternions).
    func testRotationHalfway() {
        let m = TransformInterpolation.interpolate(from: .identity, to: CATransform3DMakeRotation(.pi / 2, 0, 0, 1), progress: 0.5)
        assertEqual(m, CATransform3DMakeRotation(.pi / 4, 0, 0, 1), accuracy: 1e-15)
        let y = TransformInterpolation.interpolate(from: .identity, to: CATransform3DMakeRotation(.pi / 2, 0, 1, 0), progress: 0.25)
        assertEqual(y, CATransform3DMakeRotation(.pi / 8, 0, 1, 0), accuracy: 1e-15)
    }

    /// A matrix does not remember turns: a 270° rotation decomposes as -90° (w >= 0), so the animation turns back.
    func testMatrixInterpolationTakesTheDecomposedRotation() {
        let m = TransformInterpolation.interpolate(from: .identity, to: CATransform3DMakeRotation(3 * .pi / 2, 0, 0, 1), progress: 0.5)
        assertEqual(m, CATransform3DMakeRotation(-.pi / 4, 0, 0, 1), accuracy: 1e-15)
    }

    func testTranslationScaleAndPerspectiveAreLinear() {
        let a = CATransform3DMakeTranslation(0, 10, 0)
        let b = CATransform3DScale(CATransform3DMakeTranslation(100, 10, -40), 3, 3, 3)
        let m = TransformInterpolation.interpolate(from: a, to: b, progress: 0.25)
        assertEqual(m, CATransform3DScale(CATransform3DMakeTranslation(25, 10, -10), 1.5, 1.5, 1.5), accuracy: 1e-13)
        var p = CATransform3DIdentity
        p.m34 = -1.0 / 500
        let half = TransformInterpolation.interpolate(from: .identity, to: p, progress: 0.5)
        XCTAssertEqual(half.m34, -0.001, accuracy: 1e-18)
    }

    /// Listing 5.5's transform as an animation from the identity: every frame keeps m34's perspective part linear.
    func testListing55Frames() {
        var end = CATransform3DIdentity
        end.m34 = -1.0 / 500
        end = CATransform3DRotate(end, .pi / 4, 0, 1, 0)
        let frames = TransformInterpolation.frames(from: .identity, to: end, count: 3)
        guard let middle = TransformDecomposition(frames[1]) else { return XCTFail("decomposable") }
        XCTAssertEqual(middle.perspective.z, -0.001, accuracy: 1e-15)
        XCTAssertEqual(TransformComponents(frames[1]).rotation.y, .pi / 8, accuracy: 1e-15)
    }

    /// A singular matrix cannot be decomposed (CSS): the animation is discrete, switching at t = 0.5.
    func testSingularMatrixGivesDiscreteAnimation() {
        let flat = CATransform3DMakeScale(0, 1, 1)
        XCTAssertNil(TransformDecomposition(flat))
        XCTAssertEqual(TransformInterpolation.interpolate(from: .identity, to: flat, progress: 0.49), .identity)
        XCTAssertEqual(TransformInterpolation.interpolate(from: .identity, to: flat, progress: 0.5), flat)
        var zeroW = CATransform3DIdentity
        zeroW.m44 = 0
        XCTAssertNil(TransformDecomposition(zeroW))
    }

    func testSlerpKeepsUnitLength() {
        var random = SeededGenerator(seed: 21)
        for _ in 0..<200 {
            guard let a = TransformDecomposition(random.transform3D()), let b = TransformDecomposition(random.transform3D()) else {
                return XCTFail("decomposable")
            }
            let q = TransformInterpolation.slerp(a.quaternion, b.quaternion, random.double(in: 0...1))
            XCTAssertEqual(q.x * q.x + q.y * q.y + q.z * q.z + q.w * q.w, 1, accuracy: 1e-12)
        }
    }

    /// The decomposition of a known matrix: Scale · Skew · Rotation · Translation · Perspective.
    func testDecompositionComponents() {
        var t = CATransform3DMakeTranslation(10, 20, 30)
        t = CATransform3DRotate(t, .pi / 3, 0, 0, 1)
        t = CATransform3DScale(t, 2, 3, 4)
        guard let d = TransformDecomposition(t) else { return XCTFail("decomposable") }
        XCTAssertEqual(d.translation.x, 10)
        XCTAssertEqual(d.translation.z, 30)
        XCTAssertEqual(d.scale.x, 2, accuracy: 1e-15)
        XCTAssertEqual(d.scale.y, 3, accuracy: 1e-15)
        XCTAssertEqual(d.scale.z, 4, accuracy: 1e-15)
        XCTAssertEqual(d.skew.xy, 0, accuracy: 1e-15)
        XCTAssertEqual(d.quaternion.z, (Double.pi / 6).sine, accuracy: 1e-15)
        XCTAssertEqual(d.quaternion.w, (Double.pi / 6).cosine, accuracy: 1e-15)
        XCTAssertEqual(d.perspective.w, 1)
        // A mirror decomposes with all three scales negated (CSS's flip rule).
        guard let mirror = TransformDecomposition(CATransform3DMakeScale(-1, 1, 1)) else { return XCTFail("decomposable") }
        XCTAssertEqual(mirror.scale.x, -1)
        XCTAssertEqual(mirror.scale.y, -1)
        XCTAssertEqual(mirror.scale.z, -1)
        assertEqual(mirror.recomposed, CATransform3DMakeScale(-1, 1, 1), accuracy: 1e-15)
    }

    // MARK: 2D (CSS Transforms 1)

    func testAffineRotationHalfway() {
        let m = TransformInterpolation.interpolate(from: .identity, to: CGAffineTransformMakeRotation(.pi / 2), progress: 0.5)
        let e = CGAffineTransformMakeRotation(.pi / 4)
        assertEqual(m, [e.a, e.b, e.c, e.d, 0, 0], accuracy: 1e-15)
    }

    /// Listing 5.2's compound transform as an animation: translation linear, scale and angle interpolated.
    func testAffineListing52Halfway() {
        let end = CGAffineTransformIdentity.scaledBy(x: 0.5, y: 0.5).rotated(by: .pi / 6).translatedBy(x: 200, y: 0)
        let m = TransformInterpolation.interpolate(from: .identity, to: end, progress: 0.5)
        let d = AffineDecomposition(m)
        XCTAssertEqual(d.scaleX, 0.75, accuracy: 1e-15)
        XCTAssertEqual(d.angle, .pi / 12, accuracy: 1e-15)
        XCTAssertEqual(m.tx, end.tx / 2, accuracy: 1e-13)
        XCTAssertEqual(m.ty, end.ty / 2, accuracy: 1e-13)
    }

    /// Short way round: from 170° to -170° passes through 180°, not through 0°.
    func testAffineShortWayRound() {
        let a = CGAffineTransformMakeRotation(170 * .pi / 180), b = CGAffineTransformMakeRotation(-170 * .pi / 180)
        let m = TransformInterpolation.interpolate(from: a, to: b, progress: 0.5)
        XCTAssertEqual(m.a, -1, accuracy: 1e-12)
        XCTAssertEqual(m.b, 0, accuracy: 1e-12)
    }

    /// An x flip to a y flip becomes a rotation (CSS's unflip rule), never a collapse through zero scale.
    func testAffineFlipToFlipIsARotation() {
        let m = TransformInterpolation.interpolate(from: CGAffineTransformMakeScale(-1, 1), to: CGAffineTransformMakeScale(1, -1), progress: 0.5)
        assertEqual(m, [0, -1, -1, 0, 0, 0], accuracy: 1e-15)
        XCTAssertEqual(m.determinant, -1, accuracy: 1e-15)
    }

    func testAffineDecompositionRecomposes() {
        let t = CGAffineTransform(a: 2, b: 1, c: -0.5, d: 3, tx: 7, ty: -8)
        let d = AffineDecomposition(t)
        assertEqual(d.recomposed, [2, 1, -0.5, 3, 7, -8], accuracy: 1e-14)
        XCTAssertEqual(d.translateX, 7)
        XCTAssertEqual(d.scaleX, 5.0.squareRoot(), accuracy: 1e-15)
    }
}

private extension Double {
    var sine: Double { TransformKit.CGAffineTransform(rotationAngle: self).b }
    var cosine: Double { TransformKit.CGAffineTransform(rotationAngle: self).a }
}

/// Key-path animations interpolate the scalar (spec B10/B11), and the CA side of the DOMMatrix contrasts (E41–E43).
final class KeyPathAnimationTests: XCTestCase {
    /// `transform.rotation.z` from 0 to 2π: a full turn, although the end matrix is (almost) the start matrix.
    func testFullTurnByKeyPath() {
        let frames = (0...4).compactMap { step in
            TransformInterpolation.interpolate(.identity, keyPath: .rotationZ, from: .number(0), to: .number(2 * .pi),
                                               progress: CGFloat(step) / 4)
        }
        XCTAssertEqual(frames.count, 5)
        XCTAssertEqual(frames[2], CATransform3DMakeRotation(.pi, 0, 0, 1), "halfway is a half turn")
        XCTAssertEqual(frames[1], CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        XCTAssertEqual(frames[4], CATransform3DMakeRotation(2 * .pi, 0, 0, 1))
        // The matrix interpolation between the same end points does not move at all.
        let matrixHalfway = TransformInterpolation.interpolate(from: .identity, to: frames[4], progress: 0.5)
        assertEqual(matrixHalfway, .identity, accuracy: 1e-15)
    }

    func testTranslationKeyPathAnimation() {
        let frame = TransformInterpolation.interpolate(.identity, keyPath: .translation, from: .size(CGSize(width: 0, height: 0)),
                                                       to: .size(CGSize(width: 100, height: -40)), progress: 0.25)
        XCTAssertEqual(frame, CATransform3DMakeTranslation(25, -10, 0))
        XCTAssertNil(TransformInterpolation.interpolate(.identity, keyPath: .translation, from: .number(0), to: .number(1), progress: 0.5))
    }

    /// E41–E43, Core Animation's side: no float rounding, no snapping, singular inverse returns its input.
    func testCoreAnimationSideOfTheDOMMatrixContrasts() {
        XCTAssertEqual(CATransform3DTranslate(.identity, 0.1, 0, 0).m41, 0.1)
        XCTAssertEqual(CATransform3DRotate(.identity, .pi, 0, 0, 1).m12, 1.2246467991473532e-16)
        let singular = CATransform3DMakeScale(0, 1, 1)
        XCTAssertEqual(CATransform3DInvert(singular), singular)
        XCTAssertFalse(CATransform3DInvert(singular).m11.isNaN)
    }
}

extension InterpolationTests {
    /// `frames` decomposes its ends once; every frame must still equal `interpolate` at that progress, bit for bit.
    func testFramesEqualInterpolateAtEachStep() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func unit() -> CGFloat {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return CGFloat(state >> 11) / CGFloat(1 << 53) * 2 - 1
        }
        var ends: [CATransform3D] = [.identity, CATransform3DMakeScale(0, 1, 1), CATransform3D()]
        for _ in 0..<300 {
            var t = CATransform3DMakeRotation(unit() * 3, unit(), unit(), unit())
            t = CATransform3DScale(t, 1 + unit(), 1 + unit(), 1 + unit() * 0.5)
            t = CATransform3DTranslate(t, unit() * 200, unit() * 200, unit() * 50)
            if unit() > 0 { t.m34 = -1 / (300 + unit() * 200) }
            ends.append(t)
        }
        for (index, to) in ends.enumerated() {
            let from = index % 3 == 0 ? CATransform3D.identity : ends[(index * 7) % ends.count]
            for count in [2, 3, 11] {
                let frames = TransformInterpolation.frames(from: from, to: to, count: count)
                let expected = (0..<count).map {
                    TransformInterpolation.interpolate(from: from, to: to, progress: CGFloat($0) / CGFloat(count - 1))
                }
                XCTAssertEqual(frames.map(\.elements).map { $0.map(\.bitPattern) }, expected.map(\.elements).map { $0.map(\.bitPattern) },
                               "\(index), \(count)")
            }
        }
    }
}
