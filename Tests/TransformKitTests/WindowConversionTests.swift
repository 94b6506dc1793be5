import TransformKit
import XCTest

/// `convert(_:to: nil)` / `convert(_:from: nil)`: nil is the window (UIKit's "window base coordinates"), the implicit
/// parent of the topmost layer, which sits in it by its own anchor point, transform and position (spec C16, C17) —
/// not the root of the layer's tree.
final class WindowConversionTests: XCTestCase {
    /// By hand, row vectors: a point p of the layer goes to (p − A)·R + position, A = (100, 100) and
    /// (x, y)·R = (x·c − y·s, x·s + y·c), c = s = √2/2. (0, 0): (−100, −100)·R = (0, −100·√2), so
    /// (150, 150 − 141.4213562373095) = (150, 8.578643762690495); (200, 100): (100, 0)·R = (70.71067811865476,
    /// 70.71067811865476), so (220.71067811865476, 220.71067811865476). The tree's root is the layer itself, where
    /// the old answer stayed: (0, 0) and (200, 100).
    func testALoneRotatedLayerConvertsToWindowCoordinates() {
        let layer = C17LoneLayer.make()
        assertEqual(layer.convert(CGPoint(x: 0, y: 0), to: nil), CGPoint(x: 150, y: 8.578643762690495), accuracy: 1e-12)
        assertEqual(layer.convert(CGPoint(x: 200, y: 100), to: nil),
                    CGPoint(x: 220.71067811865476, y: 220.71067811865476), accuracy: 1e-12)
        // The way back: the window's (150, 150) is the anchor (100, 100), and the corner's image is the corner.
        assertEqual(layer.convert(CGPoint(x: 150, y: 150), from: nil), CGPoint(x: 100, y: 100), accuracy: 1e-12)
        assertEqual(layer.convert(CGPoint(x: 150, y: 8.578643762690495), from: nil), .zero, accuracy: 1e-12)
    }

    /// A rectangle to the window is the bounding box of its corners there: the whole layer is the diamond of
    /// half-diagonal 100·√2 about (150, 150).
    func testARectangleConvertsToTheWindowAsTheBoundingBoxOfItsCorners() {
        let box = C17LoneLayer.make().convert(CGRect(x: 0, y: 0, width: 200, height: 200), to: nil)
        XCTAssertEqual(box.minX, 150 - 141.4213562373095, accuracy: 1e-12)
        XCTAssertEqual(box.minY, 150 - 141.4213562373095, accuracy: 1e-12)
        XCTAssertEqual(box.width, 282.842712474619, accuracy: 1e-12)
        let back = C17LoneLayer.make().convert(CGRect(x: 150, y: 150, width: 0, height: 0), from: nil)
        XCTAssertEqual(back.origin.x, 100, accuracy: 1e-12)
        XCTAssertEqual(back.origin.y, 100, accuracy: 1e-12)
    }

    /// A sublayer of the lone layer goes through its superlayer, then the window: its (0, 0) at (50, 50) of the
    /// rotated layer is (−50, −50)·R + (150, 150) = (150, 150 − 50·√2) = (150, 79.28932188134524).
    func testASublayerOfATransformedTopmostLayerReachesTheWindowThroughIt() {
        let top = C17LoneLayer.make()
        let child = CALayer()
        child.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        child.position = CGPoint(x: 70, y: 70)
        top.addSublayer(child)
        assertEqual(child.convert(CGPoint(x: 0, y: 0), to: nil), CGPoint(x: 150, y: 79.28932188134524), accuracy: 1e-12)
        assertEqual(child.convert(CGPoint(x: 150, y: 79.28932188134524), from: nil), .zero, accuracy: 1e-12)
        // Converting to the tree's root is unchanged: the root's own coordinates, (50, 50).
        XCTAssertEqual(child.convert(CGPoint(x: 0, y: 0), to: top), CGPoint(x: 50, y: 50))
    }

    /// The window is where quads are (C17): under a topmost CATransformLayer with perspective and a child turned
    /// about y, every corner converted to nil is the projected quad's corner.
    func testConversionToTheWindowAgreesWithTheQuadThroughATopmostTransformLayer() {
        let root = CATransformLayer()
        root.bounds = CGRect(x: 0, y: 0, width: 300, height: 300)
        root.position = CGPoint(x: 200, y: 180)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        root.transform = CATransform3DRotate(perspective, 0.3, 1, 0, 0)
        let child = CALayer()
        child.bounds = CGRect(x: 0, y: 0, width: 100, height: 80)
        child.position = CGPoint(x: 150, y: 150)
        child.transform = CATransform3DMakeRotation(.pi / 5, 0, 1, 0)
        root.addSublayer(child)
        let quad = LayerProjection().project(child).quad
        let corners = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 80), CGPoint(x: 0, y: 80)]
        for (corner, drawn) in zip(corners, quad) {
            assertEqual(child.convert(corner, to: nil), drawn, accuracy: 1e-9)
            assertEqual(child.convert(drawn, from: nil), corner, accuracy: 1e-9)
        }
    }

    /// UIKit: a nil view is window base coordinates. A topmost 100 × 100 view at the origin turned 90° about its
    /// centre (50, 50): (x, y)·R = (−y, x), so its (0, 50) is (0 − 50, 50 − 50)·R + (50, 50) = (0 + 50, −50 + 50)
    /// = (50, 0) in the window, and back.
    func testAViewConvertsFromAndToWindowBaseCoordinates() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        assertEqual(view.convert(CGPoint(x: 0, y: 50), to: nil), CGPoint(x: 50, y: 0), accuracy: 1e-12)
        assertEqual(view.convert(CGPoint(x: 50, y: 0), from: nil), CGPoint(x: 0, y: 50), accuracy: 1e-12)
    }

    /// The default scene's root (320 × 480 at the origin, untransformed) sits at the window's origin: nil and the
    /// root agree bit for bit (no placement level is applied, so -0 and infinities pass unchanged).
    func testARootAtTheWindowOriginConvertsExactlyAsBefore() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
        root.position = CGPoint(x: 160, y: 240)
        let child = CALayer()
        child.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        child.position = CGPoint(x: 100, y: 100)
        root.addSublayer(child)
        let points = [CGPoint(x: 3.25, y: -7), CGPoint(x: -0.0, y: .infinity)]
        for p in points {
            let viaRoot = child.convert(p, to: root), viaWindow = child.convert(p, to: nil)
            XCTAssertEqual(viaWindow.x.bitPattern, viaRoot.x.bitPattern)
            XCTAssertEqual(viaWindow.y.bitPattern, viaRoot.y.bitPattern)
            XCTAssertEqual(root.convert(p, from: nil), p)
        }
    }
}
