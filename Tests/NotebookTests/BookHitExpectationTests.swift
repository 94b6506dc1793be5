import Diagnostics
import XCTest
@testable import Notebook

/// `hit (X, Y) -> VIEW` lines of an `expect` block: read with located problems, and checked with UIKit's hit test.
final class BookHitExpectationTests: XCTestCase {
    let path = "Chapters/05-3d.md"

    private func parse(_ text: String) -> (Chapter?, String) {
        let (chapter, diagnostics) = Chapter.parse(text, name: "05-3d.md", path: path, number: 5)
        return (chapter, rendered(diagnostics, file: path, text: text))
    }

    private func chapter(listing: String, swift: String? = nil, expect: String) -> String {
        var text = "# T\n\n```objc\n\(listing)\n```\n"
        if let swift { text += "\n```swift\n\(swift)\n```\n" }
        return text + "\n```expect\n\(expect)\n```\n"
    }

    func testHitLinesAreReadWithTheirPointViewAndPositions() throws {
        let text = chapter(listing: "x", expect: """
        hit (160, 240) -> self.faces[2]   # the button
        hit(1.5,-2)->nil
        hit(1, 2) = 3
        """)
        let (parsed, diagnostics) = parse(text)
        XCTAssertEqual(diagnostics, "")
        let block = try XCTUnwrap(parsed?.listings.first?.expectations)
        XCTAssertEqual(block.hits.map(\.point), [ValuePoint(160, 240), ValuePoint(1.5, -2)])
        XCTAssertEqual(block.hits.map(\.view), ["self.faces[2]", nil])
        XCTAssertEqual(block.hits.map(\.subject), ["hit (160, 240)", "hit(1.5,-2)"])
        XCTAssertEqual(block.hits.map(\.viewText), ["self.faces[2]", "nil"])
        // The `h` of `hit`, and the view's own first column for the evaluator's diagnostics.
        XCTAssertEqual(block.hits[0].location.line, 8)
        XCTAssertEqual(block.hits[0].location.column, 1)
        XCTAssertEqual(block.hits[0].viewOrigin.firstColumn, 19)
        // A listing's own function `hit` stays an ordinary expectation.
        XCTAssertEqual(block.expectations.map(\.expression), ["hit(1, 2)"])
        XCTAssertEqual(block.checkedLineCount, 3)
    }

    func testEveryBadHitLineIsALocatedError() {
        let text = chapter(listing: "x", expect: """
        hit (160) -> self.view
        hit (1, 2, 3, 4) -> self.view
        hit (1, 2) self.view
        hit (1, 2) ->
        hit (1, 2 -> self.view
        hit (1, 2) => self.view
        """)
        let (_, diagnostics) = parse(text)
        XCTAssertEqual(diagnostics, """
            Chapters/05-3d.md:8:5: error: a tuple has 2 numbers (a point or size) or 4 (a rect), not 1
             8 | hit (160) -> self.view
               |     ^~~~~
            Chapters/05-3d.md:9:5: error: a hit line takes one point of the root view, as in 'hit (160, 240) -> self.faces[2]'
             9 | hit (1, 2, 3, 4) -> self.view
               |     ^~~~~~~~~~~~
            Chapters/05-3d.md:10:12: error: expected '->' and the view the touch reaches after the point, as in 'hit (160, 240) -> self.faces[2]'
             10 | hit (1, 2) self.view
                |            ^
            Chapters/05-3d.md:11:14: error: expected the view the touch reaches after '->', or nil for none
             11 | hit (1, 2) ->
                |              ^
            Chapters/05-3d.md:12:11: error: expected ',' or ')', found '-'
             12 | hit (1, 2 -> self.view
                |           ^
            Chapters/05-3d.md:13:12: error: expected '->' and the view the touch reaches after the point, as in 'hit (160, 240) -> self.faces[2]'
             13 | hit (1, 2) => self.view
                |            ^

            """)
    }

    // MARK: - Checking

    /// Two overlapping views; `b`, added last, is asked first and takes a touch where both lie.
    private let overlapping = """
        UIView *a = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 100, 100)];
        UIView *b = [[UIView alloc] initWithFrame:CGRectMake(50, 50, 100, 100)];
        [self.view addSubview:a];
        [self.view addSubview:b];
        CALayer *layer = a.layer;
        """

    private func evaluate(_ text: String) throws -> EvaluatedListing {
        let (parsed, diagnostics) = parse(text)
        XCTAssertEqual(diagnostics, "")
        return ListingEvaluation.evaluate(try XCTUnwrap(parsed?.listings.first))
    }

    func testHoldingHitLinesPassAndShowTheReachedView() throws {
        let evaluated = try evaluate(chapter(listing: overlapping, expect: """
            hit (75, 75) -> b
            hit (10, 10) -> a
            hit (300, 400) -> self.view
            hit (-5, 10) -> nil
            """))
        XCTAssertEqual(evaluated.diagnostics.filter { $0.severity == .error }.map(\.message), [])
        XCTAssertEqual(evaluated.checks.map(\.passed), [true, true, true, true])
        XCTAssertEqual(evaluated.presentation.expectations.map(\.actual), ["b", "a", "self.view", "nil"])
        XCTAssertEqual(evaluated.presentation.figure?.svg.contains("class=\"touch-point\""), true, "the figure marks the touches")
    }

    func testAFailingHitLineNamesTheViewReachedAndTheWalk() throws {
        let text = chapter(listing: overlapping, expect: "hit (75, 75) -> a")
        let evaluated = try evaluate(text)
        XCTAssertEqual(evaluated.checks.map(\.passed), [false])
        XCTAssertEqual(rendered(evaluated.diagnostics.filter { $0.severity == .error }, file: path, text: text), """
            Chapters/05-3d.md:12:1: error: expected the touch at (75, 75) to reach a, but it reaches b
                views asked, in order: self.view (passed it on), b (took it)
             12 | hit (75, 75) -> a
                | ^~~~~~~~~~~~

            """)
        let none = try evaluate(chapter(listing: overlapping, expect: "hit (-5, 10) -> a"))
        XCTAssertEqual(none.checks.first?.message, """
            expected the touch at (-5, 10) to reach a, but it reaches no view
              views asked, in order: self.view (the point is outside it)
            """)
    }

    func testAViewNestedDeepIsNamedByItsFirstAndLastParts() {
        let deep = "self.view" + String(repeating: ".subviews[0]", count: 40)
        XCTAssertEqual(HitExpectationCheck.describedName(deep), "self.view.subviews[0] … 37 more parts … subviews[0].subviews[0]")
        // Names up to the limit are shown whole, however many parts they have.
        let shallow = "self.view" + String(repeating: ".subviews[0]", count: 5)
        XCTAssertEqual(HitExpectationCheck.describedName(shallow), shallow)
        XCTAssertEqual(HitExpectationCheck.describedName("self.faces[5]"), "self.faces[5]")
        // A long name of few parts has nothing to leave out.
        let wide = "self." + String(repeating: "x", count: 100)
        XCTAssertEqual(HitExpectationCheck.describedName(wide), wide)
    }

    func testAViewThatIsNotAViewIsALocatedError() throws {
        let text = chapter(listing: overlapping, expect: "hit (75, 75) -> layer\nhit (75, 75) -> c")
        let evaluated = try evaluate(text)
        XCTAssertEqual(evaluated.checks.map(\.passed), [false, false])
        let errors = evaluated.diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(errors.map(\.location.line), [12, 13])
        XCTAssertEqual(errors.map(\.location.column), [17, 17])
        XCTAssertEqual(errors.first?.message, "'layer' is a layer; a touch reaches a view (name the view, without '.layer')")
        XCTAssertTrue(errors[1].message.contains("'c'"), errors[1].message)
    }

    func testTwinsThatSendATouchToDifferentViewsFail() throws {
        let swift = """
            let a = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let b = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
            view.addSubview(b)
            view.addSubview(a)
            let layer = a.layer
            """
        let evaluated = try evaluate(chapter(listing: overlapping, swift: swift, expect: "hit (75, 75) -> b"))
        let failures = evaluated.checks.filter { !$0.passed }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures[0].message.hasPrefix("expected the touch at (75, 75) to reach b, but it reaches a in the Swift version"),
                      failures[0].message)
    }

    func testHitLinesOfAListingThatFailsAreNotChecked() throws {
        let evaluated = try evaluate(chapter(listing: "CGFloat x = 1e400;", expect: "hit (1, 1) -> nil\nx = 1"))
        XCTAssertEqual(evaluated.checks.map(\.notChecked), [2])
        XCTAssertEqual(evaluated.presentation.expectations.map(\.actual), ["not checked", "not checked"])
    }
}
