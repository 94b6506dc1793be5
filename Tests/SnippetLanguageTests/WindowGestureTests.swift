import Diagnostics
import SnippetLanguage
import TransformKit
import XCTest

/// Gesture and touch queries with a nil view: UIKit's nil is the window, where `self.view` (the topmost view) sits
/// by its own geometry (spec C16, C17) — not `self.view` itself once the listing transforms it. Every listing here
/// scales `self.view` by 2 about its centre (160, 240), so a point q of `self.view` is (160 + 2·(q.x − 160),
/// 240 + 2·(q.y − 240)) in the window, and a window vector is half as long in `self.view`. Worked by hand.
final class WindowGestureTests: XCTestCase {
    private let origin = SourceOrigin(file: "events")

    private func run(_ source: String, _ dialect: Dialect, events text: String) -> Evaluation {
        let (events, diagnostics) = DeclaredEvents.parse(text, origin: origin)
        XCTAssertEqual(diagnostics, [], "\(diagnostics)")
        return SnippetEvaluator.evaluate(source, dialect: dialect, origin: SourceOrigin(file: "listing"),
                                         options: EvaluationOptions(events: events))
    }

    private func value(_ expression: String, _ evaluation: Evaluation) -> String {
        evaluation.evaluateExpression(expression, dialect: evaluation.dialect, origin: origin).value
            .map { evaluation.describe($0) } ?? "none"
    }

    /// The pan starts at the centre of `box` (frame (10, 20, 100, 40) in self.view): (60, 40), in the window
    /// (160 − 200, 240 − 400) = (−40, −160). After the translation (10, 4) (a window vector): locationInView:nil is
    /// (−30, −156); in self.view (160 + (−30 − 160)/2, 240 + (−156 − 240)/2) = (65, 42), so in box (55, 22);
    /// translationInView:nil is (10, 4) and translationInView:self.view (5, 2). (Taking self.view for the window,
    /// the old answers were (70, 44), (60, 24), (10, 4) and (10, 4).)
    func testAPanOnATransformedTopmostViewReportsNilAsTheWindow() {
        let source = """
            @interface ViewController ()
            @property (nonatomic, strong) UIView *box;
            @property (nonatomic, assign) CGPoint inWindow;
            @property (nonatomic, assign) CGPoint inBox;
            @property (nonatomic, assign) CGPoint moved;
            @property (nonatomic, assign) CGPoint movedInView;
            @end
            @implementation ViewController
            - (void)viewDidLoad {
                self.view.transform = CGAffineTransformMakeScale(2, 2);
                self.box = [[UIView alloc] initWithFrame:CGRectMake(10, 20, 100, 40)];
                [self.view addSubview:self.box];
                [self.box addGestureRecognizer:[[UIPanGestureRecognizer alloc] initWithTarget:self action:@selector(onPan:)]];
            }
            - (void)onPan:(UIPanGestureRecognizer *)sender {
                if (sender.state != UIGestureRecognizerStateChanged) return;
                self.inWindow = [sender locationInView:nil];
                self.inBox = [sender locationInView:self.box];
                self.moved = [sender translationInView:nil];
                self.movedInView = [sender translationInView:self.view];
            }
            @end
            """
        let evaluation = run(source, .objc, events: "pan (0, 0) (10, 4)")
        XCTAssertFalse(evaluation.hasErrors, "\(evaluation.diagnostics)")
        XCTAssertEqual(value("self.inWindow", evaluation), "(-30, -156)")
        XCTAssertEqual(value("self.inBox", evaluation), "(55, 22)")
        XCTAssertEqual(value("self.moved", evaluation), "(10, 4)")
        XCTAssertEqual(value("self.movedInView", evaluation), "(5, 2)")
    }

    /// A touch declared at (100, 100) of self.view (declared points are self.view's) is at (160 − 120, 240 − 280)
    /// = (40, −40) in the window. (Old: (100, 100).)
    func testSwiftTouchLocationInNilIsTheWindow() {
        let source = """
            class ViewController: UIViewController {
                var seen = CGPoint.zero
                override func viewDidLoad() {
                    view.transform = CGAffineTransform(scaleX: 2, y: 2)
                }
                override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                    let touch = touches.first!
                    seen = touch.location(in: nil)
                }
            }
            """
        let evaluation = run(source, .swift, events: "touch began (100, 100)")
        XCTAssertFalse(evaluation.hasErrors, "\(evaluation.diagnostics)")
        XCTAssertEqual(value("self.seen", evaluation), "(40, -40)")
    }
}
