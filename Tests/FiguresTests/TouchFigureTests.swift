@testable import Figures
import TransformKit
import XCTest

/// Touches in a layer diagram: the point, the view that takes the touch outlined heavily, the views passed over
/// (dashed: the point is outside; dotted: they ignore touches), and a legend saying so.
final class TouchFigureTests: XCTestCase {
    /// A root view with two overlapping views; `front`, added last, is asked first.
    func scene(frontIgnoresTouches: Bool) -> (root: UIView, back: UIView, front: UIView, aside: UIView, names: LayerNames) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let back = UIView(frame: CGRect(x: 60, y: 140, width: 200, height: 200))
        let aside = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let front = UIView(frame: CGRect(x: 110, y: 190, width: 200, height: 200))
        front.isUserInteractionEnabled = !frontIgnoresTouches
        root.addSubview(back)
        root.addSubview(aside)
        root.addSubview(front)
        let names = LayerNames([(root.layer, "self.view.layer"), (back.layer, "back.layer"), (front.layer, "self.faces[5].layer"),
                                (aside.layer, "aside.layer")])
        return (root, back, front, aside, names)
    }

    func svg(_ root: UIView, touched: [CALayer], names: LayerNames, at points: [TransformKit.CGPoint],
             platform: LayerPlatform = .iOS, marks: [FigureMark] = []) -> SVGInspection {
        var options = LayerDiagram.Options(idPrefix: "t", names: names, platform: platform, marks: marks)
        options.touches = points.map { FigureTouch(point: $0, walk: root.hitTestWalk($0)) }
        return SVGInspection(LayerDiagram(root: root.layer, highlighted: touched, options: options).svg())
    }

    func testTheTouchItsReceiverAndTheViewsPassedOverAreDrawnWithALegend() throws {
        let views = scene(frontIgnoresTouches: false)
        let touched = [views.back.layer, views.front.layer, views.aside.layer]
        let plain = svg(views.root, touched: touched, names: views.names, at: [])
        XCTAssertTrue(plain.elements.allSatisfy { !($0.attributes["class"] ?? "").hasPrefix("touch-") }, "no touch, no touch marks")

        let drawn = svg(views.root, touched: touched, names: views.names, at: [TransformKit.CGPoint(x: 150, y: 200)])
        let point = try XCTUnwrap(drawn.all("circle", class: FigureTouch.pointClass).first)
        XCTAssertEqual(point.attributes["cx"], "150")
        XCTAssertEqual(point.attributes["cy"], "200")
        let receiver = try XCTUnwrap(drawn.all("polygon", class: FigureTouch.receiverClass).first)
        XCTAssertEqual(receiver.attributes["data-layer"], "self.faces[5].layer", "the view added last takes it")
        XCTAssertEqual(receiver.attributes["stroke-width"], "3")
        // The front view takes it at once: nothing was passed over, and `back` and `aside` were never asked.
        let passed = drawn.all("polygon", class: FigureTouch.passedClass)
        XCTAssertEqual(passed.map { $0.attributes["data-layer"] ?? "" }, [])
        let legends = drawn.all("text", class: "legend").map(\.text)
        XCTAssertTrue(legends.contains("touch at (150, 200) reaches faces[5]"), "\(legends)")
        XCTAssertTrue(legends.contains("heavy outline: the view that receives the touch"), "\(legends)")
        XCTAssertTrue(drawn.all("text", class: FigureTouch.pointClass).contains { $0.text == "touch" })
    }

    func testViewsThatIgnoreTouchesOrMissThePointAreMarkedApart() throws {
        let views = scene(frontIgnoresTouches: true)
        let touched = [views.back.layer, views.front.layer, views.aside.layer]
        let drawn = svg(views.root, touched: touched, names: views.names, at: [TransformKit.CGPoint(x: 150, y: 200), TransformKit.CGPoint(x: 5, y: 5)])
        let passed = drawn.all("polygon", class: FigureTouch.passedClass)
        let verdicts = passed.map { ($0.attributes["data-layer"] ?? "") + " " + ($0.attributes["data-verdict"] ?? "") }
        XCTAssertEqual(verdicts, ["self.faces[5].layer ignores-touches", "aside.layer outside", "self.faces[5].layer ignores-touches"])
        XCTAssertEqual(drawn.all("polygon", class: FigureTouch.receiverClass).map { $0.attributes["data-layer"] ?? "" },
                       ["back.layer", "aside.layer"])
        let legends = drawn.all("text", class: "legend").map(\.text)
        XCTAssertEqual(legends, ["touch 1 at (150, 200) reaches back", "touch 2 at (5, 5) reaches aside",
                                 "heavy outline: the view that receives the touch", "dashed: asked first, the touch lies outside it",
                                 "dotted: asked first, it ignores touches"])
    }

    // A touch is given in self.view's coordinates and drawn in the window, through self.view's own placement (spec
    // C17): the root below is 320 x 480 with its anchor point at (160, 240) in its bounds and its position at
    // (160, 240), so a point p of self.view lands at (p - (160, 240)) · transform + (160, 240). The touch at
    // (150, 200) lies in `front` (110...310, 190...390 in self.view), which takes it however self.view is placed.

    /// Scaled by 0.5: (150 - 160, 200 - 240) = (-10, -40), halved (-5, -20), plus (160, 240): (155, 220).
    func testATouchOnAScaledRootViewIsDrawnWhereTheScalePutsItsPoint() throws {
        let views = scene(frontIgnoresTouches: false)
        views.root.layer.transform = CATransform3DMakeScale(0.5, 0.5, 1)
        let drawn = svg(views.root, touched: [views.back.layer, views.front.layer], names: views.names,
                        at: [TransformKit.CGPoint(x: 150, y: 200)])
        let point = try XCTUnwrap(drawn.all("circle", class: FigureTouch.pointClass).first)
        XCTAssertEqual(point.attributes["cx"], "155")
        XCTAssertEqual(point.attributes["cy"], "220")
        XCTAssertEqual(drawn.all("polygon", class: FigureTouch.receiverClass).first?.attributes["data-layer"], "self.faces[5].layer")
        let legends = drawn.all("text", class: "legend").map(\.text)
        XCTAssertTrue(legends.contains("touch at (150, 200) in self.view reaches faces[5]"), "\(legends)")
        let description = try XCTUnwrap(drawn.all("desc").first?.text)
        XCTAssertTrue(description.contains("The touch at (150, 200) in self.view is drawn at (155, 220) in the "
                                           + "window, where its geometry places that point, and reaches faces[5]."), description)
    }

    /// Rotated by 90° (row vectors: (x, y) becomes (-y, x)): (-10, -40) turns to (40, -10), plus (160, 240):
    /// (200, 230). The drawn point must lie inside the drawn quad of `front`, which it reaches.
    func testATouchOnARotatedRootViewIsDrawnWhereTheRotationPutsItsPoint() throws {
        let views = scene(frontIgnoresTouches: false)
        views.root.layer.transform = CATransform3DMakeRotation(Double.pi / 2, 0, 0, 1)
        let drawn = svg(views.root, touched: [views.back.layer, views.front.layer], names: views.names,
                        at: [TransformKit.CGPoint(x: 150, y: 200), TransformKit.CGPoint(x: 5, y: 5)])
        let points = drawn.all("circle", class: FigureTouch.pointClass).filter { $0.attributes["r"] == "2.5" }
        XCTAssertEqual(points.map { ($0.attributes["cx"] ?? "") + "," + ($0.attributes["cy"] ?? "") },
                       // (5, 5): (-155, -235) turns to (235, -155), plus (160, 240): (395, 85).
                       ["200,230", "395,85"])
        let legends = drawn.all("text", class: "legend").map(\.text)
        XCTAssertEqual(Array(legends.prefix(2)), ["touch 1 at (150, 200) in self.view reaches faces[5]",
                                                  "touch 2 at (5, 5) in self.view reaches aside"])
        let description = try XCTUnwrap(drawn.all("desc").first?.text)
        XCTAssertTrue(description.contains("Touch 1 at (150, 200) in self.view is drawn at (200, 230) in the window"),
                      description)
        XCTAssertTrue(description.contains("Touch 2 at (5, 5) in self.view is drawn at (395, 85) in the window, "
                                           + "where its geometry places that point, and reaches aside."), description)
    }

    /// A moved anchor point and position, no transform: the anchor (0, 0) of the bounds sits at the position
    /// (10, 20), so (150, 200) is drawn at (160, 220).
    func testATouchOnAMovedRootViewIsDrawnOffsetByItsPlacement() throws {
        let views = scene(frontIgnoresTouches: false)
        views.root.layer.anchorPoint = TransformKit.CGPoint(x: 0, y: 0)
        views.root.layer.position = TransformKit.CGPoint(x: 10, y: 20)
        let drawn = svg(views.root, touched: [views.front.layer], names: views.names, at: [TransformKit.CGPoint(x: 150, y: 200)])
        let point = try XCTUnwrap(drawn.all("circle", class: FigureTouch.pointClass).first)
        XCTAssertEqual([point.attributes["cx"], point.attributes["cy"]], ["160", "220"])
    }

    /// Turned 60° about y under a perspective of 100 points: a point x of self.view goes to z = −(x − 160)·sin 60°
    /// (row vectors), w = 1 − z/100, so (0, 240) has w = 1 − 1.3856 < 0, behind the eye, while (300, 240) has
    /// w = 2.21. The one behind is not drawn, and the words say so rather than give a place.
    func testATouchBehindTheEyeIsNotDrawnAndTheWordsSaySo() throws {
        let views = scene(frontIgnoresTouches: false)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 100
        views.root.layer.transform = CATransform3DConcat(CATransform3DMakeRotation(Double.pi / 3, 0, 1, 0), perspective)
        let drawn = svg(views.root, touched: [views.front.layer], names: views.names,
                        at: [TransformKit.CGPoint(x: 0, y: 240), TransformKit.CGPoint(x: 300, y: 240)])
        XCTAssertEqual(drawn.all("circle", class: FigureTouch.pointClass).filter { $0.attributes["r"] == "2.5" }.count, 1)
        let legends = drawn.all("text", class: "legend").map(\.text)
        XCTAssertEqual(Array(legends.prefix(2)), ["touch 1 at (0, 240) in self.view reaches self.view",
                                                  "touch 2 at (300, 240) in self.view reaches faces[5]"])
        let description = try XCTUnwrap(drawn.all("desc").first?.text)
        XCTAssertTrue(description.contains("Touch 1 at (0, 240) in self.view lies behind the eye and is not drawn, "
                                           + "and reaches self.view."), description)
        XCTAssertTrue(description.contains("Touch 2 at (300, 240) in self.view is drawn at ("), description)
    }

    /// An untransformed root view at the window's origin: the numbers are the window's, so neither the legend nor
    /// the description adds a word (the book's figures stay as they were).
    func testATouchOnTheDefaultRootViewIsNotDescribedTwice() throws {
        let views = scene(frontIgnoresTouches: false)
        let drawn = svg(views.root, touched: [views.front.layer], names: views.names, at: [TransformKit.CGPoint(x: 150, y: 200)])
        XCTAssertEqual(drawn.all("text", class: "legend").first?.text, "touch at (150, 200) reaches faces[5]")
        XCTAssertFalse(try XCTUnwrap(drawn.all("desc").first?.text).contains("touch"))
    }
}
