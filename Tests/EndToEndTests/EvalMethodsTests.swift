import Foundation
import XCTest

/// `notebook eval` runs every method UIKit would call (issue 14 item 1): the handlers of seed 004's notes run and
/// are listed, an error inside `touchesEnded:withEvent:` is located, a method nothing calls is a warning.
final class EvalMethodsTests: XCTestCase {
    private func run(_ name: String, _ source: String, json: Bool = false) throws -> NotebookProcess.Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notebook-eval-methods-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        try source.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        return try NotebookProcess.run(["eval"] + (json ? ["--json"] : []) + [name], in: folder)
    }

    // Seed 004: two button handlers, neither called by the listing itself.
    private let handlers = """
        - (IBAction)rotationClick:(id)sender {
            CGAffineTransform transform = CGAffineTransformMakeRotation(M_PI_4);
            self.layerView.layer.affineTransform = transform;
        }

        - (IBAction)YRotationClick:(id)sender {
            CATransform3D transform = CATransform3DMakeRotation(M_PI_4, 0, 1, 0);
            self.layerView.layer.transform = transform;
        }
        """

    func testTheHandlersRunInSourceOrderAndTheTextSaysSo() throws {
        let result = try run("handlers.m", handlers)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("ran: rotationClick: → YRotationClick:\n"), result.stdout)
        // The second handler's transform is the final state: a rotation about y leaves m11 = cos 45°.
        XCTAssertTrue(result.stdout.contains("transform: [0.7071067811865476 0 -0.7071067811865475 0;"), result.stdout)
    }

    func testJSONListsWhatRanBetweenLayersAndDiagnostics() throws {
        let result = try run("handlers.m", handlers, json: true)
        XCTAssertEqual(result.status, 0, result.stderr)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["ran"] as? [String], ["rotationClick:", "YRotationClick:"])
        let keys = ["\"dialect\"", "\"variables\"", "\"layers\"", "\"ran\"", "\"diagnostics\""].map { result.stdout.range(of: $0)?.lowerBound }
        XCTAssertFalse(keys.contains(nil), result.stdout)
        XCTAssertEqual(keys.compactMap { $0 }, keys.compactMap { $0 }.sorted(), "keys in eval-json order, 'ran' before 'diagnostics'")
    }

    func testAnUndeclaredIdentifierInsideTouchesEndedIsALocatedError() throws {
        let result = try run("touch.m", """
            - (void)touchesEnded:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event
            {
                CALayer * layer = [CALayer layer];
                layer.frame = CGRectMake(0, 0, 320, 240);
                layer.position = self.view.center;
                [self.view.layer addSublayer:layer];
                layer.zPosition = undeclared;
            }
            """)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("touch.m:7:23: error: use of undeclared identifier 'undeclared'"), result.stderr)
        XCTAssertTrue(result.stdout.contains("ran: touchesEnded:withEvent:"), result.stdout)
    }

    func testSwiftLifecycleAndActionsRunAndAnUncalledHelperIsAWarning() throws {
        let result = try run("vc.swift", """
            class ViewController: UIViewController {
                @IBOutlet weak var layerView: UIView!

                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    layerView.layer.zPosition = 2
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    layerView.layer.zPosition = 1
                }

                @IBAction func rotationClick(_ sender: Any) {
                    layerView.layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 4))
                }

                func helper() {
                }
            }
            """)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("ran: viewDidLoad() → viewDidAppear(_:) → rotationClick(_:)\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("zPosition: 2"), result.stdout)
        XCTAssertTrue(result.stderr.contains(
            "vc.swift:18:10: warning: 'helper()' is never called; notebook runs lifecycle methods, actions and touch handlers"), result.stderr)
    }
}
