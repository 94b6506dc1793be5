import Diagnostics
import SnippetLanguage
import XCTest
@testable import Notebook

/// `step-budget`, `max-listings-per-chapter` and `max-page-bytes` in `notebook.toml`.
final class BookLimitsConfigurationTests: XCTestCase {
    private func parse(_ text: String) -> (BookConfiguration?, String) {
        let (configuration, diagnostics) = BookConfiguration.parse(text)
        return (configuration, rendered(diagnostics, file: "notebook.toml", text: text))
    }

    func testLimitsDefaultToTheDocumentedValues() throws {
        let (configuration, diagnostics) = parse("title = \"T\"\nchapters = [\"a.md\"]\n")
        XCTAssertEqual(diagnostics, "")
        let book = try XCTUnwrap(configuration)
        XCTAssertEqual(book.stepBudget, Limits.defaultStepBudget)
        XCTAssertEqual(book.maximumListingsPerChapter, 2_000)
        XCTAssertEqual(book.maximumPageBytes, 8 * 1024 * 1024)
    }

    func testLimitsAreRead() throws {
        let (configuration, diagnostics) = parse("""
            title = "T"
            chapters = ["a.md"]
            step-budget = 1_000
            max-listings-per-chapter = 3
            max-page-bytes = 40000
            """)
        XCTAssertEqual(diagnostics, "")
        let book = try XCTUnwrap(configuration)
        XCTAssertEqual(book.stepBudget, 1_000)
        XCTAssertEqual(book.maximumListingsPerChapter, 3)
        XCTAssertEqual(book.maximumPageBytes, 40_000)
    }

    func testABadLimitIsALocatedErrorAndTheDefaultStays() throws {
        let (configuration, diagnostics) = parse("title = \"T\"\nchapters = [\"a.md\"]\nstep-budget = 0\nmax-page-bytes = true\n")
        XCTAssertEqual(diagnostics, """
            notebook.toml:3:15: error: 'step-budget' must be greater than 0, not 0
             3 | step-budget = 0
               |               ^
            notebook.toml:4:18: error: 'max-page-bytes' must be a whole number, not a boolean
             4 | max-page-bytes = true
               |                  ^~~~

            """)
        XCTAssertEqual(configuration?.stepBudget, Limits.defaultStepBudget)
    }
}
