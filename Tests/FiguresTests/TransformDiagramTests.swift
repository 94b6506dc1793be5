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
}
