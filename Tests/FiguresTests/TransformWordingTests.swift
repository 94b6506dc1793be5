@testable import Figures
import TransformKit
import XCTest

/// What the figures' descriptions say about a transform, each checked against the wording a reader should get.
final class TransformWordingTests: XCTestCase {
    private let quarterPi = Double.pi / 4

    func testIdentityAndNonFiniteEntries() {
        XCTAssertEqual(TransformWording.describe(CGAffineTransform.identity), "the identity")
        XCTAssertEqual(TransformWording.describe(CATransform3D.identity), "the identity")
        let broken = CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        XCTAssertEqual(TransformWording.describe(broken), "a transform with non-finite entries")
        var infinite = CATransform3D.identity
        infinite.m44 = .infinity
        XCTAssertEqual(TransformWording.describe(infinite), "a transform with non-finite entries")
    }

    /// A full turn leaves sin 2π = −2.4e-16 in the matrix: CATransform3DIsIdentity says NO (Listing 6.8 prints it),
    /// so the description must not call it the identity, though no turn, scale or shear is large enough to name.
    func testANearIdentityIsNotCalledTheIdentity() {
        let fullTurn = CATransform3DMakeRotation(2 * Double.pi, 0, 0, 1)
        XCTAssertFalse(CATransform3DIsIdentity(fullTurn))
        XCTAssertEqual(TransformWording.describe(fullTurn), "nearly the identity, not exactly")
        let flatTurn = CGAffineTransformMakeRotation(2 * Double.pi)
        XCTAssertFalse(CGAffineTransformIsIdentity(flatTurn))
        XCTAssertEqual(TransformWording.describe(flatTurn), "nearly the identity, not exactly")
    }

    /// A positive angle turns x towards y: clockwise on iOS, where y points down; counter-clockwise on macOS.
    func testRotationDirectionFollowsTheScreensYAxis() {
        let turn = CGAffineTransformMakeRotation(quarterPi)
        XCTAssertEqual(TransformWording.describe(turn), "rotated 45° clockwise")
        XCTAssertEqual(TransformWording.describe(turn, yAxisUp: true), "rotated 45° counter-clockwise")
        let back = CGAffineTransformMakeRotation(-Double.pi / 6)
        XCTAssertEqual(TransformWording.describe(back), "rotated 30° counter-clockwise")
        XCTAssertEqual(TransformWording.describe(back, yAxisUp: true), "rotated 30° clockwise")
        // In 3D a turn is named by its axis, which says nothing about the screen's y.
        XCTAssertEqual(TransformWording.describe(CATransform3DMakeAffineTransform(turn), yAxisUp: true),
                       "rotated 45° about the z axis")
    }

    func testScalesShearsMirrorsAndTranslationsAreListed() {
        let scaled = CGAffineTransformTranslate(CGAffineTransformRotate(CGAffineTransformMakeScale(0.5, 0.5), Double.pi / 6), 100, 0)
        XCTAssertEqual(TransformWording.describe(scaled), "rotated 30° clockwise, scaled by 0.5 and translated by (43.3013, 25)")
        XCTAssertEqual(TransformWording.describe(CGAffineTransformMakeScale(2, 3)), "scaled by 2 horizontally and 3 vertically")
        XCTAssertEqual(TransformWording.describe(CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)),
                       "sheared by 0.5 (parallel edges stay parallel)")
        XCTAssertEqual(TransformWording.describe(CGAffineTransformMakeScale(1, -1)), "scaled by 1 horizontally and −1 vertically and mirrored")
        XCTAssertEqual(TransformWording.describe(CGAffineTransformMakeScale(0, 1)),
                       "collapsed onto a line or a point (the determinant is 0)")
        XCTAssertEqual(TransformWording.describe(CGAffineTransformMakeTranslation(-20, 7.5)), "translated by (−20, 7.5)")
    }

    func testThreeDimensionalTurnsNameTheirAxis() {
        XCTAssertEqual(TransformWording.describe(CATransform3DMakeRotation(quarterPi, 0, 1, 0)), "rotated 45° about the y axis")
        XCTAssertEqual(TransformWording.describe(CATransform3DMakeRotation(Double.pi / 2, -1, 0, 0)),
                       "rotated 90° about the negative x axis")
        XCTAssertEqual(TransformWording.describe(CATransform3DMakeRotation(Double.pi, 0, 1, 0)), "rotated 180° about the y axis")
        XCTAssertEqual(TransformWording.describe(CATransform3DMakeRotation(quarterPi, 1, 1, 0)),
                       "rotated 45° about the axis (0.707, 0.707, 0)")
        XCTAssertEqual(TransformWording.describe(CATransform3DMakeScale(1, 1, 0)), "flattened (its 3×3 part is singular)")
        XCTAssertEqual(TransformWording.describe(CATransform3DMakeTranslation(0, 0, 100)), "translated by (0, 0, 100)")
    }

    func testPerspectiveIsNamedByItsDistance() {
        var perspective = CATransform3D.identity
        perspective.m34 = -1 / 500
        XCTAssertEqual(TransformWording.describe(perspective), "a perspective with d = 500")
        XCTAssertEqual(TransformWording.describe(CATransform3DRotate(perspective, quarterPi, 0, 1, 0)),
                       "rotated 45° about the y axis with perspective d = 500")
    }

    func testRecedingEdges() {
        func receding(_ m13: Double, _ m23: Double) -> String {
            var t = CATransform3D.identity
            t.m13 = m13
            t.m23 = m23
            var text = Prose()
            TransformWording.addRecedingEdges(of: t, after: "; ", to: &text)
            return text.finish()
        }
        XCTAssertEqual(receding(0, 0), "")
        XCTAssertEqual(receding(1e-10, -1e-10), "", "below the threshold nothing recedes")
        XCTAssertEqual(receding(-0.5, 0), "; its right edge recedes")
        XCTAssertEqual(receding(0.5, 0), "; its left edge recedes")
        XCTAssertEqual(receding(0, 0.5), "; its top edge recedes")
        XCTAssertEqual(receding(-0.5, -0.5), "; its right and bottom edges recede")
    }

    func testListsInProse() {
        func listed(_ parts: [String]) -> String {
            var text = Prose()
            text.addList(parts)
            return text.finish()
        }
        XCTAssertEqual(listed([]), "")
        XCTAssertEqual(listed(["a"]), "a")
        XCTAssertEqual(listed(["a", "b"]), "a and b")
        XCTAssertEqual(listed(["a", "b", "c", "d"]), "a, b, c and d")
    }
}
