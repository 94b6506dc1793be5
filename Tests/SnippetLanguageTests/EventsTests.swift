import Diagnostics
import Foundation
import SnippetLanguage
import TransformKit
import XCTest

/// Declared events (`DeclaredEvents`), gesture recognizers and hit testing in listings. Expected values are worked
/// out by hand or with numpy (the script is in the comment), never copied from the tool's output.
final class EventsTests: XCTestCase {
    private let origin = SourceOrigin(file: "events")

    private func events(_ text: String) -> DeclaredEvents {
        let (events, diagnostics) = DeclaredEvents.parse(text, origin: origin)
        XCTAssertEqual(diagnostics, [], "\(diagnostics)")
        return events
    }

    private func run(_ source: String, _ dialect: Dialect, events text: String, budget: Int = Limits.defaultStepBudget) -> Evaluation {
        SnippetEvaluator.evaluate(source, dialect: dialect, origin: SourceOrigin(file: "listing"),
                                  options: EvaluationOptions(stepBudget: budget, events: events(text)))
    }

    // MARK: The format

    func testEveryEventForm() {
        let parsed = events("""
            # a comment, then a blank line

            tap rotationClick:
            tap (160, 240)
            touch began (1.5, -2)   # trailing comment
            touch cancelled (0, 0)
            pan (0, 0) (10, 0) (10, 10)
            pan (0, 0) to (400, 0) in 100 steps every 0.1
            """)
        XCTAssertEqual(parsed.events.map(\.kind), [
            .action("rotationClick:"), .tap(CGPoint(x: 160, y: 240)), .touch(.began, CGPoint(x: 1.5, y: -2)),
            .touch(.cancelled, .zero),
            .pan(PanSequence(path: .points([.zero, CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)]))),
            .pan(PanSequence(path: .line(from: .zero, to: CGPoint(x: 400, y: 0), steps: 100), interval: 0.1)),
        ])
        XCTAssertEqual(parsed.events.map(\.location.line), [3, 4, 5, 6, 7, 8])
        XCTAssertEqual(parsed.events[2].location.column, 1)
    }

    func testALineOfStepsEndsExactlyAtItsEnd() {
        let line = PanSequence(path: .line(from: CGPoint(x: 1, y: 2), to: CGPoint(x: 0.3, y: 0.7), steps: 3))
        XCTAssertEqual(line.count, 4)
        XCTAssertEqual(line.translation(at: 0), CGPoint(x: 1, y: 2))
        XCTAssertEqual(line.translation(at: 3), CGPoint(x: 0.3, y: 0.7))
    }

    func testMalformedLinesAreLocatedErrors() {
        let text = """
            swipe (0, 0)
            touch began (1, 2
            pan (0, x)
            tap
            pan (0, 0) to (1, 1) in 0 steps
            touch landed (1, 1)
            pan (0, 0) every -1
            tap (1, 2) extra
            """
        let (parsed, diagnostics) = DeclaredEvents.parse(text, origin: origin)
        XCTAssertTrue(parsed.isEmpty)
        let found = diagnostics.map { "\($0.location.line):\($0.location.column) \($0.id): \($0.message)" }
        XCTAssertEqual(found, [
            "1:1 events-syntax: unknown event 'swipe'; events are 'tap', 'touch' and 'pan'",
            "2:18 events-syntax: expected ')' after the point",
            "3:9 events-number: 'x' is not a finite number",
            "4:4 events-syntax: expected an action name or a point '(X, Y)' after 'tap'",
            "5:25 events-number: expected a whole number of steps from 1 to 1000000000 after 'in'",
            "6:7 events-syntax: expected 'began', 'moved', 'ended' or 'cancelled' after 'touch'",
            "7:18 events-number: the interval between translations must be positive",
            "8:12 events-syntax: unexpected 'extra' at the end of the event",
        ])
    }

    // MARK: Note 003: drag to rotate

    /// Note 003's handler on `pan (0, 0) (10, 0) (10, 10)`: `began` does nothing; the first `changed` steps by
    /// (10, 0), whose axis (the step turned 90° clockwise on a y-down screen: (x, y) → (−y, x)) is (0, 10, 0);
    /// the second steps by (0, 10), axis (−10, 0, 0); `ended` does nothing. Each step rotates by
    /// 1.5 / 400 · 2π = 0.023561944901923447 and CATransform3DRotate(t, …) is R · t (row vectors). numpy:
    ///
    ///     r = 1.5 / 400 * (2 * np.pi)
    ///     def rot(a, *axis):                      # Apple's row-vector matrix: the transpose of Rodrigues'
    ///         k = np.array(axis, float); k /= np.linalg.norm(k)
    ///         K = np.array([[0, -k[2], k[1]], [k[2], 0, -k[0]], [-k[1], k[0], 0]])
    ///         M = np.eye(4); M[:3, :3] = (np.cos(a) * np.eye(3) + np.sin(a) * K + (1 - np.cos(a)) * np.outer(k, k)).T
    ///         return M
    ///     T = rot(r, -10, 0, 0) @ rot(r, 0, 10, 0)
    private static let note003Expected: [Double] = [
        9.9972243021800056e-01, 0, -2.3559764833610150e-02, 0,
        -5.5506251901501352e-04, 9.9972243021800056e-01, -2.3553225354821326e-02, 0,
        2.3553225354821326e-02, 2.3559764833610150e-02, 9.9944493748098495e-01, 0,
        0, 0, 0, 1,
    ]

    private func checkNote003(_ file: String, _ dialect: Dialect) throws {
        let source = try String(contentsOf: ExampleFile.directory.appendingPathComponent("events/\(file)"), encoding: .utf8)
        let evaluation = run(source, dialect, events: "pan (0, 0) (10, 0) (10, 10)")
        XCTAssertFalse(evaluation.hasErrors, "\(evaluation.diagnostics)")
        XCTAssertEqual(evaluation.ran, dialect == .objc ? ["viewDidLoad", "onPanGesture:"] : ["viewDidLoad()", "onPanGesture(_:)"])
        XCTAssertEqual(evaluation.events.map(\.calls), [4], "began, changed, changed, ended")
        let transform = evaluation.rootView.subviews[0].layer.transform.elements
        for (actual, expected) in zip(transform, Self.note003Expected) {
            XCTAssertEqual(actual, expected, accuracy: 1e-15)
        }
    }

    func testNote003DragToRotateObjC() throws {
        try checkNote003("note003-pan.m", .objc)
    }

    func testNote003DragToRotateSwift() throws {
        try checkNote003("note003-pan.swift", .swift)
    }

    // MARK: What the recognizer reports

    /// `pan (1, 1) (31, -11) every 0.5`, with `setTranslation:(5, 5)` at `began` (translation (1, 1)): later
    /// translations are reported shifted by (5, 5) − (1, 1) = (4, 4), so `changed` sees (31 + 4, −11 + 4) =
    /// (35, −7); its velocity is ((31, −11) − (1, 1)) / 0.5 = (60, −24) (setTranslation does not change it, as
    /// UIKit's velocity follows the finger); the states seen are
    /// began (1), changed (2), ended (3): their sum, 6, and product, 6, tell them apart from any other three.
    func testTranslationVelocityStateAndSetTranslation() {
        let source = """
            @interface ViewController ()
            @property (nonatomic, assign) CGPoint seen;
            @property (nonatomic, assign) CGPoint speed;
            @property (nonatomic, assign) NSInteger stateSum;
            @property (nonatomic, assign) NSInteger stateProduct;
            @end
            @implementation ViewController
            - (void)viewDidLoad {
                self.stateProduct = 1;
                UIPanGestureRecognizer *pan = [[UIPanGestureRecognizer alloc] initWithTarget:self action:@selector(onPan:)];
                [self.view addGestureRecognizer:pan];
            }
            - (void)onPan:(UIPanGestureRecognizer *)sender {
                self.stateSum = self.stateSum + sender.state;
                self.stateProduct = self.stateProduct * sender.state;
                if (sender.state == UIGestureRecognizerStateBegan) {
                    [sender setTranslation:CGPointMake(5, 5) inView:self.view];
                } else if (sender.state == UIGestureRecognizerStateChanged) {
                    self.seen = [sender translationInView:self.view];
                    self.speed = [sender velocityInView:nil];
                }
            }
            @end
            """
        let evaluation = run(source, .objc, events: "pan (1, 1) (31, -11) every 0.5")
        XCTAssertFalse(evaluation.hasErrors, "\(evaluation.diagnostics)")
        func value(_ expression: String) -> String {
            evaluation.evaluateExpression(expression, dialect: .objc, origin: origin).value.map { evaluation.describe($0) } ?? "none"
        }
        XCTAssertEqual(value("self.seen"), "(35, -7)")
        XCTAssertEqual(value("self.speed"), "(60, -24)")
        XCTAssertEqual(value("self.stateSum"), "6")
        XCTAssertEqual(value("self.stateProduct"), "6")
    }

    func testAPanWithoutARecognizerIsAnErrorAtItsLine() {
        let evaluation = run("- (void)viewDidLoad { }", .objc, events: "\n  pan (0, 0)")
        let errors = evaluation.diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(errors.map(\.id), ["events-no-handler"])
        XCTAssertEqual(errors.first?.location, SourceLocation(file: "events", line: 2, column: 3))
    }

    func testAMillionStepPanMeetsTheStepBudget() {
        let source = """
            - (void)viewDidLoad {
                [self.view addGestureRecognizer:[[UIPanGestureRecognizer alloc] initWithTarget:self action:@selector(onPan:)]];
            }
            - (void)onPan:(UIPanGestureRecognizer *)sender { }
            """
        let evaluation = run(source, .objc, events: "pan (0, 0) to (1, 0) in 1000000 steps", budget: 10_000)
        XCTAssertEqual(evaluation.diagnostics.filter { $0.severity == .error }.map(\.id), ["step-budget"])
        XCTAssertLessThanOrEqual(evaluation.steps, 10_001)
        XCTAssertEqual(evaluation.events.map(\.complete), [false])
    }

    /// A handler that fails reports its error once and stops its pan; the next event still runs. (Failing again at
    /// each of a million steps, each with its "did you mean" search, hung the chapter fuzzer for minutes.)
    func testAHandlerThatFailsStopsItsPanAfterOneCall() {
        let source = """
            @interface ViewController ()
            @property (nonatomic, assign) NSInteger taps;
            @end
            @implementation ViewController
            - (void)viewDidLoad {
                [self.view addGestureRecognizer:[[UIPanGestureRecognizer alloc] initWithTarget:self action:@selector(onPan:)]];
            }
            - (void)onPan:(UIPanGestureRecognizer *)sender { CATransform6DMakeRotation(1, 0, 0, 1); }
            - (IBAction)tapped:(id)sender { self.taps += 1; }
            @end
            """
        let evaluation = run(source, .objc, events: "pan (0, 0) to (1, 0) in 1000000 steps\ntap tapped:")
        let errors = evaluation.diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(errors.map(\.message), ["unknown function 'CATransform6DMakeRotation'; did you mean 'CATransform3DMakeRotation'?"])
        XCTAssertEqual(evaluation.events.map(\.calls), [1, 1])
        XCTAssertEqual(evaluation.events.map(\.complete), [false, true])
        XCTAssertLessThan(evaluation.steps, 100)
    }

    // MARK: Taps and hit testing

    /// Two 100×100 buttons at the same place: the later one is in front and gets the tap at (50, 50) until its
    /// interaction is disabled. (150, 150) is outside both: the tap reaches self.view and goes to touchesBegan /
    /// touchesEnded.
    func testATapReachesTheFrontmostViewAndFiresItsAction() {
        let source = """
            @interface ViewController ()
            @property (nonatomic, assign) NSInteger backTaps;
            @property (nonatomic, assign) NSInteger frontTaps;
            @property (nonatomic, assign) NSInteger touches;
            @end
            @implementation ViewController
            - (void)viewDidLoad {
                UIButton *back = [[UIButton alloc] initWithFrame:CGRectMake(0, 0, 100, 100)];
                UIButton *front = [[UIButton alloc] initWithFrame:CGRectMake(0, 0, 100, 100)];
                [back addTarget:self action:@selector(backTapped:) forControlEvents:UIControlEventTouchUpInside];
                [front addTarget:self action:@selector(frontTapped:) forControlEvents:UIControlEventTouchUpInside];
                [self.view addSubview:back];
                [self.view addSubview:front];
            }
            - (void)backTapped:(UIButton *)sender { self.backTaps = self.backTaps + 1; }
            - (void)frontTapped:(UIButton *)sender { self.frontTaps = self.frontTaps + 1; sender.userInteractionEnabled = NO; }
            - (void)touchesEnded:(NSSet *)touches withEvent:(UIEvent *)event { self.touches = self.touches + 1; }
            @end
            """
        let evaluation = run(source, .objc, events: "tap (50, 50)\ntap (50, 50)\ntap (150, 150)")
        XCTAssertFalse(evaluation.hasErrors, "\(evaluation.diagnostics)")
        func value(_ expression: String) -> String {
            evaluation.evaluateExpression(expression, dialect: .objc, origin: origin).value.map { evaluation.describe($0) } ?? "none"
        }
        XCTAssertEqual(value("self.frontTaps"), "1")
        XCTAssertEqual(value("self.backTaps"), "1")
        XCTAssertEqual(value("self.touches"), "1")
        XCTAssertEqual(evaluation.events.map { $0.handlers }, [["frontTapped:"], ["backTapped:"], ["touchesEnded:withEvent:"]])
        XCTAssertEqual(evaluation.events.last?.reached.map(evaluation.viewName), "self.view")
    }

    /// hitTest/pointInside/containsPoint in both dialects: a 200×200 view at (60, 140) with a 50×50 subview at
    /// (10, 10); (80, 160) is (20, 20) in the view and (10, 10) in the subview.
    func testHitTestingInTheLanguage() {
        let objc = """
            UIView *outer = [[UIView alloc] initWithFrame:CGRectMake(60, 140, 200, 200)];
            UIView *inner = [[UIView alloc] initWithFrame:CGRectMake(10, 10, 50, 50)];
            [self.view addSubview:outer];
            [outer addSubview:inner];
            BOOL innerHit = [self.view hitTest:CGPointMake(80, 160) withEvent:nil] == inner;
            BOOL outerHit = [self.view hitTest:CGPointMake(250, 330) withEvent:nil] == outer;
            BOOL inside = [outer pointInside:CGPointMake(199, 0) withEvent:nil];
            BOOL outside = [outer pointInside:CGPointMake(200, 0) withEvent:nil];
            BOOL layerContains = [inner.layer containsPoint:CGPointMake(49, 49)];
            CGPoint local = [self.view convertPoint:CGPointMake(80, 160) toView:inner];
            """
        let evaluation = SnippetEvaluator.evaluate(objc, dialect: .objc, origin: origin)
        XCTAssertFalse(evaluation.hasErrors, "\(evaluation.diagnostics)")
        let values = Dictionary(uniqueKeysWithValues: evaluation.variables.map { ($0.name, evaluation.describe($0.value)) })
        XCTAssertEqual(values["innerHit"], "YES")
        XCTAssertEqual(values["outerHit"], "YES")
        XCTAssertEqual(values["inside"], "YES")
        XCTAssertEqual(values["outside"], "NO")
        XCTAssertEqual(values["layerContains"], "YES")
        XCTAssertEqual(values["local"], "(10, 10)")

        let swift = """
            let outer = UIView(frame: CGRect(x: 60, y: 140, width: 200, height: 200))
            let inner = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
            view.addSubview(outer)
            outer.addSubview(inner)
            inner.isUserInteractionEnabled = false
            let inside = outer.point(inside: CGPoint(x: 20, y: 20), with: nil)
            let hit = view.hitTest(CGPoint(x: 80, y: 160), with: nil)
            """
        let twin = SnippetEvaluator.evaluate(swift, dialect: .swift, origin: origin)
        XCTAssertFalse(twin.hasErrors, "\(twin.diagnostics)")
        let swiftValues = Dictionary(uniqueKeysWithValues: twin.variables.map { ($0.name, twin.describe($0.value)) })
        XCTAssertEqual(swiftValues["inside"], "true")
        XCTAssertEqual(swiftValues["hit"], "outer", "inner does not take part: its interaction is disabled")
    }
}
