import Diagnostics
import Foundation
import SnippetLanguage
import XCTest
@testable import Notebook
@testable import NotebookServe
import Synchronization

/// A build can be cancelled: it stops, removes its staging folder and leaves the previous site as it was; `serve`
/// abandons a rebuild overtaken by a newer change and publishes the newer one. Nothing here asserts a duration: the
/// hanging listing would take hours, so only a working cancellation lets the tests finish.
final class BuildCancellationTests: XCTestCase {
    /// Four recursive calls a level, thirty levels: 4^30 calls, far beyond the huge budget the book grants.
    private let hanging = """
        # Slow

        ```objc
        static CGFloat f(NSInteger d) { if (d == 0) { return 1; } return f(d-1) + f(d-1) + f(d-1) + f(d-1); }
        CGFloat y = f(30);
        ```

        """
    private let good = """
        # Quick

        The replacement chapter.

        ```objc
        CGFloat y = 2 * 21;
        ```

        """

    private func book(chapter: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notebook-cancel-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Chapters"), withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        try "title = \"Cancel\"\nchapters = [\"01.md\"]\nstep-budget = 1_000_000_000_000\n"
            .write(to: folder.appendingPathComponent("notebook.toml"), atomically: true, encoding: .utf8)
        try chapter.write(to: folder.appendingPathComponent("Chapters/01.md"), atomically: true, encoding: .utf8)
        return folder
    }

    private func entries(of folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    func testACancelledBuildLeavesThePreviousSiteAndNoStagingFolder() throws {
        let book = try book(chapter: good)
        let site = book.appendingPathComponent("Site")
        let builder = BookBuilder(bookDirectory: book, outputDirectory: site)
        XCTAssertTrue(builder.build().succeeded)
        let before = try Data(contentsOf: site.appendingPathComponent("01.html"))
        try hanging.write(to: book.appendingPathComponent("Chapters/01.md"), atomically: true, encoding: .utf8)

        let flag = CancellationFlag()
        // Cancelled from another thread while (or before) the listing runs: either way the build must stop.
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) { flag.cancel() }
        let outcome = builder.build(cancellation: flag)
        XCTAssertTrue(outcome.wasCancelled)
        XCTAssertFalse(outcome.succeeded)
        XCTAssertEqual(try Data(contentsOf: site.appendingPathComponent("01.html")), before)
        let left = try entries(of: book)
        XCTAssertFalse(left.contains { $0.hasPrefix(".Site.staging") }, "\(left)")
        // The next build, not cancelled, reports the listing's own fate as usual (here with a small budget).
        try "title = \"Cancel\"\nchapters = [\"01.md\"]\nstep-budget = 1000\n"
            .write(to: book.appendingPathComponent("notebook.toml"), atomically: true, encoding: .utf8)
        let failed = builder.build()
        XCTAssertFalse(failed.wasCancelled)
        XCTAssertEqual(failed.diagnostics.map(\.id), ["step-budget"])
    }

    func testServeAbandonsAHangingRebuildWhenTheSourcesChangeAndPublishesTheNewOne() throws {
        let book = try book(chapter: hanging)
        let site = book.appendingPathComponent("Site")
        let builder = BookBuilder(bookDirectory: book, outputDirectory: site)
        let log = LockedLog()
        let session = PreviewSession(bookDirectory: book, formatter: DiagnosticFormatter(), build: { builder.build(cancellation: $0) },
                                     log: { log.append($0) })
        let stop = CancellationFlag()
        let stopped = DispatchSemaphore(value: 0)
        Thread {
            session.watch(intervalMilliseconds: 20, buildingFirst: true, while: { !stop.isCancelled })
            stopped.signal()
        }.start()
        defer {
            stop.cancel()
            XCTAssertEqual(stopped.wait(timeout: .now() + 120), .success, "the session did not stop")
        }
        // The first build is under way (it could not finish in hours); the author replaces the chapter.
        Thread.sleep(forTimeInterval: 0.3)
        XCTAssertEqual(session.state.snapshot().version, 0, "the hanging build cannot have finished")
        try good.write(to: book.appendingPathComponent("Chapters/01.md"), atomically: true, encoding: .utf8)

        // Polled (the server's wait is async): the generous deadline only ends a hang, it asserts no duration.
        let deadline = Date().addingTimeInterval(120)
        while session.state.snapshot().version == 0 && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        let version = session.state.snapshot().version
        XCTAssertEqual(version, 1, log.text)
        XCTAssertNil(session.state.snapshot().errorPage, log.text)
        XCTAssertTrue(log.text.contains("rebuild abandoned: sources changed\n"), log.text)
        let page = try String(contentsOf: site.appendingPathComponent("01.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("The replacement chapter."))
        let left = try entries(of: book)
        XCTAssertFalse(left.contains { $0.hasPrefix(".Site.staging") }, "\(left)")
    }
}

/// The session's log, written from its threads.
private final class LockedLog: Sendable {
    private let lines = Mutex("")

    func append(_ line: String) {
        lines.withLock { $0 += line }
    }

    var text: String {
        lines.withLock { $0 }
    }
}
