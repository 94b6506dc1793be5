import Diagnostics
import XCTest
@testable import Notebook

/// A listing whose declared events have more than one step shows them under its figure: a strip of small panels,
/// each captioned with its step and event; the last panel is the state the main figure shows.
final class EventStripTests: XCTestCase {
    private let path = "Chapters/07-drag.md"

    private let listing = """
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
            self.layerView.layer.transform = CATransform3DMakeRotation(t.x / 100, 0, 1, 0);
        }
        - (void)tapped:(id)sender {
            self.layerView.layer.transform = CATransform3DMakeRotation(0.5, 1, 0, 0);
        }
        @end
        """

    private func evaluate(events: String) throws -> EvaluatedListing {
        let text = "# Drag\n\n```events\n\(events)\n```\n\n```objc id=drag\n\(listing)\n```\n"
        let (chapter, diagnostics) = Chapter.parse(text, name: "07-drag.md", path: path, number: 7)
        XCTAssertEqual(rendered(diagnostics, file: path, text: text), "")
        let evaluated = ListingEvaluation.evaluate(try XCTUnwrap(chapter?.listings.first))
        XCTAssertEqual(evaluated.diagnostics.filter { $0.severity == .error }.map(\.message), [])
        return evaluated
    }

    /// The `points` of every `class="layer highlighted"` polygon in `markup`.
    private func highlightedOutlines(_ markup: String) -> [String] {
        markup.split(separator: "\n").filter { $0.contains(" class=\"layer highlighted\"") }.compactMap { line in
            guard let start = line.range(of: "points=\"") else { return nil }
            let rest = line[start.upperBound...]
            return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
        }
    }

    func testAThreeStepPanShowsThreeCaptionedPanelsTheLastBeingTheFigure() throws {
        let evaluated = try evaluate(events: "pan (0, 0) (10, 0) (25, -5)")
        let figure = try XCTUnwrap(evaluated.presentation.figure)
        XCTAssertEqual(figure.steps.map(\.number), [1, 2, 3])
        XCTAssertEqual(figure.steps.map(\.caption), ["pan 0, 0", "pan +10, 0", "pan +25, -5"])
        let html = ListingMarkup.html(for: evaluated.presentation)
        XCTAssertEqual(html.components(separatedBy: "<li class=\"event-step\">").count - 1, 3)
        XCTAssertTrue(html.contains("<span class=\"event-step-number\">2/3</span> <code>pan +10, 0</code>"), html)
        XCTAssertTrue(html.contains("the declared events, every step, each with the layers as it left them."))
        XCTAssertTrue(html.contains("aria-label=\"Steps of Figure 7.1\""))
        // The strip sits inside the figure, after its drawing and before its caption.
        let strip = try XCTUnwrap(html.range(of: "<div class=\"event-strip\">"))
        XCTAssertLessThan(try XCTUnwrap(html.range(of: "<div class=\"figure-body\">")).lowerBound, strip.lowerBound)
        XCTAssertLessThan(strip.upperBound, try XCTUnwrap(html.range(of: "<figcaption class=\"figure-caption\">")).lowerBound)

        let main = highlightedOutlines(figure.svg)
        XCTAssertEqual(main.count, 1)
        XCTAssertEqual(highlightedOutlines(figure.steps[2].svg), main, "the last panel is the final state")
        XCTAssertNotEqual(highlightedOutlines(figure.steps[1].svg), main, "an earlier panel is an earlier state")
        XCTAssertEqual(Set(figure.steps.map { highlightedOutlines($0.svg)[0] }).count, 3)
    }

    func testASingleEventGetsNoStrip() throws {
        let evaluated = try evaluate(events: "tap tapped:")
        let figure = try XCTUnwrap(evaluated.presentation.figure)
        XCTAssertEqual(figure.steps.count, 0)
        XCTAssertFalse(ListingMarkup.html(for: evaluated.presentation).contains("event-strip"))
    }

    func testALongSequenceShowsEightStepsEndingWithTheLast() throws {
        let evaluated = try evaluate(events: "tap tapped:\npan (0, 0) to (100, 0) in 20 steps")
        let figure = try XCTUnwrap(evaluated.presentation.figure)
        XCTAssertEqual(figure.steps.map(\.number), [3, 6, 9, 11, 14, 17, 20, 22])
        XCTAssertEqual(figure.steps.last?.caption, "pan +100, 0")
        XCTAssertEqual(highlightedOutlines(try XCTUnwrap(figure.steps.last).svg), highlightedOutlines(figure.svg))
        XCTAssertTrue(ListingMarkup.html(for: evaluated.presentation).contains("8 of its 22 steps, evenly spread"))
    }
}
