import Diagnostics
import Foundation
import SnippetLanguage
import XCTest
@testable import Notebook

/// The `events` option of a live cell's request: the listing's events block, or the page's own events (the pan of a
/// reader's drag), reach the listing's handlers in the module as `notebook eval --events` delivers them.
final class LiveRequestEventsTests: XCTestCase {
    /// Note 003's handler: each changed event rotates the current transform about the movement turned 90° clockwise.
    private let panHandler = """
        @interface ViewController ()
        @property (nonatomic, weak) IBOutlet UIView *layerView;
        @property (nonatomic, assign) CGPoint lastTranslation;
        @end
        @implementation ViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            [self.view addGestureRecognizer:[[UIPanGestureRecognizer alloc] initWithTarget:self action:@selector(onPan:)]];
        }
        - (void)onPan:(UIPanGestureRecognizer *)sender {
            CGPoint translation = [sender translationInView:self.view];
            CGPoint delta = CGPointMake(translation.x - self.lastTranslation.x, translation.y - self.lastTranslation.y);
            self.lastTranslation = translation;
            if (delta.x == 0 && delta.y == 0) { return; }
            self.layerView.layer.transform = CATransform3DRotate(self.layerView.layer.transform, M_PI / 8, -delta.y, delta.x, 0);
        }
        @end
        """

    func testEventLinesAreJoinedInOrderBlankOnesIncluded() {
        let request = LiveRequest(parsing: "events=pan (0, 0) (10, 0)\nfigure=1\nevents=\nevents=tap (160, 240)  # a touch")
        XCTAssertEqual(request.events, "pan (0, 0) (10, 0)\n\ntap (160, 240)  # a touch")
        XCTAssertEqual(LiveRequest(parsing: "").events, "", "no events: the obvious interaction")
    }

    func testThePansOfTheRequestDriveThePanHandler() throws {
        // Two moves right (about y), then one down (about x): three rotations by π/8, each applied first.
        let result = LiveEvaluation.run(panHandler, dialect: .objc,
                                        request: LiveRequest(parsing: "events=pan (0, 0) (10, 0) (20, 0)\nevents=pan (0, 0) (0, 10)"))
        let transform = try XCTUnwrap(layer("self.layerView.layer", in: result.json)?["transform"] as? [String: Double])
        // The same events through the evaluator directly, as `notebook eval --events` passes them.
        let native = nativeLayerTransform(events: "pan (0, 0) (10, 0) (20, 0)\npan (0, 0) (0, 10)")
        XCTAssertEqual(native.count, 16)
        for (key, value) in native { XCTAssertEqual(transform[key] ?? .nan, value, accuracy: 1e-15, key) }

        let first = LiveEvaluation.run(panHandler, dialect: .objc, request: LiveRequest(parsing: "events=pan (0, 0) (10, 0) (20, 0)"))
        let turned = try XCTUnwrap(layer("self.layerView.layer", in: first.json)?["transform"] as? [String: Double])
        // Computed by hand: two rotations by π/8 about y (the movement (10, 0) turned clockwise) are one by π/4,
        // m11 = cos, m13 = -sin, m31 = sin.
        let angle = Double.pi / 8
        XCTAssertEqual(turned["m11"] ?? .nan, cos(2 * angle), accuracy: 1e-15)
        XCTAssertEqual(turned["m13"] ?? .nan, -sin(2 * angle), accuracy: 1e-15)
        XCTAssertEqual(turned["m31"] ?? .nan, sin(2 * angle), accuracy: 1e-15)
        XCTAssertEqual(turned["m22"] ?? .nan, 1, accuracy: 1e-15)
        let events = try XCTUnwrap(object(first.json)["events"] as? [[String: Any]])
        XCTAssertEqual(events.first?["calls"] as? Int, 4, "began, changed twice, ended")
        XCTAssertEqual(try XCTUnwrap(progress(first)["eventErrors"] as? [String]), [])
    }

    func testWithoutEventsTheObviousInteractionRuns() throws {
        // No declared events: the recognizer's action runs once, as for `notebook eval` without `--events`.
        let result = LiveEvaluation.run(panHandler, dialect: .objc, request: LiveRequest(parsing: ""))
        XCTAssertNil(object(result.json)["events"], "eval --json writes events only when some were declared")
        XCTAssertEqual(object(result.json)["ran"] as? [String], ["viewDidLoad", "onPan:"])
    }

    func testEventsThatDoNotParseAreReportedWithTheirPlace() throws {
        let result = LiveEvaluation.run(panHandler, dialect: .objc, request: LiveRequest(parsing: "events=# a comment\nevents=pan (0, 0) to"))
        let errors = try XCTUnwrap(progress(result)["eventErrors"] as? [String])
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(errors[0].hasPrefix("events:2:"), errors[0])
    }

    func testAnEventNoHandlerReceivesIsADiagnosticAtItsLineInTheEvents() throws {
        let result = LiveEvaluation.run(panHandler, dialect: .objc, request: LiveRequest(parsing: "events=pan (0, 0) (1, 0)\nevents=tap missing:"))
        let diagnostics = try XCTUnwrap(object(result.json)["diagnostics"] as? [[String: Any]])
        let error = try XCTUnwrap(diagnostics.first { $0["severity"] as? String == "error" })
        XCTAssertEqual(error["file"] as? String, "events")
        XCTAssertEqual(error["line"] as? Int, 2)
        XCTAssertEqual(try XCTUnwrap(progress(result)["eventErrors"] as? [String]), [], "it parses; it is the listing that lacks the action")
    }

    // MARK: Reading results

    private func nativeLayerTransform(events text: String) -> [String: Double] {
        let declared = DeclaredEvents.parse(text, origin: SourceOrigin(file: "events"))
        let evaluation = SnippetEvaluator.evaluate(panHandler, dialect: .objc, origin: SourceOrigin(file: "<stdin>"),
                                                   options: EvaluationOptions(events: declared.events))
        return layer("self.layerView.layer", in: evaluation.jsonText())?["transform"] as? [String: Double] ?? [:]
    }

    private func object(_ json: String) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]) ?? [:]
    }

    private func layer(_ name: String, in json: String) -> [String: Any]? {
        (object(json)["layers"] as? [[String: Any]])?.first { $0["name"] as? String == name }
    }

    private func progress(_ result: (json: String, figure: String, progress: String, rendition: String)) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.progress.utf8)) as? [String: Any], result.progress)
    }
}
