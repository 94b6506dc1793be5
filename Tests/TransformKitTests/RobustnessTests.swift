import TransformKit
import XCTest

/// Bad input never crashes or hangs: NaN, infinities and degenerate geometry go through every API.
final class RobustnessTests: XCTestCase {
    private func scene(child configure: (CALayer) -> Void) -> (CALayer, CALayer) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 300, height: 300)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        root.sublayerTransform = perspective
        let child = CALayer()
        child.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        child.position = CGPoint(x: 150, y: 150)
        root.addSublayer(child)
        configure(child)
        return (root, child)
    }

    func testNaNTransformIsHiddenNotFatal() {
        let (root, child) = scene { $0.transform = CATransform3DMakeRotation(.nan, 0, 1, 0) }
        let sibling = CALayer()
        sibling.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        root.addSublayer(sibling)
        let p = LayerProjection().project(child)
        XCTAssertFalse(p.isVisible)
        XCTAssertTrue(p.polygon.isEmpty)
        let list = LayerProjection().renderList(of: root)
        XCTAssertEqual(list.entries.count, 3)
        XCTAssertEqual(list.entry(for: child)?.depth, -.infinity)
        XCTAssertTrue(child.frame.origin.x.isNaN || child.frame.isNull)
        _ = root.hitTest(CGPoint(x: 150, y: 150))
        _ = child.convert(CGPoint(x: 1, y: 1), to: root)
        _ = TransformComponents(child.transform)
        _ = TransformInterpolation.interpolate(from: .identity, to: child.transform, progress: 0.5)
    }

    func testInfiniteAndHugeGeometry() {
        let (root, child) = scene {
            $0.bounds = CGRect(x: 0, y: 0, width: .greatestFiniteMagnitude, height: 1e300)
            $0.zPosition = .infinity
        }
        let p = LayerProjection().project(child)
        XCTAssertFalse(p.isVisible)
        _ = LayerProjection().renderList(of: root)
        _ = child.frame
        _ = root.hitTest(CGPoint(x: 1, y: 1))
    }

    func testZeroSizedAndNegativeBounds() {
        let (root, child) = scene { $0.bounds = CGRect(x: 10, y: 10, width: -50, height: 0) }
        let p = LayerProjection().project(child)
        XCTAssertEqual(p.signedArea, 0)
        XCTAssertEqual(p.facing, .front)
        XCTAssertEqual(p.quad.count, 4)
        XCTAssertNil(root.hitTest(CGPoint(x: 400, y: 400)))
    }

    func testSingularSublayerTransformAndInversions() {
        let (root, child) = scene { _ in }
        root.sublayerTransform = CATransform3D()
        let p = LayerProjection().project(child)
        XCTAssertFalse(p.isVisible, "an all-zero matrix puts every corner at w = 0")
        // The step is singular, so it maps points through itself, where w = 0: NaN, not a trap.
        XCTAssertTrue(child.convert(CGPoint(x: 5, y: 5), from: root).x.isNaN)
        XCTAssertNil(TransformDecomposition(CATransform3D()))
        XCTAssertEqual(TransformComponents(CATransform3D()).scale.x, 0)
    }

    func testKeyPathsOnNaN() {
        var t = CATransform3DIdentity
        t.m11 = .nan
        guard case let .number(value) = t.value(forKeyPath: .scaleX) else { return XCTFail("a number") }
        XCTAssertTrue(value.isNaN)
        XCTAssertNotNil(t.settingValue(.number(1), forKeyPath: .rotationZ))
    }
}
