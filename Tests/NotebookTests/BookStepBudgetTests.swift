import Foundation
import Notebook
import SnippetLanguage
import XCTest

/// The default limits must sit far above what the book itself uses, so no real listing ever meets them.
final class BookStepBudgetTests: XCTestCase {
    static let repositoryBook = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func testTheBooksBusiestListingUsesUnderAHundredthOfTheDefaultBudget() throws {
        let pipeline = NotebookPipeline()
        let book = pipeline.load(at: Self.repositoryBook)
        XCTAssertFalse(book.diagnostics.hasErrors, "\(book.diagnostics)")
        let chapters = book.chapters.compactMap(\.chapter)
        XCTAssertFalse(chapters.isEmpty)
        var busiest = (steps: 0, label: "")
        var listingCount = 0
        for chapter in chapters {
            let (evaluated, diagnostics) = pipeline.evaluate(chapter)
            XCTAssertFalse(diagnostics.hasErrors, "\(diagnostics)")
            listingCount = max(listingCount, evaluated.listings.count)
            for listing in evaluated.listings where listing.steps > busiest.steps {
                busiest = (listing.steps, "\(chapter.chapter.path) \(listing.listing.label)")
            }
        }
        print("busiest listing: \(busiest.label), \(busiest.steps) steps; most listings in a chapter: \(listingCount)")
        XCTAssertGreaterThan(busiest.steps, 0)
        XCTAssertLessThanOrEqual(busiest.steps * 100, Limits.defaultStepBudget)
        XCTAssertLessThanOrEqual(listingCount * 10, BookConfiguration.defaultMaximumListingsPerChapter)
    }
}
