import Diagnostics
import Foundation
import SnippetLanguage
import XCTest
@testable import Notebook
@testable import NotebookServe
import Synchronization

/// `serve` is woken by inotify when a source is saved. No duration is asserted: the waits below have timeouts far
/// beyond any test run, so returning true (or a rebuild being published at all) can only come from a change notice.
final class FileWatcherTests: XCTestCase {
    private func makeBook() throws -> URL {
        let book = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: book.appendingPathComponent("Chapters/part"), withIntermediateDirectories: true)
        try "title = \"Watch\"\nchapters = [\"01.md\"]\n".write(to: book.appendingPathComponent("notebook.toml"),
                                                                  atomically: true, encoding: .utf8)
        try "# One\n\nFirst.\n".write(to: book.appendingPathComponent("Chapters/01.md"), atomically: true, encoding: .utf8)
        addTeardownBlock { try? FileManager.default.removeItem(at: book) }
        return book
    }

    func testSavesInTheBookChaptersAndNewFoldersWakeTheWatcher() throws {
        let book = try makeBook()
        let watcher = FileWatcher(bookDirectory: book)
        XCTAssertTrue(watcher.isNotified, "inotify is available on Linux")
        XCTAssertFalse(watcher.waitForChange(timeoutMilliseconds: 0), "nothing changed yet")

        try "# One\n\nEdited.\n".write(to: book.appendingPathComponent("Chapters/01.md"), atomically: false, encoding: .utf8)
        XCTAssertTrue(watcher.waitForChange(timeoutMilliseconds: 600_000))
        try "title = \"W\"\nchapters = [\"01.md\"]\n".write(to: book.appendingPathComponent("notebook.toml"),
                                                              atomically: true, encoding: .utf8)
        XCTAssertTrue(watcher.waitForChange(timeoutMilliseconds: 600_000))
        try "x".write(to: book.appendingPathComponent("Chapters/part/02.md"), atomically: false, encoding: .utf8)
        XCTAssertTrue(watcher.waitForChange(timeoutMilliseconds: 600_000), "folders under Chapters/ are watched")

        // A folder made after the watch started is watched from the next wake on.
        try FileManager.default.createDirectory(at: book.appendingPathComponent("Chapters/new"), withIntermediateDirectories: false)
        XCTAssertTrue(watcher.waitForChange(timeoutMilliseconds: 600_000))
        try "y".write(to: book.appendingPathComponent("Chapters/new/03.md"), atomically: false, encoding: .utf8)
        XCTAssertTrue(watcher.waitForChange(timeoutMilliseconds: 600_000))
        // Everything pending was consumed.
        XCTAssertFalse(watcher.waitForChange(timeoutMilliseconds: 0))
    }

    func testServeRebuildsOnASaveWithoutWaitingForThePollAndLogsTheRebuildTime() throws {
        let book = try makeBook()
        let builder = BookBuilder(bookDirectory: book, outputDirectory: book.appendingPathComponent("Site"))
        let log = WatchLog()
        let session = PreviewSession(bookDirectory: book, formatter: DiagnosticFormatter(),
                                     build: { builder.build(cancellation: $0) }, log: { log.append($0) })
        session.rebuild()
        let first = session.state.snapshot().version
        let stop = CancellationFlag()
        let stopped = DispatchSemaphore(value: 0)
        // A ten-minute poll: only a change notice can start the rebuild before the test's deadline.
        Thread {
            session.watch(intervalMilliseconds: 600_000, buildingFirst: false, while: { !stop.isCancelled })
            stopped.signal()
        }.start()
        Thread.sleep(forTimeInterval: 0.2)
        try "# One\n\nSaved again.\n".write(to: book.appendingPathComponent("Chapters/01.md"), atomically: true, encoding: .utf8)
        let deadline = Date().addingTimeInterval(120)
        while session.state.snapshot().version == first && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        XCTAssertGreaterThan(session.state.snapshot().version, first, log.text)
        while !log.text.contains("rebuilt ") && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        // One rebuild, of the saved chapter: the temporary file of the atomic save did not start one of its own.
        XCTAssertEqual(log.text.components(separatedBy: "rebuilding\n").count, 2, log.text)
        XCTAssertNotNil(log.text.range(of: #"rebuilt 1 chapter in \d+ ms\n"#, options: .regularExpression), log.text)
        let page = try String(contentsOf: book.appendingPathComponent("Site/01.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("Saved again."))
        // The loop is stopped by touching a source: it checks its condition after each wake.
        stop.cancel()
        try "# One\n\nLast.\n".write(to: book.appendingPathComponent("Chapters/01.md"), atomically: true, encoding: .utf8)
        XCTAssertEqual(stopped.wait(timeout: .now() + 120), .success, "the session did not stop")
    }
}

private final class WatchLog: Sendable {
    private let lines = Mutex("")

    func append(_ line: String) {
        lines.withLock { $0 += line }
    }

    var text: String {
        lines.withLock { $0 }
    }
}
