import Foundation
import XCTest

/// `hit (X, Y) -> VIEW` lines through the real binary: the cube chapter's touch-event listings check where a tap on
/// face 3's button goes, and a wrong one is a located error of `verify` and `eval`.
final class HitExpectationEndToEndTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testTheCubeChaptersTouchListingsHoldInPlace() throws {
        let problem = try NotebookProcess.run(["eval", "Chapters/05-solid-objects.md#cube-single-sided"], in: Self.repository)
        XCTAssertEqual(problem.status, 0, problem.stderr)
        XCTAssertTrue(problem.stdout.contains("(#listing-cube-single-sided): 6 passed, 0 failed"), problem.stdout)
        let fix = try NotebookProcess.run(["eval", "--json", "Chapters/05-solid-objects.md#cube-touch-fix"], in: Self.repository)
        XCTAssertEqual(fix.status, 0, fix.stderr)
        // Three hit lines, two values and the twins, all holding.
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(fix.stdout.utf8)) as? [String: Any])
        let verification = try XCTUnwrap(json["verification"] as? [String: Any])
        XCTAssertEqual(verification["passed"] as? Int, 6)
        XCTAssertEqual(verification["failed"] as? Int, 0)
        let subjects = (verification["checks"] as? [[String: Any]] ?? []).compactMap { $0["subject"] as? String }
        XCTAssertEqual(subjects.filter { $0.hasPrefix("hit") }, ["hit (125, 150)", "hit (195, 165)", "hit (160, 400)"])
    }

    func testAWrongHitLineIsALocatedErrorNamingTheViewReached() throws {
        let book = try Fixtures.copy("failed-expectation")
        let chapter = """
            # Touches

            ```objc
            UIView *back = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 100, 100)];
            UIView *front = [[UIView alloc] initWithFrame:CGRectMake(50, 50, 100, 100)];
            [self.view addSubview:back];
            [self.view addSubview:front];
            ```

            ```expect
            hit (75, 75) -> front
            hit (75, 75) -> back
            hit (75, 75) => back
            ```

            """
        try Data(chapter.utf8).write(to: book.appendingPathComponent("Chapters/01-wrong.md"))
        let bad = try NotebookProcess.run(["verify"], in: book)
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(bad.stderr.contains("Chapters/01-wrong.md:13:14: error: expected '->' and the view the touch reaches after the point"),
                      bad.stderr)
        // Once the line is spelt right, the wrong view is reported with the one reached and the views asked.
        try Data(chapter.replacingOccurrences(of: "=> back", with: "-> nil").utf8)
            .write(to: book.appendingPathComponent("Chapters/01-wrong.md"))
        let verify = try NotebookProcess.run(["verify"], in: book)
        XCTAssertEqual(verify.status, 1)
        XCTAssertEqual(verify.stdout, "1 passed, 2 failed\n")
        XCTAssertEqual(verify.stderr.split(separator: "\n").filter { $0.hasPrefix("Chapters/") || $0.hasPrefix("    views") }.map(String.init), [
            "Chapters/01-wrong.md:12:1: error: expected the touch at (75, 75) to reach back, but it reaches front",
            "    views asked, in order: self.view (passed it on), front (took it)",
            "Chapters/01-wrong.md:13:1: error: expected the touch at (75, 75) to reach no view, but it reaches front",
            "    views asked, in order: self.view (passed it on), front (took it)",
        ])
        let eval = try NotebookProcess.run(["eval", "Chapters/01-wrong.md#listing-1.1"], in: book)
        XCTAssertEqual(eval.status, 1)
        XCTAssertTrue(eval.stdout.contains("1 passed, 2 failed") || eval.stderr.contains("1 passed, 2 failed"), eval.stdout + eval.stderr)
    }
}
