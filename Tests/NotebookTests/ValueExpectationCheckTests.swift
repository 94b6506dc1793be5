import Diagnostics
import XCTest
@testable import Notebook

/// `EXPR = VALUE` lines of an `expect` block checked against the listing's final state: each of the four outcomes
/// (holds, differs, does not evaluate, cannot be compared) as its check, its diagnostic and its row on the page.
final class ValueExpectationCheckTests: XCTestCase {
    let path = "Chapters/02-rotation.md"
    let listing = """
        CGAffineTransform t = CGAffineTransformMakeRotation(M_PI / 6);
        self.layerView.layer.affineTransform = t;
        """

    private func evaluate(_ expect: String) throws -> (EvaluatedListing, text: String) {
        let text = "# T\n\n```objc\n\(listing)\n```\n\n```expect\n\(expect)\n```\n"
        let (chapter, diagnostics) = Chapter.parse(text, name: "02-rotation.md", path: path, number: 2)
        XCTAssertEqual(rendered(diagnostics, file: path, text: text), "")
        return (ListingEvaluation.evaluate(try XCTUnwrap(chapter?.listings.first)), text)
    }

    func testAHoldingLinePassesAndItsRowShowsOnlyAToleranceOfItsOwn() throws {
        let (evaluated, _) = try evaluate("t.a = 0.8660254037844387\nt.b = 0.49 ± 0.02")
        XCTAssertEqual(evaluated.checks.map(\.passed), [true, true])
        XCTAssertEqual(evaluated.diagnostics.filter { $0.severity == .error }.count, 0)
        XCTAssertEqual(evaluated.presentation.expectations.map(\.expected), ["0.8660254037844387", "0.49 ± 0.02"])
        XCTAssertEqual(evaluated.presentation.expectations.map(\.passed), [true, true])
    }

    func testADifferingLineIsAnErrorAtItsExpression() throws {
        let (evaluated, text) = try evaluate("t.a = 0.5")
        XCTAssertEqual(evaluated.checks.map(\.passed), [false])
        XCTAssertEqual(evaluated.diagnostics.map(\.id), ["expect.failed"])
        XCTAssertEqual(rendered(evaluated.diagnostics, file: path, text: text), """
            Chapters/02-rotation.md:9:1: error: expected t.a = 0.5, got 0.8660254037844387
             9 | t.a = 0.5
               | ^~~

            """)
        XCTAssertEqual(evaluated.presentation.expectations.first?.passed, false)
    }

    func testALineThatDoesNotEvaluateShowsTheErrorInItsRow() throws {
        let (evaluated, _) = try evaluate("nothing = 3")
        XCTAssertEqual(evaluated.diagnostics.map(\.id), ["expect.cannot-evaluate"])
        XCTAssertEqual(evaluated.checks.map(\.message), ["cannot evaluate nothing: use of undeclared identifier 'nothing'"])
        XCTAssertEqual(evaluated.presentation.expectations.map(\.actual), ["error: use of undeclared identifier 'nothing'"])
    }

    func testAValueExpectationsCannotStateIsNotCompared() throws {
        let (evaluated, _) = try evaluate("self.layerView = 4")
        XCTAssertEqual(evaluated.diagnostics.map(\.id), ["expect.not-comparable"])
        XCTAssertEqual(evaluated.checks.map(\.message),
                       ["expected self.layerView = 4, got self.layerView, which cannot be compared"])
        XCTAssertEqual(evaluated.presentation.expectations.map(\.actual), ["self.layerView"])
        XCTAssertEqual(evaluated.presentation.expectations.map(\.passed), [false])
    }
}
