@testable import Figures
import TransformKit
import XCTest

/// Touches in a layer diagram: the point, the view that takes the touch outlined heavily, the views passed over
/// (dashed: the point is outside; dotted: they ignore touches), and a legend saying so.
final class TouchFigureTests: XCTestCase {
    /// A root view with two overlapping views; `front`, added last, is asked first.
    private func scene(frontIgnoresTouches: Bool) -> (root: UIView, back: UIView, front: UIView, aside: UIView, names: LayerNames) {
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

    private func svg(_ root: UIView, touched: [CALayer], names: LayerNames, at points: [TransformKit.CGPoint]) -> SVGInspection {
        var options = LayerDiagram.Options(idPrefix: "t", names: names)
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
}
