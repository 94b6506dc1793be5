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
        XCTAssertEqual(evaluation.name(of: try XCTUnwrap(to.source)), "redLayer")
        // fromLayer: the point starts in the argument's coordinates and arrives in the receiver's.
        XCTAssertTrue(from.source === evaluation.rootLayer)
        XCTAssertEqual(evaluation.name(of: try XCTUnwrap(from.destination)), "redLayer")
        XCTAssertEqual(from.point, CGPoint(x: 70, y: 130))
        XCTAssertEqual(from.converted, CGPoint(x: 20, y: 30))
        XCTAssertEqual(evaluation.variable(named: "inView").map { evaluation.describe($0) }, "(70, 130)")
    }

    func testSwiftViewsAreRecordedBetweenLayersAndNilAsTheWindow() throws {
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
        // nil is the window; the default root view sits untransformed at its origin, so (10, 20) + (60, 140).
        XCTAssertEqual(first.converted, CGPoint(x: 70, y: 160))
        XCTAssertNil(first.destination, "nil is the window, which has no layer")
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

    // MARK: nil is the window (spec C16, C17)

    /// C17's lone layer: 200 × 200 at (150, 150) turned 45° about z, never added to a superlayer.
    private let loneObjC = """
        CALayer *layer = [CALayer layer];
        layer.bounds = CGRectMake(0, 0, 200, 200);
        layer.position = CGPointMake(150, 150);
        layer.transform = CATransform3DMakeRotation(M_PI_4, 0, 0, 1);
        CGPoint inWindow = [layer convertPoint:CGPointMake(200, 100) toLayer:nil];
        CGPoint anchor = [layer convertPoint:CGPointMake(150, 150) fromLayer:nil];
        """

    /// The listing's variable `name` when it holds a point.
    private func point(_ name: String, in evaluation: Evaluation) throws -> TransformKit.CGPoint {
        guard case .point(let p)? = evaluation.variable(named: name) else { return try XCTUnwrap(nil as TransformKit.CGPoint?, name) }
        return p
    }

    /// By hand, row vectors: (200, 100) − anchor (100, 100) = (100, 0); (x, y)·R = (x·c − y·s, x·s + y·c) with
    /// c = s = √2/2 gives (70.71067811865476, 70.71067811865476); + position (150, 150) = (220.71067811865476,
    /// 220.71067811865476). The window's (150, 150) is the layer's position, so its anchor (100, 100). (The root of
    /// the lone layer's tree is the layer itself: the old answers were (200, 100) and (150, 150).)
    func testObjectiveCToLayerNilAndFromLayerNilAreTheWindow() throws {
        let evaluation = SnippetEvaluator.evaluate(loneObjC, dialect: .objc, origin: origin)
        XCTAssertFalse(evaluation.hasErrors, "\(evaluation.diagnostics)")
        let inWindow = try point("inWindow", in: evaluation)
        XCTAssertEqual(inWindow.x, 220.71067811865476, accuracy: 1e-12)
        XCTAssertEqual(inWindow.y, 220.71067811865476, accuracy: 1e-12)
        let anchor = try point("anchor", in: evaluation)
        XCTAssertEqual(anchor.x, 100, accuracy: 1e-12)
        XCTAssertEqual(anchor.y, 100, accuracy: 1e-12)
        let recorded = evaluation.pointConversions
        XCTAssertEqual(recorded.count, 2)
        XCTAssertNil(recorded[0].destination, "toLayer:nil carries the point into the window")
        XCTAssertNil(recorded[1].source, "fromLayer:nil starts in the window")
    }

    /// The same layer in Swift, `convert(_:to: nil)`: (0, 0) − (100, 100) = (−100, −100); ·R = (0, −100·√2);
    /// + (150, 150) = (150, 8.578643762690495).
    func testSwiftConvertToNilIsTheWindow() throws {
        let swift = """
            let layer = CALayer()
            layer.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
            layer.position = CGPoint(x: 150, y: 150)
            layer.transform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
            let corner = layer.convert(CGPoint(x: 0, y: 0), to: nil)
            """
        let evaluation = SnippetEvaluator.evaluate(swift, dialect: .swift, origin: origin)
        XCTAssertFalse(evaluation.hasErrors, "\(evaluation.diagnostics)")
        let corner = try point("corner", in: evaluation)
        XCTAssertEqual(corner.x, 150, accuracy: 1e-12)
        XCTAssertEqual(corner.y, 8.578643762690495, accuracy: 1e-12)
    }

    /// UIKit's `convertPoint:fromView:nil` on a transformed self.view (the topmost view): scaled by 2 about its
    /// centre (160, 240), the window's (40, −40) is self.view's (160 + (40 − 160)/2, 240 + (−40 − 240)/2) =
    /// (100, 100); a subview at (60, 140) measures it as (40, −40). (Old: self.view was taken for the window, so
    /// (40, −40) and (−20, −180).)
    func testObjectiveCConvertPointFromViewNilOnATransformedRootView() throws {
        let source = """
            self.view.transform = CGAffineTransformMakeScale(2, 2);
            UIView *box = [[UIView alloc] initWithFrame:CGRectMake(60, 140, 100, 100)];
            [self.view addSubview:box];
            CGPoint inView = [self.view convertPoint:CGPointMake(40, -40) fromView:nil];
            CGPoint inBox = [box convertPoint:CGPointMake(40, -40) fromView:nil];
            """
        let evaluation = SnippetEvaluator.evaluate(source, dialect: .objc, origin: origin)
        XCTAssertFalse(evaluation.hasErrors, "\(evaluation.diagnostics)")
        XCTAssertEqual(try point("inView", in: evaluation), CGPoint(x: 100, y: 100))
        XCTAssertEqual(try point("inBox", in: evaluation), CGPoint(x: 40, y: -40))
    }
}
