import Diagnostics
@testable import SnippetLanguage
import XCTest

/// Note 003's two `touchesEnded:` demos and UIKit animation blocks, in both dialects. Expected numbers are
/// worked out by hand in the comments (cos π/8, sin π/8; Core Animation's ease-in-ease-out Bézier evaluated by
/// bisection in Python).
final class AnimationSnippetTests: XCTestCase {
    private static let demo = """
        - (void)touchesEnded:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event
        {
            CALayer * layer = [CALayer layer];
            layer.frame = CGRectMake(0, 0, 320, 240);
            layer.position = self.view.center;
            layer.contents = (__bridge id)[UIImage imageNamed:@"1.jpg"].CGImage;
            [self.view.layer addSublayer:layer];

            CABasicAnimation * animation = [CABasicAnimation animation];
            animation.keyPath = @"transform";
            animation.duration = 5;
            animation.removedOnCompletion = NO;
            animation.fillMode = kCAFillModeForwards;
            PERSPECTIVE
            animation.toValue = [NSValue valueWithCATransform3D:transform];
            [layer addAnimation:animation forKey:@""];
        }
        """

    private static let swiftDemo = """
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            let layer = CALayer()
            layer.frame = CGRect(x: 0, y: 0, width: 320, height: 240)
            layer.position = view.center
            layer.contents = UIImage(named: "1.jpg")?.cgImage
            view.layer.addSublayer(layer)

            let animation = CABasicAnimation(keyPath: "transform")
            animation.duration = 5
            animation.isRemovedOnCompletion = false
            animation.fillMode = .forwards
            PERSPECTIVE
            animation.toValue = NSValue(caTransform3D: transform)
            layer.add(animation, forKey: "")
        }
        """

    private func run(_ source: String, _ dialect: Dialect) -> Evaluation {
        let evaluation = SnippetEvaluator.evaluate(source, dialect: dialect, origin: SourceOrigin(file: "s"))
        XCTAssertTrue(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics)")
        return evaluation
    }

    private func number(_ evaluation: Evaluation, _ expression: String, at time: Double?) -> Double? {
        evaluation.evaluateExpression(expression, dialect: .objc, origin: SourceOrigin(file: "e"), at: time).value?.numericValue
    }

    func testTheDemoWithoutPerspectiveRunsInBothDialects() {
        let objc = run(Self.demo.replacingOccurrences(of: "PERSPECTIVE", with: "CATransform3D transform = CATransform3DMakeRotation(M_PI/4, 1, 0, 0);"), .objc)
        let swift = run(Self.swiftDemo.replacingOccurrences(of: "PERSPECTIVE", with: "let transform = CATransform3DMakeRotation(.pi / 4, 1, 0, 0)"), .swift)
        XCTAssertEqual(objc.ran, ["touchesEnded:withEvent:"])
        for evaluation in [objc, swift] {
            let layer = "self.view.layer.sublayers[0]"
            // The model value never changes: identity.
            XCTAssertEqual(number(evaluation, layer + ".transform.m22", at: nil), 1)
            // Halfway: a rotation of π/8 about x, cos π/8 = 0.9238795325112867, sin π/8 = 0.3826834323650898.
            XCTAssertEqual(number(evaluation, layer + ".transform.m22", at: 2.5) ?? 0, 0.9238795325112867, accuracy: 1e-12)
            XCTAssertEqual(number(evaluation, layer + ".transform.m23", at: 2.5) ?? 0, 0.3826834323650898, accuracy: 1e-12)
            // Held after the end (kept, filled forwards): cos π/4.
            XCTAssertEqual(number(evaluation, layer + ".transform.m22", at: 60) ?? 0, 0.7071067811865476, accuracy: 1e-15)
            // And the model value is back once the expression is done.
            XCTAssertEqual(number(evaluation, layer + ".transform.m22", at: nil), 1)
            XCTAssertTrue(evaluation.text().contains("contents: image \"1.jpg\""))
            XCTAssertTrue(evaluation.jsonText().contains("\"animations\""))
        }
    }

    func testTheDemoWithPerspectiveEndsOnTheTiltedLayer() {
        let objc = run(Self.demo.replacingOccurrences(of: "PERSPECTIVE", with: """
            CATransform3D perspectiveTransform = CATransform3DIdentity;
            perspectiveTransform.m34 = -1.f/700;
            CATransform3D transform = CATransform3DRotate(perspectiveTransform, M_PI/4, 1, 0, 0);
            """), .objc)
        let swift = run(Self.swiftDemo.replacingOccurrences(of: "PERSPECTIVE", with: """
            var perspectiveTransform = CATransform3DIdentity
            perspectiveTransform.m34 = -1 / 700
            let transform = CATransform3DRotate(perspectiveTransform, .pi / 4, 1, 0, 0)
            """), .swift)
        for evaluation in [objc, swift] {
            // m34 of the end: cos(π/4) × (-1/700) = -0.0010101525445522…; the float -1.f/700 differs by ~1e-11.
            XCTAssertEqual(number(evaluation, "self.view.layer.sublayers[0].transform.m34", at: 5) ?? 0, -0.0010101525445522109, accuracy: 1e-10)
            XCTAssertEqual(number(evaluation, "self.view.layer.sublayers[0].transform.m34", at: 0), 0)
        }
    }

    func testUIViewAnimationBlocksRecordTheirChanges() {
        let objc = run("""
            __block BOOL done = NO;
            [UIView animateWithDuration:1 animations:^{
                self.layerView.alpha = 0;
            } completion:^(BOOL finished) {
                done = finished;
            }];
            """, .objc)
        let swift = run("""
            var done = false
            UIView.animate(withDuration: 1) {
                self.layerView.alpha = 0
            } completion: { finished in
                done = finished
            }
            """, .swift)
        for evaluation in [objc, swift] {
            XCTAssertEqual(evaluation.variable(named: "done").map { evaluation.describe($0) }, evaluation.dialect == .objc ? "YES" : "true")
            // The model value changed at once; the presentation eases from 1 to 0: at a quarter of the time the
            // eased fraction is 0.1291619310473198, so the opacity is 0.8708380689526802 (as a Float).
            XCTAssertEqual(number(evaluation, "self.layerView.layer.opacity", at: nil), 0)
            XCTAssertEqual(number(evaluation, "self.layerView.layer.opacity", at: 0.25) ?? 0, 0.8708380689526802, accuracy: 1e-6)
            XCTAssertEqual(number(evaluation, "self.layerView.layer.opacity", at: 0.5) ?? 0, 0.5, accuracy: 1e-6)
            XCTAssertEqual(number(evaluation, "self.layerView.layer.opacity", at: 2), 0)
        }
    }
}
