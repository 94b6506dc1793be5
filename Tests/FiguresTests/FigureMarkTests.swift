@testable import Figures
import TransformKit
import XCTest

/// The marks a listing asks for: read from the attribute's text, drawn with their classes, and labels that keep
/// off each other and off the layers' outlines.
final class FigureMarkTests: XCTestCase {
    func testParsingReadsEveryMarkAndLocatesEveryProblem() {
        let parsed = FigureMark.parse("  frame point:-1.5,2e1 line:y=3 axis:x   meeting-point")
        XCTAssertEqual(parsed.marks, [.frame, .point(x: -1.5, y: 20), .horizontalLine(y: 3), .axis(.x), .meetingPoint])
        XCTAssertEqual(parsed.errors, [])
        let bad = FigureMark.parse("vanishing-pont anchor:1 point:nan,1 zzz")
        XCTAssertEqual(bad.marks, [])
        XCTAssertEqual(bad.errors.map(\.offset), [0, 15, 24, 36])
        XCTAssertEqual(bad.errors.map(\.length), [14, 8, 11, 3])
        XCTAssertTrue(bad.errors[0].message.hasPrefix("unknown mark 'vanishing-pont'; did you mean 'vanishing-point'?"))
        XCTAssertEqual(bad.errors[1].message, "mark 'anchor' takes no value")
        XCTAssertTrue(bad.errors[2].message.hasPrefix("mark 'point' takes two finite numbers"))
        XCTAssertFalse(bad.errors[3].message.contains("did you mean"), "no suggestion for a word far from every name")
        XCTAssertEqual(FigureMark.parse(" ").errors.count, 1, "an empty list is an error, not silence")
    }

    private func svg(_ scene: Scenes.Scene, marks: [FigureMark]) -> SVGInspection {
        SVGInspection(LayerDiagram(root: scene.root, highlighted: scene.touched,
                                   options: .init(idPrefix: "m", names: scene.names, marks: marks)).svg())
    }

    func testEveryMarkDrawsItsElement() throws {
        let scene = Scenes.listing52()
        let none = svg(scene, marks: [])
        let marked = svg(scene, marks: [.frame, .anchor, .point(x: 10, y: 20), .verticalLine(x: 160), .axis(.x)])
        for className in ["mark-frame", "mark-anchor", "mark-point", "mark-line", "mark-axis"] {
            XCTAssertTrue(none.elements.allSatisfy { !($0.attributes["class"] ?? "").contains(className) }, className)
            XCTAssertFalse(marked.elements.filter { ($0.attributes["class"] ?? "").split(separator: " ").contains(Substring(className)) }.isEmpty,
                           className)
        }
        let line = try XCTUnwrap(marked.all("line", class: "mark-line").first)
        XCTAssertEqual(line.attributes["x1"], "160")
        XCTAssertEqual(line.attributes["x2"], "160")
        XCTAssertTrue(marked.all("text", class: "mark-point").contains { $0.text == "(10, 20)" })
        XCTAssertTrue(marked.all("text", class: "mark-line").contains { $0.text == "x = 160" })
        // The frame is the upright box around the drawn outline.
        let drawn = try XCTUnwrap(LayerDiagram(root: scene.root, highlighted: scene.touched).drawnLayers()
            .first { $0.projected.layer === scene.touched[0] })
        let frame = SVGInspection.pointList(try XCTUnwrap(marked.all("polygon", class: "mark-frame").first?.attributes["points"]))
        let xs = drawn.polygon.map(\.x), ys = drawn.polygon.map(\.y)
        XCTAssertEqual(frame.map(\.0).min() ?? 0, xs.min() ?? 1, accuracy: 0.01)
        XCTAssertEqual(frame.map(\.1).max() ?? 0, ys.max() ?? 1, accuracy: 0.01)
    }

    /// A marked point and line are in the root's coordinates and drawn through the root's placement in the window
    /// (spec C17), as touches are. Root 320 x 480, anchor (160, 240), position (160, 240), scaled by 0.5: a root
    /// point p is drawn at (p - (160, 240)) · 0.5 + (160, 240). The point (10, 20) lands at (85, 130); the line
    /// x = 160 runs from (160, 0) to (160, 480) of the root, drawn from (160, 120) to (160, 360).
    func testMarkedPointsAndLinesFollowAScaledRoot() throws {
        let scene = Scenes.listing52()
        scene.root.transform = CATransform3DMakeScale(0.5, 0.5, 1)
        let marked = svg(scene, marks: [.point(x: 10, y: 20), .verticalLine(x: 160)])
        let point = try XCTUnwrap(marked.all("circle", class: "mark-point").first)
        XCTAssertEqual([point.attributes["cx"], point.attributes["cy"]], ["85", "130"])
        let line = try XCTUnwrap(marked.all("line", class: "mark-line").first)
        XCTAssertEqual([line.attributes["x1"], line.attributes["y1"], line.attributes["x2"], line.attributes["y2"]],
                       ["160", "120", "160", "360"])
        XCTAssertTrue(marked.all("text", class: "mark-point").contains { $0.text == "(10, 20)" }, "the label keeps the root's numbers")
    }

    /// The root turned 60° about y under a perspective of 100 points (as in TouchFigureTests): a root point at
    /// x = 0 gets w = 1 − 160·sin 60°/100 < 0, behind the eye, while x = 300 is in front. A mark there is not
    /// drawn, and the description says so instead of leaving the reader to look for it.
    func testMarksBehindTheEyeAreNotDrawnAndTheWordsSaySo() throws {
        let scene = Scenes.listing52()
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 100
        scene.root.transform = CATransform3DConcat(CATransform3DMakeRotation(Double.pi / 3, 0, 1, 0), perspective)
        let marked = svg(scene, marks: [.point(x: 0, y: 240), .point(x: 300, y: 240), .horizontalLine(y: 100),
                                        .verticalLine(x: 300)])
        XCTAssertEqual(marked.all("circle", class: "mark-point").count, 1, "only the point in front is drawn")
        XCTAssertEqual(marked.all("line", class: "mark-line").count, 1, "only the line wholly in front is drawn")
        let description = try XCTUnwrap(marked.all("desc").first?.text)
        XCTAssertTrue(description.contains("The marked point (0, 240) lies behind the eye and is not drawn."), description)
        XCTAssertTrue(description.contains("The marked line y = 100 reaches behind the eye and is not drawn."), description)
        XCTAssertFalse(description.contains("(300, 240) lies behind"), description)
        XCTAssertFalse(description.contains("x = 300"), description)
        let drawnMark = try XCTUnwrap(svg(Scenes.listing52(), marks: [.point(x: 0, y: 240)]).all("desc").first?.text)
        XCTAssertFalse(drawnMark.contains("marked"), "a mark that is drawn is not described")
    }

    func testTheMeetingPointIsWhereTheImagesOfParallelEdgesMeet() throws {
        // Listing 5.5's layer turned about y under m34: its horizontal edges recede and meet; its vertical ones stay parallel.
        let scene = Scenes.listing55()
        let inspection = svg(scene, marks: [.meetingPoint])
        let circles = inspection.all("circle", class: "mark-meeting-point")
        XCTAssertEqual(circles.count, 1)
        let drawn = try XCTUnwrap(LayerDiagram(root: scene.root, highlighted: scene.touched).drawnLayers().first)
        let q = drawn.quad
        // The intersection of the lines through the top edge and the bottom edge.
        func line(_ a: FigurePoint, _ b: FigurePoint) -> (Double, Double, Double) { (b.y - a.y, a.x - b.x, (b.y - a.y) * a.x + (a.x - b.x) * a.y) }
        let l1 = line(q[0], q[1]), l2 = line(q[3], q[2])
        let det = l1.0 * l2.1 - l2.0 * l1.1
        let expected = ((l2.1 * l1.2 - l1.1 * l2.2) / det, (l1.0 * l2.2 - l2.0 * l1.2) / det)
        let centre = try XCTUnwrap(circles.first)
        XCTAssertEqual(Double(centre.attributes["cx"] ?? "") ?? 0, expected.0, accuracy: 0.01)
        XCTAssertEqual(Double(centre.attributes["cy"] ?? "") ?? 0, expected.1, accuracy: 0.01)
        XCTAssertEqual(inspection.all("line", class: "meeting").count, 4, "the four corners' edges extended to the point")
    }

    func testEveryLayerCarriesItsAnchorAndFEvenUntransformed() {
        let root = Scenes.rootLayer()
        let plain = CALayer()
        plain.bounds = CGRect(x: 0, y: 0, width: 120, height: 80)
        plain.position = CGPoint(x: 160, y: 100)
        root.addSublayer(plain)
        let inspection = SVGInspection(LayerDiagram(root: root, highlighted: [plain]).svg())
        XCTAssertEqual(inspection.all("circle", class: "anchor-point").count, 1)
        XCTAssertEqual(inspection.all("polygon", class: "content-mark").count, 1)
        XCTAssertEqual(inspection.all("circle", class: "anchor-point").first?.attributes["cx"], "160")
    }

    func testLabelsKeepOffOutlinesAndOtherLabelsAndGetALeaderWhenMoved() {
        var canvas = SVGCanvas(idPrefix: "p", saneBox: FigureBox(minX: -500, minY: -500, maxX: 500, maxY: 500))
        var placer = LabelPlacer()
        // A square whose top edge runs through the first candidate's box.
        placer.avoid(outline: [FigurePoint(x: 0, y: 0), FigurePoint(x: 100, y: 0), FigurePoint(x: 100, y: 100), FigurePoint(x: 0, y: 100)])
        placer.place("first", candidates: [FigurePoint(x: 10, y: 5)], anchor: .start, subject: FigurePoint(x: 10, y: 0),
                     canvas: &canvas) { _ in }
        placer.place("second", candidates: [FigurePoint(x: 20, y: 40)], anchor: .start, canvas: &canvas) { _ in }
        placer.place("third", candidates: [FigurePoint(x: 20, y: 40)], anchor: .start, subject: FigurePoint(x: 20, y: 35),
                     canvas: &canvas) { _ in }
        let inspection = SVGInspection(canvas.render(title: "t", description: Array("d".utf8), classes: "figure").markup)
        let texts = inspection.all("text")
        XCTAssertEqual(texts.map { $0.text ?? "" }, ["first", "second", "third"])
        func box(_ element: SVGInspection.Element) -> FigureBox {
            let x = Double(element.attributes["x"] ?? "") ?? .nan, y = Double(element.attributes["y"] ?? "") ?? .nan
            return FigureBox(minX: x, minY: y - 10, maxX: x + Double((element.text ?? "").count) * 6.2, maxY: y + 3)
        }
        let boxes = texts.map(box)
        let edges = [(FigurePoint(x: 0, y: 0), FigurePoint(x: 100, y: 0)), (FigurePoint(x: 100, y: 0), FigurePoint(x: 100, y: 100)),
                     (FigurePoint(x: 100, y: 100), FigurePoint(x: 0, y: 100)), (FigurePoint(x: 0, y: 100), FigurePoint(x: 0, y: 0))]
        for (index, placed) in boxes.enumerated() {
            XCTAssertFalse(edges.contains { placed.crosses(from: $0.0, to: $0.1) }, "\(texts[index].text ?? "") crosses the square")
            for other in boxes[(index + 1)...] { XCTAssertFalse(placed.overlaps(other), "\(texts[index].text ?? "") overlaps") }
        }
        XCTAssertEqual(inspection.all("line", class: "leader").count, 2, "the two moved labels point back at their subjects")
    }
}
