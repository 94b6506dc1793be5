import Diagnostics
import XCTest
@testable import Notebook

/// `UnclosedFence` reads a block's lines as bytes: where the fence run starts (after indentation and block quote
/// markers) is its column, and what follows the run decides whether the line meant to open the next block.
final class UnclosedFenceTests: XCTestCase {
    /// Line, column and length of each unclosed-fence error of `text` as a chapter.
    private func unclosedFences(_ text: String) -> [[Int]] {
        let (_, diagnostics) = Chapter.parse(text, name: "a.md", path: "a.md", number: 1)
        return diagnostics.filter { $0.id == "markdown.fence-not-closed" }
            .map { [$0.location.line, $0.location.column, $0.length] }
    }

    func testAnOpeningFenceInsideTheBlockIsBlamedAtItsColumn() {
        XCTAssertEqual(unclosedFences("# T\n\n```objc\nx = 1;\n```expect\nx == 1\n```\n"), [[5, 1, 3]])
        XCTAssertEqual(unclosedFences("# T\n\n> ```objc\n> x = 1;\n>  ````swift\n"), [[5, 4, 4]])
        XCTAssertEqual(unclosedFences("# T\n\n~~~objc\nx = 1;\n  ~~~~ swift\n~~~\n"), [[5, 3, 4]])
    }

    func testWhatFollowsTheRunMayBeAnyScalar() {
        // Past the ASCII run, a scalar of several bytes is text after the fence all the same.
        XCTAssertEqual(unclosedFences("# T\n\n```objc\n// é\n```é\n```\n"), [[5, 1, 3]])
        XCTAssertEqual(unclosedFences("# T\n\n```objc\n// é ```objc\n```\n"), [])
    }

    func testABlockRunningToTheEndIsBlamedAtItsOpening() {
        XCTAssertEqual(unclosedFences("# T\n\n  ````objc\nx = 1;\n```\n"), [[3, 3, 4]])
        XCTAssertEqual(unclosedFences("# T\n\n```objc\nx = 1;\n```\n"), [])
        XCTAssertEqual(unclosedFences("# T\n\n```objc\nx = 1;\n   ```   \n"), [])
    }
}
