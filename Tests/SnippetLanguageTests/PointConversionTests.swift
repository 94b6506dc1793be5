import Diagnostics
import SnippetLanguage
import TransformKit
import XCTest

/// `Evaluation.pointConversions`: each `convertPoint:` call the listing made, stated in the direction the point
/// travelled, with the evaluator's own result (the `figure=convert-point` figure draws it).
final class PointConversionTests: XCTestCase {
    private let origin = SourceOrigin(file: "listing", firstLine: 1)

    private let objc = """
        CALayer *redLayer = [CALayer layer];
        redLayer.frame = CGRectMake(50, 100, 100, 80);
        [self.view.layer addSublayer:redLayer];
        CGPoint inView = [redLayer convertPoint:CGPointMake(20, 30) toLayer:self.view.layer];
        CGPoint back = [redLayer convertPoint:CGPointMake(70, 130) fromLayer:self.view.layer];
        """

    func testToAndFromAreRecordedInTheDirectionThePointTravelled() throws {
        let evaluation = SnippetEvaluator.evaluate(objc, dialect: .objc, origin: origin)
        XCTAssertFalse(evaluation.hasErrors, "\(evaluation.diagnostics)")
        XCTAssertEqual(evaluation.pointConversions.count, 2)
        let to = evaluation.pointConversions[0], from = evaluation.pointConversions[1]
        XCTAssertEqual(to.point, CGPoint(x: 20, y: 30))
        XCTAssertEqual(to.converted, CGPoint(x: 70, y: 130))
        XCTAssertTrue(to.destination === evaluation.rootLayer)
        XCTAssertEqual(evaluation.name(of: to.source), "redLayer")
        // fromLayer: the point starts in the argument's coordinates and arrives in the receiver's.
        XCTAssertTrue(from.source === evaluation.rootLayer)
        XCTAssertEqual(evaluation.name(of: from.destination), "redLayer")
        XCTAssertEqual(from.point, CGPoint(x: 70, y: 130))
        XCTAssertEqual(from.converted, CGPoint(x: 20, y: 30))
        XCTAssertEqual(evaluation.variable(named: "inView").map { evaluation.describe($0) }, "(70, 130)")
    }

    func testSwiftViewsAndNilTargetsAreRecordedBetweenLayers() throws {
        let swift = """
            let box = UIView(frame: CGRect(x: 60, y: 140, width: 200, height: 200))
            view.addSubview(box)
            let inRoot = box.convert(CGPoint(x: 10, y: 20), to: nil)
            let inBox = box.convert(CGPoint(x: 70, y: 160), from: view)
            """
        let evaluation = SnippetEvaluator.evaluate(swift, dialect: .swift, origin: origin)
        XCTAssertFalse(evaluation.hasErrors, "\(evaluation.diagnostics)")
        XCTAssertEqual(evaluation.pointConversions.count, 2)
        let first = evaluation.pointConversions[0], second = evaluation.pointConversions[1]
        XCTAssertEqual(first.converted, CGPoint(x: 70, y: 160))
        XCTAssertTrue(first.destination === evaluation.rootLayer, "nil is the root of the tree")
        XCTAssertTrue(second.source === evaluation.rootLayer)
        XCTAssertTrue(second.destination === first.source)
        XCTAssertEqual(second.converted, CGPoint(x: 10, y: 20))
    }

    func testExpectationsEvaluatedAfterwardsAddNothingAndLoopsAreBounded() throws {
        let loop = """
            CALayer *layer = [CALayer layer];
            [self.view.layer addSublayer:layer];
            for (int i = 0; i < 1000; i++) {
                CGPoint p = [layer convertPoint:CGPointMake(i, 0) toLayer:nil];
            }
            """
        let evaluation = SnippetEvaluator.evaluate(loop, dialect: .objc, origin: origin)
        XCTAssertFalse(evaluation.hasErrors, "\(evaluation.diagnostics)")
        XCTAssertEqual(evaluation.pointConversions.count, 16, "a thousand calls keep the first sixteen")
        XCTAssertEqual(evaluation.pointConversions.last?.point, CGPoint(x: 15, y: 0))
        let result = evaluation.evaluateExpression("[layer convertPoint:CGPointMake(1, 2) toLayer:nil]", origin: origin)
        XCTAssertNotNil(result.value, "\(result.diagnostics)")
        XCTAssertEqual(evaluation.pointConversions.count, 16, "an expect line converts without adding to the record")
    }
}
