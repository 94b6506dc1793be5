import TransformKit
import XCTest

/// UIKit hit testing (`hitTest:withEvent:`, `pointInside:withEvent:`) against cases worked out by hand; the 3D
/// expectations are derived in the comments from the row-vector matrices of spec C16.
final class ViewHitTestTests: XCTestCase {
    private func root() -> UIView {
        UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    func testPointInsideIsHalfOpenBounds() {
        let view = UIView(frame: CGRect(x: 60, y: 140, width: 200, height: 200))
        XCTAssertTrue(view.pointInside(CGPoint(x: 0, y: 0)))
        XCTAssertTrue(view.pointInside(CGPoint(x: 199.5, y: 199.5)))
        XCTAssertFalse(view.pointInside(CGPoint(x: 200, y: 100)), "maxX is outside, as CGRectContainsPoint")
        XCTAssertFalse(view.pointInside(CGPoint(x: -0.5, y: 100)))
    }

    func testDeepestFrontmostViewWins() {
        let window = root()
        let back = UIView(frame: CGRect(x: 60, y: 140, width: 200, height: 200))
        let front = UIView(frame: CGRect(x: 110, y: 190, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        window.addSubview(back)
        window.addSubview(front)
        front.addSubview(inner)
        XCTAssertTrue(window.hitTest(CGPoint(x: 160, y: 240)) === front)
        // (125, 205) is (15, 15) in front, inside inner (10...30).
        XCTAssertTrue(window.hitTest(CGPoint(x: 125, y: 205)) === inner)
        XCTAssertTrue(window.hitTest(CGPoint(x: 70, y: 150)) === back)
        XCTAssertTrue(window.hitTest(CGPoint(x: 5, y: 5)) === window)
        XCTAssertNil(window.hitTest(CGPoint(x: 320, y: 5)), "outside the root: nothing")
    }

    func testDisabledHiddenAndTransparentViewsLetTheTouchThrough() {
        let window = root()
        let back = UIView(frame: CGRect(x: 60, y: 140, width: 200, height: 200))
        let front = UIView(frame: CGRect(x: 60, y: 140, width: 200, height: 200))
        window.addSubview(back)
        window.addSubview(front)
        let point = CGPoint(x: 160, y: 240)
        XCTAssertTrue(window.hitTest(point) === front)
        front.isUserInteractionEnabled = false
        XCTAssertTrue(window.hitTest(point) === back)
        front.isUserInteractionEnabled = true
        front.isHidden = true
        XCTAssertTrue(window.hitTest(point) === back)
        front.isHidden = false
        front.alpha = 0.009
        XCTAssertTrue(window.hitTest(point) === back, "alpha below 0.01 is ignored")
        front.alpha = 0.01
        XCTAssertTrue(window.hitTest(point) === front, "alpha of exactly 0.01 still receives touches")
        back.isUserInteractionEnabled = false
        front.isUserInteractionEnabled = false
        XCTAssertTrue(window.hitTest(point) === window)
    }

    func testADisabledParentHidesItsSubviews() {
        let window = root()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let child = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        window.addSubview(parent)
        parent.addSubview(child)
        parent.isUserInteractionEnabled = false
        XCTAssertTrue(window.hitTest(CGPoint(x: 120, y: 120)) === window)
    }

    func testASubviewOutsideItsSuperviewsBoundsIsNotHit() {
        let window = root()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 80, y: 80, width: 100, height: 100))
        window.addSubview(parent)
        parent.addSubview(child)
        XCTAssertTrue(window.hitTest(CGPoint(x: 90, y: 90)) === child)
        // (150, 150) is inside the child's frame but outside the parent: UIKit asks the parent first.
        XCTAssertTrue(window.hitTest(CGPoint(x: 150, y: 150)) === window)
    }

    /// A 200×200 view centred at (160, 240), rotated 60° about y without perspective: corner x = ±100 maps to
    /// ±100·cos 60° = ±50, so it is drawn over x 110…210 and a point there maps back by x / cos 60°.
    func testRotationAboutYWithoutPerspective() {
        let window = root()
        let view = UIView(frame: CGRect(x: 60, y: 140, width: 200, height: 200))
        window.addSubview(view)
        view.transform3D = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        XCTAssertTrue(window.hitTest(CGPoint(x: 205, y: 240)) === view)
        XCTAssertTrue(window.hitTest(CGPoint(x: 215, y: 240)) === window)
        XCTAssertTrue(window.hitTest(CGPoint(x: 105, y: 240)) === window)
        // (205 - 160) / cos 60° = 90 from the centre: local x 190.
        let local = window.convert(CGPoint(x: 205, y: 240), to: view)
        XCTAssertEqual(local.x, 190, accuracy: 1e-9)
        XCTAssertEqual(local.y, 100, accuracy: 1e-9)
    }

    /// The same view under a container with `sublayerTransform.m34 = -1/500`. With row vectors, the rotation sends
    /// (x, 0, 0) to (x·cos θ, 0, −x·sin θ), and w = 1 − z'/500 = 1 + x·sin θ / 500, so the projected x is
    /// x·cos θ / (1 + x·sin θ / 500): +42.618… for x = 100 and −60.474… for x = −100. The view is drawn over
    /// x 99.53…202.62: (200, 240) hits it although (205, 240), inside without perspective, does not.
    /// Back from x' = 40: x = 40 / (cos θ − 40·sin θ / 500) = 92.8681945028964, local x 192.8681945028964.
    func testRotationAboutYWithPerspective() {
        let window = root()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        container.layer.sublayerTransform = perspective
        let view = UIView(frame: CGRect(x: 60, y: 140, width: 200, height: 200))
        window.addSubview(container)
        container.addSubview(view)
        view.transform3D = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        XCTAssertTrue(window.hitTest(CGPoint(x: 200, y: 240)) === view)
        XCTAssertTrue(window.hitTest(CGPoint(x: 205, y: 240)) === container)
        XCTAssertTrue(window.hitTest(CGPoint(x: 100, y: 240)) === view)
        XCTAssertTrue(window.hitTest(CGPoint(x: 99, y: 240)) === container)
        let local = window.convert(CGPoint(x: 200, y: 240), to: view)
        XCTAssertEqual(local.x, 192.8681945028964, accuracy: 1e-9)
        XCTAssertEqual(local.y, 100, accuracy: 1e-9)
    }

    /// The book's "Touch Events" point: a face added later lies above an earlier face in the hierarchy and swallows
    /// the touch even where the earlier face is drawn in front; disabling interaction on it lets the touch through.
    func testALaterSiblingSwallowsTheTouchUntilItIsDisabled() {
        let window = root()
        let face3 = UIView(frame: CGRect(x: 60, y: 140, width: 200, height: 200))
        let face4 = UIView(frame: CGRect(x: 60, y: 140, width: 200, height: 200))
        window.addSubview(face3)
        window.addSubview(face4)
        face3.layer.zPosition = 100   // drawn in front, yet the hierarchy decides
        face4.transform3D = CATransform3DMakeRotation(.pi / 2 * 0.9, 0, 1, 0)   // still covers the centre
        let centre = CGPoint(x: 160, y: 240)
        XCTAssertTrue(window.hitTest(centre) === face4)
        face4.isUserInteractionEnabled = false
        XCTAssertTrue(window.hitTest(centre) === face3)
    }

    func testTheVisitedViewsAreListedInTheOrderTheyAreAsked() {
        let window = root()
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        window.addSubview(a)
        window.addSubview(b)
        var visited: [UIView] = []
        XCTAssertTrue(window.hitTest(CGPoint(x: 50, y: 50), visiting: &visited) === a)
        XCTAssertEqual(visited.count, 3)
        XCTAssertTrue(visited[0] === window && visited[1] === b && visited[2] === a)
    }
}

/// The walk a figure draws: every view asked, the ones that ignore touches included, with each one's answer.
final class HitTestWalkTests: XCTestCase {
    func testTheWalkRecordsEachViewsAnswerInTheOrderAsked() {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let button = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let b = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        let c = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        c.isUserInteractionEnabled = false
        window.addSubview(a)
        a.addSubview(button)
        window.addSubview(b)
        window.addSubview(c)
        let walk = window.hitTestWalk(CGPoint(x: 20, y: 20))
        XCTAssertTrue(walk.receiver === button)
        XCTAssertEqual(walk.visits.map { $0.verdict }, [.passedOn, .ignoresTouches, .outside, .passedOn, .received])
        XCTAssertTrue(walk.visits[1].view === c && walk.visits[2].view === b && walk.visits[3].view === a)
        // The plain hit test agrees, and its visiting list leaves out the view that ignores touches, as before.
        var visited: [UIView] = []
        XCTAssertTrue(window.hitTest(CGPoint(x: 20, y: 20), visiting: &visited) === button)
        XCTAssertEqual(visited.count, 4)
        let miss = window.hitTestWalk(CGPoint(x: -1, y: 0))
        XCTAssertNil(miss.receiver)
        XCTAssertEqual(miss.visits.map { $0.verdict }, [.outside])
    }
}
