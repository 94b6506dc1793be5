@testable import Figures
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

    /// The baselines of the basis labels (i, j, k, l) of a diagram's SVG, by name.
    private func basisLabels(_ svg: String) -> [String: (x: Double, y: Double)] {
        var labels: [String: (x: Double, y: Double)] = [:]
        for line in svg.split(separator: "\n") where line.contains("class=\"label basis\"") {
            let numbers = line.split(separator: "\"").compactMap { Double($0) }
            guard numbers.count >= 2, let start = line.firstIndex(of: ">"), let end = line.range(of: "</text>") else { continue }
            labels[String(line[line.index(after: start)..<end.lowerBound])] = (numbers[0], numbers[1])
        }
        return labels
    }

    /// A vector the transform leaves in place, or moves onto the other's place, would put two names on one spot.
    func testTheNamesOfBasisVectorsThatDoNotMoveStandApart() {
        let cases: [(String, CGAffineTransform)] = [
            ("identity", .identity), ("quarter turn", CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)),
            ("stretch along x", CGAffineTransform(a: 2, b: 0, c: 0, d: 1, tx: 0, ty: 0)),
        ]
        for (name, transform) in cases {
            let labels = basisLabels(TransformDiagram(affine: transform).svg())
            XCTAssertEqual(Set(labels.keys), ["i", "j", "k", "l"], name)
            let placed = Array(labels.values)
            for (index, a) in placed.enumerated() {
                for b in placed[(index + 1)...] {
                    // One character is 6.2 wide and 13 tall: two labels closer in both directions overlap.
                    XCTAssertTrue(abs(a.x - b.x) > 6.2 || abs(a.y - b.y) > 13, "\(name): two basis labels overlap")
                }
            }
        }
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

/// Issue 15 §7: the reference-square panels of one figure (Figure 2.4) are titled, one size, gridded, and name the
/// images of i and j k and l as chapter 2 does.
final class ReferencePanelTests: XCTestCase {
    static let quarterTurn = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
    static let stretch = CGAffineTransform(a: 2, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    func compositionOrderFigures() -> [PlannedFigure] {
        let values: [(name: String, value: FigureValue)] = [
            ("rotate", .affineTransform(Self.quarterTurn)), ("stretch", .affineTransform(Self.stretch)),
            ("rotateThenStretch", .affineTransform(Self.quarterTurn.concatenating(Self.stretch))),
            ("stretchThenRotate", .affineTransform(Self.stretch.concatenating(Self.quarterTurn))),
        ]
        return FigurePlanner(root: nil, touched: [], values: values, options: .init(idPrefix: "order")).figures()
    }

    func testEveryPanelIsTitledWithItsNameAndWhatItDoes() {
        let figures = compositionOrderFigures()
        XCTAssertEqual(figures.count, 4)
        for (figure, name) in zip(figures, ["rotate", "stretch", "rotateThenStretch", "stretchThenRotate"]) {
            let titles = SVGInspection(figure.svg).all("text", class: "panel-title")
            XCTAssertEqual(titles.first?.text, name, figure.svg)
            XCTAssertTrue(titles.dropFirst().compactMap(\.text).joined(separator: " ").contains("rotated 90")
                          || name == "stretch", figure.svg)
        }
    }

    func testPanelsOfAFigureHaveOneSizeAndOneScaleAndFitAPhone() throws {
        let svgs = compositionOrderFigures().map { SVGInspection($0.svg) }
        let roots = try svgs.map { try XCTUnwrap($0.all("svg").first) }
        XCTAssertEqual(Set(roots.map { $0.attributes["width"] ?? "" }).count, 1)
        XCTAssertEqual(Set(roots.map { $0.attributes["height"] ?? "" }).count, 1)
        XCTAssertEqual(Set(roots.map { $0.attributes["viewBox"]?.split(separator: " ").suffix(2).joined(separator: " ") ?? "" }).count, 1)
        // stretchThenRotate needs 2 × 100 points of height: all four draw at its (smaller) scale.
        let scales = roots.map { Double($0.attributes["data-scale"] ?? "") ?? .nan }
        XCTAssertEqual(Set(scales).count, 1)
        XCTAssertLessThan(scales[0], 1)
        // A 390 px phone's column is 358 px wide: the panel is not scaled down there, labels stay 11 px (≥ 10).
        let width = try XCTUnwrap(Double(roots[0].attributes["width"] ?? ""))
        XCTAssertGreaterThanOrEqual(11 * min(1, 358 / width), 10)
        // A small transform alone is drawn at full size.
        XCTAssertEqual(TransformDiagram(affine: Self.quarterTurn).naturalScale, 1)
    }

    func testEachPanelHasALightGridInsideItsDrawing() throws {
        for figure in compositionOrderFigures() {
            let svg = SVGInspection(figure.svg)
            let grid = try XCTUnwrap(svg.all("path", class: "grid").first, figure.svg)
            XCTAssertEqual(grid.attributes["stroke-opacity"], "0.25")
            let lines = (grid.attributes["d"] ?? "").split(separator: "M").count
            XCTAssertGreaterThanOrEqual(lines, 8, figure.svg)
            XCTAssertEqual(svg.all("svg").first?.attributes["data-grid-step"], "50")
            XCTAssertTrue(figure.description.contains("50 points apart"))
        }
    }

    func testImagesOfTheBasisAreLabelledKAndLAndTheLegendSaysSo() {
        for figure in compositionOrderFigures() {
            let svg = SVGInspection(figure.svg)
            let labels = svg.all("text", class: "basis").compactMap(\.text)
            XCTAssertEqual(labels, ["i", "j", "k", "l"], figure.svg)
            XCTAssertFalse(figure.svg.contains("′"))
            let legend = svg.all("text", class: "legend").compactMap(\.text)
            XCTAssertEqual(legend.count, 3)
            XCTAssertTrue(legend.contains("after: k and l, the images of i and j"), "\(legend)")
            XCTAssertTrue(figure.description.contains("i = (1, 0) becomes k = ("), figure.description)
        }
    }

    func testGridStepsAreRoundAndReadable() {
        XCTAssertEqual(ReferencePanel.gridStep(forScale: 1), 25)
        XCTAssertEqual(ReferencePanel.gridStep(forScale: 0.5), 50)
        XCTAssertEqual(ReferencePanel.gridStep(forScale: 0.1), 250)
    }
}
