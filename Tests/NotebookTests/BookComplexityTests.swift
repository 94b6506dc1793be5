import Diagnostics
import Foundation
import NotebookTestSupport
import XCTest
@testable import Notebook

/// Every stage of a build (reading, Markdown, references, evaluation, rendering, layout, search, manifest) must be
/// linear, or n log n, in the size of the book. Each test builds a book and the same book with one dimension ten
/// times larger, in this process, and requires the build to take less than 25 times as long: linear work gives
/// about 10, a quadratic stage about 100. No absolute time is asserted; each size is the median of five builds' CPU
/// time (wall time also counts the waits for a core on a shared machine), and the smaller size is large enough that
/// fixed costs do not dominate it.
final class BookComplexityTests: XCTestCase {
    /// Work that grows tenfold may take at most this many times as long: a tenfold input with quadratic work takes
    /// about a hundred times as long, and noise on a loaded machine stays well below this.
    private static let allowedRatio = 25.0
    /// Builds of each size; the median is compared, so one build slowed by the machine does not decide.
    private static let rounds = 5

    private static let listing = """
        ```objc id=a title="A"
        CGFloat x = 1;
        ```

        ```expect
        x = 1
        ```


        """

    func testRepeatedHeadingsAreNumberedInLinearTime() throws {
        try assertLinear("equal headings", small: 300) { count in
            ["01.md": "# T\n\n" + String(repeating: "## same\n\ntext\n\n", count: count)]
        } check: { site, count in
            XCTAssertTrue(try page(site).contains("id=\"section-same-\(count)\""))
        }
    }

    func testDistinctHeadingsTakeLinearTime() throws {
        try assertLinear("distinct headings", small: 300) { count in
            ["01.md": "# T\n\n" + (0..<count).map { "## Heading \($0)\n\ntext\n\n" }.joined()]
        } check: { site, count in
            XCTAssertTrue(try page(site).contains("id=\"section-heading-\(count - 1)\""))
        }
    }

    func testLinksToTheSameChapterResolveInLinearTime() throws {
        try assertLinear("links to a listing of the same chapter", small: 500) { count in
            ["01.md": "# T\n\n" + Self.listing + String(repeating: "[](#listing-a) ", count: count) + "\n"]
        } check: { site, count in
            XCTAssertEqual(try page(site).components(separatedBy: ">Listing 1.1</a>").count - 1, count)
        }
    }

    func testLinksToAnotherChapterResolveInLinearTime() throws {
        try assertLinear("links to a listing of another chapter", small: 500) { count in
            ["01.md": "# T\n\n" + Self.listing,
             "02.md": "# U\n\n" + String(repeating: "[](01.md#listing-a) ", count: count) + "\n"]
        } check: { site, count in
            XCTAssertEqual(try page(site, "02.html").components(separatedBy: ">Listing 1.1</a>").count - 1, count)
        }
    }

    func testWrongLinksOnOneLineAreReportedInLinearTime() throws {
        // Half written literally, half escaped (the destination is then not found as written, and each report
        // falls back on the link's position), all shown with their source line.
        try assertLinear("wrong links on one line", small: 300, succeeds: false) { count in
            ["01.md": "# T\n\n" + Self.listing + String(repeating: "[](#listing-b) [](#listing-\\_b) ", count: count / 2) + "\n"]
        } check: { _, _ in }
    }

    func testListingsOfAChapterTakeLinearTime() throws {
        try assertLinear("listings in one chapter", small: 60) { count in
            ["01.md": "# T\n\n" + (0..<count).map { "```objc id=l\($0) title=\"L\($0)\"\nCGFloat x = \($0);\n```\n\n" }.joined()]
        } check: { site, count in
            XCTAssertTrue(try page(site).contains("id=\"listing-l\(count - 1)\""))
        }
    }

    func testChaptersOfABookTakeLinearTime() throws {
        try assertLinear("chapters in a book", small: 20) { count in
            var chapters: [String: String] = [:]
            for index in 0..<count {
                let next = String(format: "%05d.md", (index + 1) % count)
                chapters[String(format: "%05d.md", index)] = "# C\(index)\n\n## Part\n\nSee [](#listing-a) and [next](\(next)), "
                    + "[](\(next)#listing-a).\n\n" + Self.listing
            }
            return chapters
        } check: { site, count in
            XCTAssertTrue(FileManager.default.fileExists(atPath: site.appendingPathComponent(String(format: "%05d.html", count - 1)).path))
        }
    }

    func testLongListingsTakeLinearTime() throws {
        try assertLinear("statements in one listing, each with an expectation", small: 100) { count in
            ["01.md": "# T\n\n```objc id=a title=\"A\"\n" + (0..<count).map { "CGFloat x\($0) = \($0) * 2;\n" }.joined()
                + "```\n\n```expect\n" + (0..<count).map { "x\($0) = \($0 * 2)\n" }.joined() + "```\n"]
        } check: { site, count in
            XCTAssertTrue(try page(site).contains("x\(count - 1)"))
        }
    }

    func testNestingTakesLinearTimeInItsDepth() throws {
        // Depth 8 and 80 of a quote holding a list item, three nodes each (CommonMarkConverter.maximumDepth is 256),
        // each ending in a link to a listing; sixty times over, so that the smaller book is not all fixed costs.
        try assertLinear("nesting depth of block quotes and lists", small: 8) { depth in
            let prefix = String(repeating: "> - ", count: depth)
            return ["01.md": "# T\n\n" + Self.listing + String(repeating: prefix + "deep [](#listing-a)\n\n", count: 60)]
        } check: { site, depth in
            XCTAssertEqual(try page(site).components(separatedBy: "<blockquote>").count - 1, depth * 60)
        }
    }

    // MARK: Measuring

    /// Builds the book `chapters(small)` and `chapters(10 * small)` `rounds` times each, alternately, and asserts that
    /// the median build of the larger one takes less than `allowedRatio` times the smaller one's.
    private func assertLinear(_ what: String, small: Int, succeeds: Bool = true, chapters: (Int) -> [String: String],
                              check: (URL, Int) throws -> Void, file: StaticString = #filePath, line: UInt = #line) throws {
        let sizes = [small, small * 10]
        let books = try sizes.map { try makeBook(chapters($0)) }
        defer { books.forEach { try? FileManager.default.removeItem(at: $0) } }
        // The first build of a process pays for one-time set-up (type metadata, tables); it is not measured.
        _ = try buildTime(books[0], succeeds: succeeds)
        var times: [[Double]] = [[], []]
        for _ in 0..<Self.rounds {
            for index in sizes.indices { times[index].append(try buildTime(books[index], succeeds: succeeds)) }
        }
        for index in sizes.indices { try check(books[index].appendingPathComponent("Site"), sizes[index]) }
        let medians = times.map { $0.sorted()[Self.rounds / 2] }
        let ratio = medians[1] / medians[0]
        XCTAssertLessThan(ratio, Self.allowedRatio,
                          "\(what): \(sizes[0]) took \(medians[0]) s, \(sizes[1]) took \(medians[1]) s (ratio \(ratio))",
                          file: file, line: line)
    }

    private func makeBook(_ chapters: [String: String]) throws -> URL {
        let book = try temporaryDirectory()
        try FileManager.default.createDirectory(at: book.appendingPathComponent("Chapters"), withIntermediateDirectories: true)
        let names = chapters.keys.sorted()
        let list = names.map { "\"\($0)\"" }.joined(separator: ", ")
        try Data("title = \"Book\"\nchapters = [\(list)]\n".utf8).write(to: book.appendingPathComponent("notebook.toml"))
        for name in names {
            try Data(chapters[name]!.utf8).write(to: book.appendingPathComponent("Chapters/" + name))
        }
        return book
    }

    /// One full build from scratch (the previous site and its cache removed), and its diagnostics formatted with
    /// their source lines as `notebook build` prints them, in seconds.
    private func buildTime(_ book: URL, succeeds: Bool) throws -> Double {
        let site = book.appendingPathComponent("Site")
        try? FileManager.default.removeItem(at: site)
        var builder = BookBuilder(bookDirectory: book, outputDirectory: site)
        builder.progress = BuildProgress(stepCount: 4, mode: .never)
        let formatter = DiagnosticFormatter { path in
            try? String(contentsOf: book.appendingPathComponent(path), encoding: .utf8)
        }
        var outcome: BuildOutcome?
        var report = ""
        let seconds = processCPUSeconds {
            outcome = builder.build()
            report = formatter.format(outcome?.diagnostics ?? [])
        }
        XCTAssertEqual(outcome?.succeeded, succeeds, String(report.prefix(1_000)))
        if !succeeds { XCTAssertTrue(report.contains(" | [](#listing-b)"), String(report.prefix(1_000))) }
        return seconds
    }
}

private func page(_ site: URL, _ name: String = "01.html") throws -> String {
    try String(contentsOf: site.appendingPathComponent(name), encoding: .utf8)
}
