import Diagnostics
import Foundation
import NotebookTestSupport
import SnippetLanguage
import Synchronization
import XCTest
@testable import Notebook

/// A build waiting for another build's lock (held here by the test process) gives up when it is cancelled or when its
/// time runs out, and in both cases writes nothing and leaves the other build's lock as it was.
final class BuildLockTests: XCTestCase {
    private func book() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notebook-lock-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Chapters"), withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        try "title = \"Lock\"\nchapters = [\"01.md\"]\n"
            .write(to: folder.appendingPathComponent("notebook.toml"), atomically: true, encoding: .utf8)
        try "# One\n\nText.\n".write(to: folder.appendingPathComponent("Chapters/01.md"), atomically: true, encoding: .utf8)
        return folder
    }

    /// The lock notices a build gave, collected rather than printed.
    private final class Notices: Sendable {
        let texts = Mutex<[String]>([])
    }

    private func builder(_ book: URL, notices: Notices = Notices()) -> BookBuilder<NotebookPipeline> {
        var builder = BookBuilder(bookDirectory: book, outputDirectory: book.appendingPathComponent("Site"))
        builder.lockNotice = { text in notices.texts.withLock { $0.append(text) } }
        return builder
    }

    func testAWaitForTheLockEndsWhenTheBuildIsCancelled() throws {
        let book = try book()
        let holder = try HeldBuildLock(book: book)
        let notices = Notices()
        let flag = CancellationFlag()
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) { flag.cancel() }

        let outcome = builder(book, notices: notices).build(cancellation: flag)
        XCTAssertTrue(outcome.wasCancelled)
        XCTAssertFalse(outcome.succeeded)
        XCTAssertTrue(outcome.diagnostics.isEmpty, "a cancelled wait has nothing to report")
        XCTAssertEqual(notices.texts.withLock { $0 }, ["waiting for another build of Site/ (pid \(getpid()))\n"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: book.path).sorted(),
                       [".notebook-cache", "Chapters", "notebook.toml"])
        XCTAssertEqual(try String(contentsOfFile: holder.path, encoding: .utf8), HeldBuildLock.contents)
    }

    func testAWaitThatRunsOutSaysWhoseBuildItWaitedForAndWritesNothing() throws {
        let book = try book()
        let holder = try HeldBuildLock(book: book)
        var builder = builder(book)
        builder.lockTimeoutSeconds = 1

        let outcome = builder.build()
        XCTAssertFalse(outcome.succeeded)
        XCTAssertFalse(outcome.wasCancelled)
        XCTAssertEqual(outcome.diagnostics.map { $0.id }, ["build.lock"])
        XCTAssertEqual(outcome.diagnostics.first?.message,
                       "another build of Site/ (pid \(getpid())) still runs after 1 s; try again when it has finished")
        XCTAssertFalse(FileManager.default.fileExists(atPath: book.appendingPathComponent("Site").path))
        XCTAssertEqual(try String(contentsOfFile: holder.path, encoding: .utf8), HeldBuildLock.contents)
    }

    /// A file system that cannot lock files (flock's ENOLCK) is said at once in the system's words, not after ten
    /// minutes as "another build still runs".
    func testALockTheFileSystemRefusesIsReportedAtOnce() throws {
        let book = try book()
        let cache = book.appendingPathComponent(".notebook-cache")
        var notices: [String] = []
        let start = Date()
        XCTAssertThrowsError(try BuildLock(cacheDirectory: cache, output: book.appendingPathComponent("Site"),
                                           timeoutSeconds: 5, lock: { _, _ in errno = ENOLCK; return -1 },
                                           waiting: { notices.append($0) })) { error in
            XCTAssertEqual("\(error)", "cannot lock the build lock '\(cache.path)/build.lock': \(String(cString: strerror(ENOLCK)))")
        }
        XCTAssertEqual(notices, [], "nobody holds the lock: there is nothing to wait for")
        XCTAssertLessThan(Date().timeIntervalSince(start), 4)
    }

    /// A wait for another build's lock that then meets another failure reports that failure, not a timeout.
    func testAFailureDuringTheWaitIsReportedAsItself() throws {
        let book = try book()
        let cache = book.appendingPathComponent(".notebook-cache")
        var calls = 0
        var notices: [String] = []
        let lock: (Int32, Int32) -> Int32 = { _, _ in
            calls += 1
            errno = calls < 3 ? EWOULDBLOCK : ENOLCK
            return -1
        }
        XCTAssertThrowsError(try BuildLock(cacheDirectory: cache, output: book.appendingPathComponent("Site"),
                                           timeoutSeconds: 5, lock: lock, waiting: { notices.append($0) })) { error in
            guard case BuildLock.Failure.cannotLock = error else { return XCTFail("\(error)") }
        }
        XCTAssertEqual(notices, ["waiting for another build of Site/\n"])
        XCTAssertEqual(calls, 3)
    }
}
