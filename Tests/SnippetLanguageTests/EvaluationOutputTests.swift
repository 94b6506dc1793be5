import Diagnostics
import Foundation
@testable import SnippetLanguage
import XCTest

/// The `notebook eval` outputs: JSON in the shape of eval-json.md (parsed back to check keys and values), and the
/// expression API with its own origin.
final class EvaluationOutputTests: XCTestCase {
    let listing = """
    CATransform3D t = CATransform3DIdentity;
    t.m34 = -1.0 / 500;
    CGAffineTransform g = CGAffineTransformIdentity;
    CGPoint p = CGPointMake(10, 20);
    CGRect r = CGRectMake(40, 60, 120, 80);
    CGFloat angle = M_PI_4;
    NSInteger n = 3;
    BOOL ok = YES;
    GLKVector3 v = GLKVector3Normalize(GLKVector3Make(0, 1, -0.5));
    CALayer *layer = [CALayer layer];
    layer.frame = r;
    [self.view.layer addSublayer:layer];
    """

    func testJSONHasTheDocumentedShapeAndIsDeterministic() throws {
        let evaluation = SnippetEvaluator.evaluate(listing, dialect: .objc, origin: SourceOrigin(file: "l.m"))
        let json = evaluation.jsonText()
        XCTAssertEqual(json, SnippetEvaluator.evaluate(listing, dialect: .objc, origin: SourceOrigin(file: "l.m")).jsonText())
        XCTAssertTrue(json.hasPrefix("{\"dialect\": \"objc\", \"variables\": {\"t\": {\"type\": \"CATransform3D\", \"m11\": 1, \"m12\": 0,"))
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let variables = try XCTUnwrap(object["variables"] as? [String: [String: Any]])
        XCTAssertEqual(variables["t"]?["m34"] as? Double, -0.002)
        XCTAssertEqual(variables["g"]?["type"] as? String, "CGAffineTransform")
        XCTAssertEqual(variables["p"]?["y"] as? Double, 20)
        XCTAssertEqual(variables["r"]?["width"] as? Double, 120)
        XCTAssertEqual(variables["angle"]?["value"] as? Double, 0.7853981633974483)
        XCTAssertEqual(variables["n"]?["type"] as? String, "NSInteger")
        XCTAssertEqual(variables["ok"]?["value"] as? Bool, true)
        XCTAssertEqual(variables["ok"]?["type"] as? String, "BOOL")
        XCTAssertEqual(variables["v"]?["type"] as? String, "GLKVector3")
        XCTAssertEqual(variables["layer"]?["type"] as? String, "CALayer")
        XCTAssertEqual(variables["layer"]?["name"] as? String, "layer")
        let layers = try XCTUnwrap(object["layers"] as? [[String: Any]])
        // First reached first: the layer is created before the root's layer is touched.
        XCTAssertEqual(layers.map { $0["name"] as? String }, ["layer", "self.view.layer"])
        let layer = layers[0]
        for key in ["name", "bounds", "position", "anchorPoint", "zPosition", "transform", "sublayerTransform", "doubleSided", "frame",
                    "superlayer", "facing", "visible", "quad"] {
            XCTAssertNotNil(layer[key], "layer field \(key)")
        }
        XCTAssertEqual(layer["superlayer"] as? String, "self.view.layer")
        XCTAssertEqual(layer["frame"] as? [String: Double], ["x": 40, "y": 60, "width": 120, "height": 80])
        XCTAssertEqual(layer["quad"] as? [[Double]], [[40, 60], [160, 60], [160, 140], [40, 140]])
        XCTAssertEqual((object["diagnostics"] as? [Any])?.count, 0)
    }

    /// Spec C17 and eval-json.md: a lone layer, never added to a superlayer, is placed in the window by its own
    /// geometry — its quad is the 45° diamond about (150, 150) (half-diagonal 100·√2), not its unrotated bounds —
    /// and its frame is that quad's bounding box. In Swift too, and `layer.quad` in an expression agrees.
    func testJSONQuadOfALoneRotatedLayerIsInTheWindow() throws {
        let objc = """
        CALayer *layer = [CALayer layer];
        layer.bounds = CGRectMake(0, 0, 200, 200);
        layer.position = CGPointMake(150, 150);
        layer.transform = CATransform3DMakeRotation(M_PI_4, 0, 0, 1);
        """
        let swift = """
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        layer.position = CGPoint(x: 150, y: 150)
        layer.transform = CATransform3DMakeRotation(CGFloat.pi / 4, 0, 0, 1)
        """
        for (source, dialect) in [(objc, Dialect.objc), (swift, Dialect.swift)] {
            let evaluation = SnippetEvaluator.evaluate(source, dialect: dialect, origin: SourceOrigin(file: "lone"))
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(evaluation.jsonText().utf8)) as? [String: Any])
            let layers = try XCTUnwrap(object["layers"] as? [[String: Any]])
            XCTAssertEqual(layers.count, 1, "the root view is not touched")
            let layer = layers[0]
            XCTAssertTrue(layer["superlayer"] is NSNull, "\(dialect)")
            XCTAssertEqual(layer["visible"] as? Bool, true)
            let quad = try XCTUnwrap(layer["quad"] as? [[Double]])
            let h = 141.4213562373095
            let expected: [[Double]] = [[150, 150 - h], [150 + h, 150], [150, 150 + h], [150 - h, 150]]
            XCTAssertEqual(quad.count, 4)
            for (point, wanted) in zip(quad, expected) {
                XCTAssertEqual(point[0], wanted[0], accuracy: 1e-12, "\(dialect) quad \(quad)")
                XCTAssertEqual(point[1], wanted[1], accuracy: 1e-12, "\(dialect) quad \(quad)")
            }
            let frame = try XCTUnwrap(layer["frame"] as? [String: Double])
            XCTAssertEqual(frame["x"] ?? .nan, quad.map { $0[0] }.min() ?? .nan, accuracy: 1e-12)
            XCTAssertEqual(frame["y"] ?? .nan, quad.map { $0[1] }.min() ?? .nan, accuracy: 1e-12)
            XCTAssertEqual(frame["width"] ?? .nan, 2 * h, accuracy: 1e-12)
            XCTAssertEqual(frame["height"] ?? .nan, 2 * h, accuracy: 1e-12)
        }
    }

    func testJSONDiagnosticsAndPartialVariables() throws {
        let evaluation = SnippetEvaluator.evaluate("CGFloat a = 2;\nCGFloat b = bogus;", dialect: .objc, origin: SourceOrigin(file: "f.m", firstLine: 5))
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(evaluation.jsonText().utf8)) as? [String: Any])
        let diagnostics = try XCTUnwrap(object["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertEqual(diagnostics[0]["severity"] as? String, "error")
        XCTAssertEqual(diagnostics[0]["id"] as? String, "undeclared-identifier")
        XCTAssertEqual(diagnostics[0]["file"] as? String, "f.m")
        XCTAssertEqual(diagnostics[0]["line"] as? Int, 6)
        XCTAssertEqual(diagnostics[0]["column"] as? Int, 13)
        XCTAssertEqual((object["variables"] as? [String: Any])?.keys.sorted(), ["a"])
    }

    func testNonFiniteNumbersAreNullInJSON() throws {
        let evaluation = SnippetEvaluator.evaluate("CGFloat x = 1.0 / 0.0;", dialect: .objc, origin: SourceOrigin(file: "f.m"))
        XCTAssertTrue(evaluation.jsonText().contains("\"x\": {\"type\": \"CGFloat\", \"value\": null}"))
    }

    func testExpressionsEvaluateInEitherDialectWithTheirOwnOrigin() {
        let evaluation = SnippetEvaluator.evaluate(listing, dialect: .objc, origin: SourceOrigin(file: "l.m"))
        let midX = evaluation.evaluateExpression("CGRectGetMidX(r)", origin: SourceOrigin(file: "e.md", firstLine: 30))
        XCTAssertEqual(midX.value?.numericValue, 100)
        let swift = evaluation.evaluateExpression("r.midX", dialect: .swift, origin: SourceOrigin(file: "e.md", firstLine: 30))
        XCTAssertEqual(swift.value?.numericValue, 100)
        let bad = evaluation.evaluateExpression("t.m43x", origin: SourceOrigin(file: "e.md", firstLine: 31, firstColumn: 5))
        XCTAssertNil(bad.value)
        XCTAssertEqual(bad.diagnostics.map { DiagnosticFormatter.headline($0) },
                       ["e.md:31:7: error: no member named 'm43x' in 'CATransform3D'; did you mean 'm43'?"])
        let syntax = evaluation.evaluateExpression("t.", origin: SourceOrigin(file: "e.md", firstLine: 2))
        XCTAssertEqual(syntax.diagnostics.map(\.id), ["expected-member"])
    }

    func testTextOutput() {
        let evaluation = SnippetEvaluator.evaluate("CGPoint p = CGPointMake(1.5, -0.0);", dialect: .objc, origin: SourceOrigin(file: "f.m"))
        XCTAssertEqual(evaluation.text(), "variables:\n  p: CGPoint = (1.5, -0)\nlayers:\n  (none)\n")
    }
}
