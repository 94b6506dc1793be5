import XCTest
@testable import Figures

/// The flattening comparison's two panels each carry a title and, under them, a sentence saying what they show.
final class FlatteningPanelSentenceTests: XCTestCase {
    func testEachPanelHasItsTitleAndASentenceBelowIt() throws {
        let scene = Scenes.listing58()
        let svg = FlatteningComparison(root: scene.root, intermediate: scene.touched[0], highlighted: scene.touched,
                                       options: .init(idPrefix: "flat", names: scene.names)).svg()
        let inspection = SVGInspection(svg)
        XCTAssertTrue(svg.contains(">What Core Animation draws</text>"))
        XCTAssertTrue(svg.contains(">Expected: outerView as a CATransformLayer</text>"))
        let panels = inspection.all("svg", class: "panel")
        XCTAssertEqual(panels.count, 2)
        for (kind, sentence) in [("drawn", FlatteningComparison.drawnSentence("outerView")),
                                 ("expected", FlatteningComparison.expectedSentence("outerView"))] {
            let lines = inspection.all("text", class: kind).filter { ($0.attributes["class"] ?? "").hasPrefix("panel-sentence") }
            XCTAssertGreaterThan(lines.count, 1, kind)
            XCTAssertEqual(lines.compactMap(\.text).joined(separator: " "), sentence)
            let panel = try XCTUnwrap(panels.first { ($0.attributes["class"] ?? "").hasSuffix(kind) })
            let bottom = Double(panel.attributes["y"] ?? "")! + Double(panel.attributes["height"] ?? "")!
            XCTAssertTrue(lines.allSatisfy { Double($0.attributes["y"] ?? "")! > bottom }, "\(kind): under its panel")
            // Each line fits its panel's width at 6.2 units a character.
            let width = Double(panel.attributes["width"] ?? "")!
            XCTAssertTrue(lines.allSatisfy { Double(($0.text ?? "").count) * 6.2 <= width }, kind)
        }
        XCTAssertTrue(FlatteningComparison.drawnSentence("outerView").contains("flat into its own plane"))
        XCTAssertTrue(FlatteningComparison.expectedSentence("outerView").contains("keep their depth"))
    }

    func testWrappingKeepsEveryWordInOrder() {
        let text = "one two three four five six seven eight nine ten"
        let lines = WrappedText.lines(text, width: 60)
        XCTAssertEqual(lines.joined(separator: " "), text)
        XCTAssertTrue(lines.allSatisfy { SVGCanvas.textWidth($0) <= 60 || !$0.contains(" ") })
        XCTAssertEqual(WrappedText.lines("", width: 60), [])
    }
}
