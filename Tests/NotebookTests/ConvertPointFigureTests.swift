import Diagnostics
import SnippetLanguage
import XCTest
@testable import Notebook

/// `figure=convert-point` draws the listing's first conversion with the evaluator's own numbers.
final class ConvertPointFigureTests: XCTestCase {
    private let origin = SourceOrigin(file: "listing", firstLine: 1)

    func testTheLabelsCarryTheEvaluatorsNumbersForARotatedLayer() throws {
        let source = """
            CALayer *redLayer = [CALayer layer];
            redLayer.frame = CGRectMake(60, 140, 200, 100);
            redLayer.affineTransform = CGAffineTransformMakeRotation(M_PI / 6);
            [self.view.layer addSublayer:redLayer];
            CGPoint inView = [self.view.layer convertPoint:CGPointMake(20, 30) fromLayer:redLayer];
            """
        let evaluation = SnippetEvaluator.evaluate(source, dialect: .objc, origin: origin)
        XCTAssertFalse(evaluation.hasErrors, "\(evaluation.diagnostics)")
        let inView = try XCTUnwrap(evaluation.variable(named: "inView"))
        guard case .point(let point) = inView else { return XCTFail("inView is \(inView)") }
        let drawn = ExtraFigureDrawing.draw(.convertPoint, of: evaluation, anchor: "figure-x")
        let svg = try XCTUnwrap(drawn.svg)
        // The destination's label is the evaluator's result rounded as the page rounds, not a recomputation.
        let expected = "(" + rounded(point.x) + ", " + rounded(point.y) + ") in self.view.layer"
        XCTAssertTrue(svg.contains(">" + expected + "</text>"), "\(expected) in \(svg)")
        XCTAssertTrue(svg.contains(">(20, 30) in redLayer</text>"))
        XCTAssertTrue(drawn.caption.contains(expected))
        XCTAssertEqual(svg.components(separatedBy: "class=\"conversion-point\"").count - 1, 1)
    }

    /// `toLayer:nil` draws the window as the destination, named so in the figure and its caption. C17's lone layer
    /// (200 × 200 at (150, 150), turned 45°): its (0, 0) is (−100, −100)·R + (150, 150) = (150, 150 − 100·√2) =
    /// (150, 8.5786) to four decimals, by hand (row vectors, (x, y)·R = (x·c − y·s, x·s + y·c), c = s = √2/2).
    func testAConversionToNilIsDrawnToTheWindow() throws {
        let source = """
            CALayer *layer = [CALayer layer];
            layer.bounds = CGRectMake(0, 0, 200, 200);
            layer.position = CGPointMake(150, 150);
            layer.transform = CATransform3DMakeRotation(M_PI_4, 0, 0, 1);
            CGPoint corner = [layer convertPoint:CGPointMake(0, 0) toLayer:nil];
            """
        let evaluation = SnippetEvaluator.evaluate(source, dialect: .objc, origin: origin)
        XCTAssertFalse(evaluation.hasErrors, "\(evaluation.diagnostics)")
        let drawn = ExtraFigureDrawing.draw(.convertPoint, of: evaluation, anchor: "figure-x")
        let svg = try XCTUnwrap(drawn.svg)
        XCTAssertTrue(svg.contains(">(150, 8.5786) in the window</text>"), svg)
        XCTAssertTrue(svg.contains("<circle cx=\"150\" cy=\"8.58\""), svg)
        XCTAssertEqual(drawn.caption, "below, one point in two coordinate systems: (0, 0) in layer, (150, 8.5786) in the window")
    }

    func testAListingWithoutAConversionSaysSo() {
        let evaluation = SnippetEvaluator.evaluate("CGPoint p = CGPointMake(1, 2);", dialect: .objc, origin: origin)
        let drawn = ExtraFigureDrawing.draw(.convertPoint, of: evaluation, anchor: "figure-x")
        XCTAssertNil(drawn.svg)
        XCTAssertEqual(drawn.caption, "no conversion figure: the listing converts no point between layers")
    }

    /// Four decimals, trailing zeros trimmed (docs/figures.md, "readable"), written out independently of Figures.
    private func rounded(_ value: Double) -> String {
        var text = String(format: "%.4f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
