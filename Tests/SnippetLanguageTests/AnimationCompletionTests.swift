import Diagnostics
@testable import SnippetLanguage
import XCTest

/// UIView animation completions run as UIKit runs them: when the animation ends (delay + duration), with
/// `finished` YES, after the listing's body, in fire-time order; an animation a completion starts begins then.
/// Expected numbers by hand: Core Animation's ease-in-ease-out is symmetric, so half the time is half the change.
final class AnimationCompletionTests: XCTestCase, SnippetEvaluating {
    private func number(_ evaluation: Evaluation, _ expression: String, at time: Double?) -> Double? {
        evaluation.evaluateExpression(expression, dialect: .objc, origin: SourceOrigin(file: "e"), at: time).value?.numericValue
    }

    func testStatementsAfterTheCallDoNotSeeTheCompletionsChanges() {
        let objc = evaluate("""
            [UIView animateWithDuration:1 animations:^{
                self.layerView.alpha = 0.5;
            } completion:^(BOOL finished) {
                self.layerView.alpha = 1;
            }];
            CGFloat seen = self.layerView.alpha;
            """, .objc)
        let swift = evaluate("""
            UIView.animate(withDuration: 1) {
                self.layerView.alpha = 0.5
            } completion: { _ in
                self.layerView.alpha = 1
            }
            let seen = self.layerView.alpha
            """, .swift)
        for evaluation in [objc, swift] {
            XCTAssertEqual(messages(evaluation), [])
            XCTAssertEqual(values(evaluation, ["seen"]), ["0.5"], "\(evaluation.dialect)")
            // The completion ran at the end, at 1 s: the model value is its own.
            XCTAssertEqual(number(evaluation, "self.layerView.layer.opacity", at: nil), 1)
        }
    }

    func testAnAnimationStartedInTheCompletionBeginsWhenTheFirstEnds() {
        let objc = evaluate("""
            [UIView animateWithDuration:1 animations:^{
                self.layerView.alpha = 0;
            } completion:^(BOOL finished) {
                [UIView animateWithDuration:2 animations:^{
                    self.layerView.alpha = 1;
                }];
            }];
            """, .objc)
        let swift = evaluate("""
            UIView.animate(withDuration: 1, animations: {
                self.layerView.alpha = 0
            }, completion: { finished in
                UIView.animate(withDuration: 2) {
                    self.layerView.alpha = 1
                }
            })
            """, .swift)
        for evaluation in [objc, swift] {
            XCTAssertEqual(messages(evaluation), [])
            // There (1 → 0 over 0…1 s), then back (0 → 1 over 1…3 s).
            XCTAssertEqual(number(evaluation, "self.layerView.layer.opacity", at: 0.5) ?? -1, 0.5, accuracy: 1e-6)
            XCTAssertEqual(number(evaluation, "self.layerView.layer.opacity", at: 1) ?? -1, 0, accuracy: 1e-6)
            XCTAssertEqual(number(evaluation, "self.layerView.layer.opacity", at: 2) ?? -1, 0.5, accuracy: 1e-6)
            XCTAssertEqual(number(evaluation, "self.layerView.layer.opacity", at: 3.5), 1)
            let json = evaluation.jsonText()
            XCTAssertTrue(json.contains(#""beginTime": 1,"#) && json.contains(#""end": 3"#), json)
            XCTAssertTrue(json.contains(#""beginTime": 0,"#) && json.contains(#""end": 1"#), json)
            let (zero, one) = evaluation.dialect == .objc ? ("@(0)", "@(1)") : ("0", "1")
            XCTAssertTrue(evaluation.text().contains("""
                      opacity (key "opacity"): from \(zero), to \(one), duration 2, added at 1, timing easeInEaseOut, fillMode removed, removed on completion
                      opacity (key "opacity"): from \(one), to \(zero), duration 1, timing easeInEaseOut, fillMode removed, removed on completion
                """), evaluation.text())
        }
    }

    func testADelayedChainFiresAtDelayPlusDuration() {
        let evaluation = evaluate("""
            [UIView animateWithDuration:1 delay:0.5 options:0 animations:^{
                self.layerView.transform = CGAffineTransformMakeTranslation(100, 0);
            } completion:^(BOOL finished) {
                [UIView animateWithDuration:1 delay:1 options:0 animations:^{
                    self.layerView.transform = CGAffineTransformIdentity;
                } completion:nil];
            }];
            """, .objc)
        XCTAssertEqual(messages(evaluation), [])
        // Out over 0.5…1.5 s, held there during the second delay (1.5…2.5 s), back over 2.5…3.5 s.
        XCTAssertEqual(number(evaluation, "self.layerView.layer.transform.m41", at: 0.25), 0)
        XCTAssertEqual(number(evaluation, "self.layerView.layer.transform.m41", at: 1) ?? -1, 50, accuracy: 1e-6)
        XCTAssertEqual(number(evaluation, "self.layerView.layer.transform.m41", at: 2) ?? -1, 100, accuracy: 1e-9)
        XCTAssertEqual(number(evaluation, "self.layerView.layer.transform.m41", at: 3) ?? -1, 50, accuracy: 1e-6)
        XCTAssertEqual(number(evaluation, "self.layerView.layer.transform.m41", at: 4), 0)
    }

    func testCompletionsRunInFireTimeOrderAfterTheBodyWithFinishedYes() {
        let evaluation = evaluate("""
            [UIView animateWithDuration:2 animations:^{ self.layerView.alpha = 0; } completion:^(BOOL finished) {
                NSLog(@"two %d", finished);
            }];
            [UIView animateWithDuration:1 animations:^{ self.layerView.alpha = 0.5; } completion:^(BOOL finished) {
                NSLog(@"one");
            }];
            [UIView animateWithDuration:1 animations:^{ self.layerView.alpha = 0.25; } completion:^(BOOL finished) {
                NSLog(@"one again");
            }];
            NSLog(@"body");
            """, .objc)
        XCTAssertEqual(messages(evaluation), [])
        XCTAssertEqual(evaluation.console, "body\none\none again\ntwo 1\n")
    }

    /// A spring animation moves otherwise than the ease-in-ease-out curve recorded: unmodelled API, named (it was
    /// "expected a closure, found 'Double'" at the damping).
    func testASpringAnimationIsUnmodelledAPI() {
        let objc = evaluate("""
            [UIView animateWithDuration:1 delay:0 usingSpringWithDamping:0.5 initialSpringVelocity:0 options:0 animations:^{
                self.layerView.alpha = 0;
            } completion:nil];
            """, .objc)
        let swift = evaluate("""
            UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [], animations: {
                self.layerView.alpha = 0
            }, completion: nil)
            """, .swift)
        for evaluation in [objc, swift] {
            XCTAssertEqual(messages(evaluation), ["error unmodelled-api: 'usingSpringWithDamping' is UIKit API that notebook does not model"])
            XCTAssertEqual(evaluation.diagnostics.first?.notes.first?.message, "it changes geometry, so the figure and values would be wrong without it")
        }
    }

    func testAChainThatNeverEndsIsALimitNotAHang() {
        let evaluation = evaluate("""
            func pulse() {
                UIView.animate(withDuration: 0.5, animations: {
                    self.layerView.alpha = self.layerView.alpha == 1 ? 0 : 1
                }, completion: { _ in pulse() })
            }
            pulse()
            """, .swift)
        XCTAssertEqual(messages(evaluation).last, "error animation-limit: animation completions ran more than 1000 times; evaluation stopped")
    }
}
