import Diagnostics
import SnippetLanguage
import TransformKit
import XCTest
@testable import Notebook

/// The options a live cell sends to the WebAssembly module (`key=value` lines), and what the module's evaluation
/// does with them; the module compiles these same files (scripts/build-wasm.sh).
final class LiveRequestTests: XCTestCase {
    private let rotatedFrame = """
        @interface ViewController ()
        @property (nonatomic, weak) IBOutlet UIView *layerView;
        @end
        @implementation ViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            CGRect before = self.layerView.frame;
            self.layerView.transform = CGAffineTransformMakeRotation(M_PI / 6);
            CGRect after = self.layerView.frame;
        }
        @end
        """

    func testDefaultsWhenNoOptionIsGiven() {
        let request = LiveRequest(parsing: "")
        XCTAssertEqual(request.file, "<stdin>")
        XCTAssertEqual(request.scene, "")
        XCTAssertNil(request.stopAfterStatements)
        XCTAssertTrue(request.expectations.isEmpty)
        XCTAssertEqual(request.marks, "")
        XCTAssertEqual(LiveRequest(parsing: "marks=anchor line:x=160").marks, "anchor line:x=160")
    }

    func testSceneLinesAreJoinedInOrder() {
        let request = LiveRequest(parsing: "scene=root: 0 0 800 600\nfigure=1\nscene=layerView: 10 20 200 100 in root\n")
        XCTAssertEqual(request.scene, "root: 0 0 800 600\nlayerView: 10 20 200 100 in root")
        XCTAssertTrue(request.drawsFigure)
    }

    func testStopAcceptsOnlyCountsOfAtLeastZero() {
        XCTAssertEqual(LiveRequest(parsing: "stop=3").stopAfterStatements, 3)
        XCTAssertEqual(LiveRequest(parsing: "stop=0").stopAfterStatements, 0)
        XCTAssertNil(LiveRequest(parsing: "stop=-1").stopAfterStatements)
        XCTAssertNil(LiveRequest(parsing: "stop=two").stopAfterStatements)
    }

    func testExpectationsKeepTheirEqualsSigns() {
        let request = LiveRequest(parsing: "expect=a == b\nexpect=t.tx")
        XCTAssertEqual(request.expectations.map(\.expression), ["a == b", "t.tx"])
        XCTAssertEqual(request.expectations.map(\.time), [nil, nil])
    }

    func testTimedExpectationsCarryTheirTimeInOrder() {
        let request = LiveRequest(parsing: "expect=a\nexpect-at=2.5 layer.transform.m11\nexpect-at=soon b\nexpect-at=inf c")
        XCTAssertEqual(request.expectations.map(\.expression), ["a", "layer.transform.m11", "soon b", "inf c"])
        XCTAssertEqual(request.expectations.map(\.time), [nil, 2.5, nil, nil], "a time that is not a finite number is not a time")
    }

    func testAHitExpectationSaysWhetherTheTouchReachesTheNamedView() throws {
        let source = """
            UIView *back = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 100, 100)];
            UIView *front = [[UIView alloc] initWithFrame:CGRectMake(50, 50, 100, 100)];
            [self.view addSubview:back];
            [self.view addSubview:front];
            """
        let request = LiveRequest(parsing: "expect-hit=75 75 front\nexpect-hit=75 75 back\nexpect-hit=300 400 nil\nexpect-hit=1 x back")
        XCTAssertEqual(request.expectations.map { $0.hitPoint?.x }, [75, 75, 300, nil], "'1 x' is not a point")
        let result = LiveEvaluation.run(source, dialect: .objc, request: request)
        let expectations = try XCTUnwrap(try progress(result)["expectations"] as? [[String: Any]])
        let hits = expectations.map { $0["hit"] as? [String: Any] }
        XCTAssertEqual(hits[0]?["holds"] as? Bool, true, "front lies above back where they overlap")
        XCTAssertEqual(hits[1]?["holds"] as? Bool, false)
        XCTAssertEqual(hits[1]?["reached"] as? String, "front")
        XCTAssertEqual(hits[2]?["holds"] as? Bool, false, "the root view takes a touch no subview takes")
        XCTAssertNotNil(expectations[3]["error"], "a malformed point is evaluated as an expression, and fails")
    }

    func testATimedExpectationReadsThePresentationValue() throws {
        let source = """
            CALayer *layer = [CALayer layer];
            CABasicAnimation *spin = [CABasicAnimation animationWithKeyPath:@"opacity"];
            spin.fromValue = @0.0;
            spin.toValue = @1.0;
            spin.duration = 2;
            [layer addAnimation:spin forKey:@"fade"];
            """
        let result = LiveEvaluation.run(source, dialect: .objc, request: LiveRequest(parsing: "expect=layer.opacity\nexpect-at=1 layer.opacity"))
        let expectations = try XCTUnwrap(try progress(result)["expectations"] as? [[String: Any]])
        XCTAssertEqual((expectations[0]["value"] as? [String: Any])?["value"] as? Double, 1, "the model value")
        XCTAssertEqual((expectations[1]["value"] as? [String: Any])?["value"] as? Double, 0.5, "halfway through a linear fade")
    }

    func testTheSceneOfTheRequestPlacesTheOutlets() throws {
        let placed = LiveEvaluation.run(rotatedFrame, dialect: .objc, request: LiveRequest(parsing: "scene=layerView: 10 20 200 100"))
        let unplaced = LiveEvaluation.run(rotatedFrame, dialect: .objc, request: LiveRequest(parsing: ""))
        let before = try XCTUnwrap(variable("before", in: placed.json))
        XCTAssertEqual(before["width"] as? Double, 200)
        XCTAssertEqual(before["x"] as? Double, 10)
        XCTAssertEqual(before["height"] as? Double, 100)
        XCTAssertEqual(variable("before", in: unplaced.json)?["height"] as? Double, 200, "the default scene's 200 × 200")
        XCTAssertEqual(try progress(placed)["sceneErrors"] as? [String], [])
    }

    func testABadSceneIsReportedNotIgnored() throws {
        let result = LiveEvaluation.run(rotatedFrame, dialect: .objc, request: LiveRequest(parsing: "scene=layerView: 1 2 three 4"))
        let errors = try XCTUnwrap(progress(result)["sceneErrors"] as? [String])
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(errors[0].contains("'three' is not a number"), errors[0])
    }

    func testStopEndsAfterThatManyStatementsAndSaysWhere() throws {
        let full = try progress(LiveEvaluation.run(rotatedFrame, dialect: .objc, request: LiveRequest(parsing: "")))
        XCTAssertEqual(full["statements"] as? Int, 4)
        XCTAssertEqual(full["stopped"] as? Bool, false)
        XCTAssertEqual(full["line"] as? Int, 9)

        let second = LiveEvaluation.run(rotatedFrame, dialect: .objc, request: LiveRequest(parsing: "stop=2"))
        let stopped = try progress(second)
        XCTAssertEqual(stopped["statements"] as? Int, 2)
        XCTAssertEqual(stopped["stopped"] as? Bool, true)
        XCTAssertEqual(stopped["line"] as? Int, 7)
        XCTAssertNotNil(variable("before", in: second.json))
        XCTAssertNil(variable("after", in: second.json), "the statement after the stop did not run")
        XCTAssertTrue(try diagnostics(second.json).isEmpty, "a stop is not an error")

        let none = try progress(LiveEvaluation.run(rotatedFrame, dialect: .objc, request: LiveRequest(parsing: "stop=0")))
        XCTAssertEqual(none["statements"] as? Int, 0)
        XCTAssertTrue(none["line"] is NSNull)
    }

    func testTheFigureOfAStepShowsTheStateAtThatStep() {
        // Statement 2 reads the frame (the layer is in the figure), statement 3 rotates it.
        let first = LiveEvaluation.run(rotatedFrame, dialect: .objc, request: LiveRequest(parsing: "figure=1\nstop=2"))
        let last = LiveEvaluation.run(rotatedFrame, dialect: .objc, request: LiveRequest(parsing: "figure=1\nstop=3"))
        XCTAssertTrue(first.figure.contains("<svg"), first.figure)
        XCTAssertNotEqual(first.figure, last.figure, "the rotation (statement 3) changes the figure")
    }

    func testTheRenditionComesWithTheFigureAndFollowsTheSteps() {
        let first = LiveEvaluation.run(rotatedFrame, dialect: .objc, request: LiveRequest(parsing: "figure=1\nid=cell\nstop=2"))
        let last = LiveEvaluation.run(rotatedFrame, dialect: .objc, request: LiveRequest(parsing: "figure=1\nid=cell"))
        XCTAssertTrue(last.rendition.hasPrefix("<div class=\"live-rendition\" id=\"cell-layers-live\""), last.rendition)
        XCTAssertTrue(last.rendition.contains("<button type=\"button\" class=\"play\""), "the rotated layer plays")
        XCTAssertFalse(first.rendition.contains("class=\"play\""), "before the rotation nothing moves: \(first.rendition)")
        XCTAssertTrue(first.rendition.contains("class=\"live-rendition\""), first.rendition)
        XCTAssertEqual(LiveEvaluation.run(rotatedFrame, dialect: .objc, request: LiveRequest(parsing: "")).rendition, "",
                       "no figure asked for, no rendition")
        XCTAssertEqual(LiveEvaluation.run("int x = ;", dialect: .objc, request: LiveRequest(parsing: "figure=1")).rendition, "",
                       "a listing with errors has no figure, as in the build")
    }

    func testTheRenditionIsTheOneTheBuildWritesForTheSameListing() throws {
        let result = LiveEvaluation.run(rotatedFrame, dialect: .objc, request: LiveRequest(parsing: "figure=1\nid=figure-a\nmarks=anchor"))
        let evaluation = SnippetEvaluator.evaluate(rotatedFrame, dialect: .objc, origin: SourceOrigin(file: "<stdin>"))
        let planned = EvaluationFigures.planned(for: evaluation, idPrefix: "figure-a", title: nil, platform: .iOS, marks: [.anchor])
        XCTAssertEqual(result.rendition, try XCTUnwrap(EvaluationFigures.rendition(of: planned)))
        XCTAssertEqual(result.figure, EvaluationFigures.svg(of: planned))
    }

    func testTheMarksOfTheRequestAreDrawnAndABadOneIsReported() throws {
        let marked = LiveEvaluation.run(rotatedFrame, dialect: .objc, request: LiveRequest(parsing: "figure=1\nmarks=anchor"))
        let plain = LiveEvaluation.run(rotatedFrame, dialect: .objc, request: LiveRequest(parsing: "figure=1"))
        XCTAssertTrue(marked.figure.contains("mark-anchor"), "the anchor mark is drawn")
        XCTAssertFalse(plain.figure.contains("mark-anchor"))
        XCTAssertEqual(try progress(marked)["markErrors"] as? [String], [])
        XCTAssertEqual(try progress(plain)["markErrors"] as? [String], [], "no marks line: no marks, no error")
        let bad = LiveEvaluation.run(rotatedFrame, dialect: .objc, request: LiveRequest(parsing: "figure=1\nmarks=anchr"))
        let errors = try XCTUnwrap(progress(bad)["markErrors"] as? [String])
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(errors[0].contains("anchr"), errors[0])
    }

    func testHitPointsAreReadAndBadOnesReported() {
        let request = LiveRequest(parsing: "hit=125.0 150.5\nhit=-3 1e2")
        XCTAssertEqual(request.hits.map { [$0.x, $0.y] }, [[125, 150.5], [-3, 100]])
        XCTAssertEqual(request.figureErrors, [])
        let bad = LiveRequest(parsing: "hit=1\nhit=1 two\nhit=inf 1\nhit=1  2")
        XCTAssertTrue(bad.hits.isEmpty)
        XCTAssertEqual(bad.figureErrors, ["hit=1: expected two numbers, `X Y`", "hit=1 two: expected two numbers, `X Y`",
                                          "hit=inf 1: expected two numbers, `X Y`", "hit=1  2: expected two numbers, `X Y`"])
    }

    func testBadFigureOptionsAreReportedInTheProgress() throws {
        let result = LiveEvaluation.run(rotatedFrame, dialect: .objc, request: LiveRequest(parsing: "figure=1\nhit=here"))
        XCTAssertEqual(try progress(result)["figureErrors"] as? [String], ["hit=here: expected two numbers, `X Y`"])
        let good = LiveEvaluation.run(rotatedFrame, dialect: .objc, request: LiveRequest(parsing: "figure=1"))
        XCTAssertEqual(try progress(good)["figureErrors"] as? [String], [])
    }

    func testTheTitleHitPointsAndIdsDrawTheBuildsFigure() throws {
        let result = LiveEvaluation.run(rotatedFrame, dialect: .objc,
                                        request: LiveRequest(parsing: "figure=1\nid=figure-b\ntitle=A & B\nhit=100 100\nhit=5 5"))
        let evaluation = SnippetEvaluator.evaluate(rotatedFrame, dialect: .objc, origin: SourceOrigin(file: "<stdin>"))
        let touches = [TransformKit.CGPoint(x: 100, y: 100), TransformKit.CGPoint(x: 5, y: 5)]
        let planned = EvaluationFigures.planned(for: evaluation, idPrefix: "figure-b", title: "A & B", platform: .iOS,
                                                touchPoints: EvaluationFigures.touchPoints(of: [], adding: touches))
        XCTAssertEqual(result.figure, EvaluationFigures.svg(of: planned))
        XCTAssertTrue(result.figure.contains("A &amp; B"), "the title, escaped")
        let untouched = LiveEvaluation.run(rotatedFrame, dialect: .objc, request: LiveRequest(parsing: "figure=1\nid=figure-b\ntitle=A & B"))
        XCTAssertNotEqual(result.figure, untouched.figure, "the hit points are drawn as touches")
    }

    /// The page sends the times the listing's expectations read (`time` lines, from the rows' `data-at`), so the
    /// figure outlines the animated layer at them as the build's does, whether or not the expectations are sent.
    func testTimesOutlineTheAnimatedLayersAsTheBuildsFigureDoes() throws {
        let spin = """
            CABasicAnimation *spin = [CABasicAnimation animationWithKeyPath:@"transform.rotation.z"];
            spin.fromValue = @0;
            spin.toValue = @(M_PI);
            spin.duration = 2;
            [self.layerView.layer addAnimation:spin forKey:@"spin"];
            """
        let request = LiveRequest(parsing: "figure=1\nid=figure-s\ntime=0.5\ntime=1.25\ntime=0.5")
        XCTAssertEqual(request.times, [0.5, 1.25, 0.5])
        let result = LiveEvaluation.run(spin, dialect: .objc, request: request)
        let evaluation = SnippetEvaluator.evaluate(spin, dialect: .objc, origin: SourceOrigin(file: "<stdin>"))
        XCTAssertFalse(evaluation.hasErrors, "\(evaluation.diagnostics)")
        let planned = EvaluationFigures.planned(for: evaluation, idPrefix: "figure-s", title: nil, platform: .iOS,
                                                touchPoints: [], askedTimes: [0.5, 1.25])
        XCTAssertEqual(result.figure, EvaluationFigures.svg(of: planned))
        let untimed = LiveEvaluation.run(spin, dialect: .objc, request: LiveRequest(parsing: "figure=1\nid=figure-s"))
        XCTAssertNotEqual(result.figure, untimed.figure, "the layer is outlined at the asked times")
        let bad = LiveRequest(parsing: "time=soon\ntime=nan\ntime=2")
        XCTAssertEqual(bad.times, [2])
        XCTAssertEqual(bad.figureErrors, ["time=soon: expected a number of seconds", "time=nan: expected a number of seconds"])
    }

    func testExpectationsAreEvaluatedAgainstTheFinalState() throws {
        let result = LiveEvaluation.run(rotatedFrame, dialect: .objc,
                                        request: LiveRequest(parsing: "scene=layerView: 10 20 200 100\nexpect=after.size.width\nexpect=nothing.here"))
        let expectations = try XCTUnwrap(progress(result)["expectations"] as? [[String: Any]])
        XCTAssertEqual(expectations.count, 2)
        let width = try XCTUnwrap((expectations[0]["value"] as? [String: Any])?["value"] as? Double)
        XCTAssertEqual(width, 200 * cos(Double.pi / 6) + 100 * sin(Double.pi / 6), accuracy: 1e-9)
        XCTAssertNotNil(expectations[1]["error"] as? String)
    }

    func testMessagesAreQuotedAsJSONStrings() throws {
        let quoted = LiveEvaluation.jsonString("a \"b\"\\\n\u{1}")
        let decoded = try JSONSerialization.jsonObject(with: Data("[\(quoted)]".utf8)) as? [String]
        XCTAssertEqual(decoded, ["a \"b\"\\\n\u{1}"])
    }

    // MARK: Reading results

    private func progress(_ result: (json: String, figure: String, progress: String, rendition: String)) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.progress.utf8)) as? [String: Any], result.progress)
    }

    private func variable(_ name: String, in json: String) -> [String: Any]? {
        let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        return (object?["variables"] as? [String: Any])?[name] as? [String: Any]
    }

    private func diagnostics(_ json: String) throws -> [Any] {
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return try XCTUnwrap(object["diagnostics"] as? [Any])
    }
}
