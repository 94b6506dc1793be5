import Diagnostics
@testable import SnippetLanguage
import TransformKit
import XCTest

final class SceneOverridesTests: XCTestCase {
    func testParsesPlacementsCommentsAndSuperviews() {
        let text = "root: 0 0 400 400\n\n# comment\nlayerView: 100 100 200 200\ninnerView: 25 25 150 150 in outerView  # trailing\n"
        let (overrides, diagnostics) = SceneOverrides.parse(text, origin: SourceOrigin(file: "c.md", firstLine: 10))
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(overrides.placements.map(\.name), ["root", "layerView", "innerView"])
        XCTAssertEqual(overrides.placement(named: "innerView")?.frame, CGRect(x: 25, y: 25, width: 150, height: 150))
        XCTAssertEqual(overrides.placement(named: "innerView")?.superview, "outerView")
        XCTAssertEqual(overrides.placement(named: "layerView")?.location, SourceLocation(file: "c.md", line: 13, column: 1))
        XCTAssertEqual(overrides.placement(named: "innerView")?.superviewLocation, SourceLocation(file: "c.md", line: 14, column: 29))
        XCTAssertNil(overrides.placement(named: "layerView")?.superviewLocation)
    }

    func testTheSuperviewsLocationIsItsNameWhereverItIsOnTheLine() {
        let (overrides, _) = SceneOverrides.parse("  view: 1 2 3 4 in view2,\nother: 1 2 3 4 in\tview", origin: SourceOrigin(file: "c.md", firstLine: 1))
        XCTAssertEqual(overrides.placement(named: "view")?.superviewLocation, SourceLocation(file: "c.md", line: 1, column: 20))
        XCTAssertEqual(overrides.placement(named: "other")?.superviewLocation, SourceLocation(file: "c.md", line: 2, column: 19))
    }

    func testReportsBadLinesAndKeepsGoodOnes() {
        let text = "layerView 1 2 3 4\nlayerView: 1 2 3\nlayerView: 1 two 3 4\nroot: 0 0 10 10 in other\nlayerView: 0 0 -1 5\nok: 1 2 3 4\nok: 1 2 3 4"
        let (overrides, diagnostics) = SceneOverrides.parse(text, origin: SourceOrigin(file: "c.md", firstLine: 1))
        XCTAssertEqual(overrides.placements.map(\.name), ["ok"])
        XCTAssertEqual(diagnostics.map(\.id), ["scene-syntax", "scene-syntax", "scene-number", "scene-root-superview", "scene-negative-size", "scene-duplicate"])
        XCTAssertEqual(diagnostics.map(\.location.line), [1, 2, 3, 4, 5, 7])
        XCTAssertEqual(diagnostics[1].message, "expected 4 numbers (x y width height) for 'layerView', found 3")
        XCTAssertEqual(diagnostics[2].message, "'two' is not a number in the frame of 'layerView'")
    }

    func testOverridesChangeTheSceneAndUnknownSuperviewsAreReported() {
        let (overrides, _) = SceneOverrides.parse("root: 0 0 400 300\ninnerView: 5 5 10 10 in nowhere", origin: SourceOrigin(file: "c.md", firstLine: 4))
        let evaluation = SnippetEvaluator.evaluate("CGRect r = self.layerView.frame;", dialect: .objc,
                                                   origin: SourceOrigin(file: "c.md", firstLine: 8), scene: overrides)
        XCTAssertEqual(evaluation.rootView.bounds, CGRect(x: 0, y: 0, width: 400, height: 300))
        XCTAssertEqual(evaluation.diagnostics.map(\.id), ["scene-unknown-superview"])
        // The caret is on the superview's name.
        XCTAssertEqual(evaluation.diagnostics.first?.location, SourceLocation(file: "c.md", line: 5, column: 25))
        XCTAssertEqual(evaluation.diagnostics.first?.length, 7)
        let (good, _) = SceneOverrides.parse("root: 0 0 400 300", origin: SourceOrigin(file: "c.md"))
        let centred = SnippetEvaluator.evaluate("CGRect r = self.layerView.frame;", dialect: .objc, origin: SourceOrigin(file: "c.md"), scene: good)
        guard case .rect(let frame)? = centred.variable(named: "r") else { return XCTFail("no frame") }
        XCTAssertEqual(frame, CGRect(x: 100, y: 50, width: 200, height: 200))
    }
}
