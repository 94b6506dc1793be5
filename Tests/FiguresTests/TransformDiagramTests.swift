import Figures
import TransformKit
import XCTest

final class TransformDiagramTests: XCTestCase {
    /// Listing 5.2's compound transform (edge case 7 of the specification).
    static let listing52 = CGAffineTransform(a: 0.43301270189221935, b: 0.24999999999999997, c: -0.24999999999999997,
                                             d: 0.43301270189221935, tx: 86.60254037844388, ty: 49.99999999999999)
    /// The book's CGAffineTransformMakeShear(1, 0).
    static let shear = CGAffineTransform(a: 1, b: 0, c: -1, d: 1, tx: 0, ty: 0)

    func testAffineSquareCornersAreTheTransformedReferenceCorners() {
        let diagram = TransformDiagram(affine: Self.listing52)
        let expected = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100), CGPoint(x: 0, y: 100)]
            .map { $0.applying(Self.listing52) }
        XCTAssertEqual(diagram.transformedSquare.count, 4)
        for (actual, point) in zip(diagram.transformedSquare, expected) {
            XCTAssertEqual(actual.x, point.x, accuracy: 1e-9)
            XCTAssertEqual(actual.y, point.y, accuracy: 1e-9)
        }
    }

    func testShearIsDetectedAndItsParallelEdgesAreMarked() {
        let diagram = TransformDiagram(affine: Self.shear)
        XCTAssertTrue(diagram.isShear)
        XCTAssertFalse(TransformDiagram(affine: Self.listing52).isShear)
        let svg = diagram.svg()
        XCTAssertEqual(svg.components(separatedBy: "class=\"parallel-mark\"").count - 1, 6) // 1 + 1 + 2 + 2 chevrons
        XCTAssertTrue(svg.contains("data-kind=\"shear\""))
        XCTAssertTrue(svg.contains("parallel edges"))
    }

    func testMirroringTransformFlipsTheContentMark() {
        let mirror = TransformDiagram(affine: CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 0, ty: 0)).svg()
        XCTAssertTrue(mirror.contains("data-winding=\"counter-clockwise\""))
        XCTAssertTrue(mirror.contains("mirrored"))
        let plain = TransformDiagram(affine: Self.listing52).svg()
        XCTAssertTrue(plain.contains("data-winding=\"clockwise\""))
    }

    func testSnapshotsOfReferenceSquares() {
        assertSnapshot(TransformDiagram(affine: Self.listing52, options: .init(idPrefix: "compound")).svg(),
                       named: "transform-listing-5.2.svg")
        assertSnapshot(TransformDiagram(affine: Self.shear, options: .init(idPrefix: "shear")).svg(),
                       named: "transform-shear.svg")
    }

    static func perspectiveRotation() -> CATransform3D {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500.0
        return CATransform3DRotate(t, Double.pi / 4, 0, 1, 0)
    }

    func testTransform3DSquareIsProjectedAndItsVanishingPointMarked() throws {
        let t = Self.perspectiveRotation()
        let diagram = TransformDiagram(transform3D: t, options: .init(idPrefix: "persp", name: "transform"))
        let expected = [(0.0, 0.0), (100.0, 0.0), (100.0, 100.0), (0.0, 100.0)].map { t.transform(x: $0.0, y: $0.1, z: 0).projected }
        XCTAssertEqual(diagram.transformedSquare.count, 4)
        for (actual, point) in zip(diagram.transformedSquare, expected) {
            XCTAssertEqual(actual.x, point.x, accuracy: 1e-9)
            XCTAssertEqual(actual.y, point.y, accuracy: 1e-9)
        }
        let svg = diagram.svg()
        let point = try XCTUnwrap(SVGInspection(svg).all("circle", class: "vanishing-point").first?.attributes["data-point"])
        XCTAssertEqual(point, "0,0")
        // The SVG writes `°` as a numeric character reference, which reads as `°`.
        XCTAssertTrue(svg.contains("rotated 45&#176; about the y axis with perspective d = 500"), svg)
        // m34 set after the rotation is not a perspective about the origin: no vanishing point is claimed.
        var late = CATransform3DMakeRotation(Double.pi / 4, 0, 1, 0)
        late.m34 = -1.0 / 500.0
        XCTAssertTrue(SVGInspection(TransformDiagram(transform3D: late).svg()).all("circle", class: "vanishing-point").isEmpty)
        assertSnapshot(svg + "\n", named: "transform-perspective.svg")
    }

    func testTransform3DSquareCrossingTheEyeIsClipped() {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 50.0
        t = CATransform3DRotate(t, -Double.pi / 3, 0, 1, 0)
        let diagram = TransformDiagram(transform3D: t)
        let svg = diagram.svg()
        XCTAssertTrue(svg.contains("clipped at the near plane"))
        XCTAssertTrue((3...5).contains(diagram.transformedSquare.count))
        XCTAssertFalse(svg.lowercased().contains("nan"))
        XCTAssertFalse(svg.lowercased().contains("inf"))
    }

    func testYAxisUpFlipsTheDrawing() {
        let down = SVGInspection(TransformDiagram(affine: Self.listing52).svg())
        let up = SVGInspection(TransformDiagram(affine: Self.listing52, options: .init(yAxisPointsUp: true)).svg())
        let downSquare = SVGInspection.pointList(down.all("polygon", class: "after").first?.attributes["points"] ?? "")
        let upSquare = SVGInspection.pointList(up.all("polygon", class: "after").first?.attributes["points"] ?? "")
        XCTAssertEqual(downSquare.count, 4)
        XCTAssertEqual(downSquare.map { $0.0 }, upSquare.map { $0.0 })
        XCTAssertEqual(downSquare.map { $0.1 }, upSquare.map { -$0.1 })
    }
}
