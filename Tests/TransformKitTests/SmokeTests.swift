import TransformKit
import XCTest

final class SmokeTests: XCTestCase {
    func testListing52() {
        var t = CGAffineTransformIdentity
        t = CGAffineTransformScale(t, 0.5, 0.5)
        t = CGAffineTransformRotate(t, Double.pi / 180.0 * 30.0)
        t = CGAffineTransformTranslate(t, 200, 0)
        XCTAssertEqual(t.tx, 86.60254037844388)
        XCTAssertEqual(t.ty, 49.99999999999999)
    }

    func testE29() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 300, height: 300)
        root.position = CGPoint(x: 150, y: 150)
        var p = CATransform3DIdentity
        p.m34 = -1.0 / 500.0
        root.sublayerTransform = p
        let child = CALayer()
        child.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        child.position = CGPoint(x: 150, y: 150)
        child.transform = CATransform3DMakeRotation(Double.pi / 4, 0, 1, 0)
        root.addSublayer(child)
        let q = LayerProjection().project(child)
        print(q.corners, q.quad)
    }
}
