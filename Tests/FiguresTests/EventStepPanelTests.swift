import Figures
import TransformKit
import XCTest

/// The small panels of an event strip are drawn from the same layout as the listing's layer diagram, without labels.
final class EventStepPanelTests: XCTestCase {
    private func scene() -> (root: CALayer, layer: CALayer, names: LayerNames) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 320, height: 480)
        root.position = CGPoint(x: 160, y: 240)
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        layer.position = CGPoint(x: 160, y: 240)
        var transform = CATransform3DIdentity
        transform.m34 = -1.0 / 500
        layer.transform = CATransform3DRotate(transform, 0.4, 1, 1, 0)
        root.addSublayer(layer)
        return (root, layer, LayerNames([(layer, "self.layerView.layer")]))
    }

    private func polygons(_ svg: String, class name: String) -> [String] {
        svg.split(separator: "\n").filter { $0.contains(" class=\"" + name + "\"") }.compactMap { line in
            guard let start = line.range(of: "points=\"") else { return nil }
            let rest = line[start.upperBound...]
            return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
        }
    }

    func testAPanelDrawsTheLayersWhereTheLayerDiagramDoesWithoutText() {
        let (root, layer, names) = scene()
        let main = LayerDiagram(root: root, highlighted: [layer], options: .init(idPrefix: "figure-x-layers", names: names))
        let panel = EventStepPanel(root: root, highlighted: [layer], caption: "pan +10, 0",
                                   options: .init(idPrefix: "figure-x-step-3", names: names))
        XCTAssertEqual(panel.drawnLayers().map(\.polygon), main.drawnLayers().map(\.polygon))
        let svg = panel.svg()
        let mainPolygons = polygons(main.svg(), class: "layer highlighted")
        XCTAssertEqual(mainPolygons.count, 1)
        XCTAssertEqual(polygons(svg, class: "layer highlighted"), mainPolygons, "the same outline, spelled alike")
        XCTAssertEqual(polygons(svg, class: "content-mark").count, 1, "the F mark shows which way the layer faces")
        XCTAssertFalse(svg.contains("<text"), "no label: the page captions the panel at a readable size")
        XCTAssertTrue(svg.contains("<title id=\"figure-x-step-3-title\">pan +10, 0</title>"))
        XCTAssertTrue(svg.contains(">pan +10, 0: 1 layer, as this step left it.</desc>"))
        XCTAssertTrue(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"figure event-step-panel\""))
    }

    func testAHiddenLayerIsNotDrawn() {
        let (root, layer, names) = scene()
        layer.isHidden = true
        let svg = EventStepPanel(root: root, highlighted: [layer], caption: "tap (1, 2)",
                                 options: .init(idPrefix: "p", names: names)).svg()
        XCTAssertEqual(polygons(svg, class: "layer highlighted"), [])
        XCTAssertTrue(svg.contains(">tap (1, 2): 0 layers, as this step left them.</desc>"))
    }
}
