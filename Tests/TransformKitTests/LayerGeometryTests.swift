#if canImport(Glibc)
import Glibc
#endif
import TransformKit
import XCTest

/// CALayer geometry (spec C1–C4, C11–C15) and edge cases E25–E28, E35–E37.
final class LayerGeometryTests: XCTestCase {
    private func layer(bounds: CGRect, position: CGPoint, anchor: CGPoint = CGPoint(x: 0.5, y: 0.5)) -> CALayer {
        let layer = CALayer()
        layer.bounds = bounds
        layer.position = position
        layer.anchorPoint = anchor
        return layer
    }

    func testDefaults() {
        let l = CALayer()
        XCTAssertEqual(l.bounds, .zero)
        XCTAssertEqual(l.position, .zero)
        XCTAssertEqual(l.anchorPoint, CGPoint(x: 0.5, y: 0.5))
        XCTAssertEqual(l.anchorPointZ, 0)
        XCTAssertEqual(l.zPosition, 0)
        XCTAssertEqual(l.transform, CATransform3DIdentity)
        XCTAssertEqual(l.sublayerTransform, CATransform3DIdentity)
        XCTAssertTrue(l.isDoubleSided)
        XCTAssertFalse(l.isGeometryFlipped)
        XCTAssertEqual(l.opacity, 1)
        XCTAssertNil(l.sublayers)
        XCTAssertNil(l.superlayer)
        XCTAssertNil(l.backgroundColor)
    }

    /// E26 / C2: the book's worked example, both directions.
    func testE26FrameFromPositionBoundsAndAnchor() {
        let l = layer(bounds: CGRect(x: 0, y: 0, width: 120, height: 80), position: CGPoint(x: 100, y: 100))
        XCTAssertEqual(l.frame, CGRect(x: 40, y: 60, width: 120, height: 80))
        // Changing only the anchor keeps the position and moves the frame.
        l.anchorPoint = CGPoint(x: 0, y: 0)
        XCTAssertEqual(l.position, CGPoint(x: 100, y: 100))
        XCTAssertEqual(l.frame, CGRect(x: 100, y: 100, width: 120, height: 80))
        // Re-assigning the same frame solves position = origin + anchor ⊙ size.
        l.frame = CGRect(x: 40, y: 60, width: 120, height: 80)
        XCTAssertEqual(l.position, CGPoint(x: 40, y: 60))
        XCTAssertEqual(l.bounds, CGRect(x: 0, y: 0, width: 120, height: 80))
    }

    /// C2: the jianshu measurement — anchor (0.5, 0) on a 100×100 layer at (150, 150) moves the frame to (100, 150).
    func testAnchorChangeMovesFrameNotPosition() {
        let l = layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), position: CGPoint(x: 150, y: 150))
        XCTAssertEqual(l.frame.origin, CGPoint(x: 100, y: 100))
        l.anchorPoint = CGPoint(x: 0.5, y: 0)
        XCTAssertEqual(l.frame.origin, CGPoint(x: 100, y: 150))
        XCTAssertEqual(l.position, CGPoint(x: 150, y: 150))
    }

    /// E37 (part): bounds.origin does not move the layer's own frame.
    func testBoundsOriginDoesNotMoveOwnFrame() {
        let l = layer(bounds: CGRect(x: 0, y: 380, width: 320, height: 480), position: CGPoint(x: 160, y: 240))
        XCTAssertEqual(l.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    /// E27: a 30° rotation of a 200×100 layer at (110, 70). Apple's arm64 value of x is -1.602540378443871 (an FMA);
    /// plain double arithmetic, which this library uses, gives -1.6025403784438694. The other fields match Apple.
    func testE27FrameOfRotatedLayerPlainArithmetic() {
        let l = layer(bounds: CGRect(x: 0, y: 0, width: 200, height: 100), position: CGPoint(x: 110, y: 70))
        l.setAffineTransform(CGAffineTransformMakeRotation(.pi / 6))
        let f = l.frame
        XCTAssertEqual(f.origin.x, -1.6025403784438694)
        XCTAssertEqual(f.origin.y, -23.301270189221924)
        XCTAssertEqual(f.size.width, 223.20508075688775)
        XCTAssertEqual(f.size.height, 186.60254037844385)
        // The two differ by 1.6e-15: less than one ulp (7.1e-15) of the terms -50 and 48.397… that cancel.
        XCTAssertEqual(f.origin.x, -1.602540378443871, accuracy: 7.2e-15)
        XCTAssertNotEqual(f.origin.x, -1.602540378443871)
    }

    /// C11: 200×100 at (200, 150) rotated 45° (Apple printed six digits).
    func testFrameOfLayerRotated45Degrees() {
        let l = layer(bounds: CGRect(x: 0, y: 0, width: 200, height: 100), position: CGPoint(x: 200, y: 150))
        l.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        let f = l.frame
        XCTAssertEqual(f.origin.x, 93.933982, accuracy: 1e-6)
        XCTAssertEqual(f.origin.y, 43.933982, accuracy: 1e-6)
        XCTAssertEqual(f.size.width, 212.132034, accuracy: 1e-6)
        XCTAssertEqual(f.size.height, 212.132034, accuracy: 1e-6)
    }

    /// E28: a 3D rotation participates in frame (projected corners), Apple's exact values.
    func testE28FrameOfYRotatedLayer() {
        let l = layer(bounds: CGRect(x: 0, y: 0, width: 200, height: 100), position: CGPoint(x: 100, y: 50))
        l.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        let f = l.frame
        XCTAssertEqual(f.origin.x, 29.289321881345245)
        XCTAssertEqual(f.origin.y, 0)
        XCTAssertEqual(f.size.width, 141.42135623730951)
        XCTAssertEqual(f.size.height, 100)
    }

    /// C11: setting frame on a 45°-rotated layer: position from the frame, bounds from the inverse. Apple (FMA)
    /// reports a height of 8.2156503822261584e-15; plain arithmetic gives 7.105427357601002e-15.
    func testFrameSetterOnRotatedLayer() {
        let l = CALayer()
        l.setAffineTransform(CGAffineTransformMakeRotation(.pi / 4))
        l.frame = CGRect(x: 10, y: 20, width: 50, height: 50)
        XCTAssertEqual(l.position, CGPoint(x: 35, y: 45))
        XCTAssertEqual(l.bounds.size.width, 70.71067811865476)
        XCTAssertEqual(l.bounds.size.height, 7.105427357601002e-15)
    }

    /// E25: a 3D rotation is not affine: affineTransform() and view.transform are the identity.
    func testE25AffineTransformOfNonAffineLayerIsIdentity() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        XCTAssertFalse(CATransform3DIsAffine(view.layer.transform))
        XCTAssertEqual(view.layer.affineTransform(), CGAffineTransformIdentity)
        XCTAssertEqual(view.transform, CGAffineTransformIdentity)
    }

    /// B9: setAffineTransform replaces the whole transform.
    func testSetAffineTransformReplacesTransform() {
        let l = CALayer()
        l.transform = CATransform3DMakeRotation(1, 0, 1, 0)
        l.setAffineTransform(CGAffineTransformMakeScale(2, 3))
        XCTAssertEqual(l.transform, CATransform3DMakeScale(2, 3, 1))
        XCTAssertEqual(l.affineTransform(), CGAffineTransformMakeScale(2, 3))
    }

    /// C3: frameTransform = T(-A) · transform · T(position, zPosition); the layer plane sits at zPosition - anchorPointZ.
    func testFrameTransform() {
        let l = layer(bounds: CGRect(x: 10, y: 20, width: 100, height: 50), position: CGPoint(x: 300, y: 400))
        l.zPosition = 7
        l.anchorPointZ = 3
        let anchor = l.anchorInBounds
        XCTAssertEqual(anchor.x, 60)
        XCTAssertEqual(anchor.y, 45)
        XCTAssertEqual(anchor.z, 3)
        let p = l.frameTransform.transform(x: 60, y: 45, z: 3)
        XCTAssertEqual(p, HomogeneousPoint(x: 300, y: 400, z: 7, w: 1), "the anchor lands on (position, zPosition)")
        XCTAssertEqual(l.frameTransform.transform(x: 10, y: 20, z: 0).z, 4, "plane at zPosition - anchorPointZ")
    }

    /// E35: anchor (0, 0) + rotation rotates about the top-left corner, which stays at position.
    func testE35RotationAboutTopLeftCorner() {
        let root = layer(bounds: CGRect(x: 0, y: 0, width: 320, height: 480), position: CGPoint(x: 160, y: 240))
        let l = layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 50), position: CGPoint(x: 50, y: 60), anchor: .zero)
        root.addSublayer(l)
        l.setAffineTransform(CGAffineTransformMakeRotation(.pi / 2))
        let quad = LayerProjection().project(l).quad
        XCTAssertEqual(quad[0], CGPoint(x: 50, y: 60))
        assertEqual(quad[1], CGPoint(x: 50, y: 160), accuracy: 1e-13)
        assertEqual(quad[3], CGPoint(x: 0, y: 60), accuracy: 1e-13)
    }

    /// E36 / C4: sublayerTransform acts about the superlayer's anchor point: with anchor (0, 0) a rotation of the
    /// sublayers pivots about the container's top-left corner, with the default anchor about its centre.
    func testE36SublayerTransformAboutParentAnchor() {
        let container = layer(bounds: CGRect(x: 0, y: 0, width: 200, height: 200), position: CGPoint(x: 100, y: 100))
        let child = layer(bounds: CGRect(x: 0, y: 0, width: 20, height: 20), position: CGPoint(x: 150, y: 100))
        container.addSublayer(child)
        container.sublayerTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        // About the centre (100, 100): the child's centre (150, 100) goes to (100, 150).
        var centre = container.convert(CGPoint(x: 10, y: 10), from: child)
        assertEqual(centre, CGPoint(x: 100, y: 150), accuracy: 1e-12)
        // About the top-left corner: (150, 100) goes to (-100, 150).
        container.anchorPoint = .zero
        centre = container.convert(CGPoint(x: 10, y: 10), from: child)
        assertEqual(centre, CGPoint(x: -100, y: 150), accuracy: 1e-12)
    }

    /// E37: scrolling — bounds.origin (0, 380) on the parent moves the sublayers up by 380; the parent's frame is
    /// unchanged.
    func testE37BoundsOriginScrollsSublayers() {
        let parent = layer(bounds: CGRect(x: 0, y: 0, width: 320, height: 480), position: CGPoint(x: 160, y: 240))
        let child = layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), position: CGPoint(x: 160, y: 500))
        parent.addSublayer(child)
        let before = LayerProjection().project(child).quad
        XCTAssertEqual(before[0], CGPoint(x: 110, y: 450))
        parent.bounds.origin = CGPoint(x: 0, y: 380)
        XCTAssertEqual(parent.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
        // The topmost parent sits in the window by its frame (spec C17), so the scroll shows in window coordinates.
        XCTAssertEqual(LayerProjection().project(child).quad[0], CGPoint(x: 110, y: 450 - 380))
        // The same under a window layer of our own.
        let window = layer(bounds: CGRect(x: 0, y: 0, width: 320, height: 480), position: CGPoint(x: 160, y: 240))
        window.addSublayer(parent)
        let scrolled = LayerProjection().project(child).quad
        XCTAssertEqual(scrolled[0], CGPoint(x: 110, y: 450 - 380))
        XCTAssertEqual(window.convert(CGPoint(x: 0, y: 0), from: child), CGPoint(x: 110, y: 70))
    }

    // MARK: Tree

    func testSublayerManagement() {
        let root = CALayer(), a = CALayer(), b = CALayer(), c = CALayer()
        root.addSublayer(a)
        root.addSublayer(b)
        root.insertSublayer(c, at: 0)
        XCTAssertTrue(root.sublayers?.elementsEqual([c, a, b], by: ===) ?? false)
        XCTAssertTrue(a.superlayer === root)
        b.removeFromSuperlayer()
        XCTAssertNil(b.superlayer)
        XCTAssertEqual(root.sublayers?.count, 2)
        root.insertSublayer(b, below: a)
        XCTAssertTrue(root.sublayerArray.elementsEqual([c, b, a], by: ===))
        root.insertSublayer(b, above: a)
        XCTAssertTrue(root.sublayerArray.elementsEqual([c, a, b], by: ===))
        // Moving a layer to another parent detaches it first.
        a.addSublayer(b)
        XCTAssertTrue(root.sublayerArray.elementsEqual([c, a], by: ===))
        XCTAssertTrue(b.rootLayer === root)
        root.sublayers = nil
        XCTAssertNil(a.superlayer)
        XCTAssertNil(root.sublayers)
    }

    /// Cycles are refused, so no walk over the tree can loop.
    func testAddingAnAncestorIsIgnored() {
        let root = CALayer(), child = CALayer()
        root.addSublayer(child)
        child.addSublayer(root)
        child.addSublayer(child)
        XCTAssertNil(root.superlayer)
        XCTAssertNil(child.sublayers)
        let view = UIView(), subview = UIView()
        view.addSubview(subview)
        subview.addSubview(view)
        XCTAssertNil(view.superview)
    }

    func testSuperlayerIsWeak() {
        let child = CALayer()
        do {
            let parent = CALayer()
            parent.addSublayer(child)
            XCTAssertNotNil(child.superlayer)
        }
        XCTAssertNil(child.superlayer)
    }

    // MARK: Conversion (C12)

    func testConvertThroughNestedLayers() {
        let root = layer(bounds: CGRect(x: 0, y: 0, width: 320, height: 480), position: CGPoint(x: 160, y: 240))
        let outer = layer(bounds: CGRect(x: 0, y: 0, width: 200, height: 200), position: CGPoint(x: 160, y: 240))
        let inner = layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), position: CGPoint(x: 100, y: 100))
        root.addSublayer(outer)
        outer.addSublayer(inner)
        XCTAssertEqual(root.convert(CGPoint(x: 0, y: 0), from: inner), CGPoint(x: 110, y: 190))
        XCTAssertEqual(inner.convert(CGPoint(x: 110, y: 190), from: root), CGPoint(x: 0, y: 0))
        XCTAssertEqual(inner.convert(CGPoint(x: 0, y: 0), to: root), CGPoint(x: 110, y: 190))
        // nil is the window (C17); this root sits untransformed at the window's origin (its position (160, 240) is
        // its anchor (160, 240)), so the window's coordinates are the root's: (110, 190).
        XCTAssertEqual(inner.convert(CGPoint(x: 0, y: 0), to: nil), CGPoint(x: 110, y: 190))
        // Listing 5.7: opposite z rotations about the common centre cancel — inner's corner maps back to its
        // untransformed place (110, 190), up to rounding.
        outer.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        inner.transform = CATransform3DMakeRotation(-.pi / 4, 0, 0, 1)
        assertEqual(root.convert(CGPoint(x: 0, y: 0), from: inner), CGPoint(x: 110, y: 190), accuracy: 1e-12)
        let rect = root.convert(CGRect(x: 0, y: 0, width: 100, height: 100), from: inner)
        XCTAssertEqual(rect.width, 100, accuracy: 1e-12)
    }

    /// A point on a tilted (perspective) layer's drawn quad converts back onto the layer's plane.
    func testConvertInvertsPerspectiveSteps() {
        let root = layer(bounds: CGRect(x: 0, y: 0, width: 300, height: 300), position: CGPoint(x: 150, y: 150))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        root.sublayerTransform = perspective
        let child = layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), position: CGPoint(x: 150, y: 150))
        child.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        root.addSublayer(child)
        let local = CGPoint(x: 25, y: 80)
        let onScreen = root.convert(local, from: child)
        assertEqual(child.convert(onScreen, from: root), local, accuracy: 1e-12)
        // The corner agrees with the projected quad (E29's first corner).
        let corner = root.convert(CGPoint(x: 0, y: 0), from: child)
        XCTAssertEqual(corner.x, 111.95443310620364, accuracy: 1e-12)
        XCTAssertEqual(corner.y, 96.195443310620362, accuracy: 1e-12)
    }

    /// C12: layers in different trees are treated as if their roots shared one space.
    func testConvertBetweenTrees() {
        let a = layer(bounds: CGRect(x: 0, y: 0, width: 10, height: 10), position: CGPoint(x: 100, y: 100))
        let rootA = CALayer()
        rootA.addSublayer(a)
        let b = layer(bounds: CGRect(x: 0, y: 0, width: 10, height: 10), position: CGPoint(x: 50, y: 50))
        let rootB = CALayer()
        rootB.addSublayer(b)
        XCTAssertEqual(b.convert(CGPoint(x: 0, y: 0), from: a), CGPoint(x: 50, y: 50))
    }

    // MARK: Hit testing (C13)

    func testHitTestFindsFrontmostDeepestLayer() {
        let root = layer(bounds: CGRect(x: 0, y: 0, width: 320, height: 480), position: CGPoint(x: 160, y: 240))
        let back = layer(bounds: CGRect(x: 0, y: 0, width: 200, height: 200), position: CGPoint(x: 160, y: 240))
        let front = layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), position: CGPoint(x: 160, y: 240))
        let inner = layer(bounds: CGRect(x: 0, y: 0, width: 10, height: 10), position: CGPoint(x: 5, y: 5))
        root.addSublayer(back)
        root.addSublayer(front)
        front.addSublayer(inner)
        // The root's hit test takes a point in its (absent) superlayer's space; the root sits at the origin.
        XCTAssertTrue(root.hitTest(CGPoint(x: 160, y: 240)) === front)
        XCTAssertTrue(root.hitTest(CGPoint(x: 112, y: 192)) === inner)
        XCTAssertTrue(root.hitTest(CGPoint(x: 70, y: 150)) === back)
        XCTAssertTrue(root.hitTest(CGPoint(x: 10, y: 10)) === root)
        XCTAssertNil(root.hitTest(CGPoint(x: -1, y: 10)))
        front.isHidden = true
        XCTAssertTrue(root.hitTest(CGPoint(x: 160, y: 240)) === back, "hidden layers are not hit")
        XCTAssertTrue(front.contains(CGPoint(x: 0, y: 0)))
        XCTAssertFalse(front.contains(CGPoint(x: 100, y: 0)), "half-open bounds")
    }

    /// The book's touch-event section: array order, not depth, decides, and back-facing layers still get hits.
    func testHitTestUsesArrayOrderNotDepth() {
        let root = layer(bounds: CGRect(x: 0, y: 0, width: 300, height: 300), position: CGPoint(x: 150, y: 150))
        let near = layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), position: CGPoint(x: 150, y: 150))
        near.zPosition = 50
        let far = layer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100), position: CGPoint(x: 150, y: 150))
        far.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        far.isDoubleSided = false
        root.addSublayer(near)
        root.addSublayer(far)
        XCTAssertTrue(root.hitTest(CGPoint(x: 150, y: 150)) === far)
    }

    /// A zero scale cannot be inverted, so points map through the (singular) step itself: the layer stays
    /// hit-testable at its position, as measured for UIKit (spec A8).
    func testZeroScaleLayerIsStillHitTestable() {
        let root = layer(bounds: CGRect(x: 0, y: 0, width: 320, height: 480), position: CGPoint(x: 160, y: 240))
        let l = layer(bounds: CGRect(x: 0, y: 0, width: 200, height: 200), position: CGPoint(x: 100, y: 100))
        l.setAffineTransform(CGAffineTransformMakeScale(0, 0))
        root.addSublayer(l)
        XCTAssertTrue(root.hitTest(CGPoint(x: 300, y: 400)) === l)
    }

    /// C13: CATransformLayers are skipped but their geometry applies.
    func testHitTestThroughTransformLayer() {
        let root = layer(bounds: CGRect(x: 0, y: 0, width: 320, height: 480), position: CGPoint(x: 160, y: 240))
        let group = CATransformLayer()
        group.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        group.position = CGPoint(x: 100, y: 100)
        let face = layer(bounds: CGRect(x: 0, y: 0, width: 50, height: 50), position: CGPoint(x: 5, y: 5))
        root.addSublayer(group)
        group.addSublayer(face)
        // face's centre sits at group's (5, 5) = root (100, 100).
        XCTAssertTrue(root.hitTest(CGPoint(x: 120, y: 120)) === face)
        XCTAssertTrue(root.hitTest(CGPoint(x: 99, y: 99)) === face)
        XCTAssertTrue(root.hitTest(CGPoint(x: 130, y: 130)) === root, "outside the face; the transform layer itself is never hit")
    }

    // MARK: UIView bridge (C15)

    func testUIViewBridge() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = UIView(frame: CGRect(x: 60, y: 140, width: 200, height: 200))
        view.name = "layerView"
        root.addSubview(view)
        XCTAssertEqual(view.center, CGPoint(x: 160, y: 240))
        XCTAssertEqual(view.layer.position, view.center)
        XCTAssertEqual(view.bounds, CGRect(x: 0, y: 0, width: 200, height: 200))
        XCTAssertTrue(view.layer.superlayer === root.layer)
        XCTAssertTrue(view.superview === root)
        XCTAssertEqual(view.layer.name, "layerView")
        view.transform = CGAffineTransformMakeRotation(.pi / 4)
        XCTAssertEqual(view.layer.transform, CATransform3DMakeAffineTransform(CGAffineTransformMakeRotation(.pi / 4)))
        view.transform3D = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
        XCTAssertEqual(view.transform, .identity)
        view.center = CGPoint(x: 10, y: 20)
        XCTAssertEqual(view.layer.position, CGPoint(x: 10, y: 20))
        view.alpha = 0.5
        XCTAssertEqual(view.layer.opacity, 0.5)
        view.tag = 7
        XCTAssertTrue(root.viewWithTag(7) === view)
        let other = UIView(frame: .zero)
        root.insertSubview(other, at: 0)
        XCTAssertTrue(root.layer.sublayerArray.elementsEqual([other.layer, view.layer], by: ===))
        root.bringSubviewToFront(other)
        XCTAssertTrue(root.subviews.elementsEqual([view, other], by: ===))
        XCTAssertTrue(root.layer.sublayerArray.elementsEqual([view.layer, other.layer], by: ===))
        view.removeFromSuperview()
        XCTAssertNil(view.superview)
        XCTAssertNil(view.layer.superlayer)
    }
}

/// Non-owning references become nil when their target goes away, and nothing traps.
final class OwnershipTests: XCTestCase {
    func testSuperviewAndOwningViewBecomeNil() {
        let child = UIView()
        let layer: CALayer
        do {
            let parent = UIView()
            parent.addSubview(child)
            XCTAssertTrue(child.superview === parent)
            XCTAssertTrue(child.layer.superlayer === parent.layer)
            layer = parent.layer
            XCTAssertTrue(layer.owningView === parent)
        }
        XCTAssertNil(child.superview)
        XCTAssertNil(layer.owningView)
        XCTAssertTrue(child.layer.superlayer === layer, "the parent's layer is still alive here")
    }

    func testDroppingATreeFromTheTop() {
        var leaf: CALayer?
        do {
            let root = CALayer()
            var parent = root
            for _ in 0..<100 {
                let child = CALayer()
                parent.addSublayer(child)
                parent = child
            }
            leaf = parent
        }
        // The root went away, releasing the chain above the leaf: the leaf survives, detached, and nothing traps.
        XCTAssertNotNil(leaf)
        XCTAssertNil(leaf?.superlayer)
        XCTAssertTrue(leaf?.rootLayer === leaf)
    }
}

/// The optional Apple-arm64 rounding (spec F2) reproduces Apple's measured last digits.
final class ContractionTests: XCTestCase {
    /// E27 with fused multiply-adds: Apple's -1.602540378443871 exactly; the other fields unchanged.
    func testE27AppleArm64Frame() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        layer.position = CGPoint(x: 110, y: 70)
        layer.setAffineTransform(CGAffineTransformMakeRotation(.pi / 6))
        let fused = layer.frame(contraction: .appleArm64)
        XCTAssertEqual(fused.origin.x, -1.602540378443871)
        XCTAssertEqual(fused.origin.y, -23.301270189221924)
        XCTAssertEqual(fused.size.width, 223.20508075688775)
        XCTAssertEqual(fused.size.height, 186.60254037844385)
        XCTAssertEqual(layer.frame(contraction: .none), layer.frame)
        XCTAssertEqual(layer.frame.origin.x, -1.6025403784438694)
    }

    /// C11 with fused multiply-adds: bounds height 8.2156503822261584e-15 as UIKit measured.
    func testFrameSetterAppleArm64() {
        let layer = CALayer()
        layer.setAffineTransform(CGAffineTransformMakeRotation(.pi / 4))
        layer.setFrame(CGRect(x: 0, y: 0, width: 50, height: 50), contraction: .appleArm64)
        XCTAssertEqual(layer.bounds.size.height, 8.2156503822261584e-15)
        XCTAssertEqual(layer.bounds.size.width, 70.71067811865476, accuracy: 1.5e-14)
        layer.setFrame(CGRect(x: 0, y: 0, width: 50, height: 50), contraction: .none)
        XCTAssertEqual(layer.bounds.size.height, 7.105427357601002e-15)
    }

    /// The measured point values (E4–E6) come out the same either way.
    func testPointValuesAgreeInBothModes() {
        let r = CGAffineTransformMakeRotation(-.pi / 2)
        for mode in FloatingPointContraction.allCases {
            let p = CGPoint(x: 96, y: 196).applying(r, contraction: mode)
            XCTAssertEqual(p.y, -95.999999999999986)
            XCTAssertEqual(CGPoint(x: 0, y: 768).applying(r, contraction: mode).y, 4.702643708725836e-14)
        }
        let t = CGAffineTransformConcat(CGAffineTransformMakeTranslation(100, 0), CGAffineTransformMakeRotation(.pi / 2))
        XCTAssertEqual(CGPoint(x: 10, y: 0).applying(t, contraction: .appleArm64).x, 6.735557395310443e-15)
        XCTAssertEqual(CGRect(x: 0, y: 0, width: 200, height: 100).applying(CGAffineTransformMakeRotation(.pi / 2), contraction: .none),
                       CGRectApplyAffineTransform(CGRect(x: 0, y: 0, width: 200, height: 100), CGAffineTransformMakeRotation(.pi / 2)))
    }
}
