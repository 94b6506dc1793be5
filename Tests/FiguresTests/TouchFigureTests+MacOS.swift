@testable import Figures
import TransformKit
import XCTest

/// Touches on a macOS listing (y up). The numbers are the same on both platforms — a touch is a point of
/// `self.view`'s coordinates, hit-tested on the layers' model geometry — and only the drawing differs: the figure
/// flips once at the root (spec C14, "flip once at the root"), `y -> minY + maxY - y` of the root's rectangle in the
/// window. So the same touch lands at the same window point on iOS and macOS, drawn mirrored, and always on the
/// view it reaches. A flip left out, or applied twice, would draw the macOS dot where the iOS one is.
extension TouchFigureTests {
    /// (150, 380) lies in `front` (110...310 by 190...390), low in the root on iOS, high on macOS: 480 - 380 = 100.
    func testATouchOnMacOSIsDrawnMirroredOnTheViewItReaches() throws {
        let views = scene(frontIgnoresTouches: false)
        let touch = TransformKit.CGPoint(x: 150, y: 380)
        let touched = [views.back.layer, views.front.layer]
        let iOS = svg(views.root, touched: touched, names: views.names, at: [touch])
        let macOS = svg(views.root, touched: touched, names: views.names, at: [touch], platform: .macOS)
        XCTAssertEqual(try dot(iOS), [150, 380])
        XCTAssertEqual(try dot(macOS), [150, 100], "mirrored within the root's 480 points")
        for drawn in [iOS, macOS] {
            let receiver = try XCTUnwrap(drawn.all("polygon", class: FigureTouch.receiverClass).first)
            XCTAssertEqual(receiver.attributes["data-layer"], "self.faces[5].layer", "the same view on both platforms")
            XCTAssertTrue(try contains(receiver, dot(drawn)), "the dot lies on the outline of the view it reaches")
            XCTAssertTrue(drawn.all("text", class: "legend").contains { $0.text == "touch at (150, 380) reaches faces[5]" },
                          "the legend gives the numbers of self.view, not the drawing's")
        }
    }

    /// Marked points and lines are in the root's coordinates too: drawn where the touch at the same point is.
    func testMarksOnMacOSAreDrawnWhereATouchAtTheirPointIs() throws {
        let views = scene(frontIgnoresTouches: false)
        let marks: [FigureMark] = [.point(x: 150, y: 380), .horizontalLine(y: 380)]
        let drawn = svg(views.root, touched: [views.front.layer], names: views.names,
                        at: [TransformKit.CGPoint(x: 150, y: 380)], platform: .macOS, marks: marks)
        let point = try XCTUnwrap(drawn.all("circle", class: FigureMark.point(x: 150, y: 380).className).first)
        XCTAssertEqual([point.attributes["cx"], point.attributes["cy"]], ["150", "100"])
        XCTAssertEqual(try dot(drawn), [150, 100])
        let line = try XCTUnwrap(drawn.all("line", class: "mark-line").first)
        XCTAssertEqual([line.attributes["y1"], line.attributes["y2"]], ["100", "100"])
    }

    /// A scaled self.view on macOS: (150, 200) is at (155, 220) in the window on both platforms (the numbers do
    /// not depend on the platform); the root's frame (80, 120, 160, 240) is flipped within itself, 120 + 360 - 220:
    /// the dot is drawn at y 260, and the words give the window's point, as AppKit's y-up window has it.
    func testATouchOnAScaledMacOSRootIsFlippedWithinTheRootsFrame() throws {
        let views = scene(frontIgnoresTouches: false)
        views.root.layer.transform = CATransform3DMakeScale(0.5, 0.5, 1)
        let touched = [views.back.layer, views.front.layer]
        let touch = TransformKit.CGPoint(x: 150, y: 200)
        let iOS = svg(views.root, touched: touched, names: views.names, at: [touch])
        let macOS = svg(views.root, touched: touched, names: views.names, at: [touch], platform: .macOS)
        XCTAssertEqual(try dot(iOS), [155, 220])
        XCTAssertEqual(try dot(macOS), [155, 260])
        for drawn in [iOS, macOS] {
            let receiver = try XCTUnwrap(drawn.all("polygon", class: FigureTouch.receiverClass).first)
            XCTAssertTrue(try contains(receiver, dot(drawn)))
            let description = try XCTUnwrap(drawn.all("desc").first?.text)
            XCTAssertTrue(description.contains("The touch at (150, 200) in self.view is drawn at (155, 220) in the window"),
                          description)
        }
    }

    /// A root with `geometryFlipped` on macOS (its sublayers y down, as in a flipped view): `front`'s 190...390 is
    /// 90...290 of the root, so the touch at (150, 100) of the root reaches it; the root's own points are not
    /// flipped by its own flag, so the dot is drawn at 480 - 100 = 380, on `front` drawn at 190...390 — the model's
    /// flip and the display's cancel for the sublayers, not for the point.
    func testATouchOnAGeometryFlippedMacOSRootLandsOnTheViewItReaches() throws {
        let views = scene(frontIgnoresTouches: false)
        views.root.layer.isGeometryFlipped = true
        let drawn = svg(views.root, touched: [views.back.layer, views.front.layer], names: views.names,
                        at: [TransformKit.CGPoint(x: 150, y: 100)], platform: .macOS)
        XCTAssertEqual(try dot(drawn), [150, 380])
        let receiver = try XCTUnwrap(drawn.all("polygon", class: FigureTouch.receiverClass).first)
        XCTAssertEqual(receiver.attributes["data-layer"], "self.faces[5].layer")
        XCTAssertTrue(try contains(receiver, dot(drawn)))
    }

    /// The centre of the touch's dot (the small filled circle).
    private func dot(_ drawn: SVGInspection) throws -> [Double] {
        let dot = try XCTUnwrap(drawn.all("circle", class: FigureTouch.pointClass).first { $0.attributes["r"] == "2.5" })
        return [Double(dot.attributes["cx"] ?? "") ?? .nan, Double(dot.attributes["cy"] ?? "") ?? .nan]
    }

    /// Whether `point` lies within the bounding box of a polygon's points (the views here are upright rectangles).
    private func contains(_ polygon: SVGInspection.Element, _ point: [Double]) -> Bool {
        let corners = SVGInspection.pointList(polygon.attributes["points"] ?? "")
        guard corners.count >= 3, point.count == 2 else { return false }
        let xs = corners.map { $0.0 }, ys = corners.map { $0.1 }
        return (xs.min()!...xs.max()!).contains(point[0]) && (ys.min()!...ys.max()!).contains(point[1])
    }
}
