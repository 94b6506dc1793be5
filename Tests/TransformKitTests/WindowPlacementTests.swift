import TransformKit
import XCTest

/// The window (spec C16 `rootToWindow`, C17): a topmost layer is placed in the window by its own anchor point,
/// transform and position, like a sublayer in its superlayer, then flattened; quads are in window coordinates.
final class WindowPlacementTests: XCTestCase {
    let projection = LayerProjection()

    /// C17's own example, worked by hand: a 200 × 200 layer at (150, 150) turned 45° about z. Row vectors:
    /// (x, y)·R = (x·c − y·s, x·s + y·c) with c = s = √2/2, so the corner (−100, −100) from the anchor goes to
    /// (0, −141.4213562373095) and the quad is a diamond about (150, 150) with half-diagonal 100·√2.
    func testLoneLayerRotated45DegreesIsRotatedAboutItsPosition() {
        let layer = C17LoneLayer.make()
        let p = projection.project(layer)
        let h = 141.4213562373095
        let expected = [CGPoint(x: 150, y: 150 - h), CGPoint(x: 150 + h, y: 150),
                        CGPoint(x: 150, y: 150 + h), CGPoint(x: 150 - h, y: 150)]
        for (actual, wanted) in zip(p.quad, expected) { assertEqual(actual, wanted, accuracy: 1e-12) }
        XCTAssertEqual(p.corners.map(\.w), [1, 1, 1, 1])
        XCTAssertTrue(p.isVisible)
        XCTAssertEqual(p.facing, .front)
        XCTAssertEqual(p.flatteningLevel, 0, "the window places the root's own plane; it is not a plane between")
        // C16: the screen matrix of a topmost layer is up(R) · F.
        assertEqual(p.screenMatrix, layer.frameTransform.flattened, accuracy: 0)
        assertEqual(projection.screenMatrix(of: layer), layer.frameTransform.flattened, accuracy: 0)
    }

    /// C17: "every layer's frame and its quad agree" — for a topmost layer the frame is the bounding box of the quad.
    func testFrameOfTopmostLayerIsTheBoundingBoxOfItsQuad() {
        var random = SeededGenerator(seed: 17)
        for _ in 0..<200 {
            let layer = CALayer()
            layer.bounds = CGRect(x: random.double(in: -50...50), y: random.double(in: -50...50),
                                  width: random.double(in: 1...300), height: random.double(in: 1...300))
            layer.position = CGPoint(x: random.double(in: -200...400), y: random.double(in: -200...400))
            layer.anchorPoint = CGPoint(x: random.double(in: 0...1), y: random.double(in: 0...1))
            layer.setAffineTransform(random.affine())
            let box = boundingBox(projection.project(layer).quad)
            let frame = layer.frame
            let tolerance = 1e-9 * Swift.max(1, Swift.abs(frame.minX), Swift.abs(frame.minY), frame.width, frame.height)
            XCTAssertEqual(frame.minX, box.minX, accuracy: tolerance)
            XCTAssertEqual(frame.minY, box.minY, accuracy: tolerance)
            XCTAssertEqual(frame.maxX, box.maxX, accuracy: tolerance)
            XCTAssertEqual(frame.maxY, box.maxY, accuracy: tolerance)
        }
    }

    /// C11's measured 3D frame (200×100 at (100, 50) rotated 45° about y, no m34) is also the lone layer's quad box.
    func testFrameOfA3DRotatedTopmostLayerAgreesWithItsQuad() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        layer.position = CGPoint(x: 100, y: 50)
        layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        let box = boundingBox(projection.project(layer).quad)
        XCTAssertEqual(box.minX, 29.289321881345245, accuracy: 1e-12)
        XCTAssertEqual(box.minY, 0)
        XCTAssertEqual(box.width, 141.42135623730951, accuracy: 1e-12)
        XCTAssertEqual(box.height, 100)
        XCTAssertEqual(layer.frame.minX, box.minX, accuracy: 1e-12)
        XCTAssertEqual(layer.frame.width, box.width, accuracy: 1e-12)
    }

    /// The default scene's root view (320 × 480 at the origin, untransformed) sits in the window unmoved: its
    /// sublayers' screen matrices are exactly what they were in root coordinates, bit for bit.
    func testDefaultRootViewLeavesItsSublayersExactlyWhereTheyWere() {
        let scene = BookScene()
        let view = scene.layerView()
        view.layer.transform = CATransform3DRotate(BookScene.perspective, .pi / 4, 0, 1, 0)
        let p = projection.project(view.layer)
        assertEqual(p.screenMatrix, view.layer.transformToSuperlayer.flattened, accuracy: 0)
        let root = projection.project(scene.root.layer)
        XCTAssertEqual(root.quad, [CGPoint(x: 0, y: 0), CGPoint(x: 320, y: 0), CGPoint(x: 320, y: 480), CGPoint(x: 0, y: 480)])
        assertEqual(root.screenMatrix, .identity, accuracy: 0)
    }

    /// C16: a topmost layer's own transform carries its sublayers. A root at (200, 100) turned 90° about z and a
    /// 20 × 10 sublayer at (60, 50) in a 100 × 100 root: the sublayer's corner (50, 45) is (0, −5) from the root's
    /// centre, which the turn (x, y) → (−y, x) takes to (5, 0), i.e. (205, 100) in the window.
    func testTopmostLayerTransformCarriesItsSublayers() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.position = CGPoint(x: 200, y: 100)
        root.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let child = CALayer()
        child.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        child.position = CGPoint(x: 60, y: 50)
        root.addSublayer(child)
        let p = projection.project(child)
        assertEqual(p.quad[0], CGPoint(x: 205, y: 100), accuracy: 1e-12)
        assertEqual(p.quad[1], CGPoint(x: 205, y: 120), accuracy: 1e-12)
        assertEqual(p.quad[2], CGPoint(x: 195, y: 120), accuracy: 1e-12)
        assertEqual(p.quad[3], CGPoint(x: 195, y: 100), accuracy: 1e-12)
        // An explicit root that has a superlayer still gives that root's own coordinates.
        let window = CALayer()
        window.bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
        window.position = CGPoint(x: 200, y: 200)
        window.addSublayer(root)
        XCTAssertEqual(projection.project(child, in: root).quad,
                       [CGPoint(x: 50, y: 45), CGPoint(x: 70, y: 45), CGPoint(x: 70, y: 55), CGPoint(x: 50, y: 55)])
    }

    /// The render list and single projections take the same route into the window, for an ordinary topmost layer
    /// and for a topmost `CATransformLayer` (whose 3D context ends at the window).
    func testRenderListAgreesWithProjectForPlacedRoots() {
        for rootIsTransformLayer in [false, true] {
            let root: CALayer = rootIsTransformLayer ? CATransformLayer() : CALayer()
            root.bounds = CGRect(x: 10, y: 20, width: 200, height: 100)
            root.position = CGPoint(x: 180, y: 220)
            root.anchorPoint = CGPoint(x: 0.25, y: 0.5)
            root.transform = CATransform3DRotate(BookScene.perspective, .pi / 5, 1, 1, 0)
            var children: [CALayer] = []
            for index in 0..<3 {
                let child = CALayer()
                child.bounds = CGRect(x: 0, y: 0, width: 60, height: 40)
                child.position = CGPoint(x: 40 + 50 * Double(index), y: 60)
                child.transform = CATransform3DMakeRotation(Double(index) * .pi / 3, 0, 1, 0)
                child.zPosition = Double(index) * 10
                root.addSublayer(child)
                children.append(child)
            }
            let list = projection.renderList(of: root)
            for child in children {
                guard let entry = list.entry(for: child) else { return XCTFail("child not listed") }
                let single = projection.project(child)
                for (a, b) in zip(entry.quad, single.quad) { assertEqual(a, b, accuracy: 1e-12) }
                XCTAssertEqual(entry.facing, single.facing)
                XCTAssertEqual(entry.isVisible, single.isVisible)
                XCTAssertEqual(entry.flatteningLevel, single.flatteningLevel)
            }
            XCTAssertEqual(list.entry(for: root) == nil, rootIsTransformLayer, "a transform layer draws nothing")
        }
    }

    /// A single-sided topmost layer turned away from the viewer is culled in the window, and its sublayers with it.
    func testTopmostBackFaceIsCulledWithItsSublayers() {
        let card = CALayer()
        card.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        card.position = CGPoint(x: 160, y: 240)
        card.isDoubleSided = false
        card.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        let text = CALayer()
        text.frame = CGRect(x: 20, y: 20, width: 100, height: 50)
        card.addSublayer(text)
        XCTAssertEqual(projection.project(card).hiddenReason, .backFaceCulled)
        XCTAssertEqual(projection.project(text).hiddenReason, .ancestorHidden)
        let list = projection.renderList(of: card)
        XCTAssertEqual(list.entry(for: card)?.hiddenReason, .backFaceCulled)
        XCTAssertEqual(list.entry(for: text)?.hiddenReason, .ancestorHidden)
    }

    /// C8 in window coordinates: the vanishing point of a topmost container's sublayerTransform is its anchor as
    /// placed in the window, i.e. its position.
    func testVanishingPointOfATopmostContainerIsInTheWindow() {
        let container = CALayer()
        container.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        container.position = CGPoint(x: 200, y: 130)
        container.sublayerTransform = BookScene.perspective
        XCTAssertEqual(projection.vanishingPoint(ofSublayerTransformOf: container), CGPoint(x: 200, y: 130))
        let child = CALayer()
        child.transform = BookScene.perspective
        child.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        child.position = CGPoint(x: 20, y: 30)
        container.addSublayer(child)
        // A sublayer's own perspective converges at its position, carried into the window: the container's
        // bounds start at (200, 130) − (50, 50), so (20, 30) is at (170, 110).
        XCTAssertEqual(projection.vanishingPoint(ofTransformOf: child), CGPoint(x: 170, y: 110))
    }

    /// `hitTest:` on a topmost layer already takes window points (its would-be superlayer's): a point inside the
    /// drawn diamond but outside the unrotated bounds hits it, which agrees with the quad.
    func testHitTestAgreesWithTheWindowQuad() {
        let layer = C17LoneLayer.make()
        XCTAssertTrue(layer.hitTest(CGPoint(x: 150, y: 12)) === layer, "inside the diamond's top corner")
        XCTAssertNil(layer.hitTest(CGPoint(x: 60, y: 60)), "inside the unrotated bounds, outside the diamond")
    }

    private func boundingBox(_ points: [CGPoint]) -> CGRect {
        var box = CGRect.null
        for p in points { box = box.union(CGRect(x: p.x, y: p.y, width: 0, height: 0)) }
        return box
    }
}
