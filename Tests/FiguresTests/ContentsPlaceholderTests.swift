import Figures
import TransformKit
import XCTest

/// A layer's `contents` image is drawn as a placeholder picture inside the layer's transformed quad, named, with a
/// legend; a layer without contents draws none of it.
final class ContentsPlaceholderTests: XCTestCase {
    private func svg(_ scene: Scenes.Scene) -> SVGInspection {
        SVGInspection(LayerDiagram(root: scene.root, highlighted: scene.touched, options: .init(idPrefix: "fig", names: scene.names)).svg())
    }

    private func withImage(_ scene: Scenes.Scene, _ name: String) -> Scenes.Scene {
        scene.touched.first?.contents = LayerContents(imageName: name)
        return scene
    }

    func testThePlaceholderLiesInsideTheLayersPerspectiveQuad() throws {
        let inspection = svg(withImage(Scenes.listing55(), "1.jpg"))
        let frame = try XCTUnwrap(inspection.all("polygon", class: "frame").first)
        XCTAssertEqual(frame.attributes["class"], "contents-placeholder frame")
        XCTAssertEqual(frame.attributes["data-image"], "1.jpg")
        let layer = try XCTUnwrap(inspection.all("polygon", class: "layer").first)
        let quad = SVGInspection.pointList(layer.attributes["points"] ?? "")
        let corners = SVGInspection.pointList(frame.attributes["points"] ?? "")
        XCTAssertEqual(quad.count, 4)
        XCTAssertEqual(corners.count, 4)
        for corner in corners {
            XCTAssertTrue(Self.isInside(corner, quad), "\(corner) is not inside the layer's quad \(quad)")
        }
        // Foreshortened with the layer: turned 45° about y under perspective, its two vertical edges differ in length.
        let left = abs(corners[3].1 - corners[0].1)
        let right = abs(corners[2].1 - corners[1].1)
        XCTAssertGreaterThan(abs(left - right), 1, "the frame's vertical edges should differ under perspective: \(left), \(right)")
        XCTAssertEqual(inspection.all("polyline", class: "mountains").count, 1)
        XCTAssertEqual(inspection.all("polygon", class: "sun").count, 1)
    }

    func testThePlaceholderTurnsWithTheLayerAndIsNamedAndExplained() throws {
        let inspection = svg(withImage(Scenes.listing52(), "snowman.png"))
        let frame = try XCTUnwrap(inspection.all("polygon", class: "frame").first)
        let corners = SVGInspection.pointList(frame.attributes["points"] ?? "")
        XCTAssertEqual(corners.count, 4)
        // Listing 5.2 rotates the layer by 30°: so does the top edge of its picture.
        let angle = atan2(corners[1].1 - corners[0].1, corners[1].0 - corners[0].0) * 180 / Double.pi
        XCTAssertEqual(angle, 30, accuracy: 0.01)  // points are written to 2 decimals
        let texts = inspection.all("text").compactMap { $0.text }
        XCTAssertTrue(texts.contains("image: snowman.png"), "\(texts)")
        XCTAssertTrue(texts.contains { $0 == "framed picture: the layer's contents (a placeholder)" }, "\(texts)")
    }

    func testALayerWithoutContentsDrawsNoPlaceholderAndNoLegend() {
        let inspection = svg(Scenes.listing52())
        XCTAssertTrue(inspection.all("polygon", class: "contents-placeholder").isEmpty)
        XCTAssertFalse(inspection.all("text").contains { $0.text?.hasPrefix("framed picture") == true })
    }

    /// Whether `point` lies inside the convex polygon `quad` (either winding).
    static func isInside(_ point: (Double, Double), _ quad: [(Double, Double)]) -> Bool {
        var signs: Set<Bool> = []
        for index in quad.indices {
            let a = quad[index]
            let b = quad[(index + 1) % quad.count]
            let cross = (b.0 - a.0) * (point.1 - a.1) - (b.1 - a.1) * (point.0 - a.0)
            signs.insert(cross > 0)
        }
        return signs.count == 1
    }
}
