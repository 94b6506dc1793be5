@testable import Figures
import TransformKit
import XCTest

/// A figure's `<desc>` describes a bounded number of layers; the ones past the bound are counted, never dropped
/// without a word (tools/lessons/figures.py found the cube with a button on each face describing 12 of its 13
/// layers and saying nothing of the 13th).
final class DescriptionCompletenessTests: XCTestCase {
    private func description(highlighting count: Int) throws -> String {
        let root = Scenes.rootLayer()
        var names: [(CALayer, String)] = [(root, "self.view.layer")]
        var layers: [CALayer] = []
        for index in 0..<count {
            let layer = Scenes.layer(frame: CGRect(x: Double(index) * 20, y: 10, width: 10, height: 10), in: root)
            names.append((layer, "tile\(index)"))
            layers.append(layer)
        }
        let diagram = LayerDiagram(root: root, highlighted: layers, options: .init(idPrefix: "d", names: LayerNames(names)))
        return try XCTUnwrap(SVGInspection(diagram.svg()).all("desc").first?.text)
    }

    func testEveryHighlightedLayerIsDescribedOrCounted() throws {
        let twelve = try description(highlighting: 12)
        XCTAssertTrue(twelve.contains("tile11 ("), twelve)
        XCTAssertFalse(twelve.contains("not described"), twelve)
        let thirteen = try description(highlighting: 13)
        XCTAssertTrue(thirteen.contains("tile11 ("), thirteen)
        XCTAssertFalse(thirteen.contains("tile12 ("), thirteen)
        XCTAssertTrue(thirteen.contains("1 more layer is not described: tile12."), thirteen)
    }
}
