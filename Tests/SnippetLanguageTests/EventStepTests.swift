import Diagnostics
import SnippetLanguage
import TransformKit
import XCTest

/// The steps of a declared event sequence that a page's strip shows (`Evaluation.eventSteps`): which are kept, their
/// captions, and the copies of the layers each left. Expected values are worked out by hand from the listing.
final class EventStepTests: XCTestCase {
    /// Moves the layer by the pan's translation at every call and marks the `ended` call with a zPosition of 7.
    private let panListing = """
        @interface ViewController ()
        @property (nonatomic, weak) IBOutlet UIView *layerView;
        @end
        @implementation ViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            [self.view addGestureRecognizer:[[UIPanGestureRecognizer alloc] initWithTarget:self action:@selector(onPan:)]];
        }
        - (void)onPan:(UIPanGestureRecognizer *)sender {
            CGPoint t = [sender translationInView:self.view];
            self.layerView.layer.transform = CATransform3DMakeTranslation(t.x, t.y, 0);
            if (sender.state == UIGestureRecognizerStateEnded) {
                self.layerView.layer.zPosition = 7;
            }
        }
        - (void)tapped:(id)sender {
            self.layerView.layer.zPosition = 3;
        }
        @end
        """

    private func run(events text: String, budget: Int = Limits.defaultStepBudget) -> Evaluation {
        let (events, diagnostics) = DeclaredEvents.parse(text, origin: SourceOrigin(file: "events"))
        XCTAssertEqual(diagnostics, [], "\(diagnostics)")
        return SnippetEvaluator.evaluate(panListing, dialect: .objc, origin: SourceOrigin(file: "listing"),
                                         options: EvaluationOptions(stepBudget: budget, events: events))
    }

    private func layer(_ evaluation: Evaluation) throws -> CALayer {
        try XCTUnwrap(evaluation.layers.first { $0.name == "self.layerView.layer" }?.layer)
    }

    func testAThreeStepPanKeepsEveryStepWithItsTranslationAndTheLayersItLeft() throws {
        let evaluation = run(events: "pan (0, 0) (10, 0) (20, 5)")
        XCTAssertFalse(evaluation.hasErrors, "\(evaluation.diagnostics)")
        let steps = evaluation.eventSteps
        XCTAssertEqual(steps.map(\.number), [1, 2, 3])
        XCTAssertEqual(steps.map(\.total), [3, 3, 3])
        XCTAssertEqual(steps.map(\.caption), ["pan 0, 0", "pan +10, 0", "pan +20, +5"])
        let original = try layer(evaluation)
        let copies = try steps.map { try XCTUnwrap($0.layers.copy(of: original)) }
        XCTAssertEqual(copies.map { $0.transform.m41 }, [0, 10, 20])
        XCTAssertEqual(copies.map { $0.transform.m42 }, [0, 0, 5])
        // The `ended` call belongs to the last step: only its copy has the zPosition it sets.
        XCTAssertEqual(copies.map(\.zPosition), [0, 0, 7])
        XCTAssertFalse(copies.contains { $0 === original }, "copies, not the listing's layer")
    }

    func testTheLastStepIsTheFinalState() throws {
        let evaluation = run(events: "pan (0, 0) (3, 4)\ntap tapped:\npan (0, 0) to (30, -40) in 3 steps")
        XCTAssertFalse(evaluation.hasErrors, "\(evaluation.diagnostics)")
        let last = try XCTUnwrap(evaluation.eventSteps.last)
        XCTAssertEqual(last.number, 7)
        let original = try layer(evaluation)
        let copy = try XCTUnwrap(last.layers.copy(of: original))
        XCTAssertEqual(copy.transform, original.transform)
        XCTAssertEqual(copy.zPosition, original.zPosition)
        XCTAssertEqual(copy.position, original.position)
        XCTAssertEqual(copy.bounds, original.bounds)
        XCTAssertTrue(last.layers.root.sublayerArray.contains { $0 === copy.superlayer || $0 === copy },
                      "the copy hangs in the copied tree of self.view.layer")
        // The tap is one step, captioned as the events block says it; the second pan numbers on from it.
        XCTAssertEqual(evaluation.eventSteps.map(\.caption),
                       ["pan 0, 0", "pan +3, +4", "tap tapped:", "pan 0, 0", "pan +10, -13.333333333333332",
                        "pan +20, -26.666666666666664", "pan +30, -40"])
        // The tap sets 3; only each pan's `ended` call sets 7.
        XCTAssertEqual(evaluation.eventSteps.map { try? XCTUnwrap($0.layers.copy(of: original)).zPosition }, [0, 7, 3, 3, 3, 3, 7])
    }

    func testASingleEventHasNoSteps() {
        XCTAssertEqual(run(events: "tap tapped:").eventSteps.count, 0)
        XCTAssertEqual(run(events: "pan (5, 5)").eventSteps.count, 0, "a pan of one translation is one step")
        XCTAssertEqual(run(events: "").eventSteps.count, 0)
    }

    func testALongPanKeepsEightEvenlySpreadStepsEndingWithTheLast() throws {
        let evaluation = run(events: "pan (0, 0) to (400, 0) in 40 steps")
        XCTAssertFalse(evaluation.hasErrors, "\(evaluation.diagnostics)")
        XCTAssertEqual(evaluation.eventSteps.map(\.number), [6, 11, 16, 21, 26, 31, 36, 41])
        XCTAssertEqual(evaluation.eventSteps.last?.caption, "pan +400, 0")
        let original = try layer(evaluation)
        XCTAssertEqual(evaluation.eventSteps.compactMap { $0.layers.copy(of: original)?.transform.m41 },
                       [50, 100, 150, 200, 250, 300, 350, 400].map { Double($0) })
    }

    func testAPanTheBudgetStopsCopiesNoMoreThanItsChosenStepsAndNoneItDidNotReach() {
        // A million steps: eight chosen, 125,001 apart; the budget stops the pan long before the first.
        let evaluation = run(events: "pan (0, 0) to (1000, 0) in 1000000 steps\npan (0, 0) (1, 1)", budget: 20_000)
        XCTAssertTrue(evaluation.diagnostics.contains { $0.id == "step-budget" }, "\(evaluation.diagnostics)")
        XCTAssertEqual(evaluation.eventSteps.count, 0)
    }

    func testStepsAreChosenEvenlyWithTheLastAlwaysIncluded() {
        XCTAssertEqual(EventStep.chosen(8, of: 42), [6, 11, 16, 21, 27, 32, 37, 42])
        XCTAssertEqual(EventStep.chosen(8, of: 3), [1, 2, 3])
        XCTAssertEqual(EventStep.chosen(8, of: 8), Array(1...8))
        XCTAssertEqual(EventStep.chosen(8, of: 0), [])
        XCTAssertEqual(EventStep.chosen(0, of: 5), [])
        XCTAssertEqual(EventStep.chosen(8, of: 9), [2, 3, 4, 5, 6, 7, 8, 9])
        XCTAssertEqual(EventStep.chosen(8, of: Int.max).last, Int.max, "no overflow for a huge sequence")
    }
}
