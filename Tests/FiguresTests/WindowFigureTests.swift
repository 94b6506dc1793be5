import Figures
import TransformKit
import XCTest

/// Layers a listing never adds to the root's tree are topmost too and are drawn in the same window (spec C17).
final class WindowFigureTests: XCTestCase {
    /// C17's lone layer: 200 × 200 at (150, 150), turned 45° about z, with a 40 × 40 sublayer at its centre.
    private func loneScene() -> (root: CALayer, lone: CALayer, badge: CALayer, names: LayerNames) {
        let root = Scenes.rootLayer()
        let lone = CALayer()
        lone.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        lone.position = CGPoint(x: 150, y: 150)
        lone.transform = CATransform3DMakeRotation(Double.pi / 4, 0, 0, 1)
        let badge = Scenes.layer(frame: CGRect(x: 80, y: 80, width: 40, height: 40), in: lone)
        return (root, lone, badge, LayerNames([(root, "self.view.layer"), (lone, "lone"), (badge, "badge")]))
    }

    /// The SVG draws the lone layer's polygon — the diamond about (150, 150) with half-diagonal 100·√2, worked by
    /// hand — with the exact quad in `data-corners`, and its sublayer too.
    func testLayerDiagramDrawsALoneLayersPolygon() throws {
        let scene = loneScene()
        let planner = FigurePlanner(root: scene.root, touched: [scene.lone], values: [],
                                    options: .init(idPrefix: "lone", names: scene.names))
        let figure = try XCTUnwrap(planner.figures().first)
        XCTAssertEqual(figure.request.kind, .layerDiagram)
        let polygons = SVGInspection(figure.svg).all("polygon", class: "layer")
        let lone = try XCTUnwrap(polygons.first { $0.attributes["data-layer"] == "lone" }, figure.svg)
        let corners = SVGInspection.pointList(try XCTUnwrap(lone.attributes["data-corners"]))
        let h = 141.4213562373095
        let expected = [(150, 150 - h), (150 + h, 150), (150, 150 + h), (150 - h, 150)]
        XCTAssertEqual(corners.count, 4)
        for (actual, wanted) in zip(corners, expected) {
            XCTAssertEqual(actual.0, wanted.0, accuracy: 5e-5)
            XCTAssertEqual(actual.1, wanted.1, accuracy: 5e-5)
        }
        // The sublayer turns with it: its centre stays at the lone layer's centre, its corners on the diagonals.
        let badge = try XCTUnwrap(polygons.first { $0.attributes["data-layer"] == "badge" })
        let badgeCorners = SVGInspection.pointList(try XCTUnwrap(badge.attributes["data-corners"]))
        XCTAssertEqual(badgeCorners.first?.0 ?? .nan, 150, accuracy: 5e-5)
        XCTAssertEqual(badgeCorners.first?.1 ?? .nan, 150 - 20 * 2.0.squareRoot(), accuracy: 5e-5)
        // Its untransformed frame is drawn where it would sit unrotated in the window.
        let original = SVGInspection(figure.svg).all("polygon", class: "original-frame")
        XCTAssertTrue(original.contains { $0.attributes["points"] == "50,50 250,50 250,250 50,250" }, figure.svg)
        XCTAssertTrue(figure.description.contains("anchor at (150, 150) in the window"), figure.description)
        // The live rendition holds the same layer, placed in the window wrapper.
        let live = try XCTUnwrap(figure.liveRendition)
        XCTAssertTrue(live.contains("class=\"window-layers\""), live)
        XCTAssertTrue(live.contains("data-layer=\"lone\""), live)
        XCTAssertTrue(live.contains("data-layer=\"badge\""), live)
    }

    /// Without the lone layer the diagram of the default scene is what it always was: the window adds nothing.
    func testDefaultSceneDiagramHasNoWindowLayers() throws {
        let scene = Scenes.listing52()
        let output = LayerDiagram(root: scene.root, highlighted: scene.touched,
                                  options: .init(idPrefix: "l52", names: scene.names)).svgAndLiveRendition()
        XCTAssertFalse(output.live.contains("window-layers"))
        XCTAssertTrue(output.svg.contains("points=\"0,0 320,0 320,480 0,480\" class=\"root-bounds\""))
    }

    /// A flattening comparison compares the root's tree with its copy: a lone layer is in neither panel.
    func testFlatteningComparisonPanelsShowOnlyTheRootsTree() {
        let scene = Scenes.listing58()
        let lone = CALayer()
        lone.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
        let comparison = FlatteningComparison(root: scene.root, intermediate: scene.touched[0],
                                              highlighted: scene.touched + [lone])
        XCTAssertEqual(comparison.drawnDiagram.topmostLayers.count, 1)
        XCTAssertEqual(comparison.expectedDiagram.topmostLayers.count, 1)
        XCTAssertEqual(LayerDiagram(root: scene.root, highlighted: scene.touched + [lone]).topmostLayers.count, 2)
    }

    /// A topmost layer in front of the root view (larger zPosition) is painted after the root's tree, one behind it
    /// before (siblings in the window sorted by depth, spec C10).
    func testTopmostLayersAreOrderedByDepthInTheWindow() {
        let scene = loneScene()
        let list = LayerProjection().windowRenderList(of: scene.root, with: [scene.badge])
        XCTAssertEqual(list.entries.map { $0.layer === scene.root || $0.layer === scene.lone || $0.layer === scene.badge },
                       [true, true, true])
        XCTAssertTrue(list.entries.first?.layer === scene.root)
        scene.lone.zPosition = -10
        let behind = LayerProjection().windowRenderList(of: scene.root, with: [scene.badge])
        XCTAssertTrue(behind.entries.first?.layer === scene.lone)
        XCTAssertTrue(behind.entries.last?.layer === scene.root)
    }
}
