import XCTest
@testable import Figures
import TransformKit

/// The side view of perspective: the edges, rays and screen hits are checked against a projection computed here
/// by hand (rotation about y by θ, then W = 1 − z/d), not against Figures' own arithmetic.
final class PerspectiveSideViewTests: XCTestCase {
    private func bookTransform(angle: Double, distance: Double) -> CATransform3D {
        var t = CATransform3D.identity
        t.m34 = -1 / distance
        return CATransform3DRotate(t, angle, 0, 1, 0)
    }

    func testEdgesAndScreenHitsMatchAHandProjection() throws {
        let angle = Double.pi / 4, d = 500.0, width = 200.0
        let view = try XCTUnwrap(PerspectiveSideView(transform: bookTransform(angle: angle, distance: d), width: width))
        // Rotating (x, 0, 0) by +θ about y (right-handed, row vectors): x' = x cos θ, z' = −x sin θ.
        for (edge, x) in [(view.left, -100.0), (view.right, 100.0)] {
            let expectedX = x * cos(angle), expectedZ = -x * sin(angle)
            XCTAssertEqual(edge.x, expectedX, accuracy: 1e-9)
            XCTAssertEqual(edge.z, expectedZ, accuracy: 1e-9)
            XCTAssertEqual(edge.screenX, expectedX / (1 - expectedZ / d), accuracy: 1e-9)
        }
        XCTAssertEqual(view.distance, d, accuracy: 1e-9)
        XCTAssertEqual(view.angle, 45, accuracy: 1e-9)
        // The book's quad for Listing 5.5: left edge at 77.64…, right edge at 221.94… about the anchor x = 160.
        XCTAssertEqual(160 + view.left.screenX, 77.64216518504618, accuracy: 1e-9)
        XCTAssertEqual(160 + view.right.screenX, 221.9496715496477, accuracy: 1e-9)
    }

    func testTheSVGDrawsTheEyeTheRaysAndTheScreenHits() throws {
        let view = try XCTUnwrap(PerspectiveSideView(transform: bookTransform(angle: .pi / 4, distance: 500), width: 200,
                                                    idPrefix: "p"))
        let svg = view.svg()
        XCTAssertTrue(svg.contains(#"<circle cx="0" cy="500" r="5" class="eye""#), svg)
        XCTAssertTrue(svg.contains(#"<line x1="0" y1="500" x2="-82.36" y2="0" class="ray""#), svg)
        // The far edge lies behind the screen: its ray runs on to the edge itself.
        XCTAssertTrue(svg.contains(#"<line x1="0" y1="500" x2="70.71" y2="-70.71" class="ray""#), svg)
        XCTAssertTrue(svg.contains(##"class="screen-hit" fill="#c2185b" data-x="61.94967154964771""##), svg)
        XCTAssertTrue(svg.contains("<title id=\"p-title\">"), svg)
        XCTAssertTrue(view.description.contains("drawn 144.3 points wide"), view.description)
    }

    func testNoSideViewWithoutAPerspectiveAppliedLast() {
        XCTAssertNil(PerspectiveSideView(transform: CATransform3DMakeRotation(.pi / 4, 0, 1, 0), width: 200))
        XCTAssertNil(PerspectiveSideView(transform: bookTransform(angle: .pi / 4, distance: 500), width: 0))
        XCTAssertNil(PerspectiveSideView(transform: bookTransform(angle: .pi / 4, distance: 500), width: .nan))
    }
}
