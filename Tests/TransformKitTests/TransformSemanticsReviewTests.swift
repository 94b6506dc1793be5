import TransformKit
import XCTest

/// Claims of the transform semantics that had no direct test, each with values worked out by hand (the working is
/// in the comments; nothing here is computed by the code under test).
final class TransformSemanticsReviewTests: XCTestCase {
    /// Roots kept alive for the test (superlayers are non-owning).
    private var roots: [CALayer] = []

    private func layer(bounds: CGRect, position: CGPoint, anchor: CGPoint = CGPoint(x: 0.5, y: 0.5)) -> CALayer {
        let l = CALayer()
        l.bounds = bounds
        l.position = position
        l.anchorPoint = anchor
        return l
    }

    // MARK: B4, B5 — rotation axis and step-function order

    /// B4: the axis is normalised, so (0, 3, 0) is exactly the y axis: m11 = m33 = cos, m13 = -sin, m31 = sin.
    func testB4NonNormalisedAxisIsNormalised() {
        let t = CATransform3DMakeRotation(0.5, 0, 3, 0)
        let c = 0.8775825618903728, s = 0.479425538604203  // cos 0.5, sin 0.5
        XCTAssertEqual(t.m11, c, accuracy: 1e-16)
        XCTAssertEqual(t.m13, -s, accuracy: 1e-16)
        XCTAssertEqual(t.m31, s, accuracy: 1e-16)
        XCTAssertEqual(t.m33, c, accuracy: 1e-16)
        XCTAssertEqual(t.m22, 1)
        XCTAssertEqual([t.m12, t.m21, t.m23, t.m32, t.m14, t.m24, t.m34, t.m41, t.m42, t.m43], Array(repeating: 0, count: 10))
    }

    /// B5: `Rotate(T(10, 0, 0), π/2, 0, 0, 1)` is `R · T`: (1, 0, 0) is turned first, to (cos, 1), then moved by 10.
    func testB5RotateIsRotationTimesT() {
        let t = CATransform3DRotate(CATransform3DMakeTranslation(10, 0, 0), .pi / 2, 0, 0, 1)
        let p = t.transform(x: 1, y: 0, z: 0)
        XCTAssertEqual(p.x, 10 + 6.123233995736766e-17, accuracy: 1e-15)
        XCTAssertEqual(p.y, 1, accuracy: 1e-15)
        XCTAssertEqual([t.m41, t.m42, t.m43, t.m44], [10, 0, 0, 1], "row 4 unchanged")
    }

    /// B5: `Scale(T(10, 20, 30), 2, 3, 4)`: rows 1–3 scaled, row 4 (the translation) unchanged, so (1, 1, 1) goes
    /// to (2, 3, 4) first and then to (12, 23, 34).
    func testB5ScaleIsScaleTimesT() {
        let t = CATransform3DScale(CATransform3DMakeTranslation(10, 20, 30), 2, 3, 4)
        let p = t.transform(x: 1, y: 1, z: 1)
        XCTAssertEqual([p.x, p.y, p.z, p.w], [12, 23, 34, 1])
    }

    /// B4: "If the vector has length zero the identity transform is returned" — only then. Axes whose squared
    /// length underflows to 0 (1e-200) or overflows to infinity (1e200) still have a direction: they are the x axis,
    /// so the quarter turn has m22 = m33 = cos(π/2) = 6.123233995736766e-17, m23 = 1, m32 = -1, m11 = 1. B5: Rotate
    /// about such an axis is that rotation times t, not t unchanged.
    func testB4TinyAndHugeAxesAreNormalisedNotZero() {
        var x = CATransform3DIdentity
        x.m22 = 6.123233995736766e-17; x.m23 = 1; x.m32 = -1; x.m33 = 6.123233995736766e-17
        for length in [1e-200, 1e200, -1e-200] {
            var expected = x
            if length < 0 { expected.m23 = -1; expected.m32 = 1 }
            XCTAssertEqual(CATransform3DMakeRotation(.pi / 2, length, 0, 0), expected, "axis (\(length), 0, 0)")
            XCTAssertEqual(CATransform3DRotate(CATransform3DIdentity, .pi / 2, length, 0, 0), expected, "Rotate, axis (\(length), 0, 0)")
        }
        XCTAssertEqual(CATransform3DMakeRotation(.pi / 2, 0, 0, 0), CATransform3DIdentity)
    }

    // MARK: A4 — rect application on empty, null and infinite rects

    /// A4: an empty (zero-size) rect is an ordinary rect: translated, it moves; a zero-width rect rotated 90°
    /// spans x from -100 to 0 and y from 0 to 100·cos(π/2) = 6.123233995736766e-15.
    func testA4EmptyNullAndInfiniteRects() {
        XCTAssertEqual(CGRect(x: 10, y: 20, width: 0, height: 0).applying(CGAffineTransform(translationX: 5, y: 5)),
                       CGRect(x: 15, y: 25, width: 0, height: 0))
        let line = CGRect(x: 0, y: 0, width: 0, height: 100).applying(CGAffineTransform(rotationAngle: .pi / 2))
        XCTAssertEqual(line, CGRect(x: -100, y: 0, width: 100, height: 6.123233995736766e-15))
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        XCTAssertEqual(CGRect.null.applying(scale), CGRect.null)
        XCTAssertEqual(CGRect.infinite.applying(scale), CGRect.infinite)
    }

    // MARK: C2, C11 — frame with bounds.origin, frame setter, anchorPointZ

    /// C11: bounds (10, 20, 100, 50), position (0, 0), scale 2: the anchor is (60, 45) in bounds coordinates, so
    /// the corners (10, 20) and (110, 70) go to ((10-60)·2, (20-45)·2) = (-100, -50) and (100, 50).
    func testC11FrameOfScaledLayerWithBoundsOrigin() {
        let l = layer(bounds: CGRect(x: 10, y: 20, width: 100, height: 50), position: .zero)
        l.transform = CATransform3DMakeScale(2, 2, 1)
        XCTAssertEqual(l.frame, CGRect(x: -100, y: -50, width: 200, height: 100))
    }

    /// C11: setting frame (10, 20, 100, 200) on a layer scaled (2, 4): position = origin + anchor ⊙ size =
    /// (60, 120); bounds.size = size mapped by the inverse scale = (50, 50); reading frame back gives the same rect.
    func testC11SetFrameOnScaledLayerRoundTrips() {
        let l = layer(bounds: CGRect(x: 0, y: 0, width: 1, height: 1), position: .zero)
        l.transform = CATransform3DMakeScale(2, 4, 1)
        l.frame = CGRect(x: 10, y: 20, width: 100, height: 200)
        XCTAssertEqual(l.position, CGPoint(x: 60, y: 120))
        XCTAssertEqual(l.bounds.size, CGSize(width: 50, height: 50))
        XCTAssertEqual(l.frame, CGRect(x: 10, y: 20, width: 100, height: 200))
    }

    /// C3: anchorPointZ 100 puts the plane at z = -100 relative to the anchor; with the layer's own m34 = -1/500,
    /// w = 1 + (-100)(-1/500) = 1.2, so the 100×100 layer at (150, 150) shrinks about its position:
    /// frame (150 - 50/1.2, 150 - 50/1.2, 100/1.2, 100/1.2).
    func testC3AnchorPointZInFrame() {
        let l = layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), position: CGPoint(x: 150, y: 150))
        l.anchorPointZ = 100
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        l.transform = t
        let f = l.frame
        XCTAssertEqual(f.origin.x, 108.33333333333333, accuracy: 1e-9)
        XCTAssertEqual(f.origin.y, 108.33333333333333, accuracy: 1e-9)
        XCTAssertEqual(f.size.width, 83.33333333333333, accuracy: 1e-9)
        XCTAssertEqual(f.size.height, 83.33333333333333, accuracy: 1e-9)
    }

    // MARK: C3, C4, C6 — zPosition and anchorPointZ under a perspective sublayerTransform

    /// A 300×300 container at (150, 150) (placed by the identity) with m34 = -1/500 about its centre (150, 150).
    /// A 100×100 child at (150, 150) whose plane sits at z = zPosition - anchorPointZ: for -100, w = 1.2 and the
    /// corners ±50 from the centre shrink to ±50/1.2; for zPosition = anchorPointZ = 100 the plane is at 0 and the
    /// quad is the untransformed (100, 100)–(200, 200).
    func testC3ZPositionAndAnchorPointZInProjection() {
        func quad(zPosition: CGFloat, anchorPointZ: CGFloat) -> [CGPoint] {
            let container = layer(bounds: CGRect(x: 0, y: 0, width: 300, height: 300), position: CGPoint(x: 150, y: 150))
            var p = CATransform3DIdentity
            p.m34 = -1.0 / 500
            container.sublayerTransform = p
            let child = layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), position: CGPoint(x: 150, y: 150))
            child.zPosition = zPosition
            child.anchorPointZ = anchorPointZ
            container.addSublayer(child)
            roots.append(container)
            return LayerProjection().project(child).quad
        }
        let near = 150 - 50 / 1.2, far = 150 + 50 / 1.2
        for (actual, expected) in zip(quad(zPosition: 0, anchorPointZ: 100), [CGPoint(x: near, y: near), CGPoint(x: far, y: near),
                                                                              CGPoint(x: far, y: far), CGPoint(x: near, y: far)]) {
            assertEqual(actual, expected, accuracy: 1e-9)
        }
        for (actual, expected) in zip(quad(zPosition: -100, anchorPointZ: 0), [CGPoint(x: near, y: near), CGPoint(x: far, y: near),
                                                                               CGPoint(x: far, y: far), CGPoint(x: near, y: far)]) {
            assertEqual(actual, expected, accuracy: 1e-9)
        }
        XCTAssertEqual(quad(zPosition: 100, anchorPointZ: 100),
                       [CGPoint(x: 100, y: 100), CGPoint(x: 200, y: 100), CGPoint(x: 200, y: 200), CGPoint(x: 100, y: 200)])
    }

    // MARK: C4, C12, C13 — nested sublayerTransforms about non-centre anchors

    /// G: 200×200 at (100, 100) (placed by the identity), sublayerTransform scale 2 about its anchor (100, 100).
    /// P in G: 100×100, anchor (0, 0) at (100, 100), sublayerTransform scale 0.5 about its anchor (0, 0).
    /// C in P: 10×10, anchor (0, 0) at (20, 30). C's corner (0, 0): (20, 30) in P → (10, 15) by P's scale about
    /// (0, 0) (about P's centre it would be (35, 40)) → (110, 115) in G → (120, 130) by G's scale about (100, 100).
    /// Corner (10, 10): (30, 40) → (15, 20) → (115, 120) → (130, 140).
    private func nestedScene() -> (g: CALayer, p: CALayer, c: CALayer) {
        let g = layer(bounds: CGRect(x: 0, y: 0, width: 200, height: 200), position: CGPoint(x: 100, y: 100))
        g.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        let p = layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), position: CGPoint(x: 100, y: 100), anchor: .zero)
        p.sublayerTransform = CATransform3DMakeScale(0.5, 0.5, 1)
        let c = layer(bounds: CGRect(x: 0, y: 0, width: 10, height: 10), position: CGPoint(x: 20, y: 30), anchor: .zero)
        g.addSublayer(p)
        p.addSublayer(c)
        roots.append(g)
        return (g, p, c)
    }

    func testC4NestedSublayerTransformsAboutAnchors() {
        let scene = nestedScene()
        XCTAssertEqual(LayerProjection().project(scene.c).quad,
                       [CGPoint(x: 120, y: 130), CGPoint(x: 130, y: 130), CGPoint(x: 130, y: 140), CGPoint(x: 120, y: 140)])
        XCTAssertEqual(scene.c.convert(CGPoint(x: 0, y: 0), to: scene.g), CGPoint(x: 120, y: 130))
        XCTAssertEqual(scene.g.convert(CGPoint(x: 130, y: 140), to: scene.c), CGPoint(x: 10, y: 10))
    }

    /// C13 through the same scene: window (125, 135) is G (125, 135) → P's space by the inverse of G's scale
    /// about (100, 100): (112.5, 117.5) → P (12.5, 17.5), inside P → by the inverse of P's scale: (25, 35) →
    /// C (5, 5), inside C. Window (150, 150) is P (25, 25) → (50, 50) → C (30, 20), outside C, inside P.
    func testC13HitTestThroughNestedSublayerTransforms() {
        let scene = nestedScene()
        XCTAssertTrue(scene.g.hitTest(CGPoint(x: 125, y: 135)) === scene.c)
        XCTAssertTrue(scene.g.hitTest(CGPoint(x: 150, y: 150)) === scene.p)
    }

    /// C12 between subtrees through a perspective: R (300×300 at (150, 150), placed by the identity) has
    /// m34 = -1/500 about its centre. A (100×100 at (100, 150), rotated 45° about y) has its centre (50, 50) at its
    /// position; that point is on R's z = 0 plane at x = 100, so the perspective leaves it at R (100, 150). B
    /// (100×100 at (200, 150), untransformed, z = 0) reads R (100, 150) as (100 - 200 + 50, 150 - 150 + 50).
    func testC12ConvertBetweenSubtreesThroughPerspective() {
        let r = layer(bounds: CGRect(x: 0, y: 0, width: 300, height: 300), position: CGPoint(x: 150, y: 150))
        var p = CATransform3DIdentity
        p.m34 = -1.0 / 500
        r.sublayerTransform = p
        let a = layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), position: CGPoint(x: 100, y: 150))
        a.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        let b = layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), position: CGPoint(x: 200, y: 150))
        r.addSublayer(a)
        r.addSublayer(b)
        roots.append(r)
        assertEqual(a.convert(CGPoint(x: 50, y: 50), to: b), CGPoint(x: -50, y: 50), accuracy: 1e-12)
        assertEqual(b.convert(CGPoint(x: -50, y: 50), to: a), CGPoint(x: 50, y: 50), accuracy: 1e-12)
        assertEqual(a.convert(b.convert(CGPoint(x: 10, y: 20), to: a), to: b), CGPoint(x: 10, y: 20), accuracy: 1e-9)
    }

    /// C5, C13: a CATransformLayer passes its 3D space through, so a sublayer's zPosition reaches the parent's
    /// perspective. R (300×300 at (150, 150), placed by the identity) has m34 = -1/500 about (150, 150); T (empty,
    /// at (150, 150)) holds C (100×100 at T's origin, zPosition 100). C's corners are (150 ∓ 50, 150 ∓ 50, 100) in R,
    /// w = 1 - 100/500 = 0.8, so C covers 150 ∓ 50/0.8 = 87.5 … 212.5. Window (90, 90) is C (50 + (90 - 150)·0.8, …)
    /// = (2, 2): C is hit there (it would miss if T flattened C onto z = 0).
    func testC13HitTestThroughA3DTransformLayer() {
        let r = layer(bounds: CGRect(x: 0, y: 0, width: 300, height: 300), position: CGPoint(x: 150, y: 150))
        var p = CATransform3DIdentity
        p.m34 = -1.0 / 500
        r.sublayerTransform = p
        let t = CATransformLayer()
        t.position = CGPoint(x: 150, y: 150)
        let c = layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), position: .zero)
        c.zPosition = 100
        r.addSublayer(t)
        t.addSublayer(c)
        roots.append(r)
        let quad = LayerProjection().project(c).quad
        for (actual, expected) in zip(quad, [CGPoint(x: 87.5, y: 87.5), CGPoint(x: 212.5, y: 87.5),
                                             CGPoint(x: 212.5, y: 212.5), CGPoint(x: 87.5, y: 212.5)]) {
            assertEqual(actual, expected, accuracy: 1e-12)
        }
        assertEqual(c.convert(CGPoint(x: 90, y: 90), from: r), CGPoint(x: 2, y: 2), accuracy: 1e-12)
        XCTAssertTrue(r.hitTest(CGPoint(x: 90, y: 90)) === c)
        XCTAssertTrue(r.hitTest(CGPoint(x: 80, y: 80)) === r)
    }

    // MARK: C13, C16, C17 — hit testing below a topmost CATransformLayer

    /// A topmost CATransformLayer T (100×100 at (200, 200)) is placed in the window by p - (50, 50) + (200, 200);
    /// its sublayer C (20×20 at (50, 50)) by p - (10, 10) + (50, 50), so C covers window (190, 190)–(210, 210).
    /// `hitTest:` takes window points for both (T's nearest flattening ancestor is the window), so (200, 200) hits C
    /// and (55, 55) — C's spot had T not been placed — hits nothing.
    func testC13HitTestBelowTopmostTransformLayer() {
        let t = CATransformLayer()
        t.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        t.position = CGPoint(x: 200, y: 200)
        let c = layer(bounds: CGRect(x: 0, y: 0, width: 20, height: 20), position: CGPoint(x: 50, y: 50))
        t.addSublayer(c)
        XCTAssertEqual(LayerProjection().project(c).quad,
                       [CGPoint(x: 190, y: 190), CGPoint(x: 210, y: 190), CGPoint(x: 210, y: 210), CGPoint(x: 190, y: 210)])
        XCTAssertTrue(t.hitTest(CGPoint(x: 200, y: 200)) === c)
        XCTAssertNil(t.hitTest(CGPoint(x: 55, y: 55)))
    }
}
