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
        try assertTheDocumentationSays(busiest, listingCount)
    }

    /// The documentation quotes both figures to explain the defaults; a chapter that changes them must change it too.
    private func assertTheDocumentationSays(_ busiest: (steps: Int, label: String), _ listingCount: Int) throws {
        let root = Self.repositoryBook
        let languageReadme = try String(contentsOf: root.appendingPathComponent("Sources/SnippetLanguage/README.md"), encoding: .utf8)
        let listing = busiest.label.split(separator: " ").suffix(2).joined(separator: " ")
        let stated = "busiest listing takes \(Self.grouped(busiest.steps)) steps (\(listing),"
        XCTAssertTrue(languageReadme.replacingOccurrences(of: "\n", with: " ").contains(stated),
                      "Sources/SnippetLanguage/README.md should say '\(stated)'")
        let authoring = try String(contentsOf: root.appendingPathComponent("docs/authoring.md"), encoding: .utf8)
        XCTAssertTrue(authoring.contains("The book's busiest chapter has \(listingCount)."),
                      "docs/authoring.md should say 'The book's busiest chapter has \(listingCount).'")
    }

    /// 5375 as the prose writes it: 5,375.
    private static func grouped(_ number: Int) -> String {
        var digits = String(number), groups: [Substring] = []
        while digits.count > 3 {
            groups.insert(digits.suffix(3), at: 0)
            digits.removeLast(3)
        }
        return ([Substring(digits)] + groups).joined(separator: ",")
    }
}
