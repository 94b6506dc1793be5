import Figures
import TransformKit
import XCTest

final class LayerDiagramTests: XCTestCase {
    func diagram(_ scene: Scenes.Scene, id: String) -> LayerDiagram {
        LayerDiagram(root: scene.root, highlighted: scene.touched, options: .init(idPrefix: id, names: scene.names))
    }

    func testSnapshotsOfTheBookListings() {
        let cases: [(String, Scenes.Scene)] = [
            ("listing-5.2", Scenes.listing52()), ("listing-5.3-shear", Scenes.shear()),
            ("listing-5.5", Scenes.listing55()), ("listing-5.6", Scenes.listing56()),
            ("listing-5.8", Scenes.listing58()), ("listing-5.10", Scenes.listing510()),
            ("back-face-hidden", Scenes.listing55(angle: Double.pi, doubleSided: false)),
            ("back-face-shown", Scenes.listing55(angle: Double.pi, doubleSided: true)),
            ("cube-single-sided", Scenes.listing510(doubleSided: false)),
        ]
        for (name, scene) in cases {
            let output = diagram(scene, id: name).svgAndLiveRendition()
            assertSnapshot(output.svg + "\n", named: "layers-" + name + ".svg")
            assertSnapshot(output.live + "\n", named: "layers-" + name + ".live.html")
        }
    }

    /// The SVG's text (labels such as "view (320 × 480)", descriptions with angles) writes `×` and `°` as numeric
    /// character references, so the markup is ASCII while the plain description keeps the signs.
    func testSignsAreNumericReferencesInTheSVG() throws {
        let scene = Scenes.listing55()
        let output = diagram(scene, id: "signs").svgAndLiveRendition()
        XCTAssertTrue(output.svg.utf8.allSatisfy { $0 < 0x80 }, output.svg)
        XCTAssertTrue(output.svg.contains("&#215;"))
        XCTAssertTrue(output.svg.contains("&#176;"))
        let description = try XCTUnwrap(SVGInspection(output.svg).all("desc").first?.text)
        XCTAssertTrue(description.contains("°"), description)
    }
}
