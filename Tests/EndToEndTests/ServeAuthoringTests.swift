#if canImport(Glibc)
import Glibc
#endif
import Foundation
import NotebookTestSupport
import XCTest

/// `notebook serve` through an author's afternoon: saves while a build runs, chapters that come and go, the output
/// folder removed, and the server stopped in the middle of a rebuild. Each test runs the real binary and waits for
/// conditions (a line, a file, a version) with generous deadlines.
final class ServeAuthoringTests: XCTestCase {
    func testAnInterruptOrTerminateDuringARebuildRemovesItsStagingFolderAndLeavesTheCompleteSite() throws {
        for signal in [SIGINT, SIGTERM] {
            let book = try Fixtures.copy("basic")
            let serve = try RunningNotebook(["serve", "--port", "0", "--interval", "100"], in: book)
            XCTAssertNotNil(serve.servedPort(), "serve never announced its address: \(serve.standardError)")
            try append(Self.slowListings(3) + "\nNever on the site.\n", to: book.appendingPathComponent("Chapters/02-perspective.md"))
            XCTAssertTrue(serve.waitUntil { !Self.stagingFolders(in: book).isEmpty }, "the rebuild never started staging")

            serve.send(signal)
            XCTAssertTrue(serve.waitForExit(), "serve did not end after signal \(signal)")
            XCTAssertEqual(serve.process.terminationReason, .uncaughtSignal, "ends as the signal asks, for the shell")
            XCTAssertEqual(serve.process.terminationStatus, signal)
            XCTAssertEqual(Self.stagingFolders(in: book), [], "the abandoned rebuild's staging folder is removed")
            let page = try String(contentsOf: book.appendingPathComponent("Site/02-perspective.html"), encoding: .utf8)
            XCTAssertTrue(page.contains("</html>"))
            XCTAssertFalse(page.contains("Never on the site."), "the site is the last complete one")
        }
    }

    func testASaveDuringTheFirstBuildIsBuiltAfterIt() throws {
        let book = try Fixtures.copy("basic")
        let chapter = book.appendingPathComponent("Chapters/02-perspective.md")
        let original = try String(contentsOf: chapter, encoding: .utf8)
        try Data((original + Self.slowListings(3)).utf8).write(to: chapter)
        let serve = try RunningNotebook(["serve", "--port", "0", "--interval", "100"], in: book)
        XCTAssertTrue(serve.waitUntil { !Self.stagingFolders(in: book).isEmpty }, "the first build never started staging")
        try Data((original + "\nSaved during the first build.\n").utf8).write(to: chapter)

        let port = try XCTUnwrap(serve.servedPort(), "serve never announced its address: \(serve.standardError)")
        XCTAssertTrue(serve.waitUntil(timeout: 60) {
            HTTPClient.get("/02-perspective.html", port: port)?.body.contains("Saved during the first build.") == true
        }, "the page never showed the save made during the first build: \(serve.standardError)")
    }

    func testAPageWhoseChapterARebuildRemovesSaysSoAndReloadsWhenItComesBack() throws {
        let book = try Fixtures.copy("basic")
        let serve = try RunningNotebook(["serve", "--port", "0", "--interval", "100"], in: book)
        let port = try XCTUnwrap(serve.servedPort(), "serve never announced its address: \(serve.standardError)")
        let configuration = book.appendingPathComponent("notebook.toml")
        let listed = try String(contentsOf: configuration, encoding: .utf8)
        let chapter = book.appendingPathComponent("Chapters/02-perspective.md")
        let text = try Data(contentsOf: chapter)

        try FileManager.default.removeItem(at: chapter)
        try Data(listed.replacingOccurrences(of: "  \"02-perspective.md\",\n", with: "").utf8).write(to: configuration)
        XCTAssertTrue(serve.waitUntil { HTTPClient.get("/02-perspective.html", port: port)?.status == 404 },
                      "the removed chapter's page is still served: \(serve.standardError)")
        let missing = try XCTUnwrap(HTTPClient.get("/02-perspective.html", port: port))
        XCTAssertTrue(missing.body.contains("<h1>No page at /02-perspective.html</h1>"), missing.body)
        XCTAssertTrue(missing.body.contains("<a href=\"/\">"), "the page links to the contents: \(missing.body)")
        XCTAssertTrue(missing.body.contains("<script src=\"/__notebook/live.js\" data-version="),
                      "the page reloads itself when a build brings the chapter back: \(missing.body)")
        XCTAssertEqual(HTTPClient.get("/assets/missing.css", port: port)?.body, "not found\n", "only pages get a page")

        try text.write(to: chapter)
        try Data(listed.utf8).write(to: configuration)
        XCTAssertTrue(serve.waitUntil { HTTPClient.get("/02-perspective.html", port: port)?.status == 200 })
    }

    func testTheOutputFolderRemovedWhileServingIsBuiltAgain() throws {
        let book = try Fixtures.copy("basic")
        let serve = try RunningNotebook(["serve", "--port", "0", "--interval", "100"], in: book)
        let port = try XCTUnwrap(serve.servedPort(), "serve never announced its address: \(serve.standardError)")
        try FileManager.default.removeItem(at: book.appendingPathComponent("Site"))

        XCTAssertTrue(serve.waitUntil(timeout: 60) { HTTPClient.get("/01-affine.html", port: port)?.status == 200 },
                      "the site was not built again: \(serve.standardError)")
        XCTAssertTrue(serve.standardError.contains("Site/ was removed; rebuilding\n"), serve.standardError)
        XCTAssertTrue(FileManager.default.fileExists(atPath: book.appendingPathComponent("Site/02-perspective.html").path))
    }

    func testTheTerminalSaysAFailedRebuildFailedAndAFixedOneRebuilt() throws {
        let book = try Fixtures.copy("basic")
        let serve = try RunningNotebook(["serve", "--port", "0", "--interval", "100"], in: book)
        XCTAssertNotNil(serve.servedPort(), "serve never announced its address: \(serve.standardError)")
        let chapter = book.appendingPathComponent("Chapters/02-perspective.md")
        let original = try String(contentsOf: chapter, encoding: .utf8)
        try Data((original + "\nSee [](#listing-nowhere).\n").utf8).write(to: chapter)
        XCTAssertTrue(serve.waitUntil { serve.standardError.contains("build failed;") }, serve.standardError)
        try Data((original + "\nFixed.\n").utf8).write(to: chapter)
        XCTAssertTrue(serve.waitUntil { serve.standardError.contains("(1 rendered, 1 unchanged), 1 warning\nrebuilt 1 chapter in ") },
                      serve.standardError)

        // Each rebuild's lines end before the next change is announced (the next build waits for the last to end).
        let rebuilds = serve.standardError.components(separatedBy: "changed: 02-perspective.md; rebuilding\n").dropFirst()
        XCTAssertEqual(rebuilds.count, 2, serve.standardError)
        let failed = try XCTUnwrap(rebuilds.first)
        XCTAssertTrue(failed.contains("error: link to unknown anchor '#listing-nowhere'"), failed)
        XCTAssertTrue(failed.hasSuffix("build failed; pages show the errors until the next successful build\n"),
                      "a failed rebuild rebuilt nothing: \(failed)")
        XCTAssertTrue(try XCTUnwrap(rebuilds.last).contains("built 2 chapters into Site/ (1 rendered, 1 unchanged), 1 warning\nrebuilt 1 chapter in "))
    }

    func testASaveInStepsIsBuiltOnceWholeWithoutAnErrorInBetween() throws {
        let book = try Fixtures.copy("basic")
        let serve = try RunningNotebook(["serve", "--port", "0", "--interval", "100"], in: book)
        let port = try XCTUnwrap(serve.servedPort(), "serve never announced its address: \(serve.standardError)")
        let chapter = book.appendingPathComponent("Chapters/02-perspective.md")
        let backup = book.appendingPathComponent("Chapters/02-perspective.md~")
        let original = try String(contentsOf: chapter, encoding: .utf8)
        // vim's save (the chapter renamed away, a new file written, the backup removed), then a save that truncates
        // the file and writes it in a second step; each step 5 ms after the last (editors take less), far inside the
        // 100 ms quiet window, so that a slow machine has room before a half-done save could be built.
        try FileManager.default.moveItem(at: chapter, to: backup)
        usleep(5_000)
        try Data((original + "\nSaved by vim.\n").utf8).write(to: chapter)
        try FileManager.default.removeItem(at: backup)
        XCTAssertTrue(serve.waitUntil { HTTPClient.get("/02-perspective.html", port: port)?.body.contains("Saved by vim.") == true })
        try Data().write(to: chapter)
        usleep(5_000)
        try Data((original + "\nTruncated, then written.\n").utf8).write(to: chapter)
        XCTAssertTrue(serve.waitUntil {
            HTTPClient.get("/02-perspective.html", port: port)?.body.contains("Truncated, then written.") == true
        })

        XCTAssertFalse(serve.standardError.contains("build failed"), "a half-done save was built: \(serve.standardError)")
        XCTAssertEqual(serve.standardError.components(separatedBy: "; rebuilding\n").count - 1, 2, serve.standardError)
    }

    // MARK: - Helpers

    /// `count` listings that each take about a second of a debug build's evaluation (within the default limits).
    static func slowListings(_ count: Int) -> String {
        String(repeating: "\n```objc\nCGFloat total = 0;\nfor (int i = 0; i < 90000; i++) { total += 1; }\n```\n", count: count)
    }

    /// The staging folders (`.Site.staging-PID`) beside the book's site.
    static func stagingFolders(in book: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: book.path)) ?? []).filter { $0.hasPrefix(".Site.staging-") }
    }

    private func append(_ text: String, to file: URL) throws {
        let handle = try FileHandle(forWritingTo: file)
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
    }
}
