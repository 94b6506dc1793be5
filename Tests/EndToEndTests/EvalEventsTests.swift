import Foundation
import XCTest

/// `notebook eval --events FILE` (issue 14 item 2): the declared events replace the obvious interaction, the text
/// and the JSON say what was delivered, and a malformed events file is a located error that runs nothing.
final class EvalEventsTests: XCTestCase {
    private func run(_ files: [String: String], _ arguments: [String]) throws -> NotebookProcess.Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notebook-eval-events-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return try NotebookProcess.run(["eval"] + arguments, in: folder)
    }

    /// Each `changed` step rotates the view by 0.2 rad about the step turned 90° clockwise; one step right, (10, 0):
    /// one rotation about +y, so m11 = cos 0.2 = 0.9800665778412416 and m13 = −sin 0.2 = −0.19866933079506122
    /// (Apple's row-vector rotation about y: m11 = cos, m13 = −sin, m31 = sin, m33 = cos).
    private let listing = """
        @interface ViewController ()
        @property (nonatomic, assign) CGPoint last;
        @end
        @implementation ViewController
        - (void)viewDidLoad {
            [self.layerView addGestureRecognizer:[[UIPanGestureRecognizer alloc] initWithTarget:self action:@selector(onPan:)]];
        }
        - (void)onPan:(UIPanGestureRecognizer *)sender {
            if (sender.state != UIGestureRecognizerStateChanged) return;
            CGPoint t = [sender translationInView:nil];
            CGPoint step = CGPointMake(t.x - self.last.x, t.y - self.last.y);
            self.last = t;
            self.layerView.layer.transform = CATransform3DRotate(self.layerView.layer.transform, 0.2, -step.y, step.x, 0);
        }
        - (IBAction)reset:(id)sender {
            self.layerView.layer.transform = CATransform3DIdentity;
        }
        @end
        """

    func testDeclaredPansReplaceTheObviousInteraction() throws {
        let result = try run(["pan.m": listing, "drag.events": "pan (0, 0) (10, 0)\n"], ["--events", "drag.events", "pan.m"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("transform: [0.9800665778412416 0 -0.19866933079506122 0;"), result.stdout)
        // `reset:` is an action, but declared events replace "each action once": it does not run, and says so.
        XCTAssertTrue(result.stdout.contains("ran: viewDidLoad → onPan:\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("events:\n  pan (0, 0) (10, 0) → onPan: (3 calls)\n"), result.stdout)
        XCTAssertTrue(result.stderr.contains("warning: 'reset:' is never called; the declared events do not reach it"), result.stderr)
    }

    func testJSONHasTheEventsDelivered() throws {
        let result = try run(["pan.m": listing, "drag.events": "pan (0, 0) (10, 0)\ntap reset:\n"], ["--json", "--events", "drag.events", "pan.m"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["ran"] as? [String], ["viewDidLoad", "onPan:", "reset:"])
        let events = try XCTUnwrap(object["events"] as? [[String: Any]])
        XCTAssertEqual(events.map { $0["event"] as? String }, ["pan (0, 0) (10, 0)", "tap reset:"])
        XCTAssertEqual(events.map { $0["calls"] as? Int }, [3, 1])
        XCTAssertEqual(events.map { $0["complete"] as? Bool }, [true, true])
    }

    func testAMalformedEventsFileIsALocatedErrorAndNothingRuns() throws {
        let result = try run(["pan.m": listing, "bad.events": "pan (0, 0)\npan (1, 2\n"], ["--events", "bad.events", "pan.m"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, """
            bad.events:2:10: error: expected ')' after the point
             2 | pan (1, 2
               |          ^

            """)
    }
}
