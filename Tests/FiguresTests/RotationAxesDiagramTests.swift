import XCTest
@testable import Figures
import TransformKit

/// The axes figure: its arcs are checked against rotations written out here (right-handed: about x, y turns towards
/// z; about y, z towards x; about z, x towards y), projected with the figure's oblique view.
final class RotationAxesDiagramTests: XCTestCase {
    /// (x, y, z) after a turn by `angle` about `axis`, from the textbook formulas, independent of TransformKit.
    private func turned(_ p: (Double, Double, Double), by angle: Double, about axis: RotationAxesDiagram.Axis) -> (Double, Double, Double) {
        let c = cos(angle), s = sin(angle)
        switch axis {
        case .x: return (p.0, p.1 * c - p.2 * s, p.1 * s + p.2 * c)
        case .y: return (p.0 * c + p.2 * s, p.1, -p.0 * s + p.2 * c)
        case .z: return (p.0 * c - p.1 * s, p.0 * s + p.1 * c, p.2)
        }
    }

    func testEachArcTurnsTheNextAxisTheRightHandedWay() {
        let starts: [RotationAxesDiagram.Axis: (Double, Double, Double)] = [.x: (0, 1, 0), .y: (0, 0, 1), .z: (1, 0, 0)]
        for axis in RotationAxesDiagram.Axis.allCases {
            let arc = RotationAxesDiagram.arc(about: axis, steps: 24)
            XCTAssertEqual(arc.count, 25)
            let axisVector: (Double, Double, Double) = axis == .x ? (1, 0, 0) : axis == .y ? (0, 1, 0) : (0, 0, 1)
            for (step, point) in arc.enumerated() {
                let angle = Double(step) / 24 * 270 * Double.pi / 180
                let q = turned(starts[axis]!, by: angle, about: axis)
                let l = 0.7 * 150.0, r = 24.0
                let (x, y, z) = (l * axisVector.0 + r * q.0, l * axisVector.1 + r * q.1, l * axisVector.2 + r * q.2)
                // The oblique view: x right, y down, z down and to the left.
                XCTAssertEqual(point.x, x - 0.5 * z, accuracy: 1e-9, "\(axis) step \(step)")
                XCTAssertEqual(point.y, y + 0.35 * z, accuracy: 1e-9, "\(axis) step \(step)")
            }
        }
        // A quarter turn about z sends x to y: down the page, so it looks clockwise to the viewer.
        XCTAssertTrue(RotationAxesDiagram.looksClockwise(about: .z))
    }

    func testTheRotationAxisOfAListingTransform() {
        XCTAssertEqual(RotationAxesDiagram.rotationAxis(of: CATransform3DMakeRotation(.pi / 4, 0, 0, 1)), .z)
        XCTAssertEqual(RotationAxesDiagram.rotationAxis(of: CATransform3DMakeRotation(.pi / 4, 0, 1, 0)), .y)
        XCTAssertEqual(RotationAxesDiagram.rotationAxis(of: CATransform3DMakeRotation(-.pi / 3, 1, 0, 0)), .x)
        XCTAssertNil(RotationAxesDiagram.rotationAxis(of: CATransform3DMakeRotation(.pi / 3, 1, 1, 0)))
        XCTAssertNil(RotationAxesDiagram.rotationAxis(of: .identity))
    }

    func testTheSVGLabelsTheAxesAndTheDirections() {
        let svg = RotationAxesDiagram(highlighted: .z, idPrefix: "a").svg()
        XCTAssertTrue(svg.contains(#"<line x1="0" y1="0" x2="150" y2="0" class="axis x""#), svg)
        XCTAssertTrue(svg.contains(#"<line x1="0" y1="0" x2="0" y2="150" class="axis y""#), svg)
        XCTAssertTrue(svg.contains(#"<line x1="0" y1="0" x2="-75" y2="52.5" class="axis z highlighted""#), svg)
        for label in ["+ about x: y → z", "+ about y: z → x", "+ about z: x → y", "z (towards you)"] {
            XCTAssertTrue(svg.contains(">" + label + "</text>"), label)
        }
        XCTAssertTrue(svg.contains("a positive rotation about z looks clockwise"), svg)
        XCTAssertTrue(svg.contains(#"data-axis="z""#))
    }
}
