import Foundation
import XCTest

/// `notebook build` end to end, on the fixture books in Tests/Fixtures/books.
final class BuildTests: XCTestCase {
    /// The basic book keeps raw HTML out of its pages on purpose (`unsafe-html = false`), and says so on every build.
    static let rawHTMLWarning = """
        Chapters/02-perspective.md:6:1: warning: raw HTML is left out of the page; set 'unsafe-html = true' in notebook.toml to keep it
         6 | <div class="raw">Raw HTML is left out unless the book opts in.</div>
           | ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

        """

    func testBuildWritesTheSiteThenReusesUnchangedChapters() throws {
        let book = try Fixtures.copy("basic")
        let first = try NotebookProcess.run(["build"], in: book)
        XCTAssertEqual(first.stderr, Self.rawHTMLWarning)
        XCTAssertEqual(first.stdout, "built 2 chapters into Site/ (2 rendered, 0 unchanged), 1 warning\n")
        XCTAssertEqual(first.status, 0)
        let site = try Fixtures.files(in: book.appendingPathComponent("Site"))
        XCTAssertEqual(site.keys.sorted(), [
            ".notebook-site", "01-affine.html", "02-perspective.html", "assets/contents.js", "assets/figures.css", "assets/figures.js",
            "assets/live-config.js", "assets/live.js", "assets/notebook.css", "assets/notebook.js", "assets/search/part-1.js", "assets/theme.js",
            "assets/transform-semantics.txt", "index.html",
        ])

        let second = try NotebookProcess.run(["build"], in: book)
        XCTAssertEqual(second.stdout, "built 2 chapters into Site/ (0 rendered, 2 unchanged), 1 warning\n")
        XCTAssertEqual(second.status, 0)
        XCTAssertEqual(try Fixtures.files(in: book.appendingPathComponent("Site")), site, "a cached build writes the same bytes")

        let chapter = book.appendingPathComponent("Chapters/02-perspective.md")
        try Data((try String(contentsOf: chapter, encoding: .utf8) + "\nOne more paragraph.\n").utf8).write(to: chapter)
        let third = try NotebookProcess.run(["build"], in: book)
        XCTAssertEqual(third.stdout, "built 2 chapters into Site/ (1 rendered, 1 unchanged), 1 warning\n")
        XCTAssertTrue(String(decoding: try Data(contentsOf: book.appendingPathComponent("Site/02-perspective.html")), as: UTF8.self)
            .contains("<p>One more paragraph.</p>"))
    }

    func testADamagedManifestOrSiteIsRebuiltNotTrusted() throws {
        let book = try Fixtures.copy("basic")
        XCTAssertEqual(try NotebookProcess.run(["build"], in: book).status, 0)
        let site = try Fixtures.files(in: book.appendingPathComponent("Site"))
        let manifest = book.appendingPathComponent(".notebook-cache/manifest")
        let text = try Data(contentsOf: manifest)
        try text.prefix(text.count / 2).write(to: manifest)
        let rebuilt = try NotebookProcess.run(["build"], in: book)
        XCTAssertEqual(rebuilt.stdout, "built 2 chapters into Site/ (2 rendered, 0 unchanged), 1 warning\n", rebuilt.stderr)
        XCTAssertEqual(try Fixtures.files(in: book.appendingPathComponent("Site")), site)

        // A page changed in the site (here: the same size, so only its identity tells) is written again from source.
        let page = book.appendingPathComponent("Site/01-affine.html")
        var bytes = try Data(contentsOf: page)
        bytes[bytes.count - 10] = UInt8(ascii: "X")
        try bytes.write(to: page)
        XCTAssertEqual(try NotebookProcess.run(["build"], in: book).stdout, "built 2 chapters into Site/ (1 rendered, 1 unchanged), 1 warning\n")
        XCTAssertEqual(try Fixtures.files(in: book.appendingPathComponent("Site")), site)
        XCTAssertEqual(try NotebookProcess.run(["build"], in: book).stdout, "built 2 chapters into Site/ (0 rendered, 2 unchanged), 1 warning\n")
    }

    func testAChapterIsRebuiltWhenTheLabelsItBorrowsChange() throws {
        let book = try Fixtures.copy("basic")
        XCTAssertEqual(try NotebookProcess.run(["build"], in: book).status, 0)
        let perspective = book.appendingPathComponent("Site/02-perspective.html")
        XCTAssertTrue(try String(contentsOf: perspective, encoding: .utf8)
            .contains("<a href=\"01-affine.html#listing-rotate\">Listing 1.1</a>"))
        // A listing inserted before the rotation renumbers it; chapter 2 links to it, so chapter 2 is rendered again.
        let affine = book.appendingPathComponent("Chapters/01-affine.md")
        let text = try String(contentsOf: affine, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "仿射变换", with: "```objc norun\nCGFloat x = 1;\n```\n\n仿射变换").utf8).write(to: affine)
        let rebuilt = try NotebookProcess.run(["build"], in: book)
        XCTAssertEqual(rebuilt.stdout, "built 2 chapters into Site/ (2 rendered, 0 unchanged), 1 warning\n", rebuilt.stderr)
        XCTAssertTrue(try String(contentsOf: perspective, encoding: .utf8)
            .contains("<a href=\"01-affine.html#listing-rotate\">Listing 1.2</a>"))
        // Edits that leave the label alone leave chapter 2 alone.
        let edited = try String(contentsOf: affine, encoding: .utf8) + "\nA closing remark.\n"
        try Data(edited.utf8).write(to: affine)
        XCTAssertEqual(try NotebookProcess.run(["build"], in: book).stdout, "built 2 chapters into Site/ (1 rendered, 1 unchanged), 1 warning\n")
    }

    func testRawHTMLAppearsOnlyWhenTheBookOptsIn() throws {
        let book = try Fixtures.copy("basic")
        XCTAssertEqual(try NotebookProcess.run(["build"], in: book).status, 0)
        let page = book.appendingPathComponent("Site/02-perspective.html")
        XCTAssertTrue(try String(contentsOf: page, encoding: .utf8).contains("<!-- raw HTML omitted -->"))
        let config = book.appendingPathComponent("notebook.toml")
        let text = try String(contentsOf: config, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "unsafe-html = false", with: "unsafe-html = true").utf8).write(to: config)
        let rebuilt = try NotebookProcess.run(["build"], in: book)
        XCTAssertEqual(rebuilt.stdout, "built 2 chapters into Site/ (2 rendered, 0 unchanged)\n", "the configuration is part of every key")
        XCTAssertTrue(try String(contentsOf: page, encoding: .utf8)
            .contains("<div class=\"raw\">Raw HTML is left out unless the book opts in.</div>"))
    }

    func testIdenticalInputsGiveByteIdenticalSites() throws {
        let book = try Fixtures.copy("basic")
        XCTAssertEqual(try NotebookProcess.run(["build"], in: book).status, 0)
        XCTAssertEqual(try NotebookProcess.run(["build", "--output", "Again"], in: book).status, 0)
        let first = try Fixtures.files(in: book.appendingPathComponent("Site"))
        try FileManager.default.removeItem(at: book.appendingPathComponent(".notebook-cache"))
        XCTAssertEqual(try NotebookProcess.run(["build", "--output", "Fresh"], in: book).stdout,
                       "built 2 chapters into Fresh/ (2 rendered, 0 unchanged), 1 warning\n")
        XCTAssertEqual(try Fixtures.files(in: book.appendingPathComponent("Again")), first)
        XCTAssertEqual(try Fixtures.files(in: book.appendingPathComponent("Fresh")), first)
    }

    func testPagesMatchTheirSnapshots() throws {
        let book = try Fixtures.copy("basic")
        XCTAssertEqual(try NotebookProcess.run(["build"], in: book).status, 0)
        for page in ["index.html", "01-affine.html", "02-perspective.html", "assets/contents.js", "assets/search/part-1.js"] {
            let text = FigureMarkupElision.elide(try String(contentsOf: book.appendingPathComponent("Site/" + page), encoding: .utf8))
            assertSnapshot(text, named: "basic-" + page.replacingOccurrences(of: "/", with: "-"))
        }
    }

    func testEveryListingOfThePagesHasItsValuesFigureAndRendition() throws {
        let book = try Fixtures.copy("basic")
        XCTAssertEqual(try NotebookProcess.run(["build"], in: book).status, 0)
        let affine = try String(contentsOf: book.appendingPathComponent("Site/01-affine.html"), encoding: .utf8)
        XCTAssertEqual(affine.components(separatedBy: "<svg ").count - 1, 2, "one diagram per evaluated listing")
        XCTAssertEqual(affine.components(separatedBy: "<div class=\"live-rendition\"").count - 1, 2)
        XCTAssertEqual(affine.components(separatedBy: "<math ").count - 1, 2, "the transform of each listing")
        XCTAssertTrue(affine.contains("title=\"86.60254037844388\""), "exact values are kept for hover")
        XCTAssertTrue(affine.contains("<button type=\"button\" class=\"play\""), "the play control")
        XCTAssertEqual(FigureMarkupElision.elide("a<svg x><g></g></svg>b<div class=\"live-rendition\"><div><div></div></div></div>c"),
                       "a<svg …/>b<div class=\"live-rendition\" …/>c")
    }

    func testProgressIsReportedByStep() throws {
        let book = try Fixtures.copy("basic")
        let result = try NotebookProcess.run(["build"], in: book, environment: ["NOTEBOOK_PROGRESS": "always"])
        XCTAssertEqual(result.stderr, "[1/4] reading the book\n[2/4] evaluating and rendering 2 chapters\n[3/4] linking unchanged pages\n"
            + "[4/4] swapping in the new site\n" + Self.rawHTMLWarning)
        let cached = try NotebookProcess.run(["build"], in: book, environment: ["NOTEBOOK_PROGRESS": "always"])
        XCTAssertEqual(cached.stderr, "[1/4] reading the book\n[2/4] evaluating and rendering 0 chapters (2 unchanged)\n"
            + "[3/4] linking unchanged pages\n[4/4] swapping in the new site\n" + Self.rawHTMLWarning)
    }

    /// The configuration's error and a chapter's problem are reported in the same run.
    func testBadConfigurationFailsWithItsLocation() throws {
        let book = try Fixtures.copy("bad-config")
        let result = try NotebookProcess.run(["build"], in: book)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, """
            notebook.toml:2:1: error: unknown key 'colour'
             2 | colour = "blue"
               | ^~~~~~
            notebook.toml:5:3: error: chapter file 'Chapters/02-missing.md' does not exist
             5 |   "02-missing.md",
               |   ^~~~~~~~~~~~~~~
            build failed: 2 errors; no site was written

            """)
        XCTAssertFalse(FileManager.default.fileExists(atPath: book.appendingPathComponent("Site").path))
    }

    func testMissingConfigurationFails() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("notebook-e2e-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let result = try NotebookProcess.run(["build"], in: empty)
        XCTAssertEqual(result.status, 1)
        // Said plainly, not as a diagnostic pointing into a file that does not exist.
        XCTAssertEqual(result.stderr, "error: no notebook.toml in '.': run 'notebook init' to start a book, or pass --book DIR\n")
    }

    func testEveryErrorIsReportedAtOnceAndNoSiteIsWritten() throws {
        let book = try Fixtures.copy("broken-listing")
        let result = try NotebookProcess.run(["build"], in: book)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "")
        let headlines = result.stderr.split(separator: "\n").filter { $0.hasPrefix("Chapters/") }
        XCTAssertEqual(headlines.count, 2, result.stderr)
        XCTAssertTrue(headlines.first?.hasPrefix("Chapters/02-broken.md:6:19: error: ") ?? false, result.stderr)
        XCTAssertTrue(headlines.last?.hasPrefix("Chapters/02-broken.md:9:8: error: ") ?? false, result.stderr)
        XCTAssertTrue(result.stderr.hasSuffix("build failed: 2 errors; no site was written\n"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: book.appendingPathComponent("Site").path))
    }

    func testAFailedBuildLeavesThePreviousSiteUntouched() throws {
        let book = try Fixtures.copy("basic")
        XCTAssertEqual(try NotebookProcess.run(["build"], in: book).status, 0)
        let before = try Fixtures.files(in: book.appendingPathComponent("Site"))
        // A build killed half-way leaves its staging folder behind; the next build removes it.
        let stale = book.appendingPathComponent(".Site.staging-4194305")
        try FileManager.default.createDirectory(at: stale, withIntermediateDirectories: true)
        try Data("half a page".utf8).write(to: stale.appendingPathComponent("index.html"))

        let chapter = book.appendingPathComponent("Chapters/01-affine.md")
        try Data((try String(contentsOf: chapter, encoding: .utf8) + "\nSee [](#listing-nowhere).\n").utf8).write(to: chapter)
        let failed = try NotebookProcess.run(["build"], in: book)
        XCTAssertEqual(failed.status, 1)
        XCTAssertTrue(failed.stderr.contains("Chapters/01-affine.md:"), failed.stderr)
        XCTAssertTrue(failed.stderr.hasSuffix("build failed: 1 error; the previous site was left as it was\n"), failed.stderr)
        XCTAssertEqual(try Fixtures.files(in: book.appendingPathComponent("Site")), before)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: book.path).filter { $0.hasPrefix(".Site") }, [],
                       "stale staging folders are removed")
    }

    func testBookOptionPrefixesPathsInDiagnostics() throws {
        let book = try Fixtures.copy("bad-config")
        let result = try NotebookProcess.run(["build", "--book", book.lastPathComponent], in: book.deletingLastPathComponent())
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.hasPrefix(book.lastPathComponent + "/notebook.toml:2:1: error: unknown key 'colour'\n"), result.stderr)
    }
}
